// Counting calculator use (issue 41), cheaply and without anything personal: one counter per Amsterdam day and
// product (calculator_uses). An answer page counts once; the script's requests to /api/prijs count only the first
// of a typing stream (it marks that one with STREAM_START_HEADER), so a visitor typing "1000" counts once, not
// four times. Bots (isbot), prefetches and requests without a user agent are not counted.
import { sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { PricedProduct } from "~/lib/pricing/rules";
import { shopNow } from "~/lib/shop-time";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { calculatorUses } from "../db/schema.server";
import { logger } from "../logger.server";

export { STREAM_START_HEADER } from "~/lib/pricing/configuration";

function countable(request: Request): boolean {
  const userAgent = request.headers.get("user-agent");
  const purpose = `${request.headers.get("sec-purpose") ?? ""} ${request.headers.get("purpose") ?? ""}`;
  return Boolean(userAgent) && !isbot(userAgent) && !/prefetch|prerender/i.test(purpose);
}

/** Counts one price computation; a failing count never fails the price (it is logged and dropped). */
export async function countCalculatorUse(
  product: PricedProduct,
  request: Request,
  db: Database = getDb(),
  now: Date = new Date(),
): Promise<void> {
  if (!countable(request)) return;
  try {
    await db
      .insert(calculatorUses)
      .values({ day: shopNow(now).date, product, count: 1 })
      .onConflictDoUpdate({
        target: [calculatorUses.day, calculatorUses.product],
        set: { count: sql`${calculatorUses.count} + 1` },
      });
  } catch (error) {
    logger.warn({ err: error }, "calculator use not counted");
  }
}
