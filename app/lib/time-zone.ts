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
