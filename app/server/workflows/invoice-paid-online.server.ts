// "Betaal € … van factuur F…" on the customer's page (docs/payments.md, "An invoice paid online"): a Mollie payment
// for exactly what the receivables read model says is open on the invoice, made as the prepayment's checkout is
// (payments/checkout: a claim under the order's lock, Mollie called with no transaction open, a second tab waiting
// for the first one's link). Mollie's news is applied by syncPayment (payment-received), which books the paid
// payment as the invoice's balance payment (receivables/invoice-payment) under the same lock a bank statement's
// booking takes; while this payment is under way a bank booking of the order's invoices is refused.
import { and, eq } from "drizzle-orm";
import { invoicePaymentCopy } from "~/content/payments";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { invoices, payments } from "../db/schema.server";
import {
  decideOnCurrent,
  runCheckout,
  type Claim,
  type StartPaymentResult,
} from "../payments/checkout.server";
import { isQuoteTokenShape } from "../quotes/links.server";
import { isQuoteId, lockQuote } from "../quotes/store.server";
import { isInterestNoteNumber } from "~/lib/receivables/interest-note";
import type { PaymentRow } from "../payments/store.server";
import { INTEREST, interestNotesOf } from "../receivables/interest-notes.server";
import { onlinePaymentUnderWay, payableOpen } from "../receivables/invoice-payment.server";
import { syncOpenPayments } from "./payment-received.server";

/** The invoice numbers as the series makes them (F2026-0012); anything else is not looked up. */
const INVOICE_NUMBER = /^[A-Z]{1,4}\d{4}-\d{1,6}$/;

const notOpen = { ok: false, reason: "notPayable", message: invoicePaymentCopy.refusals.notOpen } as const;

/** What the button pays: an invoice's balance, or a rentenota (docs/receivables.md, "The interest note"). */
type Target = { kind: "invoice" | "interest"; id: string; number: string };

/** What is open on the target now, under the order's lock. */
async function openOn(tx: Tx, target: Target, quoteId: string): Promise<number> {
  return (await payableOpen(tx, target, quoteId))?.openCents ?? 0;
}

const ownRow = (target: Target) => (row: PaymentRow) =>
  target.kind === "invoice" ? row.invoiceId === target.id : row.interestChargeId === target.id;

/** Under the order's lock: the open amount read again, the payment under way reused or waited for, or ours. */
async function claimTargetCheckout(tx: Tx, quoteId: string, target: Target, now: Date): Promise<Claim> {
  const quote = await lockQuote(tx, quoteId);
  if (!quote) return { answer: notOpen };
  const open = await openOn(tx, target, quote.id);
  if (open <= 0) return { answer: notOpen };
  const purpose = target.kind === "invoice" ? "balance" : INTEREST;
  const current = await onlinePaymentUnderWay(tx, quote.id, purpose);
  if (current && !ownRow(target)(current) && current.mollieId)
    return {
      answer: { ok: false, reason: "processing", message: invoicePaymentCopy.refusals.otherUnderWay },
    };
  // An open checkout for this invoice and this very amount is reused (a double click, a second tab).
  const decided = await decideOnCurrent(
    tx,
    current,
    now,
    (row) => ownRow(target)(row) && row.amountCents === open,
  );
  if (decided) return decided;
  const [claim] = await tx
    .insert(payments)
    .values({
      quoteId: quote.id,
      purpose,
      provider: "mollie",
      amountCents: open,
      status: "open",
      invoiceId: target.kind === "invoice" ? target.id : null,
      interestChargeId: target.kind === "interest" ? target.id : null,
    })
    .returning({ id: payments.id });
  return {
    claimed: {
      id: claim!.id,
      amountCents: open,
      description: `${target.kind === "invoice" ? "Factuur" : "Rentenota"} ${target.number}`,
      metadata: {
        quoteId: quote.id,
        [target.kind === "invoice" ? "invoiceId" : "interestNoteId"]: target.id,
      },
    },
  };
}

/** The invoice or rentenota of the order the form names, or null. */
async function targetOf(db: Database, quoteId: string, number: string): Promise<Target | null> {
  if (isInterestNoteNumber(number)) {
    const note = (await interestNotesOf([quoteId], db)).find((row) => row.number === number);
    return note ? { kind: "interest", id: note.id, number } : null;
  }
  const [invoice] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.number, number), eq(invoices.quoteId, quoteId)));
  return invoice ? { kind: "invoice", id: invoice.id, number } : null;
}

/**
 * The customer's "Betaal € … van factuur F…" (or of rentenota R…): Mollie's word on a payment under way first (no
 * lock held), then the checkout for what is open on it now. `invoiceNumber` comes from the form and only names it;
 * the amount is never the browser's.
 */
export async function startInvoicePayment(
  input: { token: string; quoteId: string; invoiceNumber: string; origin: string },
  db: Database = getDb(),
): Promise<StartPaymentResult> {
  if (!isQuoteId(input.quoteId) || !isQuoteTokenShape(input.token)) return notOpen;
  if (!INVOICE_NUMBER.test(input.invoiceNumber)) return notOpen;
  const target = await targetOf(db, input.quoteId, input.invoiceNumber);
  if (!target) return notOpen;
  await syncOpenPayments(input.quoteId, db);
  return runCheckout(input, (tx, now) => claimTargetCheckout(tx, input.quoteId, target, now), db);
}
