// The /bedankt parameter of a request sent with files (its id, for the artwork check's report): apart from
// thanks.ts so the quote dialog can ask about it without loading the lead registry and its schemas.

export const REQUEST_PARAM = "aanvraag";

/** The answer's next address carries a request's files (their artwork reports are on /bedankt). */
export function hasArtworkReport(next: string): boolean {
  return new URLSearchParams(next.split("?")[1] ?? "").has(REQUEST_PARAM);
}
