// The period the accountant's export covers: a calendar month, a quarter (the usual VAT return period) or a
// year, read from the page's GET form (?jaar=2026&periode=k1 | m03 | jaar). Days are Amsterdam calendar days,
// as an invoice's issue date is.
import { dutchMonth } from "../shop-time";

export type PeriodKind = "month" | "quarter" | "year";

export interface BookkeepingPeriod {
  year: number;
  kind: PeriodKind;
  /** The form's value: "m03", "k1" or "jaar". */
  code: string;
  /** First day and the day after the last (yyyy-MM-dd), for "from ≤ day < until". */
  from: string;
  until: string;
  /** The last day (inclusive). */
  to: string;
  /** The months it spans, 1-12: the XAF file's periods. */
  months: number[];
  /** "maart 2026", "1e kwartaal 2026", "2026". */
  label: string;
  /** For a file name: "2026-03", "2026-K1", "2026". */
  slug: string;
}

export const EARLIEST_YEAR = 2000;
export const LATEST_YEAR = 2999;

/** The form's choices in order: the year, its quarters, its months. */
export const PERIOD_CODES = [
  "jaar",
  "k1",
  "k2",
  "k3",
  "k4",
  ...Array.from({ length: 12 }, (_, i) => `m${String(i + 1).padStart(2, "0")}`),
] as const;

const pad = (n: number) => String(n).padStart(2, "0");

function dayBefore(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The period of `year` and a form code, or null when either is not one the form offers. */
export function bookkeepingPeriod(year: number, code: string): BookkeepingPeriod | null {
  if (!Number.isInteger(year) || year < EARLIEST_YEAR || year > LATEST_YEAR) return null;
  if (!(PERIOD_CODES as readonly string[]).includes(code)) return null;
  const span = (first: number, count: number) => Array.from({ length: count }, (_, i) => first + i);
  const months =
    code === "jaar"
      ? span(1, 12)
      : code.startsWith("k")
        ? span((Number(code[1]) - 1) * 3 + 1, 3)
        : [Number(code.slice(1))];
  const first = months[0]!;
  const last = months[months.length - 1]!;
  const from = `${year}-${pad(first)}-01`;
  const until = last === 12 ? `${year + 1}-01-01` : `${year}-${pad(last + 1)}-01`;
  const kind: PeriodKind = code === "jaar" ? "year" : code.startsWith("k") ? "quarter" : "month";
  const label =
    kind === "year"
      ? String(year)
      : kind === "quarter"
        ? `${code[1]}e kwartaal ${year}`
        : dutchMonth(from.slice(0, 7));
  const slug = kind === "year" ? String(year) : kind === "quarter" ? `${year}-K${code[1]}` : from.slice(0, 7);
  return { year, kind, code, from, until, to: dayBefore(until), months, label, slug };
}

/** The quarter a day falls in: the page's period when nothing is chosen. */
export function quarterOf(day: string): BookkeepingPeriod {
  const month = Number(day.slice(5, 7));
  return bookkeepingPeriod(Number(day.slice(0, 4)), `k${Math.ceil(month / 3)}`)!;
}

export type ParsedPeriod = { period: BookkeepingPeriod; error: null } | { period: null; error: string };

/**
 * Reads ?jaar=&periode= : nothing asked gives the quarter of `today`; a year that is not a whole number from
 * 2000 to 2999, or a period code the form does not offer, gives `invalid` (Dutch, shown to the admin).
 */
export function parsePeriod(params: URLSearchParams, today: string, invalid: string): ParsedPeriod {
  const year = params.get("jaar");
  const code = params.get("periode");
  if ((year === null || year === "") && (code === null || code === ""))
    return { period: quarterOf(today), error: null };
  const period = /^\d{4}$/.test(year?.trim() ?? "") ? bookkeepingPeriod(Number(year), code ?? "") : null;
  return period ? { period, error: null } : { period: null, error: invalid };
}
