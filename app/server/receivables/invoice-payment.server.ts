// A bank payment against an invoice (docs/receivables.md, "Bank statements"): a paid balance payment of the
// invoice's order, which is what the receivables read model counts as paid against it. Called under the order's
// lock (lockQuote), so what is open is read after any payment that got there first: never paid twice.
import { eq } from "drizzle-orm";
import { statementCopy } from "~/content/receivables";
import { formatEuro } from "~/lib/money";
import type { Tx } from "../db/client.server";
import { invoices, payments } from "../db/schema.server";
import { listReceivables, receivablesToday, type Receivable } from "./receivables.server";

export type InvoicePaymentResult =
  { ok: true; paymentId: string; receivable: Receivable; openAfter: number } | { ok: false; message: string };

/** The invoice's order, to lock before `recordInvoicePayment`. */
export async function invoiceOrderId(tx: Tx, invoiceId: string): Promise<string | null> {
  const [row] = await tx
    .select({ quoteId: invoices.quoteId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return row?.quoteId ?? null;
}

/**
 * Books `cents` paid by bank against the invoice, at most what is open. The caller holds the order's lock.
 */
export async function recordInvoicePayment(
  tx: Tx,
  input: { invoiceId: string; cents: number; actorId: string; paidAt: Date; today?: string },
): Promise<InvoicePaymentResult> {
  const quoteId = await invoiceOrderId(tx, input.invoiceId);
  if (!quoteId) return { ok: false, message: statementCopy.refusals.invoiceNotFound };
  const receivable = (await listReceivables(input.today ?? receivablesToday(), tx, [quoteId])).find(
    (row) => row.invoiceId === input.invoiceId,
  );
  if (!receivable || receivable.openCents === 0)
    return { ok: false, message: statementCopy.refusals.invoicePaid };
  if (input.cents > receivable.openCents)
    return {
      ok: false,
      message: statementCopy.refusals.moreThanOpen(formatEuro(input.cents), formatEuro(receivable.openCents)),
    };
  const [payment] = await tx
    .insert(payments)
    .values({
      quoteId,
      purpose: "balance",
      provider: "bank",
      amountCents: input.cents,
      status: "paid",
      paidAt: input.paidAt,
      actorId: input.actorId,
    })
    .returning({ id: payments.id });
  return { ok: true, paymentId: payment!.id, receivable, openAfter: receivable.openCents - input.cents };
}
