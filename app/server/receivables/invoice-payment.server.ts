// A bank payment against an invoice (docs/receivables.md, "Bank statements"): a paid balance payment of the
// invoice's order, which is what the receivables read model counts as paid against it; against a rentenota, a paid
// payment of purpose "interest" naming the note, as its online payment is stored (docs/receivables.md, "The
// interest note"). Called under the order's
// lock (lockQuote), so what is open is read after any payment that got there first: never paid twice. The same
// holds for the customer's online payment of an invoice (docs/payments.md, "An invoice paid online"): while it is
// under way at Mollie a bank booking of that order's invoices is refused, and once Mollie says paid it is recorded
// here with its history line and the customer's mail.
import { and, eq, inArray } from "drizzle-orm";
import { invoicePaymentCopy, paymentEvents, paymentRefusals } from "~/content/payments";
import { statementCopy } from "~/content/receivables";
import { formatEuro } from "~/lib/money";
import { payableLabel } from "~/lib/receivables/interest-note";
import type { Tx } from "../db/client.server";
import { invoiceInterestCharges, invoices, payments } from "../db/schema.server";
import { logger } from "../logger.server";
import { getMailSettings } from "../mail/outbox.server";
import { addOrderEvent } from "../orders/history.server";
import { invoicePaidMail } from "../payments/mails.server";
import { UNDER_WAY, type PaymentRow } from "../payments/store.server";
import { addLink, quoteUrl } from "../quotes/links.server";
import type { QuoteRow } from "../quotes/store.server";
import type { UnitOfWork } from "../unit-of-work.server";
import { INTEREST, interestNotesOf } from "./interest-notes.server";
import { listReceivables, receivablesToday } from "./receivables.server";

/** What a bank payment (or the customer's online payment) pays: an invoice's balance, or a rentenota. */
export type Payable = { kind: "invoice" | "interest"; id: string };

export type BankPaymentResult =
  { ok: true; paymentId: string; number: string; openAfter: number } | { ok: false; message: string };

/** The invoice's order, to lock before `recordBankPayment`. */
export async function invoiceOrderId(tx: Tx, invoiceId: string): Promise<string | null> {
  const [row] = await tx
    .select({ quoteId: invoices.quoteId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return row?.quoteId ?? null;
}

/** The order of the invoice or rentenota, to lock before `recordBankPayment`. */
export async function payableOrderId(tx: Tx, target: Payable): Promise<string | null> {
  if (target.kind === "invoice") return invoiceOrderId(tx, target.id);
  const [row] = await tx
    .select({ quoteId: invoiceInterestCharges.quoteId })
    .from(invoiceInterestCharges)
    .where(eq(invoiceInterestCharges.id, target.id));
  return row?.quoteId ?? null;
}

/**
 * The invoice's or rentenota's number and what is open on it now (its receivable, or the note less its paid
 * payments); null when it is not one of the order's. The caller holds the order's lock.
 */
export async function payableOpen(
  tx: Tx,
  target: Payable,
  quoteId: string,
  today = receivablesToday(),
): Promise<{ number: string; openCents: number } | null> {
  const rows =
    target.kind === "interest"
      ? (await interestNotesOf([quoteId], tx)).filter((note) => note.id === target.id)
      : (await listReceivables(today, tx, [quoteId])).filter((row) => row.invoiceId === target.id);
  return rows[0] ? { number: rows[0].number, openCents: rows[0].openCents } : null;
}

/**
 * Books `cents` paid by bank against the invoice (a balance payment) or the rentenota (a payment of purpose
 * "interest" naming it, as its online payment is stored), at most what is open. The caller holds the order's lock.
 */
export async function recordBankPayment(
  tx: Tx,
  input: { target: Payable; cents: number; actorId: string; paidAt: Date; today?: string },
): Promise<BankPaymentResult> {
  const note = input.target.kind === "interest";
  const { refusals } = statementCopy;
  const quoteId = await payableOrderId(tx, input.target);
  if (!quoteId) return { ok: false, message: note ? refusals.noteNotFound : refusals.invoiceNotFound };
  const open = await payableOpen(tx, input.target, quoteId, input.today);
  if (!open || open.openCents === 0)
    return { ok: false, message: note ? refusals.notePaid : refusals.invoicePaid };
  const purpose = note ? INTEREST : "balance";
  // The customer may be paying it online right now: it could still be paid, and the order would be paid twice.
  if (await onlinePaymentUnderWay(tx, quoteId, purpose))
    return { ok: false, message: paymentRefusals.mollieOpen };
  if (input.cents > open.openCents)
    return {
      ok: false,
      message: refusals.moreThanOpen(
        formatEuro(input.cents),
        formatEuro(open.openCents),
        note ? "rentenota" : "factuur",
      ),
    };
  const [payment] = await tx
    .insert(payments)
    .values({
      quoteId,
      purpose,
      provider: "bank",
      amountCents: input.cents,
      status: "paid",
      paidAt: input.paidAt,
      actorId: input.actorId,
      interestChargeId: note ? input.target.id : null,
    })
    .returning({ id: payments.id });
  return { ok: true, paymentId: payment!.id, number: open.number, openAfter: open.openCents - input.cents };
}

/** The order's online (Mollie) payment of an invoice (or with `purpose` "interest" of a rentenota) under way. */
export async function onlinePaymentUnderWay(
  tx: Tx,
  quoteId: string,
  purpose = "balance",
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.quoteId, quoteId),
        eq(payments.purpose, purpose),
        eq(payments.provider, "mollie"),
        inArray(payments.status, [...UNDER_WAY]),
      ),
    );
  return row;
}

/** What is open on the invoice now (0 when it is not a receivable of the order). The caller holds the lock. */
export async function invoiceOpenCents(tx: Tx, invoiceId: string, quoteId: string): Promise<number> {
  return (await payableOpen(tx, { kind: "invoice", id: invoiceId }, quoteId))?.openCents ?? 0;
}

/**
 * An online balance payment Mollie reported paid (its row just moved to paid, under the order's lock; `openBefore`
 * was read under that lock before): the order's history, and the customer's confirmation mail. The money came in
 * whatever happened meanwhile, so it is recorded even when more came in than was open; the history then tells
 * staff to pay the difference back. No PDF is rendered and Mollie is not called here.
 */
export async function recordInvoicePaidOnline(
  unit: UnitOfWork,
  quote: QuoteRow,
  payment: PaymentRow,
  openBefore: number,
): Promise<void> {
  const { tx } = unit;
  const number = await paidItemNumber(tx, payment);
  if (!number) return;
  const openAfter = Math.max(0, openBefore - payment.amountCents);
  const lines = [
    invoicePaymentCopy.event(formatEuro(payment.amountCents), payableLabel(number), formatEuro(openAfter)),
  ];
  if (payment.amountCents > openBefore) {
    lines.push(invoicePaymentCopy.overpaid(formatEuro(payment.amountCents - openBefore)));
    logger.warn({ paymentId: payment.id }, "online invoice payment exceeded what was open");
  }
  await addOrderEvent(tx, quote.id, "payment", lines.join(" "));
  const settings = getMailSettings();
  const mail = invoicePaidMail({
    invoiceNumber: number,
    item: payableLabel(number),
    customerName: quote.customerName,
    customerEmail: quote.customerEmail,
    amountCents: payment.amountCents,
    openAfterCents: openAfter,
    url: quoteUrl(settings.site.url, await addLink(tx, quote.id)),
    settings,
  });
  await unit.mail([mail]);
  await addOrderEvent(tx, quote.id, "mail", paymentEvents.mail(mail.subject));
}

/** The invoice's number, or the rentenota's, a payment pays. */
async function paidItemNumber(tx: Tx, payment: PaymentRow): Promise<string | null> {
  if (payment.interestChargeId) {
    const [note] = await tx
      .select({ number: invoiceInterestCharges.number })
      .from(invoiceInterestCharges)
      .where(eq(invoiceInterestCharges.id, payment.interestChargeId));
    return note?.number ?? null;
  }
  if (!payment.invoiceId) return null;
  const [invoice] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.id, payment.invoiceId));
  return invoice?.number ?? null;
}

/** What is open on the invoice or rentenota an online payment pays (0 for a prepayment). The caller holds the lock. */
export async function paidItemOpenCents(tx: Tx, payment: PaymentRow, quoteId: string): Promise<number> {
  if (payment.interestChargeId)
    return (
      (await payableOpen(tx, { kind: "interest", id: payment.interestChargeId }, quoteId))?.openCents ?? 0
    );
  return payment.invoiceId ? invoiceOpenCents(tx, payment.invoiceId, quoteId) : 0;
}
