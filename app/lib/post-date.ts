// Dutch display of blog dates. Kept apart from ./blog (which validates with zod) so pages do not ship zod.
const dutchDate = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-03-12" → "12 maart 2026" (UTC, so server and browser render the same text). */
export function formatPostDate(date: string): string {
  return dutchDate.format(new Date(`${date}T00:00:00Z`));
}
