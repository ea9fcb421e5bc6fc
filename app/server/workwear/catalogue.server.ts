// The published work-wear catalogue, the one source of the work-wear pages, the cart (through the order page's
// loader) and the server's order check: read from the content store, memoised per public content version.
import { SINGLETON_KEY } from "~/lib/content/kinds";
import { orderableProducts, type CatalogueProduct, type WorkwearCatalogue } from "~/lib/workwear/catalogue";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { getPublishedContent } from "../content/published.server";

/** The published catalogue, hidden products included (the order check tells them apart). */
export async function getWorkwearCatalogue(db: Database = getDb()): Promise<WorkwearCatalogue> {
  // The seed publishes a first version at first start, so "never published" cannot happen after it.
  return (await getPublishedContent("workwear-catalogue", SINGLETON_KEY, db)) ?? { products: [] };
}

/** What a visitor may see and order. */
export async function getOrderableProducts(db: Database = getDb()): Promise<readonly CatalogueProduct[]> {
  return orderableProducts(await getWorkwearCatalogue(db));
}
