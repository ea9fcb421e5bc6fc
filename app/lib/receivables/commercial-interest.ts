// Statutory commercial interest (wettelijke handelsrente, BW 6:119a) on an invoice to a business that is paid
// late: the rate of each half year, simple interest per day from the day after the due date, added to the
// principal after each full year (BW 6:119a lid 3). Charged only when an admin chooses (docs/receivables.md).
import { addDays } from "../business-calendar";

/** A rate in force from `from` (yyyy-MM-dd, 1 January or 1 July) until the next row, in hundredths of a percent. */
export interface HalfYearRate {
  from: string;
  basisPoints: number;
}

/**
 * The rates per half year: the ECB's main refinancing rate on the first day of the half year plus 8 points
 * (BW 6:119a lid 2), as the Dutch government publishes them ("Wettelijke rente", rijksoverheid.nl, and the
 * Staatscourant). A new half year is one row here, added when it is published; until then the last rate is used
 * and the amount says it is provisional.
 */
export const COMMERCIAL_INTEREST_RATES: readonly HalfYearRate[] = [
  { from: "2022-01-01", basisPoints: 800 },
  { from: "2022-07-01", basisPoints: 800 },
  { from: "2023-01-01", basisPoints: 1050 },
  { from: "2023-07-01", basisPoints: 1200 },
  { from: "2024-01-01", basisPoints: 1250 },
  { from: "2024-07-01", basisPoints: 1225 },
  { from: "2025-01-01", basisPoints: 1115 },
  { from: "2025-07-01", basisPoints: 1015 },
  { from: "2026-01-01", basisPoints: 1015 },
];

/** A day's interest is 1/365 of a year's, leap years included (the way Dutch interest calculators count). */
const DAYS_PER_YEAR = 365;

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** The same day a year later (29 February → 1 March). */
function addYear(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

function halfYearStart(iso: string): string {
  return `${iso.slice(0, 4)}-${Number(iso.slice(5, 7)) <= 6 ? "01" : "07"}-01`;
}

function nextHalfYear(start: string): string {
  const year = Number(start.slice(0, 4));
  return start.endsWith("-01-01") ? `${year}-07-01` : `${year + 1}-01-01`;
}

/** The rate of the half year `day` falls in, and whether the table has that half year (false: the last known rate). */
export function commercialRateOn(
  day: string,
  rates: readonly HalfYearRate[] = COMMERCIAL_INTEREST_RATES,
): { basisPoints: number; known: boolean } {
  const first = rates[0];
  if (!first || day < first.from) throw new RangeError(`no commercial interest rate before ${first?.from}`);
  const start = halfYearStart(day);
  const row = rates.findLast((rate) => rate.from <= start)!;
  return { basisPoints: row.basisPoints, known: row.from === start };
}

export interface CommercialInterest {
  /** The interest in whole cents. */
  cents: number;
  /** Days in default: after the due date up to and including `until`. */
  days: number;
  /** True when a half year is not in the table yet and was counted at the last known rate. */
  provisional: boolean;
}

/**
 * The interest on `principalCents` open since `dueOn` (the last day of the term: the day after it is the first in
 * default), counted up to and including `until`. Exact per rate period in BigInt, rounded to cents once a year,
 * when that year's interest joins the principal, and once at the end.
 */
export function commercialInterest(
  principalCents: number,
  dueOn: string,
  until: string,
  rates: readonly HalfYearRate[] = COMMERCIAL_INTEREST_RATES,
): CommercialInterest {
  if (!Number.isSafeInteger(principalCents) || principalCents < 0) {
    throw new RangeError("principal must be whole, non-negative cents");
  }
  const days = Math.max(0, dayNumber(until) - dayNumber(dueOn));
  let principal = BigInt(principalCents);
  let total = 0n;
  let provisional = false;
  const denominator = BigInt(10_000 * DAYS_PER_YEAR);
  // One interest year after another, from the first day in default.
  let yearStart = addDays(dueOn, 1);
  while (days > 0 && yearStart <= until) {
    const yearEnd = addDays(addYear(yearStart), -1);
    const last = yearEnd < until ? yearEnd : until;
    // Sum of principal × basis points × days over the rate periods inside this year.
    let numerator = 0n;
    for (let from = yearStart; from <= last;) {
      const periodEnd = addDays(nextHalfYear(halfYearStart(from)), -1);
      const to = periodEnd < last ? periodEnd : last;
      const rate = commercialRateOn(from, rates);
      provisional ||= !rate.known;
      numerator += principal * BigInt(rate.basisPoints) * BigInt(dayNumber(to) - dayNumber(from) + 1);
      from = addDays(to, 1);
    }
    const interest = (numerator * 2n + denominator) / (denominator * 2n);
    total += interest;
    principal += interest;
    yearStart = addDays(yearEnd, 1);
  }
  return { cents: Number(total), days, provisional };
}
