// The shop's working days: Monday to Friday, except Dutch public holidays (from the maintained date-holidays
// package, not a hand list) and Bevrijdingsdag in lustrum years (2025, 2030, ...), when it is a day off by
// collective agreement, and the closure days staff enter in the business calendar (lib/business-calendar, whose
// opening hours decide the rest). Delivery dates (docs/behaviour.md#business-rules: 4-9 working days, rush 2-3) count these days.
import Holidays from "date-holidays";
import type { ClosureDay } from "./business-calendar";

// Made on first use: a page that imports this module only for a formatter does not build the calendar.
let dutch: Holidays | undefined;
const holidaysByYear = new Map<number, Map<string, string>>();

/** The days off in `year` (yyyy-MM-dd → Dutch name). */
export function dutchHolidays(year: number): ReadonlyMap<string, string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Map();
    dutch ??= new Holidays("NL");
    for (const holiday of dutch.getHolidays(year)) {
      const date = holiday.date.slice(0, 10);
      const liberation = holiday.name === "Bevrijdingsdag" && year % 5 === 0;
      if (holiday.type === "public" || liberation) days.set(date, holiday.name);
    }
    holidaysByYear.set(year, days);
  }
  return days;
}

function weekday(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function isWorkingDay(iso: string, closures: readonly ClosureDay[] = []): boolean {
  const day = weekday(iso);
  return (
    day !== 0 &&
    day !== 6 &&
    !dutchHolidays(Number(iso.slice(0, 4))).has(iso) &&
    !closures.some((closure) => closure.date === iso)
  );
}

/** The `count`-th working day after `iso` (the start day itself does not count). */
export function addWorkingDays(iso: string, count: number, closures: readonly ClosureDay[] = []): string {
  let day = iso;
  for (let left = count; left > 0;) {
    day = nextDay(day);
    if (isWorkingDay(day, closures)) left--;
  }
  return day;
}

/** The delivery promise of docs/behaviour.md#business-rules in working days: normal 4-9, rush 2-3. */
export function deliveryWorkingDays(rush: boolean): { min: number; max: number } {
  return rush ? { min: 2, max: 3 } : { min: 4, max: 9 };
}

/** The date an order is expected ready: the last day of the promise, counted from `from` (yyyy-MM-dd). */
export function expectedReadyDate(from: string, rush: boolean, closures: readonly ClosureDay[] = []): string {
  return addWorkingDays(from, deliveryWorkingDays(rush).max, closures);
}
