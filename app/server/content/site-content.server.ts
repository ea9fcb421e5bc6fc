// The published FAQ, price list and page texts as public pages read them (memoised by the content store per public
// content version, so a page does not query the database per request). Before the first import has run (or if an
// entry were ever missing) a page shows the imported first version rather than failing.
import { faqSeed } from "~/content/faq";
import { pageTextsSeed } from "~/content/page-texts";
import { priceRulesSeed } from "~/content/price-rules";
import { priceListSeed } from "~/content/prices";
import { withRuleRows, withRulePrices } from "~/lib/pricing/from-prices";
import type { PriceRules } from "~/lib/pricing/rules";
import type { Faq } from "~/lib/content/faq";
import type { PageTexts } from "~/lib/content/page-texts";
import type { PriceList } from "~/lib/content/price-tokens";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { withWorkwearFrom } from "~/lib/content/workwear-catalogue";
import { getWorkwearCatalogue } from "../workwear/catalogue.server";
import { getPublishedContent } from "./published.server";

/**
 * The published price list; its work-wear "vanaf" amount is the published catalogue's lowest price (F), and the
 * rows the calculators price show the lowest price of the published rules (issue 41).
 */
export async function publishedPriceList(db: Database = getDb()): Promise<PriceList> {
  const [list, catalogue] = await Promise.all([
    getPublishedContent("price-list", undefined, db),
    getWorkwearCatalogue(db),
  ]);
  const published = withRuleRows(list ?? priceListSeed, priceListSeed);
  return withRulePrices(withWorkwearFrom(published, catalogue), published.rules ?? priceRulesSeed);
}

/** The published rules of the calculators (the defaults while the stored price list has none). */
export async function publishedPriceRules(db: Database = getDb()): Promise<PriceRules> {
  const list = await getPublishedContent("price-list", undefined, db);
  return list?.rules ?? priceRulesSeed;
}

export async function publishedFaq(db: Database = getDb()): Promise<Faq> {
  return (await getPublishedContent("faq", undefined, db)) ?? faqSeed;
}

export async function publishedPageTexts(db: Database = getDb()): Promise<PageTexts> {
  return (await getPublishedContent("page-texts", undefined, db)) ?? pageTextsSeed;
}
