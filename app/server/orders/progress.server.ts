// The order as its customer follows it: on /offerte/{token} (the sentence at the top, the step list, the expected
// ready date, the pickup address when ready) and beside each accepted quote on /dashboard (the state's name), both
// from the state and the payment together (lib/orders/state-text). Read fresh by
// id: the page syncs a payment with Mollie first, which may have just set the order paid and its ready date.
import { isOrderDone, isOrderStatus, type OrderStatus } from "~/lib/orders/status";
import { orderSteps, pickupFacts, type OrderStep } from "~/lib/orders/progress";
import { orderPayment, orderStateText, productionWaitsFor } from "~/lib/orders/state-text";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { getSite } from "../env.server";
import { paidCents } from "../payments/store.server";
import { proofStateFor } from "../proofs/store.server";
import { getQuote, type QuoteRow } from "../quotes/store.server";

export interface OrderProgressView {
  status: OrderStatus;
  statusLabel: string;
  /** The page's sentence about the order ("Je bestelling is klaar om op te halen bij ons op …"). */
  message: string;
  cancelled: boolean;
  steps: OrderStep[];
  /** yyyy-MM-dd while the order is still to be made or handed over; null when unknown or done. */
  readyBy: string | null;
  /** Waiting for the prepayment or the proof: the ready date follows once they are in. */
  readyByLater: boolean;
  /** Paid (or on invoice), the proof still open: the approval counts the date. */
  readyAfterProof: boolean;
  /** The shop's address and opening hours, while the order waits to be picked up. */
  pickup: { address: string; hours: string[] } | null;
}

/** Whether the quote is an order the customer can follow (accepted, with a state). */
function orderStatusOf(quote: Pick<QuoteRow, "status" | "orderStatus">): OrderStatus | null {
  return quote.status === "geaccepteerd" && isOrderStatus(quote.orderStatus) ? quote.orderStatus : null;
}

/** The order's progress for the customer's page; null when the quote is no order (not accepted). */
export async function orderProgress(
  quoteId: string,
  db: Database = getDb(),
): Promise<OrderProgressView | null> {
  const quote = await getQuote(quoteId, db);
  const status = quote && orderStatusOf(quote);
  if (!quote || !status) return null;
  const payment = orderPayment(quote, await paidCents(quote.id, db));
  // As before: nothing asked counts as paid for the step list (lib/orders/progress).
  const paid = !quote.paymentTerms && payment !== "unpaid" && payment !== "partly";
  const handedOver = status === "klaar om op te halen" || status === "verzonden";
  const pickup = status === "klaar om op te halen" ? pickupFacts(getSite()) : null;
  const proof = await proofStateFor(quote, db);
  const text = orderStateText({ status, payment, proof: proof.kind, pickupAddress: pickup?.address });
  return {
    status,
    statusLabel: text.customerLabel,
    message: text.customerText,
    cancelled: status === "geannuleerd",
    steps: orderSteps({
      status,
      paymentTerms: quote.paymentTerms,
      paid,
      deliveryMethod: quote.deliveryMethod,
      trackingUrl: quote.trackingUrl,
      // A reorder without a proof (waived) has no proof step.
      proofSettled: proof.kind === "waived" ? undefined : proof.kind === "approved",
    }),
    readyBy: isOrderDone(status) || handedOver ? null : quote.readyBy,
    readyByLater: status === "wacht op betaling" && !quote.readyBy,
    readyAfterProof:
      status === "wacht op betaling" && !quote.readyBy && productionWaitsFor(payment, proof.kind) === "proof",
    pickup,
  };
}

/** The state's Dutch name beside an accepted quote on /dashboard (paid or not); null for a quote that is no order. */
export async function orderStateLabel(
  quote: Pick<
    QuoteRow,
    "id" | "status" | "orderStatus" | "paymentTerms" | "prepaymentCents" | "proofWaivedAt"
  >,
  db: Database = getDb(),
): Promise<string | null> {
  const status = orderStatusOf(quote);
  if (!status) return null;
  const payment = orderPayment(quote, await paidCents(quote.id, db));
  const proof = await proofStateFor(quote, db);
  return orderStateText({ status, payment, proof: proof.kind }).customerLabel;
}
