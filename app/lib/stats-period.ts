// The period the statistics page shows: the last 7, 30 or 90 days, or chosen days (at most a year).
// Days are Amsterdam calendar days, inclusive.
import { statsCopy } from "~/content/statistics";
import { parseIsoDate } from "./appointment-slots";
import { dutchDay } from "./shop-time";

export const PERIOD_PRESETS = [7, 30, 90] as const;
export const MAX_PERIOD_DAYS = 366;
/** The first day chosen days may start on. */
export const EARLIEST_DAY = "2000-01-01";
const DAY_MS = 86_400_000;

export interface StatsPeriod {
  /** yyyy-MM-dd, inclusive */
  from: string;
  to: string;
  days: number;
  /** The preset chosen, or null for chosen days. */
  preset: (typeof PERIOD_PRESETS)[number] | null;
}

function addDays(iso: string, days: number): string {
  return new Date(parseIsoDate(iso)!.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((parseIsoDate(to)!.getTime() - parseIsoDate(from)!.getTime()) / DAY_MS) + 1;
}

export interface ParsedStatsPeriod {
  period: StatsPeriod;
  /** Why the chosen days could not be shown (Dutch, for next to the date fields); null if they are shown. */
  error: string | null;
}

/** What is wrong with chosen days, or null if they can be shown. */
function customPeriodError(from: string, to: string, today: string): string | null {
  if (!parseIsoDate(from) || !parseIsoDate(to)) return statsCopy.invalidDate;
  if (to < from) return statsCopy.reversed;
  if (to > today) return statsCopy.future;
  if (from < EARLIEST_DAY) return statsCopy.tooEarly;
  if (daysBetween(from, to) > MAX_PERIOD_DAYS) return statsCopy.tooLong(MAX_PERIOD_DAYS);
  return null;
}

/**
 * Reads ?periode=7|30|90 or ?van=…&tot=…. Chosen days that cannot be shown come back with the reason and the
 * last 30 days instead, so the page can say both; an unknown preset is simply the last 30 days.
 */
export function parseStatsPeriod(params: URLSearchParams, today: string): ParsedStatsPeriod {
  const from = params.get("van") ?? "";
  const to = params.get("tot") ?? "";
  const chosen = params.has("van") || params.has("tot");
  const error = chosen ? customPeriodError(from, to, today) : null;
  if (chosen && !error) return { period: { from, to, days: daysBetween(from, to), preset: null }, error };
  const preset = PERIOD_PRESETS.find((p) => String(p) === params.get("periode")) ?? 30;
  return { period: { from: addDays(today, 1 - preset), to: today, days: preset, preset }, error };
}

/** The sentence above the figures that says which days they are for, and that they replace chosen days. */
export function periodSummary({ period, error }: ParsedStatsPeriod): string {
  const from = dutchDay(period.from);
  const to = dutchDay(period.to);
  return error ? statsCopy.shownInstead(period.days, from, to) : statsCopy.shown(from, to);
}

/** Every day of the period, so days without visits show as zero. */
export function periodDays(period: Pick<StatsPeriod, "from" | "to">): string[] {
  const out: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) out.push(day);
  return out;
}

/** Leads per session as a Dutch percentage, e.g. "2,5%"; "–" without sessions. */
export function conversionRate(leads: number, sessions: number): string {
  if (sessions <= 0) return "–";
  return `${new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 1 }).format((leads / sessions) * 100)}%`;
}
