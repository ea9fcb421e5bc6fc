// The one business calendar: when the shop is open. Weekly opening hours (the OPENING_HOURS setting or the
// admin's override), Dutch public holidays (./business-days, from the date-holidays package) and the closure
// days staff enter. The reply clock, the reply promise, appointment slots and delivery dates all ask this module.
// Everything is Amsterdam wall-clock time; intervals are turned into real instants per day, so a day on which the
// clocks change (last Sundays of March and October) is an hour shorter or longer, and no minute is lost or counted
// twice.
import { dutchHolidays } from "./business-days";
import { amsterdamOffsetMinutes, shopToday } from "./shop-time";

/** Opening of one day, "HH:mm" Amsterdam time; `closes` may be "24:00" (midnight at the end of the day). */
export interface DayHours {
  opens: string;
  closes: string;
}

/** Opening per weekday, indexed like Date#getUTCDay (0 = Sunday … 6 = Saturday); null: closed that weekday. */
export type WeeklyHours = readonly [
  DayHours | null,
  DayHours | null,
  DayHours | null,
  DayHours | null,
  DayHours | null,
  DayHours | null,
  DayHours | null,
];

/** A day the shop is closed on top of weekends and holidays (a week off is several days). */
export interface ClosureDay {
  /** yyyy-MM-dd */
  date: string;
  label: string;
}

export interface BusinessCalendar {
  hours: WeeklyHours;
  closures: readonly ClosureDay[];
}

/** The default of docs/behaviour.md#business-rules: Monday to Friday 10:00-17:00. */
export const DEFAULT_OPENING_HOURS = "ma-vr 10:00-17:00";

/** Dutch two-letter day abbreviations as OPENING_HOURS spells them, Monday first. */
const DAY_CODES = ["ma", "di", "wo", "do", "vr", "za", "zo"] as const;
/** Position in DAY_CODES (Monday = 0) → getUTCDay index (Sunday = 0). */
const toWeekday = (mondayFirst: number) => (mondayFirst + 1) % 7;

const TIME = String.raw`(?:[01]\d|2[0-3]):[0-5]\d|24:00`;
const PART = new RegExp(String.raw`^([a-z]{2})(?:\s*-\s*([a-z]{2}))?\s+(${TIME})\s*-\s*(${TIME})$`);

export const toMinutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Reads the OPENING_HOURS format: comma-separated parts "<day>[-<day>] HH:mm-HH:mm" with Dutch day abbreviations
 * ma di wo do vr za zo, e.g. "ma-vr 10:00-17:00" or "ma-do 09:00-17:00, vr 09:00-12:00, za 10:00-14:00".
 * Days not named are closed; "24:00" closes at midnight. Null when the text is not in this format, a day is
 * named twice, a day closes before it opens, or no day is open at all.
 */
export function parseOpeningHours(text: string): WeeklyHours | null {
  const hours: (DayHours | null)[] = [null, null, null, null, null, null, null];
  const parts = text.toLowerCase().split(",");
  for (const raw of parts) {
    const match = PART.exec(raw.trim());
    if (!match) return null;
    const [, first, last = first, opens, closes] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    const from = DAY_CODES.indexOf(first as (typeof DAY_CODES)[number]);
    const to = DAY_CODES.indexOf(last as (typeof DAY_CODES)[number]);
    if (from < 0 || to < from || toMinutes(opens) >= toMinutes(closes)) return null;
    for (let day = from; day <= to; day++) {
      if (hours[toWeekday(day)]) return null;
      hours[toWeekday(day)] = { opens, closes };
    }
  }
  if (hours.every((day) => day === null)) return null;
  return hours as unknown as WeeklyHours;
}

/** The same hours in the OPENING_HOURS format (consecutive days with equal hours joined), for the admin form. */
export function formatOpeningHours(hours: WeeklyHours): string {
  return openingHoursGroups(hours)
    .map(
      (g) =>
        `${g.from === g.to ? DAY_CODES[g.from] : `${DAY_CODES[g.from]}-${DAY_CODES[g.to]}`} ${g.opens}-${g.closes}`,
    )
    .join(", ");
}

/** Runs of consecutive days (Monday = 0 … Sunday = 6) with the same hours, for display and structured data. */
export function openingHoursGroups(
  hours: WeeklyHours,
): { from: number; to: number; opens: string; closes: string }[] {
  const groups: { from: number; to: number; opens: string; closes: string }[] = [];
  for (let day = 0; day < 7; day++) {
    const today = hours[toWeekday(day)];
    if (!today) continue;
    const last = groups.at(-1);
    if (last && last.to === day - 1 && last.opens === today.opens && last.closes === today.closes)
      last.to = day;
    else groups.push({ from: day, to: day, ...today });
  }
  return groups;
}

function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Why the shop is closed on a day it would otherwise open: the closure's label or the holiday's name. */
export function closedReason(cal: BusinessCalendar, isoDate: string): string | null {
  const closure = cal.closures.find((c) => c.date === isoDate);
  if (closure) return closure.label;
  return dutchHolidays(Number(isoDate.slice(0, 4))).get(isoDate) ?? null;
}

/** The opening of that day, or null on a closed weekday, a public holiday or a closure day. */
export function openingOn(cal: BusinessCalendar, isoDate: string): DayHours | null {
  const hours = cal.hours[weekdayOf(isoDate)];
  if (!hours || closedReason(cal, isoDate) !== null) return null;
  return hours;
}

/**
 * The instant of an Amsterdam wall-clock time ("HH:mm", "24:00" is the next midnight). A time that does not exist
 * (02:30 on the last Sunday of March) moves on by the skipped hour (03:30); an ambiguous one (02:30 on the last
 * Sunday of October) is its first occurrence.
 */
export function shopInstant(isoDate: string, hhmm: string): Date {
  const wall = Date.parse(`${isoDate}T00:00:00Z`) + toMinutes(hhmm) * 60_000;
  const first = wall - amsterdamOffsetMinutes(new Date(wall - 60 * 60_000 * 3)) * 60_000;
  if (amsterdamOffsetMinutes(new Date(first)) * 60_000 + first === wall) return new Date(first);
  const second = wall - amsterdamOffsetMinutes(new Date(wall + 60 * 60_000 * 3)) * 60_000;
  if (amsterdamOffsetMinutes(new Date(second)) * 60_000 + second === wall) return new Date(second);
  // In the spring gap: as if the clock had not jumped yet.
  return new Date(wall - amsterdamOffsetMinutes(new Date(wall - 60 * 60_000 * 3)) * 60_000);
}

/** The open interval of a day as real instants, or null when closed. */
function openInterval(cal: BusinessCalendar, isoDate: string): { start: number; end: number } | null {
  const hours = openingOn(cal, isoDate);
  if (!hours) return null;
  return {
    start: shopInstant(isoDate, hours.opens).getTime(),
    end: shopInstant(isoDate, hours.closes).getTime(),
  };
}

/** A calendar without one open day in ten years is a configuration error, not something to loop on forever. */
const SEARCH_DAYS = 3660;

/** The open intervals from the Amsterdam day of `from` onwards (at most SEARCH_DAYS days). */
function* openIntervals(cal: BusinessCalendar, from: Date): Generator<{ start: number; end: number }> {
  let day = shopToday(from);
  for (let i = 0; i < SEARCH_DAYS; i++, day = addDays(day, 1)) {
    const interval = openInterval(cal, day);
    if (interval) yield interval;
  }
  throw new Error("Business calendar has no opening day in ten years");
}

export function isOpenAt(cal: BusinessCalendar, instant: Date): boolean {
  const interval = openInterval(cal, shopToday(instant));
  const t = instant.getTime();
  return interval !== null && interval.start <= t && t < interval.end;
}

/** The first moment at or after `instant` at which the shop is open (`instant` itself while it is open). */
export function nextOpening(cal: BusinessCalendar, instant: Date): Date {
  const t = instant.getTime();
  for (const { start, end } of openIntervals(cal, instant)) {
    if (t < end) return new Date(Math.max(start, t));
  }
  throw new Error("unreachable");
}

/**
 * The moment `minutes` business minutes after `from`: only time while the shop is open counts. A deadline that
 * runs out exactly at closing time is that closing time, not the next opening.
 */
export function addBusinessMinutes(cal: BusinessCalendar, from: Date, minutes: number): Date {
  const t = from.getTime();
  let left = minutes * 60_000;
  for (const { start, end } of openIntervals(cal, from)) {
    if (t >= end) continue;
    const begin = Math.max(start, t);
    if (begin + left <= end) return new Date(begin + left);
    left -= end - begin;
  }
  throw new Error("unreachable");
}

/** Business minutes from `from` to `to` (0 when `to` is not after `from`), whole and fractional minutes alike. */
export function businessMinutesBetween(cal: BusinessCalendar, from: Date, to: Date): number {
  const a = from.getTime();
  const b = to.getTime();
  if (b <= a) return 0;
  let total = 0;
  const last = shopToday(to);
  for (let day = shopToday(from); day <= last; day = addDays(day, 1)) {
    const interval = openInterval(cal, day);
    if (interval) total += Math.max(0, Math.min(interval.end, b) - Math.max(interval.start, a));
  }
  return total / 60_000;
}
