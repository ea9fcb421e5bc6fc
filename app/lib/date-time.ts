// Moments and days as the staff pages, mails and exports show them: Amsterdam time, Dutch formats. In app/lib
// (not components/) because server code such as the AVG export formats with them too.
import { TIME_ZONE } from "./time-zone";

const dateTime = new Intl.DateTimeFormat("nl-NL", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

const dayFormat = new Intl.DateTimeFormat("nl-NL", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
});

export function formatDateTime(value: Date | string): string {
  return dateTime.format(typeof value === "string" ? new Date(value) : value);
}

/** "2026-03-02" → "ma 2 mrt" */
export function formatDay(iso: string): string {
  return dayFormat.format(new Date(`${iso}T00:00:00Z`));
}
