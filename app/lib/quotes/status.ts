// A quote's life: a concept staff edit, sent (and seen) by the customer, then accepted, declined, expired,
// replaced by a newer version or withdrawn. Zod-free: badges, filters and the customer page all use it.
export const QUOTE_STATUSES = [
  "concept",
  "verstuurd",
  "bekeken",
  "geaccepteerd",
  "afgewezen",
  "verlopen",
  "vervangen",
  "ingetrokken",
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const quoteStatusLabels: Record<QuoteStatus, string> = {
  concept: "Concept",
  verstuurd: "Verstuurd",
  bekeken: "Bekeken",
  geaccepteerd: "Geaccepteerd",
  afgewezen: "Afgewezen",
  verlopen: "Verlopen",
  vervangen: "Vervangen",
  ingetrokken: "Ingetrokken",
};

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return typeof value === "string" && (QUOTE_STATUSES as readonly string[]).includes(value);
}

/** Sent and not yet answered: the customer can still accept or decline (until the validity date passes). */
export const OPEN_STATUSES: readonly QuoteStatus[] = ["verstuurd", "bekeken"];

export function isOpen(status: string): boolean {
  return (OPEN_STATUSES as readonly string[]).includes(status);
}

/**
 * The status as of `today` (yyyy-MM-dd, Amsterdam): an open quote whose last valid day has passed is expired,
 * even before the background worker has stored that. Acceptance checks this, not the stored status alone.
 */
export function currentStatus(quote: { status: string; validUntil: string }, today: string): QuoteStatus {
  const status = isQuoteStatus(quote.status) ? quote.status : "concept";
  return isOpen(status) && quote.validUntil < today ? "verlopen" : status;
}

/** A new version can be made of a sent quote that was not accepted (accepted quotes are locked). */
export function canMakeNewVersion(status: QuoteStatus): boolean {
  return ["verstuurd", "bekeken", "afgewezen", "verlopen", "ingetrokken"].includes(status);
}
