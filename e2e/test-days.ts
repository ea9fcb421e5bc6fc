// The dates browser tests book on, chosen from the shop's own business calendar (the default opening hours the
// test server runs with, Dutch public holidays included), so a week with Christmas, Koningsdag or Hemelvaartsdag
// never hands a test a closed day. tests/e2e-support/test-days.test.ts runs these choices over a whole year.
import {
  addDays,
  DEFAULT_OPENING_HOURS,
  openingOn,
  parseOpeningHours,
  shopInstant,
  type BusinessCalendar,
} from "../app/lib/business-calendar";

const calendar: BusinessCalendar = { hours: parseOpeningHours(DEFAULT_OPENING_HOURS)!, closures: [] };
const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const dayOfMonth = (iso: string) => Number(iso.slice(8, 10));
const isOpen = (iso: string) => openingOn(calendar, iso) !== null;

/**
 * A Wednesday two or more weeks after `now` on which Wednesday, Thursday and Friday are open, early enough in its
 * month that Tuesday to Sunday of its week show in one month of the date picker. Returned as 09:00 Amsterdam time.
 */
export function appointmentWeekWednesday(now: Date = new Date()): Date {
  for (let iso = addDays(isoOf(now), 14); ; iso = addDays(iso, 1)) {
    if (weekday(iso) !== 3 || dayOfMonth(iso) < 2 || dayOfMonth(iso) > 24) continue;
    if ([0, 1, 2].every((offset) => isOpen(addDays(iso, offset)))) return shopInstant(iso, "09:00");
  }
}

/** A Monday two or more weeks after `now` on which Monday and Tuesday are open, in one month; 09:00 Amsterdam. */
export function openMondayAndTuesday(now: Date = new Date()): Date {
  for (let iso = addDays(isoOf(now), 14); ; iso = addDays(iso, 1)) {
    if (weekday(iso) !== 1 || dayOfMonth(iso) > 24) continue;
    if (isOpen(iso) && isOpen(addDays(iso, 1))) return shopInstant(iso, "09:00");
  }
}

/** The Amsterdam calendar date of an instant these helpers return (09:00 there is the same date in UTC). */
export const shopDate = isoOf;
export { isOpen as isOpenDay };
