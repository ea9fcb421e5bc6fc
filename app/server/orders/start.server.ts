// The order an accepted quote becomes (the order's first state, its prepayment and ready date).
import type { ClosureDay } from "~/lib/business-calendar";
import { expectedReadyDate } from "~/lib/business-days";
import { prepaymentAmount } from "~/lib/invoices/compose";
import type { DocumentTotals } from "~/lib/money";
import { getEnv } from "../env.server";

/**
 * A private customer prepays PREPAYMENT_PERCENT of the total first; an approved business customer (payment terms)
 * goes straight into production, ready within the working days of docs/behaviour.md#business-rules.
 */
export function orderStart(
  quote: { paymentTerms: boolean; rush: boolean },
  totals: DocumentTotals,
  today: string,
  closures: readonly ClosureDay[] = [],
) {
  if (quote.paymentTerms)
    return {
      orderStatus: "in productie" as const,
      prepaymentCents: 0,
      readyBy: expectedReadyDate(today, quote.rush, closures),
    };
  return {
    orderStatus: "wacht op betaling" as const,
    // A deposit the prepayment invoice can state to the cent (its VAT is rounded per rate on the net).
    prepaymentCents: prepaymentAmount(totals.vat, getEnv().PREPAYMENT_PERCENT),
    readyBy: null,
  };
}

export type OrderStart = ReturnType<typeof orderStart>;
