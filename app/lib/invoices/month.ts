// The staff's invoices are read per calendar month of their issue date (the VAT return's period): "2026-03" in
// the URL and the days it spans (its Dutch name: dutchMonth in ~/lib/shop-time).
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2026-03" when `value` is a month from 2000 to 2999, else null. */
export function parseMonth(value: string | null | undefined): string | null {
  const match = MONTH.exec(value ?? "");
  return match && Number(match[1]) >= 2000 ? value! : null;
}

/** The month of a yyyy-MM-dd day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The first day of the month and the first day of the next (yyyy-MM-dd), for "from ≤ day < until". */
export function monthRange(month: string): { from: string; until: string } {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  return { from: `${month}-01`, until: `${next}-01` };
}
