// The view of a product's calculator (issue 41): the published rules' options and limits for the form, the values
// as typed, the price (or what is out of range), which VAT comes first and the expected ready date. The service
// page shows the form; a query (the form sent, a shared link, the script's request) shows the price.
import { expectedReadyDate } from "~/lib/business-days";
import { priceOf, type PriceResult } from "~/lib/pricing/calculate";
import {
  asksForPrice,
  configurationFromQuery,
  configurationQuery,
  defaultConfiguration,
  VAT_COOKIE,
  vatModeOf,
  type VatMode,
} from "~/lib/pricing/configuration";
import type { Configuration, PricedProduct, PriceRules } from "~/lib/pricing/rules";
import { dutchDate, shopToday } from "~/lib/shop-time";
import { listClosures } from "../calendar/calendar.server";
import { publishedPriceRules } from "../content/site-content.server";
import { getDb } from "../db/index.server";

export interface CalculatorView {
  product: PricedProduct;
  options: {
    materials: { id: string; name: string }[];
    garments: { id: string; name: string }[];
    stitchSizes: { id: string; name: string }[];
  };
  limits: {
    minSideMm: number;
    maxSideMm: number;
    maxQuantity: number;
    maxColours: number;
    maxPositions: number;
  };
  /** The form's values as typed (or the starting choice). */
  values: Record<string, string>;
  vat: VatMode;
  /** Null on the page without a question (rendered once for everyone: no date that goes stale). */
  answer: { result: PriceResult; readyBy: string; query: string; config: Configuration } | null;
}

function optionsOf(rules: PriceRules, product: PricedProduct): CalculatorView["options"] {
  const pick = (list: { id: string; name: string }[]) => list.map(({ id, name }) => ({ id, name }));
  return product === "textile"
    ? { materials: [], garments: pick(rules.textile.garments), stitchSizes: pick(rules.textile.stitchSizes) }
    : { materials: pick(rules[product].materials), garments: [], stitchSizes: [] };
}

export async function calculatorView(
  product: PricedProduct,
  params: URLSearchParams,
  cookieHeader: string | null,
  now: Date = new Date(),
): Promise<CalculatorView> {
  const rules = await publishedPriceRules();
  const fallback = defaultConfiguration(product, {
    material: product === "textile" ? undefined : rules[product].materials[0]?.id,
    garment: rules.textile.garments[0]?.id,
    stitchSize: rules.textile.stitchSizes[0]?.id,
  });
  const asked = asksForPrice(params);
  const config = asked ? configurationFromQuery(product, params, fallback) : fallback;
  // Every field of the form starts from the default choice (embroidery's size too, while printing is chosen).
  const typed: Record<string, string> = {
    ...(product === "textile" ? { formaat: rules.textile.stitchSizes[0]?.id ?? "", kleuren: "1" } : {}),
    ...Object.fromEntries(configurationQuery(fallback)),
  };
  const values = asked
    ? Object.fromEntries(Object.keys(typed).map((k) => [k, params.get(k) ?? typed[k]!]))
    : typed;
  const rule = product === "textile" ? rules.textile : rules[product];
  const area = product === "textile" ? null : rules[product];
  return {
    product,
    options: optionsOf(rules, product),
    limits: {
      minSideMm: area?.minSideMm ?? 0,
      maxSideMm: area?.maxSideMm ?? 0,
      maxQuantity: rule.maxQuantity,
      maxColours: rules.textile.maxColours,
      maxPositions: rules.textile.maxPositions,
    },
    values,
    vat: vatModeOf(params, cookieHeader),
    answer: asked
      ? {
          result: priceOf(rules, config),
          readyBy: dutchDate(expectedReadyDate(shopToday(now), false, await listClosures(getDb()))),
          query: configurationQuery(config).toString(),
          config,
        }
      : null,
  };
}

/** Remembers the "zakelijk, excl. btw" switch: a Set-Cookie when the form sent another choice than remembered. */
export function vatCookieHeaders(params: URLSearchParams, cookieHeader: string | null): HeadersInit {
  const asked = params.get("btw");
  if (asked !== "incl" && asked !== "excl") return {};
  // Incl. is what a visitor without the cookie gets anyway.
  if (vatModeOf(new URLSearchParams(), cookieHeader) === asked) return {};
  return { "Set-Cookie": `${VAT_COOKIE}=${asked}; Path=/; Max-Age=31536000; SameSite=Lax` };
}
