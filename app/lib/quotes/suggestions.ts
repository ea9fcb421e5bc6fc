// Lines staff can add from the site's own prices: the price list of /diensten (a "vanaf" price incl. VAT,
// turned into a line excl. VAT) and the shipping of docs/behaviour.md#business-rules. One list, so a quote starts from the prices the
// customer saw on the site (the published list, passed in by the quote page's loader and action).
import { displayPrice, pricedRows, type PriceList } from "../content/price-tokens";
import { exclVat } from "../money";
import type { QuoteLine } from "./lines";

/** Shipping outside Breda (docs/behaviour.md#business-rules): €8 incl. VAT for orders up to €100, as a line excl. VAT staff can change. */
export const SHIPPING_LINE: QuoteLine = {
  kind: "shipping",
  description: "Verzendkosten",
  quantity: 1,
  unitPriceCents: exclVat(800),
  vatRate: 21,
  optional: false,
  included: true,
};

export interface PriceSuggestion {
  id: string;
  /** What the select shows: the service and its price as the site writes it. */
  label: string;
  line: QuoteLine;
}

export const SHIPPING_SUGGESTION_ID = "verzendkosten";

/** The rows of the price list with an amount, then the shipping. */
export function priceSuggestions(prices: PriceList): PriceSuggestion[] {
  return [
    ...pricedRows(prices).map((row) => ({
      id: row.id,
      label: `${row.service}: ${displayPrice(row.price).toLowerCase()} ${row.unit}`,
      line: {
        kind: "item" as const,
        description: `${row.service}, ${row.unit}`,
        quantity: 1,
        unitPriceCents: exclVat(row.price.fromCents),
        vatRate: 21 as const,
        optional: false,
        included: true,
      },
    })),
    { id: SHIPPING_SUGGESTION_ID, label: "Verzendkosten buiten Breda: €8", line: SHIPPING_LINE },
  ];
}

/** The suggestion with this id (looked up, never indexed by what a form sent). */
export function priceSuggestion(prices: PriceList, id: string): PriceSuggestion | undefined {
  return priceSuggestions(prices).find((s) => s.id === id);
}
