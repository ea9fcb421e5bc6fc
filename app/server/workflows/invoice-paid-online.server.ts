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
import { invoiceOpenCents, onlinePaymentUnderWay } from "../receivables/invoice-payment.server";
import { syncOpenPayments } from "./payment-received.server";

/** The invoice numbers as the series makes them (F2026-0012); anything else is not looked up. */
const INVOICE_NUMBER = /^[A-Z]{1,4}\d{4}-\d{1,6}$/;

const notOpen = { ok: false, reason: "notPayable", message: invoicePaymentCopy.refusals.notOpen } as const;

/** Under the order's lock: the open amount read again, the payment under way reused or waited for, or ours. */
async function claimInvoiceCheckout(tx: Tx, quoteId: string, invoiceId: string, now: Date): Promise<Claim> {
  const quote = await lockQuote(tx, quoteId);
  if (!quote) return { answer: notOpen };
  const [invoice] = await tx
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.quoteId, quote.id)));
  const open = invoice ? await invoiceOpenCents(tx, invoice.id, quote.id) : 0;
  if (!invoice || open <= 0) return { answer: notOpen };
  const current = await onlinePaymentUnderWay(tx, quote.id);
  if (current && current.invoiceId !== invoice.id && current.mollieId)
    return {
      answer: { ok: false, reason: "processing", message: invoicePaymentCopy.refusals.otherUnderWay },
    };
  // An open checkout for this invoice and this very amount is reused (a double click, a second tab).
  const decided = await decideOnCurrent(
    tx,
    current,
    now,
    (row) => row.invoiceId === invoice.id && row.amountCents === open,
  );
  if (decided) return decided;
  const [claim] = await tx
    .insert(payments)
    .values({
      quoteId: quote.id,
      purpose: "balance",
      provider: "mollie",
      amountCents: open,
      status: "open",
      invoiceId: invoice.id,
    })
    .returning({ id: payments.id });
  return {
    claimed: {
      id: claim!.id,
      amountCents: open,
      description: `Factuur ${invoice.number}`,
      metadata: { quoteId: quote.id, invoiceId: invoice.id },
    },
  };
}

/**
 * The customer's "Betaal € … van factuur F…": Mollie's word on a payment under way first (no lock held), then the
 * checkout for what is open on the invoice now. `invoiceNumber` comes from the form and only names the invoice;
 * the amount is never the browser's.
 */
export async function startInvoicePayment(
  input: { token: string; quoteId: string; invoiceNumber: string; origin: string },
  db: Database = getDb(),
): Promise<StartPaymentResult> {
  if (!isQuoteId(input.quoteId) || !isQuoteTokenShape(input.token)) return notOpen;
  if (!INVOICE_NUMBER.test(input.invoiceNumber)) return notOpen;
  const [invoice] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.number, input.invoiceNumber), eq(invoices.quoteId, input.quoteId)));
  if (!invoice) return notOpen;
  await syncOpenPayments(input.quoteId, db);
  return runCheckout(input, (tx, now) => claimInvoiceCheckout(tx, input.quoteId, invoice.id, now), db);
}
