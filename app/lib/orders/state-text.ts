// An order's state as people read it, from its state and its payment together (docs/orders.md): the staff's
// headline on the order page, the customer's label on /dashboard and the sentence on their quote page. One
// mapping, so the page never says "Wacht op betaling" beside "Betaling: Betaald", nor "we gaan voor je aan de
// slag" about an order that is ready to be picked up. The stored state does not change: an order paid (by Mollie
// or "Markeer als ontvangen") waits for staff to start production, and says so. Pure.
import { orderStateCopy as copy } from "~/content/orders";
import { orderStatusLabels, type OrderStatus } from "./status";

/** How far the prepayment is: in, partly in, nothing yet, or none asked (an approved business on invoice). */
export type OrderPayment = "paid" | "partly" | "unpaid" | "terms";

/**
 * The payment as the texts read it: an order with no prepayment asked (on invoice, or a prepayment of nothing) is
 * "terms" (never "we hebben je betaling ontvangen" about money nobody paid).
 */
export function orderPayment(
  quote: { paymentTerms: boolean; prepaymentCents: number | null },
  paidCents: number,
): OrderPayment {
  const due = quote.prepaymentCents ?? 0;
  if (quote.paymentTerms || due <= 0) return "terms";
  if (paidCents >= due) return "paid";
  return paidCents > 0 ? "partly" : "unpaid";
}

/**
 * Where the proof is (~/lib/proofs/state ProofState's kind): production waits for an approved or waived one
 * (docs/proofs.md). Left out, the texts read as for an order whose proof is settled.
 */
export type OrderProofKind = "none" | "waiting" | "changes" | "approved" | "waived";

export interface OrderStateInput {
  status: OrderStatus;
  payment: OrderPayment;
  proof?: OrderProofKind;
  /** The shop's address, named in the "ready to pick up" sentence when known. */
  pickupAddress?: string | null;
}

/**
 * What an order waiting to start still needs before production may start: the prepayment, then an approved (or
 * waived) proof; null when nothing. moveOrder refuses on it and the order page hides the move on it, so the two
 * never disagree.
 */
export function productionWaitsFor(payment: OrderPayment, proof: OrderProofKind): "payment" | "proof" | null {
  if (payment === "unpaid" || payment === "partly") return "payment";
  return proof === "approved" || proof === "waived" ? null : "proof";
}

export interface OrderStateText {
  /** The staff's headline (the order page's badge). */
  staffLabel: string;
  /** The customer's short label (beside the quote on /dashboard). */
  customerLabel: string;
  /** The sentence at the top of the customer's quote page. */
  customerText: string;
}

export function orderStateText({
  status,
  payment,
  proof,
  pickupAddress = null,
}: OrderStateInput): OrderStateText {
  const label = orderStatusLabels[status];
  const same = (customerText: string) => ({ staffLabel: label, customerLabel: label, customerText });
  const proofOpen = proof === "none" || proof === "waiting" || proof === "changes";
  switch (status) {
    case "wacht op betaling":
      // Paid (or nothing to pay) but the proof not yet approved: the proof is what production waits for.
      if (proofOpen && (payment === "paid" || payment === "terms"))
        return {
          staffLabel: copy.staff.proofWaiting,
          customerLabel: copy.customer.proofWaiting,
          customerText: proof === "none" ? copy.text.proofComing : copy.text.proofWaiting,
        };
      if (payment === "paid")
        return {
          staffLabel: copy.staff.paidWaiting,
          customerLabel: copy.customer.paidWaiting,
          customerText: copy.text.paid,
        };
      if (payment === "terms")
        return {
          staffLabel: copy.staff.termsWaiting,
          customerLabel: copy.customer.termsWaiting,
          customerText: copy.text.terms,
        };
      return same(copy.text.unpaid);
    case "in productie":
      return same(copy.text.production);
    case "klaar om op te halen":
      return same(copy.text.ready(pickupAddress));
    case "verzonden":
      return same(copy.text.shipped);
    case "afgeleverd":
      return same(copy.text.delivered);
    case "geannuleerd":
      return same(copy.text.cancelled);
  }
}
