// Dates as the shop writes them. Calendar days are stored as yyyy-MM-dd and formatted in UTC, so the server and
// the browser render the same text whatever their time zone.
const longDay = new Intl.DateTimeFormat("nl-NL", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-03-02" → "maandag 2 maart 2026" */
export function dutchDate(iso: string): string {
  return longDay.format(new Date(`${iso}T00:00:00Z`));
}

const dayMonthYear = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-03-02" → "2 maart 2026" */
export function dutchDay(iso: string): string {
  return dayMonthYear.format(new Date(`${iso}T00:00:00Z`));
}
