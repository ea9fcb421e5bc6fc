// What every portfolio change shares: ids checked before the uuid cast, stored objects removed without failing
// the change, and the public content version bumped after the commit.
import { sql } from "drizzle-orm";
import { isUuid } from "~/lib/uuid";
import type { Database, Tx } from "../db/client.server";
import { logger } from "../logger.server";
import { publicContentChanged } from "../public-content.server";
import type { FileStorage } from "../storage.server";

/** A malformed id would make PostgreSQL raise on the uuid cast; it simply does not exist. */
export const isId = (id: string) => isUuid(id);

export async function removeObjects(storage: FileStorage, keys: string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
  for (const result of results)
    if (result.status === "rejected")
      logger.error({ err: result.reason }, "removing a portfolio photo's object failed; it is orphaned");
}

/**
 * After a change committed: public pages (/portfolio, /, service pages) are cached per content version, so bump it.
 * After the commit, not inside: a page rendered in between shows the new content under the old version, never
 * the old content under the new one.
 */
export async function changed<T>(db: Database, result: T): Promise<T> {
  await publicContentChanged(db);
  return result;
}

/**
 * Serialises the changes to an order (of items, or of an item's photos) until the transaction ends: two staff
 * clicking at once must not end with two items on one position, or two photos first.
 */
export function lockPortfolioOrder(tx: Tx) {
  return tx.execute(sql`select pg_advisory_xact_lock(724312)`);
}
