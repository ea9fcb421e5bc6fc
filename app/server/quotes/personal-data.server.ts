// Removing a person's data from quotes, for AVG erasure and the retention rules alike. An anonymized quote keeps
// what the books need (number, version, status, dates, lines, totals, source and form for the statistics) and
// loses whom it was for and how they accepted; its links go, so /offerte/{token} no longer opens it.
import { inArray } from "drizzle-orm";
import { ERASED_TEXT } from "~/lib/avg";
import type { Tx } from "../db/client.server";
import { quoteLinks, quotes } from "../db/schema.server";

/** The columns that name or reach the customer, blanked by anonymization. */
const anonymizedQuote = (now: Date) =>
  ({
    customerName: ERASED_TEXT,
    customerEmail: ERASED_TEXT,
    customerPhone: null,
    customerCompany: null,
    customerAddress: null,
    customerKvk: null,
    customerBtw: null,
    deliveryLocation: null,
    // Free texts: the shop's note to the customer and the customer's reason may name people.
    note: null,
    declineReason: null,
    acceptedName: null,
    acceptedIp: null,
    acceptedUserAgent: null,
    anonymizedAt: now,
  }) satisfies Partial<typeof quotes.$inferInsert>;

/** Keeps the quotes without the person; returns how many were anonymized. */
export async function anonymizeQuotes(tx: Tx, ids: readonly string[], now: Date): Promise<number> {
  if (!ids.length) return 0;
  await tx.delete(quoteLinks).where(inArray(quoteLinks.quoteId, [...ids]));
  const rows = await tx
    .update(quotes)
    .set(anonymizedQuote(now))
    .where(inArray(quotes.id, [...ids]))
    .returning({ id: quotes.id });
  return rows.length;
}

/** Deletes the quotes; their lines and links cascade. */
export async function deleteQuotes(tx: Tx, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await tx
    .delete(quotes)
    .where(inArray(quotes.id, [...ids]))
    .returning({ id: quotes.id });
  return rows.length;
}
