// Shop time: the shop's time zone and its dates as the shop writes them. Appointment slots, staff dates, date
// filters, exports, backups and mails are all Amsterdam time, whatever the visitor's or the server's zone is.
// Calendar days travel as yyyy-MM-dd and are formatted in UTC, so the server and the browser render the same text.
export const TIME_ZONE = "Europe/Amsterdam";

const wallClockParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/**
 * The wall-clock time in Amsterdam as a Date whose UTC fields hold it (to the second): a spreadsheet date has no
 * time zone, and Excel libraries write a Date's UTC fields, so this is how 09:00 in Breda shows as 09:00 in Excel;
 * the business calendar reads the shop's date and time of day from it.
 */
export function amsterdamWallClock(date: Date): Date {
  const parts = Object.fromEntries(wallClockParts.formatToParts(date).map((p) => [p.type, Number(p.value)]));
  return new Date(
    Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!),
  );
}

/** Minutes Amsterdam is ahead of UTC at an instant (60 in winter, 120 in summer). */
export function amsterdamOffsetMinutes(instant: Date): number {
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((amsterdamWallClock(instant).getTime() - whole) / 60_000);
}

/** The wall-clock date (yyyy-MM-dd) and time (HH:mm) in Amsterdam at the given instant. */
export function shopNow(now: Date = new Date()): { date: string; time: string } {
  const wall = amsterdamWallClock(now).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** yyyy-MM-dd of the instant (now by default) in Amsterdam. */
export function shopToday(now: Date = new Date()): string {
  return shopNow(now).date;
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * An instant as ISO 8601 in Amsterdam time with its offset, to the second: "2026-03-12T14:05:00+01:00". Structured
 * data and the sitemap want a time and a zone, and the shop's own offset reads the same day as its pages do.
 */
export function amsterdamIso(instant: Date): string {
  const whole = new Date(Math.floor(instant.getTime() / 1000) * 1000);
  const offset = amsterdamOffsetMinutes(whole);
  const abs = Math.abs(offset);
  return `${amsterdamWallClock(whole).toISOString().slice(0, 19)}${offset < 0 ? "-" : "+"}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** The first instant of an Amsterdam day (yyyy-MM-dd): its midnight, whichever offset holds that night. */
export function amsterdamMidnight(isoDate: string): Date {
  const utcMidnight = Date.parse(`${isoDate}T00:00:00Z`);
  // Amsterdam is one or two hours ahead; midnight never falls in a clock change (those are at 02:00/03:00).
  for (const hours of [1, 2]) {
    const candidate = new Date(utcMidnight - hours * 3_600_000);
    if (amsterdamWallClock(candidate).getTime() === utcMidnight) return candidate;
  }
  return new Date(utcMidnight - 3_600_000);
}

/** The ISO week (Monday first) of a yyyy-MM-dd date as "2026-W49" (sorts as text). */
export function isoWeek(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
  date.setUTCDate(date.getUTCDate() - weekday + 3); // the Thursday of this week decides the year
  const year = date.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() - ((firstThursday.getUTCDay() + 6) % 7) + 3);
  const week = 1 + Math.round((date.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
  return `${year}-W${pad2(week)}`;
}

// The Dutch formats. Moments are shown in Amsterdam time; calendar days (yyyy-MM-dd) in UTC, as said above.
const dutch = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("nl-NL", options);
const dateTime = dutch({
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const longDateTime = dutch({ timeZone: TIME_ZONE, dateStyle: "long", timeStyle: "short" });
const shortDay = dutch({ timeZone: "UTC", weekday: "short", day: "numeric", month: "short" });
const longDay = dutch({ timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" });
const dayMonthYear = dutch({ timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });
const monthYear = dutch({ timeZone: "UTC", month: "long", year: "numeric" });
const calendarDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A moment as staff pages, mails and exports show it: "2 mrt 2026, 09:05". */
export function formatDateTime(value: Date | string): string {
  return dateTime.format(typeof value === "string" ? new Date(value) : value);
}

/** A moment in full: "2 maart 2026 om 09:05". */
export function formatDateTimeLong(value: Date | string): string {
  return longDateTime.format(typeof value === "string" ? new Date(value) : value);
}

/** "2026-03-02" → "ma 2 mrt" */
export function formatDay(iso: string): string {
  return shortDay.format(calendarDay(iso));
}

/** "2026-03-02" → "maandag 2 maart 2026" */
export function dutchDate(iso: string): string {
  return longDay.format(calendarDay(iso));
}

/** "2026-03-02" → "2 maart 2026" */
export function dutchDay(iso: string): string {
  return dayMonthYear.format(calendarDay(iso));
}

/** "2026-03" → "maart 2026" */
export function dutchMonth(month: string): string {
  return monthYear.format(calendarDay(`${month}-01`));
}
