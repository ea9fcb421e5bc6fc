// An accepted quote is an order (docs/behaviour.md#what-the-site-does steps 3 and 4): it waits for its prepayment (or, for an approved
// business customer, goes straight into production), is produced, then is ready for pickup or shipped (with a
// track-and-trace link), and is delivered. The customer is mailed at each step. Zod-free.
export const ORDER_STATUSES = [
  "wacht op betaling",
  "in productie",
  "klaar om op te halen",
  "verzonden",
  "afgeleverd",
  "geannuleerd",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  "wacht op betaling": "Wacht op betaling",
  "in productie": "In productie",
  "klaar om op te halen": "Klaar om op te halen",
  verzonden: "Verzonden",
  afgeleverd: "Afgeleverd",
  geannuleerd: "Geannuleerd",
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** A stored state by its Dutch name; a value that is no state (an old entry) as stored. */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? orderStatusLabels[status] : status;
}

/** Where staff can move an order from each state (production starts once the prepayment is in). */
const nextStatuses: Record<OrderStatus, readonly OrderStatus[]> = {
  "wacht op betaling": ["in productie", "geannuleerd"],
  "in productie": ["klaar om op te halen", "verzonden", "geannuleerd"],
  "klaar om op te halen": ["afgeleverd", "in productie"],
  verzonden: ["afgeleverd", "in productie"],
  afgeleverd: [],
  geannuleerd: [],
};

export function nextOrderStatuses(status: string): OrderStatus[] {
  return isOrderStatus(status) ? [...nextStatuses[status]] : [];
}

export function canMoveOrder(from: string, to: string): boolean {
  return nextOrderStatuses(from).includes(to as OrderStatus);
}

/**
 * Who may make a move: cancelling is for an admin (money may have to go back and the sale is lost); employees
 * make the other moves. The order page asks this to show a button; moveOrder asks it again to refuse.
 */
export function mayMoveOrder(role: string, to: OrderStatus): boolean {
  return to !== "geannuleerd" || role === "admin";
}

/** The moves `role` can make from `status`, in the order the buttons show them. */
export function orderMovesFor(status: string, role: string): OrderStatus[] {
  return nextOrderStatuses(status).filter((to) => mayMoveOrder(role, to));
}

/** Still to be worked on (the board's open columns); delivered and cancelled orders are done. */
export const OPEN_ORDER_STATUSES = [
  "wacht op betaling",
  "in productie",
  "klaar om op te halen",
  "verzonden",
] as const satisfies readonly OrderStatus[];

export function isOrderDone(status: string): boolean {
  return status === "afgeleverd" || status === "geannuleerd";
}

/** The staff's orders board; an order's page is below it, by its quote's id. */
export const ORDERS_PATH = "/employee-dashboard/orders";

export function staffOrderHref(quoteId: string): string {
  return `${ORDERS_PATH}/${quoteId}`;
}
