// The shop's time zone: appointment slots, staff dates, date filters and exports are all Amsterdam time,
// whatever the visitor's or the server's zone is.
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

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * An instant as ISO 8601 in Amsterdam time with its offset, to the second: "2026-03-12T14:05:00+01:00". Structured
 * data and the sitemap want a time and a zone, and the shop's own offset reads the same day as its pages do.
 */
export function amsterdamIso(instant: Date): string {
  const whole = new Date(Math.floor(instant.getTime() / 1000) * 1000);
  const wall = amsterdamWallClock(whole);
  const offset = Math.round((wall.getTime() - whole.getTime()) / 60_000);
  const abs = Math.abs(offset);
  return `${wall.toISOString().slice(0, 19)}${offset < 0 ? "-" : "+"}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
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
