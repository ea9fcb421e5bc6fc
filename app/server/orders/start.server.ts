// The order an accepted quote becomes (the order's first state, its prepayment and ready date).
import { prepaymentAmount } from "~/lib/invoices/compose";
import type { DocumentTotals } from "~/lib/money";
import { getEnv } from "../env.server";

/**
 * A private customer prepays PREPAYMENT_PERCENT of the total first; an approved business customer (payment terms)
 * prepays nothing. Either way the order waits in its first state until the proof is approved (docs/proofs.md): the
 * ready date is counted from the approval (or from the payment, when that comes later).
 */
export function orderStart(quote: { paymentTerms: boolean }, totals: DocumentTotals) {
  if (quote.paymentTerms)
    return { orderStatus: "wacht op betaling" as const, prepaymentCents: 0, readyBy: null };
  return {
    orderStatus: "wacht op betaling" as const,
    // A deposit the prepayment invoice can state to the cent (its VAT is rounded per rate on the net).
    prepaymentCents: prepaymentAmount(totals.vat, getEnv().PREPAYMENT_PERCENT),
    readyBy: null,
  };
}

export type OrderStart = ReturnType<typeof orderStart>;
