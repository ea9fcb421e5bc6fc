// An order's payments (docs/behaviour.md#business-rules): the prepayment through Mollie (iDEAL) or, without MOLLIE_API_KEY, a bank transfer
// staff mark received; refunds through Mollie's refund API (or recorded for a bank payment) with a credit invoice.
//
// A payment's state is only ever what Mollie answers when we fetch it: a webhook carries nothing but an id (a
// hint to go and look) and an id we never created changes nothing. Every change is applied in one transaction
// with the order's quote row locked (FOR UPDATE) and a compare-and-set on the payment's status, and a status
// only moves forward (open → pending → authorized → paid, failed, canceled or expired): a return and a webhook
// arriving together, a webhook sent twice or a replayed return URL change it once. On paid: the payment row, the
// ready date, the order's history, the prepayment invoice (invoices/compose) and the "Betaling ontvangen" mail,
// all in that transaction. Two tabs reuse the one open payment (its state fetched first) instead of making a
// second; the partial unique index on open payments is the backstop.
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { MollieApiError, type PaymentMethod } from "@mollie/api-client";
import { paymentEvents, paymentRefusals, customerPaymentCopy } from "~/content/payments";
import { expectedReadyDate } from "~/lib/business-days";
import { listClosures } from "../calendar/calendar.server";
import { dutchDay } from "~/lib/shop-time";
import { formatEuro } from "~/lib/money";
import { audit } from "../audit.server";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { orderEvents, payments, quotes, refunds } from "../db/schema.server";
import { getEnv, getSite } from "../env.server";
import { invoiceRequirementsCopy } from "~/content/invoices";
import { invoiceKindLabels } from "~/lib/invoices/number";
import {
  InvoiceError,
  issueCreditInvoice,
  issuePrepaymentInvoice,
  orderInvoiceBlocker,
} from "../invoices/compose.server";
import { logger } from "../logger.server";
import { getMailSettings, nudgeOutbox, type OutgoingMail } from "../mail/outbox.server";
import { addLink, withMail } from "../quotes/lifecycle.server";
import { isQuoteTokenShape, QUOTE_PATH, quoteUrl } from "../quotes/links.server";
import { displayNumber, isQuoteId, shopToday, type QuoteRow } from "../quotes/store.server";
import { centsOf, getMollie, MOLLIE_WEBHOOK_PATH, mollieAmount } from "./mollie.server";
import { paymentReceivedMail } from "./mails.server";

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type PaymentWithRefunds = PaymentRow & { refunds: RefundRow[] };

/** The query Mollie's redirect brings the customer back with: /offerte/{token}?betaling=terug */
export const PAYMENT_RETURN_QUERY = { name: "betaling", value: "terug" } as const;

const PREPAYMENT = "prepayment";
/** Statuses of a payment still under way: at most one per order and purpose (payments_one_open_idx). */
export const UNDER_WAY = ["open", "pending", "authorized"] as const;
/** A payment in one of these is over; "Opnieuw betalen" makes a new one (unless it was paid). */
const RETRYABLE = new Set(["failed", "canceled", "expired"]);

/** How far along a status is: a status only ever moves to a later one (older news never undoes newer). */
function progress(status: string): number {
  if (status === "open") return 0;
  if (status === "pending") return 1;
  if (status === "authorized") return 2;
  return 3;
}

const isUnderWay = (status: string) => (UNDER_WAY as readonly string[]).includes(status);

/** A Mollie payment id as Mollie makes them; anything else is not looked up at all. */
export function isMolliePaymentId(value: unknown): value is string {
  return typeof value === "string" && /^tr_[A-Za-z0-9]{4,64}$/.test(value);
}

// ---- Reading ----

/** An order's payments with their refunds, oldest first (the staff's card, the customer's page). */
export async function paymentsForQuote(
  quoteId: string,
  db: Database | Tx = getDb(),
): Promise<PaymentWithRefunds[]> {
  if (!isQuoteId(quoteId)) return [];
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.quoteId, quoteId))
    .orderBy(asc(payments.createdAt));
  if (!rows.length) return [];
  const refundRows = await db
    .select()
    .from(refunds)
    .where(
      inArray(
        refunds.paymentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(refunds.createdAt));
  return rows.map((row) => ({ ...row, refunds: refundRows.filter((refund) => refund.paymentId === row.id) }));
}

/** What the customer has paid for the order and not been refunded, in cents incl. VAT. */
export async function paidCents(quoteId: string, db: Database | Tx = getDb()): Promise<number> {
  if (!isQuoteId(quoteId)) return 0;
  const rows = await db
    .select({ amount: payments.amountCents, refunded: payments.refundedCents })
    .from(payments)
    .where(and(eq(payments.quoteId, quoteId), eq(payments.status, "paid")));
  return rows.reduce((sum, row) => sum + Number(row.amount) - Number(row.refunded), 0);
}

// ---- Mollie's side ----

interface MollieState {
  status: string;
  method: string | null;
  paidAt: Date | null;
  amountCents: number;
  /** metadata.quoteId as we set it at creation. */
  quoteId: unknown;
  checkoutUrl: string | null;
}

/** The payment as Mollie has it now. Throws when Mollie cannot be reached or refuses. */
async function fetchFromMollie(mollieId: string): Promise<MollieState> {
  const mollie = getMollie();
  if (!mollie) throw new Error("Mollie is not configured");
  const payment = await mollie.payments.get(mollieId);
  const metadata = payment.metadata as { quoteId?: unknown } | null;
  return {
    status: payment.status,
    method: payment.method ?? null,
    paidAt: payment.paidAt ? new Date(payment.paidAt) : null,
    amountCents: centsOf(payment.amount),
    quoteId: metadata?.quoteId,
    checkoutUrl: payment.getCheckoutUrl(),
  };
}

async function lockQuote(tx: Tx, id: string): Promise<QuoteRow | undefined> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
  return row;
}

type Queue = (mails: OutgoingMail[]) => Promise<void>;

/**
 * Applies what Mollie said to our row, in a transaction holding the quote's lock. Only a later status is
 * applied, with a compare-and-set on the status read; a payment Mollie describes differently from ours (another
 * order's, another amount) is not ours to change. True when something changed.
 */
async function applyMollieState(
  tx: Tx,
  quote: QuoteRow,
  row: PaymentRow,
  state: MollieState,
  queue: Queue,
): Promise<boolean> {
  if (state.quoteId !== row.quoteId || state.amountCents !== row.amountCents) {
    logger.warn({ paymentId: row.id }, "Mollie payment does not match our record; not applied");
    return false;
  }
  if (progress(state.status) <= progress(row.status) || state.status === row.status) return false;
  const paid = state.status === "paid";
  const [updated] = await tx
    .update(payments)
    .set({
      status: state.status,
      method: state.method ?? row.method,
      paidAt: paid ? (state.paidAt ?? new Date()) : null,
      // The checkout link is no use once the payment is past "open".
      checkoutUrl: state.status === "open" ? row.checkoutUrl : null,
      updatedAt: new Date(),
    })
    .where(and(eq(payments.id, row.id), eq(payments.status, row.status)))
    .returning();
  if (!updated) return false;
  if (paid) await recordPaid(tx, quote, updated, queue, null);
  return true;
}

/**
 * What a received prepayment sets in motion, in its transaction: the ready date (docs/behaviour.md#business-rules's working days from the
 * payment day; production itself is started by staff), the order's history, the prepayment invoice and the
 * customer's "Betaling ontvangen" mail.
 */
async function recordPaid(
  tx: Tx,
  quote: QuoteRow,
  payment: PaymentRow,
  queue: Queue,
  actorId: string | null,
): Promise<void> {
  const paidAt = payment.paidAt ?? new Date();
  const cancelled = quote.orderStatus === "geannuleerd";
  const readyBy =
    quote.readyBy ??
    (cancelled ? null : expectedReadyDate(shopToday(paidAt), quote.rush, await listClosures(tx)));
  if (readyBy !== quote.readyBy) await tx.update(quotes).set({ readyBy }).where(eq(quotes.id, quote.id));
  const amount = formatEuro(payment.amountCents);
  const lines = [paymentEvents.paid(amount, paymentEvents.via[payment.provider] ?? payment.provider)];
  if (readyBy && !quote.readyBy) lines.push(paymentEvents.readyBy(dutchDay(readyBy)));
  if (cancelled) lines.push(paymentEvents.paidWhileCancelled(amount));
  await tx.insert(orderEvents).values({ quoteId: quote.id, kind: "payment", text: lines.join(" "), actorId });
  // The payment is recorded whatever happens to its invoice: when the shop's legal details or the customer's address
  // are missing, the invoice waits (the history says why; the order page's invoices card issues it later).
  const blocked = orderInvoiceBlocker(quote);
  if (blocked)
    await tx.insert(orderEvents).values({
      quoteId: quote.id,
      kind: "invoice",
      text: invoiceRequirementsCopy.waiting(invoiceKindLabels.prepayment, blocked),
      actorId,
    });
  else await issuePrepaymentInvoice(tx, quote, payment, { now: paidAt, actorId });
  const settings = getMailSettings();
  const mail = paymentReceivedMail({
    number: displayNumber(quote) ?? "",
    customerName: quote.customerName,
    customerEmail: quote.customerEmail,
    amountCents: payment.amountCents,
    via: payment.provider === "mollie" ? "iDEAL" : "bankoverschrijving",
    readyBy,
    url: quoteUrl(settings.site.url, await addLink(tx, quote.id)),
    settings,
  });
  await queue([mail]);
  await tx
    .insert(orderEvents)
    .values({ quoteId: quote.id, kind: "mail", text: paymentEvents.mail(mail.subject), actorId });
}

export type SyncResult =
  { ok: true; status: string; changed: boolean } | { ok: false; reason: "unknown" | "unavailable" };

/**
 * The webhook's and the return's work: fetch the payment from Mollie and apply it. An id we never made (or
 * malformed) is "unknown" and nothing is fetched or changed; when Mollie cannot be reached, "unavailable".
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
  return withMail(db, async (tx, queue) => {
    const quote = await lockQuote(tx, known.quoteId);
    const [row] = await tx.select().from(payments).where(eq(payments.id, known.id));
    if (!quote || !row) return { ok: false as const, reason: "unknown" as const };
    const changed = await applyMollieState(tx, quote, row, state, queue);
    return { ok: true as const, status: changed ? state.status : row.status, changed };
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

// ---- The customer pays ----

export type StartPaymentResult =
  | { ok: true; checkoutUrl: string }
  | { ok: false; reason: keyof typeof customerPaymentCopy.refusals; message: string };

const refusal = (reason: keyof typeof customerPaymentCopy.refusals) =>
  ({ ok: false, reason, message: customerPaymentCopy.refusals[reason] }) as const;

/** What the order still asks to be prepaid, or null when nothing is (not accepted, on terms, cancelled). */
function prepaymentDue(quote: QuoteRow | undefined): number | null {
  if (!quote || quote.status !== "geaccepteerd" || quote.paymentTerms) return null;
  if (quote.orderStatus !== "wacht op betaling") return null;
  return quote.prepaymentCents && quote.prepaymentCents > 0 ? quote.prepaymentCents : null;
}

/**
 * "Betalen met iDEAL": Mollie's checkout URL for the order's prepayment. An open payment is reused (after asking
 * Mollie how it stands: a failed, cancelled or expired one gets a successor), so two tabs or a double click make
 * one payment: the quote's row lock holds the second until the first has stored its payment. `origin` is the
 * site's address as the customer reached it; Mollie sends them back to their quote page there.
 */
export async function startPayment(
  input: { token: string; quoteId: string; origin: string },
  db: Database = getDb(),
): Promise<StartPaymentResult> {
  const mollie = getMollie();
  if (!mollie) return refusal("noMollie");
  if (!isQuoteId(input.quoteId) || !isQuoteTokenShape(input.token)) return refusal("notPayable");
  try {
    return await withMail(db, async (tx, queue): Promise<StartPaymentResult> => {
      const quote = await lockQuote(tx, input.quoteId);
      const due = prepaymentDue(quote);
      if (!quote || due === null) return refusal("notPayable");
      const rows = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.quoteId, quote.id), eq(payments.purpose, PREPAYMENT)))
        .orderBy(desc(payments.createdAt));
      if (rows.some((row) => row.status === "paid")) return refusal("paid");
      const current = rows.find((row) => isUnderWay(row.status));
      if (current?.mollieId) {
        const state = await fetchFromMollie(current.mollieId);
        await applyMollieState(tx, quote, current, state, queue);
        if (state.status === "paid") return refusal("paid");
        if (state.status === "open" && state.checkoutUrl) return { ok: true, checkoutUrl: state.checkoutUrl };
        if (!RETRYABLE.has(state.status)) return refusal("processing");
      }
      const methods = getEnv().PAYMENT_METHODS as PaymentMethod[];
      const created = await mollie.payments.create({
        amount: mollieAmount(due),
        description: `Offerte ${displayNumber(quote) ?? ""}`.trim(),
        redirectUrl: `${input.origin}${QUOTE_PATH}/${input.token}?${PAYMENT_RETURN_QUERY.name}=${PAYMENT_RETURN_QUERY.value}`,
        webhookUrl: `${getSite().url}${MOLLIE_WEBHOOK_PATH}`,
        method: methods.length === 1 ? methods[0] : methods,
        locale: "nl_NL" as never,
        metadata: { quoteId: quote.id },
      });
      const checkoutUrl = created.getCheckoutUrl();
      if (!checkoutUrl) throw new Error("Mollie gave no checkout URL");
      await tx.insert(payments).values({
        quoteId: quote.id,
        purpose: PREPAYMENT,
        provider: "mollie",
        mollieId: created.id,
        amountCents: due,
        status: created.status,
        method: created.method ?? null,
        checkoutUrl,
      });
      return { ok: true, checkoutUrl };
    });
  } catch (error) {
    // Mollie unreachable or refusing: nothing was stored (the transaction rolled back).
    logger.warn({ err: error, quoteId: input.quoteId }, "payment could not be started");
    return refusal("unavailable");
  }
}

// ---- Staff ----

export type StaffPaymentResult =
  { ok: true; message?: string } | { ok: false; status: 404 | 409 | 502; message: string };

const staffRefusal = (status: 404 | 409 | 502, message: string) => ({ ok: false, status, message }) as const;

/** The audit entry of a staff payment action, on the order (its number as the label). */
function auditOrder(
  tx: Tx,
  actorId: string,
  action: "payment.received" | "payment.refund",
  quote: QuoteRow,
  details: Record<string, unknown>,
): Promise<void> {
  return audit(tx, {
    actorId,
    action,
    targetType: "order",
    targetId: quote.id,
    targetLabel: displayNumber(quote) ?? undefined,
    details,
  });
}

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
  return withMail(db, async (tx, queue): Promise<StaffPaymentResult> => {
    const quote = await lockQuote(tx, input.quoteId);
    if (!quote) return staffRefusal(404, paymentRefusals.notFound);
    const due = prepaymentDue(quote);
    const rows = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.quoteId, quote.id), eq(payments.purpose, PREPAYMENT)));
    if (rows.some((row) => row.status === "paid")) return staffRefusal(409, paymentRefusals.alreadyPaid);
    if (due === null) return staffRefusal(409, paymentRefusals.notWaiting);
    if (getMollie() && rows.some((row) => row.provider === "mollie" && isUnderWay(row.status)))
      return staffRefusal(409, paymentRefusals.mollieOpen);
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
    await recordPaid(tx, quote, payment!, queue, input.actorId);
    await auditOrder(tx, input.actorId, "payment.received", quote, { amountCents: due, via: "bank" });
    return { ok: true };
  });
}

/** The most a refund may be now: what was paid less what was refunded, over the order's paid payments. */
function refundable(rows: readonly PaymentRow[]): number {
  return rows
    .filter((row) => row.status === "paid")
    .reduce((sum, row) => sum + Number(row.amountCents) - Number(row.refundedCents), 0);
}

/**
 * A refund of (part of) what the customer paid: at most what was paid less earlier refunds (a Dutch refusal
 * otherwise, and nothing changes). Through Mollie's refund API for an iDEAL payment, recorded for staff to
 * transfer for a bank payment; with a credit invoice and a line in the order's history. Admins only: the
 * caller checks the role (paymentIntents); this is the money side.
 */
export async function refundPayment(
  input: { actorId: string; quoteId: string; amountCents: number; reason: string },
  db: Database = getDb(),
): Promise<StaffPaymentResult> {
  if (!isQuoteId(input.quoteId)) return staffRefusal(404, paymentRefusals.notFound);
  const amount = input.amountCents;
  const reason = input.reason.trim();
  if (!Number.isSafeInteger(amount) || amount <= 0) return staffRefusal(409, paymentRefusals.nothingPaid);
  try {
    const result = await db.transaction(async (tx): Promise<StaffPaymentResult> => {
      const quote = await lockQuote(tx, input.quoteId);
      if (!quote) return staffRefusal(404, paymentRefusals.notFound);
      const rows = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.quoteId, quote.id), eq(payments.status, "paid")))
        .orderBy(asc(payments.paidAt));
      const max = refundable(rows);
      if (max <= 0) return staffRefusal(409, paymentRefusals.nothingPaid);
      if (amount > max) {
        const paid = rows.reduce((sum, row) => sum + Number(row.amountCents), 0);
        return staffRefusal(
          409,
          paymentRefusals.tooMuch(formatEuro(max), formatEuro(paid), formatEuro(paid - max)),
        );
      }
      // Oldest payment first; a refund larger than one payment's rest takes the next one's too.
      let left = amount;
      let refundedTotal = 0;
      const mollieCalls: (() => Promise<void>)[] = [];
      for (const row of rows) {
        if (left === 0) break;
        const asked = Math.min(left, Number(row.amountCents) - Number(row.refundedCents));
        if (asked <= 0) continue;
        left -= asked;
        // The credit invoice first: what goes back is exactly what it states, which is the amount asked (its
        // VAT is derived from the amount incl. VAT, so every cent can be stated).
        const credit = await issueCreditInvoice(tx, {
          quoteId: quote.id,
          paymentId: row.id,
          amountCents: asked,
          reason,
          actorId: input.actorId,
        });
        const share = -credit.grossCents;
        refundedTotal += share;
        const [refund] = await tx
          .insert(refunds)
          .values({
            paymentId: row.id,
            amountCents: share,
            status: row.provider === "mollie" ? "pending" : "handmatig",
            reason,
            actorId: input.actorId,
          })
          .returning({ id: refunds.id });
        await tx
          .update(payments)
          .set({ refundedCents: Number(row.refundedCents) + share, updatedAt: new Date() })
          .where(and(eq(payments.id, row.id), eq(payments.refundedCents, row.refundedCents)));
        await tx.insert(orderEvents).values({
          quoteId: quote.id,
          kind: "refund",
          text: paymentEvents.refund(
            formatEuro(share),
            paymentEvents.refundVia[row.provider] ?? row.provider,
            reason,
          ),
          actorId: input.actorId,
        });
        if (row.provider === "mollie" && row.mollieId) {
          const mollieId = row.mollieId;
          mollieCalls.push(async () => {
            const made = await getMollie()!.paymentRefunds.create({
              paymentId: mollieId,
              amount: mollieAmount(share),
              description: reason.slice(0, 140),
              metadata: { quoteId: quote.id, refundId: refund!.id },
            });
            await tx
              .update(refunds)
              .set({ mollieRefundId: made.id, status: made.status })
              .where(eq(refunds.id, refund!.id));
          });
        }
      }
      // Mollie last: a refusal rolls back the credit invoice and everything above, so nothing changes.
      for (const call of mollieCalls) await call();
      await auditOrder(tx, input.actorId, "payment.refund", quote, {
        amountCents: refundedTotal,
        reason,
      });
      return { ok: true };
    });
    // The credit invoice's mail went into the outbox with the refund.
    if (result.ok) nudgeOutbox();
    return result;
  } catch (error) {
    if (error instanceof InvoiceError) return staffRefusal(409, error.message);
    if (error instanceof MollieApiError && error.statusCode && error.statusCode < 500)
      return staffRefusal(409, paymentRefusals.mollieRefused(error.message));
    logger.warn({ err: error, quoteId: input.quoteId }, "refund failed");
    return staffRefusal(502, paymentRefusals.mollieUnavailable);
  }
}
