// What every staff list's filter does with its URL (GET, so it works without JavaScript and can be bookmarked):
// read a calendar day and a page number defensively, and write the query string back for links. The inbox
// (leads/filter) and the audit log (audit-filter) declare their own fields on top of this.
import { parseIsoDate } from "./appointment-slots";

/** A real calendar day in 2000–2999 (2025-02-30 is dropped, not passed on to the database). */
export function calendarDay(value: string | null): string | null {
  const year = value ? Number(value.slice(0, 4)) : 0;
  return value && parseIsoDate(value) && year >= 2000 && year <= 2999 ? value : null;
}

/** Search text as typed, without control characters (a NUL cannot even reach PostgreSQL), at most 100 long. */
export function searchText(value: string | null): string {
  // eslint-disable-next-line no-control-regex
  const withoutControls = (value ?? "").replace(/[\u0000-\u001f\u007f]/g, " ");
  return withoutControls.trim().slice(0, 100);
}

/** A page number from the URL; anything that is not a sane positive integer is page 1. */
export function pageNumber(value: string | null): number {
  const page = Number.parseInt(value ?? "1", 10);
  return Number.isSafeInteger(page) && page > 0 && page < 100_000 ? page : 1;
}

/**
 * The query string of a filter, "?a=1&b=2" or "": its parameters in the order given, empty ones left out, and
 * the page only from page 2 on.
 */
export function listQuery(
  params: readonly (readonly [string, string | null | undefined])[],
  page?: number,
): string {
  const query = new URLSearchParams();
  for (const [name, value] of params) if (value) query.set(name, value);
  if (page && page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "";
}
