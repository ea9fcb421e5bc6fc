// The order as the customer follows it (/offerte/{token}, /dashboard): a short list of steps, each done, the
// current one or still to come. Pickup or shipping is one step, named after what happened (or, before that,
// after the delivery the customer chose). Pure: the page and its tests read the same list.
import { orderProgressCopy as copy } from "~/content/orders";
import type { SiteConfig } from "~/content/site";
import type { OrderStatus } from "./status";

export type StepState = "done" | "current" | "todo";

export interface OrderStep {
  key: "accepted" | "paid" | "proof" | "production" | "handover" | "delivered";
  label: string;
  state: StepState;
  /** The carrier's track-and-trace page, on the shipped step. */
  trackingUrl?: string;
}

export interface OrderProgressInput {
  status: OrderStatus;
  /** An approved business pays on invoice after delivery: no payment step before production. */
  paymentTerms: boolean;
  /** The prepayment is in (PAYMENTS' paidCents reached the prepayment asked). */
  paid: boolean;
  deliveryMethod: string | null;
  trackingUrl: string | null;
  /** The proof is approved or waived (docs/proofs.md); left out, no proof step is shown. */
  proofSettled?: boolean;
}

const rank: Record<Exclude<OrderStatus, "geannuleerd">, number> = {
  "wacht op betaling": 0,
  "in productie": 1,
  "klaar om op te halen": 2,
  verzonden: 2,
  afgeleverd: 3,
};

function handoverLabel(input: OrderProgressInput): string {
  if (input.status === "verzonden") return copy.steps.shipped;
  if (input.status === "klaar om op te halen") return copy.steps.ready;
  if (input.trackingUrl) return copy.steps.shipped;
  if (input.status === "afgeleverd") return copy.steps.ready;
  if (input.deliveryMethod === "shipping") return copy.steps.shipped;
  if (input.deliveryMethod === "pickup_delivery") return copy.steps.ready;
  return copy.steps.readyOrShipped;
}

/** The steps of an order that is not cancelled (a cancelled one has no steps to follow: the page says so). */
export function orderSteps(input: OrderProgressInput): OrderStep[] {
  if (input.status === "geannuleerd") return [];
  const at = rank[input.status];
  const stage = (from: number): StepState => (at > from ? "done" : at === from ? "current" : "todo");
  const handover = handoverLabel(input);
  const steps: OrderStep[] = [{ key: "accepted", label: copy.steps.accepted, state: "done" }];
  if (!input.paymentTerms)
    steps.push({
      key: "paid",
      label: copy.steps.paid,
      state: input.paid || at > 0 ? "done" : "current",
    });
  if (input.proofSettled !== undefined)
    steps.push({
      key: "proof",
      label: copy.steps.proof,
      state: input.proofSettled || at > 0 ? "done" : input.paid || input.paymentTerms ? "current" : "todo",
    });
  steps.push(
    // Paid and waiting for staff to start: production is next, not yet current.
    { key: "production", label: copy.steps.production, state: stage(1) },
    {
      key: "handover",
      label: handover,
      state: stage(2),
      ...(handover === copy.steps.shipped && input.trackingUrl ? { trackingUrl: input.trackingUrl } : {}),
    },
    { key: "delivered", label: copy.steps.delivered, state: at === 3 ? "done" : "todo" },
  );
  return steps;
}

/** Where and when an order ready for pickup can be fetched: the shop's address and opening hours. */
export function pickupFacts(
  site: Pick<SiteConfig, "street" | "postalCode" | "city" | "openingHours" | "closedLabel">,
) {
  return {
    address: `${site.street}, ${site.postalCode} ${site.city}`,
    hours: [...site.openingHours.map((h) => `${h.label}: ${h.opens} - ${h.closes}`), site.closedLabel],
  };
}
