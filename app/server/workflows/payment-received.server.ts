// Money in for an order's prepayment: Mollie's news (the webhook, the customer's return, a page that shows a
// payment under way) or a bank transfer staff saw on the shop's account. What a received prepayment sets in motion
// happens here, in the unit of work that records it: the ready date (docs/behaviour.md#business-rules's working
// days from the payment day, once the proof is approved or waived; before that the approval sets it,
// docs/proofs.md), the order's history, the prepayment invoice
// (its PDF rendered and mailed after the commit) and the customer's "Betaling ontvangen" mail. Mollie is always
// called with no lock held; its answer is applied under the order's lock.
import { and, eq, inArray } from "drizzle-orm";
import { paymentEvents, paymentRefusals } from "~/content/payments";
import { invoiceRequirementsCopy } from "~/content/invoices";
import { expectedReadyDate } from "~/lib/business-days";
import { proofAllowsProduction } from "~/lib/proofs/state";
import { dutchDay } from "~/lib/shop-time";
import { invoiceKindLabels } from "~/lib/invoices/number";
import { formatEuro } from "~/lib/money";
import { listClosures } from "../calendar/calendar.server";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { payments } from "../db/schema.server";
import { issuePrepaymentInvoice, orderInvoiceBlocker } from "../invoices/compose.server";
import { logger } from "../logger.server";
import { getMailSettings } from "../mail/outbox.server";
import { addOrderEvent, auditOrder, setReadyBy } from "../orders/history.server";
import { startCheckout, type StartPaymentResult } from "../payments/checkout.server";
import { paymentReceivedMail } from "../payments/mails.server";
import { applyMollieState, fetchFromMollie, type MollieState } from "../payments/mollie-state.server";
import { getMollie } from "../payments/mollie.server";
import { proofStateFor } from "../proofs/store.server";
import {
  isMolliePaymentId,
  isUnderWay,
  PREPAYMENT,
  prepaymentDue,
  prepaymentsOf,
  UNDER_WAY,
  type PaymentRow,
} from "../payments/store.server";
import { addLink, quoteUrl } from "../quotes/links.server";
import { paidItemOpenCents, recordInvoicePaidOnline } from "../receivables/invoice-payment.server";
import { displayNumber, isQuoteId, lockQuote, shopToday, type QuoteRow } from "../quotes/store.server";
import { inUnitOfWork, type UnitOfWork } from "../unit-of-work.server";

async function recordPaid(
  unit: UnitOfWork,
  quote: QuoteRow,
  payment: PaymentRow,
  actorId: string | null,
): Promise<void> {
  const { tx } = unit;
  const paidAt = payment.paidAt ?? new Date();
  const cancelled = quote.orderStatus === "geannuleerd";
  // The working days count from the payment only when the proof already allows production; otherwise the
  // approval counts them, so the customer is never told a date the approval then moves.
  const countable = !cancelled && proofAllowsProduction(await proofStateFor(quote, tx));
  const readyBy =
    quote.readyBy ??
    (countable ? expectedReadyDate(shopToday(paidAt), quote.rush, await listClosures(tx)) : null);
  if (readyBy !== quote.readyBy) await setReadyBy(tx, quote.id, readyBy);
  const amount = formatEuro(payment.amountCents);
  const lines = [paymentEvents.paid(amount, paymentEvents.via[payment.provider] ?? payment.provider)];
  if (readyBy && !quote.readyBy) lines.push(paymentEvents.readyBy(dutchDay(readyBy)));
  if (cancelled) lines.push(paymentEvents.paidWhileCancelled(amount));
  await addOrderEvent(tx, quote.id, "payment", lines.join(" "), actorId);
  // The payment is recorded whatever happens to its invoice: when the shop's legal details or the customer's address
  // are missing, the invoice waits (the history says why; the order page's invoices card issues it later).
  const blocked = orderInvoiceBlocker(quote);
  if (blocked)
    await addOrderEvent(
      tx,
      quote.id,
      "invoice",
      invoiceRequirementsCopy.waiting(invoiceKindLabels.prepayment, blocked),
      actorId,
    );
  else await issuePrepaymentInvoice(unit, quote, payment, { now: paidAt, actorId });
  const settings = getMailSettings();
  const mail = paymentReceivedMail({
    number: displayNumber(quote) ?? "",
    customerName: quote.customerName,
    customerEmail: quote.customerEmail,
    amountCents: payment.amountCents,
    via: payment.provider === "mollie" ? "iDEAL" : "bankoverschrijving",
    readyBy,
    proofFirst: !cancelled && !readyBy,
    url: quoteUrl(settings.site.url, await addLink(tx, quote.id)),
    settings,
  });
  await unit.mail([mail]);
  await addOrderEvent(tx, quote.id, "mail", paymentEvents.mail(mail.subject), actorId);
}

export type SyncResult =
  { ok: true; status: string; changed: boolean } | { ok: false; reason: "unknown" | "unavailable" };

/**
 * The webhook's and the return's work: fetch the payment from Mollie (no lock held) and apply it. An id we never
 * made (or malformed) is "unknown" and nothing is fetched or changed; when Mollie cannot be reached, "unavailable".
 */
export async function syncPayment(mollieId: unknown, db: Database = getDb()): Promise<SyncResult> {
  if (!isMolliePaymentId(mollieId)) return { ok: false, reason: "unknown" };
  const [known] = await db
    .select({ id: payments.id, quoteId: payments.quoteId, status: payments.status })
    .from(payments)
    .where(eq(payments.mollieId, mollieId));
  if (!known) return { ok: false, reason: "unknown" };
  // A payment that is over stays over (Mollie also calls the webhook for its refunds): nothing to fetch.
  if (!isUnderWay(known.status)) return { ok: true, status: known.status, changed: false };
  let state: MollieState;
  try {
    state = await fetchFromMollie(mollieId);
  } catch (error) {
    logger.warn({ err: error, paymentId: known.id }, "Mollie payment could not be fetched");
    return { ok: false, reason: "unavailable" };
  }
  return inUnitOfWork(db, async (unit) => {
    const quote = await lockQuote(unit.tx, known.quoteId);
    const [row] = await unit.tx.select().from(payments).where(eq(payments.id, known.id));
    if (!quote || !row) return { ok: false as const, reason: "unknown" as const };
    // An invoice's balance (docs/payments.md, "An invoice paid online"): what is open is read under the lock first.
    const openBefore = await paidItemOpenCents(unit.tx, row, quote.id);
    const updated = await applyMollieState(unit.tx, row, state);
    if (updated?.status === "paid" && updated.purpose !== PREPAYMENT)
      await recordInvoicePaidOnline(unit, quote, updated, openBefore);
    else if (updated?.status === "paid") await recordPaid(unit, quote, updated, null);
    return { ok: true as const, status: updated ? state.status : row.status, changed: updated !== null };
  });
}

/** Syncs the order's payment under way, if any (the customer's page, the staff's card); errors are logged. */
export async function syncOpenPayments(quoteId: string, db: Database = getDb()): Promise<boolean> {
  if (!getMollie() || !isQuoteId(quoteId)) return false;
  const open = await db
    .select({ mollieId: payments.mollieId })
    .from(payments)
    .where(
      and(
        eq(payments.quoteId, quoteId),
        eq(payments.provider, "mollie"),
        inArray(payments.status, [...UNDER_WAY]),
      ),
    );
  let changed = false;
  for (const { mollieId } of open) {
    const result = await syncPayment(mollieId, db);
    changed ||= result.ok && result.changed;
  }
  return changed;
}

/**
 * "Betalen met iDEAL": Mollie's word on a payment under way first (a failed, cancelled or expired one gets a
 * successor; an open one is reused), then the checkout (payments/checkout.server.ts).
 */
export async function startPayment(
  input: { token: string; quoteId: string; origin: string },
  db: Database = getDb(),
): Promise<StartPaymentResult> {
  await syncOpenPayments(input.quoteId, db);
  return startCheckout(input, db);
}

export type StaffPaymentResult =
  { ok: true; message?: string } | { ok: false; status: 404 | 409 | 502; message: string };

export const staffRefusal = (status: 404 | 409 | 502, message: string) =>
  ({ ok: false, status, message }) as const;

/**
 * A bank transfer seen on the shop's account: the prepayment is recorded as paid (with the staff member), which
 * issues the prepayment invoice and mails the customer. Refused while an iDEAL payment is still under way at
 * Mollie (it could still be paid: the order would be paid twice).
 */
export async function markBankTransferReceived(
  input: { actorId: string; quoteId: string; now?: Date },
  db: Database = getDb(),
): Promise<StaffPaymentResult> {
  if (!isQuoteId(input.quoteId)) return staffRefusal(404, paymentRefusals.notFound);
  // Mollie's word on a payment under way first (outside the lock: a network call).
  await syncOpenPayments(input.quoteId, db);
  return inUnitOfWork(db, async (unit) => {
    const result = await recordBankTransfer(unit, input);
    return result.ok ? { ok: true } : result;
  });
}

export type BankTransferResult = { ok: true; paymentId: string } | Extract<StaffPaymentResult, { ok: false }>;

/**
 * "Markeer als ontvangen" inside a unit of work the caller holds (staff's button, a bank statement's line): the
 * order locked, the prepayment checked (not paid yet, still due, no iDEAL payment under way; with `amountCents`,
 * exactly that amount), recorded and set in motion. The caller syncs Mollie first, with no lock held.
 */
export async function recordBankTransfer(
  unit: UnitOfWork,
  input: { actorId: string; quoteId: string; now?: Date; amountCents?: number },
): Promise<BankTransferResult> {
  const { tx } = unit;
  const quote = await lockQuote(tx, input.quoteId);
  if (!quote) return staffRefusal(404, paymentRefusals.notFound);
  const due = prepaymentDue(quote);
  const rows = await prepaymentsOf(tx, quote.id);
  if (rows.some((row) => row.status === "paid")) return staffRefusal(409, paymentRefusals.alreadyPaid);
  if (due === null) return staffRefusal(409, paymentRefusals.notWaiting);
  if (getMollie() && rows.some((row) => row.provider === "mollie" && isUnderWay(row.status)))
    return staffRefusal(409, paymentRefusals.mollieOpen);
  if (input.amountCents !== undefined && input.amountCents !== due)
    return staffRefusal(409, paymentRefusals.otherAmount(formatEuro(input.amountCents), formatEuro(due)));
  const [payment] = await tx
    .insert(payments)
    .values({
      quoteId: quote.id,
      purpose: PREPAYMENT,
      provider: "bank",
      amountCents: due,
      status: "paid",
      paidAt: input.now ?? new Date(),
      actorId: input.actorId,
    })
    .returning();
  await recordPaid(unit, quote, payment!, input.actorId);
  await auditOrder(tx, {
    actorId: input.actorId,
    action: "payment.received",
    quote: { id: quote.id, number: displayNumber(quote) },
    details: { amountCents: due, via: "bank" },
  });
  return { ok: true, paymentId: payment!.id };
}
