// Dutch display of blog dates. Kept apart from ./blog (which validates with zod) so pages do not ship zod.
import { dutchDay } from "./shop-time";

/** "2026-03-12" → "12 maart 2026" (UTC, so server and browser render the same text). */
export function formatPostDate(date: string): string {
  return dutchDay(date);
}
