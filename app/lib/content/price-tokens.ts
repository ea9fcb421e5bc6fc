// The price list as pages read it: its types, the one way a price is written ("Vanaf €8"), and the price tokens
// ("{prijs:stickers}") texts use instead of amounts, filled from the published list when a page is rendered.
// Public pages import this, so it carries no schema and no editor copy (those are in ./price-list).
import { formatEuroCompact } from "~/lib/money";
import type { PriceRules } from "~/lib/pricing/rules";
import { mapStrings } from "./map-strings";

/** One price of the list: an amount incl. VAT as the site shows it, a range, or a text ("Op aanvraag"). */
export type Price = { fromCents: number; toCents?: number } | { text: string };

export interface PriceRow {
  /** Stable key: tokens in texts and the quote editor's suggestions name a row by it. */
  id: string;
  service: string;
  price: Price;
  unit: string;
  note: string;
}

export interface PriceList {
  rows: PriceRow[];
  /** The points under the table on /diensten. */
  notes: string[];
  /** The calculators' rules (~/lib/pricing); a list stored before them uses the defaults (~/content/price-rules). */
  rules?: PriceRules;
}

/**
 * Rows the site's texts name by token, and what they must keep for those texts to read right: an amount, or a
 * range where a text names its top ("tussen €1.200 en €2.500"). The schema refuses a list without them.
 */
export const QUOTED_ROWS = {
  kledingbedrukking: "amount",
  werkkleding: "amount",
  voertuigbelettering: "amount",
  stickers: "amount",
  "full-wrap": "range",
} as const;

export type QuotedRowId = keyof typeof QUOTED_ROWS;

/** "Vanaf €8", "€1.200 - €2.500" or the row's text: the one way a price of the list is written. */
export function displayPrice(price: Price): string {
  if ("text" in price) return price.text;
  if (price.toCents !== undefined)
    return `${formatEuroCompact(price.fromCents)} - ${formatEuroCompact(price.toCents)}`;
  return `Vanaf ${formatEuroCompact(price.fromCents)}`;
}

/** The rows with an amount, as the quote editor offers them ("Uit prijslijst"). */
export function pricedRows(
  list: PriceList,
): (PriceRow & { price: { fromCents: number; toCents?: number } })[] {
  return list.rows.filter((r): r is PriceRow & { price: { fromCents: number } } => "fromCents" in r.price);
}

const TOKEN = /\{(prijs|prijs-tot):([a-z0-9-]+)\}/g;

/** The text a token stands for in this list, or null when the list cannot fill it. */
function tokenValue(list: PriceList, kind: string, id: string): string | null {
  const price = list.rows.find((r) => r.id === id)?.price;
  if (!price || !("fromCents" in price)) return null;
  if (kind === "prijs") return formatEuroCompact(price.fromCents);
  return price.toCents === undefined ? null : formatEuroCompact(price.toCents);
}

/**
 * Fills the price tokens of a text: "vanaf {prijs:stickers} per vel" → "vanaf €10 per vel". A token the list
 * cannot fill (the schemas keep that from happening) reads "op aanvraag" rather than showing braces.
 */
export function fillPriceTokens(text: string, list: PriceList): string {
  return text.replace(TOKEN, (_, kind: string, id: string) => tokenValue(list, kind, id) ?? "op aanvraag");
}

/** The price tokens of a text the list cannot fill, e.g. ["{prijs:borduren}"] (for an editor's message). */
export function unknownPriceTokens(text: string): string[] {
  return [...text.matchAll(TOKEN)]
    .filter(
      ([, kind, id]) =>
        !Object.hasOwn(QUOTED_ROWS, id!) ||
        (kind === "prijs-tot" && QUOTED_ROWS[id as QuotedRowId] !== "range"),
    )
    .map(([token]) => token);
}

/** Fills price tokens in every string of a plain data structure (a page's copy). */
export function fillPriceTokensDeep<T>(value: T, list: PriceList): T {
  return mapStrings(value, (text) => fillPriceTokens(text, list));
}
