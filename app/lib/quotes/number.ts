// Quote numbers: OFF-YYYY-NNNN from a consecutive series per year; a later version of the same quote adds its
// version ("OFF-2026-0007-2"), so the customer and the shop can tell which one was accepted.
export const QUOTE_SERIES = "OFF";

/** The number of the first version: the series, the year and the place in that year's series. */
export function quoteNumber(year: number, sequence: number): string {
  return `${QUOTE_SERIES}-${year}-${String(sequence).padStart(4, "0")}`;
}

/** The number a version is known by: version 1 keeps the plain number. */
export function versionedQuoteNumber(number: string, version: number): string {
  return version > 1 ? `${number}-${version}` : number;
}
