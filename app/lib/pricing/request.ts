// A quote request sent from a calculator's answer (issue 41): the choice as the answer page's hidden fields, the
// price the page showed, and what the lead stores once the server has priced the choice from the published rules.
// The posted price is only compared, never used: the stored price is always the server's.
import { formatEuro } from "../money";
import { priceOf, type PriceLine } from "./calculate";
import { configurationQuery } from "./configuration";
import type { Configuration, PricedProduct, PriceRules } from "./rules";

/** What a quote request from a calculator stores (quote_requests.calculator). */
export interface CalculatorPrice {
  product: PricedProduct;
  /** The choice as the calculator's query ("materiaal=vinyl-glans&breedte=50&…"). */
  query: string;
  configuration: Configuration;
  lines: PriceLine[];
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export type PricedRequestCheck =
  | { ok: true; price: CalculatorPrice }
  /** The rules do not price this choice (any more). */
  | { ok: false; issue: "buiten-bereik" }
  /** The page showed another total than today's rules give. */
  | { ok: false; issue: "prijswijziging"; price: CalculatorPrice; shownCents: number | null };

function shownCentsOf(value: unknown): number | null {
  return typeof value === "string" && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/**
 * The request's price from `rules`, or why not. A request without a shown price, or with another one than the
 * rules give now, is answered with the new price for the visitor to confirm.
 */
export function checkPricedRequest(
  rules: PriceRules,
  config: Configuration,
  shown: unknown,
): PricedRequestCheck {
  const result = priceOf(rules, config);
  if (!result.ok) return { ok: false, issue: "buiten-bereik" };
  const price: CalculatorPrice = {
    product: config.product,
    query: configurationQuery(config).toString(),
    configuration: config,
    lines: result.lines,
    netCents: result.netCents,
    vatCents: result.vatCents,
    grossCents: result.grossCents,
  };
  const shownCents = shownCentsOf(shown);
  if (shownCents !== result.grossCents) return { ok: false, issue: "prijswijziging", price, shownCents };
  return { ok: true, price };
}

/** The staff's line on the lead page: "Berekend met de calculator: … € … incl. btw (€ … excl. btw)". */
export function calculatorPriceText(price: CalculatorPrice): string {
  const lines = price.lines.map((l) => `${l.quantity} × ${l.description}`).join("; ");
  return `Berekend met de calculator: ${lines}. ${formatEuro(price.grossCents)} incl. btw (${formatEuro(price.netCents)} excl. btw)`;
}
