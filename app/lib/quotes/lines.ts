// A quote's lines as staff enter them, with the limits the server holds every quote to. Amounts are whole
// cents excl. VAT; the totals come from ~/lib/money (VAT per rate, rounded once), never from the browser.
import { documentTotals, lineNetCents, VAT_RATES, type DocumentTotals, type VatRate } from "../money";

export const QUOTE_LIMITS = {
  lines: 100,
  quantityMin: 1,
  quantityMax: 100_000,
  /** € 1.000.000 excl. VAT per unit. */
  unitPriceMaxCents: 100_000_000,
  descriptionMax: 500,
} as const;

/**
 * `item` a product or service; `shipping` the delivery cost (docs/behaviour.md#business-rules); `discount` the one discount line, a
 * negative amount.
 */
export const QUOTE_LINE_KINDS = ["item", "shipping", "discount"] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

export interface QuoteLine {
  kind: QuoteLineKind;
  description: string;
  quantity: number;
  /** Excl. VAT; negative only on the discount line. */
  unitPriceCents: number;
  vatRate: VatRate;
  /** The customer may tick it on or off; `included` is the current choice (staff set the first one). */
  optional: boolean;
  included: boolean;
}

export function isVatRate(value: unknown): value is VatRate {
  return (VAT_RATES as readonly unknown[]).includes(value);
}

/** The quote's totals with its optional lines as ticked. */
export function quoteTotals(lines: readonly QuoteLine[]): DocumentTotals {
  return documentTotals(lines);
}

/** One line's amount excl. VAT, as the quote shows it beside the line. */
export function quoteLineNetCents(line: QuoteLine): number {
  return lineNetCents(line);
}

/** Working days the shop promises (docs/behaviour.md#business-rules): normal 4-9, rush 2-3. */
export function deliveryTimeLabel(rush: boolean): string {
  return rush ? "2-3 werkdagen (spoedservice)" : "4-9 werkdagen";
}

/**
 * Why `lines` break the quote limits (a Dutch sentence), or null. The editor's schema gives the same errors per
 * field; the server checks again before storing, whatever called it.
 */
export function quoteLinesProblem(lines: readonly QuoteLine[]): string | null {
  if (lines.length > QUOTE_LIMITS.lines) return `Een offerte heeft hoogstens ${QUOTE_LIMITS.lines} regels.`;
  if (lines.filter((line) => line.kind === "discount").length > 1)
    return "Een offerte heeft hoogstens één kortingsregel.";
  for (const line of lines) {
    const description = line.description.trim();
    if (!description || description.length > QUOTE_LIMITS.descriptionMax)
      return `Elke regel heeft een omschrijving van hoogstens ${QUOTE_LIMITS.descriptionMax} tekens.`;
    if (
      !Number.isInteger(line.quantity) ||
      line.quantity < QUOTE_LIMITS.quantityMin ||
      line.quantity > QUOTE_LIMITS.quantityMax
    )
      return "Het aantal is een heel getal van 1 tot 100.000.";
    const price = line.kind === "discount" ? -line.unitPriceCents : line.unitPriceCents;
    if (!Number.isInteger(price) || price < 0 || price > QUOTE_LIMITS.unitPriceMaxCents)
      return "De prijs ligt tussen € 0 en € 1.000.000.";
    if (!isVatRate(line.vatRate)) return "Kies een btw-tarief: 21%, 9% of 0%.";
  }
  return null;
}
