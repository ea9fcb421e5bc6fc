// What the shop could charge on top of an overdue invoice, as the receivables page shows it (docs/receivables.md):
// a business owes statutory commercial interest from the due date; a consumer owes collection costs only after the
// statutory 14-day letter, so for them the page shows what that letter would state. Nothing here charges anything.
import { collectionCosts } from "./collection-costs";
import { commercialInterest } from "./commercial-interest";

export type LateCharge =
  { kind: "interest"; cents: number; provisional: boolean } | { kind: "collection-costs"; cents: number };

/** A business customer as the invoice names them: a company, a KvK or a BTW number. Anyone else is a consumer. */
export function isBusinessCustomer(customer: {
  company?: string | null;
  kvk?: string | null;
  btw?: string | null;
}): boolean {
  return [customer.company, customer.kvk, customer.btw].some((value) => !!value?.trim());
}

/** The charge for an invoice with `openCents` open since `dueOn`, counted to `today`; null while not overdue. */
export function lateCharge(
  customer: Parameters<typeof isBusinessCustomer>[0],
  openCents: number,
  dueOn: string,
  today: string,
): LateCharge | null {
  if (openCents <= 0 || today <= dueOn) return null;
  if (!isBusinessCustomer(customer)) return { kind: "collection-costs", cents: collectionCosts(openCents) };
  const interest = commercialInterest(openCents, dueOn, today);
  return { kind: "interest", cents: interest.cents, provisional: interest.provisional };
}
