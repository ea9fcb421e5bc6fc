// The period the statistics page shows: the last 7, 30 or 90 days, or chosen days (at most a year).
// Days are Amsterdam calendar days, inclusive.
import { parseIsoDate } from "./appointment-slots";

export const PERIOD_PRESETS = [7, 30, 90] as const;
export const MAX_PERIOD_DAYS = 366;
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

/** Reads ?periode=7|30|90 or ?van=…&tot=…; anything else falls back to the last 30 days. */
export function parseStatsPeriod(params: URLSearchParams, today: string): StatsPeriod {
  const from = params.get("van") ?? "";
  const to = params.get("tot") ?? "";
  if (parseIsoDate(from) && parseIsoDate(to) && from <= to && from >= "2000-01-01" && to <= today) {
    const days = daysBetween(from, to);
    if (days <= MAX_PERIOD_DAYS) return { from, to, days, preset: null };
  }
  const preset = PERIOD_PRESETS.find((p) => String(p) === params.get("periode")) ?? 30;
  return { from: addDays(today, 1 - preset), to: today, days: preset, preset };
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
