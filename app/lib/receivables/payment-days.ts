// How long customers take to pay, for the statistics page (docs/receivables.md, "In the statistics"): the invoices
// paid within a period and their mean number of calendar days from the invoice date to the day paid.

const DAY_MS = 86_400_000;

export interface PaidInvoice {
  issuedOn: string;
  /** The day it was paid in full, or null (open, or settled by a credit invoice). */
  paidOn: string | null;
  /** What the invoice asked: an invoice that asked nothing (paid before it was issued) is not a payment term. */
  dueCents: number;
}

/** Invoices paid from `from` to `to` (inclusive) and their average days to payment (null when there are none). */
export function daysToPayment(
  invoices: readonly PaidInvoice[],
  from: string,
  to: string,
): { count: number; averageDays: number | null } {
  const paid = invoices.filter(
    (invoice): invoice is PaidInvoice & { paidOn: string } =>
      invoice.dueCents > 0 && invoice.paidOn !== null && invoice.paidOn >= from && invoice.paidOn <= to,
  );
  if (paid.length === 0) return { count: 0, averageDays: null };
  const days = paid.map((invoice) =>
    Math.max(
      0,
      (Date.parse(`${invoice.paidOn}T00:00:00Z`) - Date.parse(`${invoice.issuedOn}T00:00:00Z`)) / DAY_MS,
    ),
  );
  return { count: paid.length, averageDays: days.reduce((sum, d) => sum + d, 0) / paid.length };
}
