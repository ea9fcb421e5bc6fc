// The customer's side of a quote behind its link (/offerte/{token}): finding the version, the first view, and the
// choice of optional lines. Accepting and declining cross into the order and the lead: app/server/workflows.
import { and, eq } from "drizzle-orm";
import { currentStatus, isOpen, type QuoteStatus } from "~/lib/quotes/status";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { quoteLines, quoteLinks, quotes } from "../db/schema.server";
import { hashQuoteToken, isQuoteTokenShape } from "./links.server";
import {
  getQuote,
  lockQuoteWithLines,
  shopToday,
  toQuoteLine,
  totalsColumns,
  type QuoteRow,
  type StoredQuote,
} from "./store.server";

/** The version a link points to, or null (a malformed or unknown token: the page's 404). */
export async function quoteByToken(token: unknown, db: Database | Tx = getDb()): Promise<StoredQuote | null> {
  if (!isQuoteTokenShape(token)) return null;
  const [link] = await db
    .select({ quoteId: quoteLinks.quoteId })
    .from(quoteLinks)
    .where(eq(quoteLinks.tokenHash, hashQuoteToken(token)));
  return link ? getQuote(link.quoteId, db) : null;
}

/** Locks the version a token points to, open or not. */
export async function lockByToken(tx: Tx, token: string): Promise<StoredQuote | null> {
  if (!isQuoteTokenShape(token)) return null;
  const [link] = await tx
    .select({ quoteId: quoteLinks.quoteId })
    .from(quoteLinks)
    .where(eq(quoteLinks.tokenHash, hashQuoteToken(token)));
  return link ? lockQuoteWithLines(tx, link.quoteId) : null;
}

/** The first view turns "verstuurd" into "bekeken" for staff; later views change nothing. */
export async function recordQuoteView(
  quote: QuoteRow,
  db: Database = getDb(),
  now = new Date(),
): Promise<void> {
  if (quote.status !== "verstuurd") return;
  await db
    .update(quotes)
    .set({ status: "bekeken", viewedAt: now })
    .where(and(eq(quotes.id, quote.id), eq(quotes.status, "verstuurd")));
}

export type CustomerAnswer =
  | { ok: true; already?: boolean }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "address-missing" }
  | { ok: false; reason: "closed"; status: QuoteStatus };

/** The quote with the customer's ticks on its optional lines (ids of the ticked ones), totals recomputed. */
export function withChoices(quote: StoredQuote, included: ReadonlySet<string>): StoredQuote {
  const lines = quote.lines.map((line) =>
    line.optional ? { ...line, included: included.has(line.id) } : line,
  );
  return { ...quote, ...totalsColumns(lines.map(toQuoteLine)), lines };
}

/** Stores the choices `withChoices` made (the lines that changed and the totals). */
export async function storeChoices(tx: Tx, before: StoredQuote, after: StoredQuote): Promise<void> {
  for (const [index, line] of after.lines.entries())
    if (line.included !== before.lines[index]?.included)
      await tx.update(quoteLines).set({ included: line.included }).where(eq(quoteLines.id, line.id));
  await tx
    .update(quotes)
    .set(totalsColumns(after.lines.map(toQuoteLine)))
    .where(eq(quotes.id, after.id));
}

/** "Bijwerken" without accepting: the customer's choice of optional lines, totals recomputed by the server. */
export async function chooseOptionalLines(
  input: { token: string; included: string[]; now?: Date },
  db: Database = getDb(),
): Promise<CustomerAnswer> {
  return db.transaction(async (tx) => {
    const quote = await lockByToken(tx, input.token);
    if (!quote) return { ok: false as const, reason: "not-found" as const };
    const status = currentStatus(quote, shopToday(input.now));
    if (!isOpen(status)) return { ok: false as const, reason: "closed" as const, status };
    await storeChoices(tx, quote, withChoices(quote, new Set(input.included)));
    return { ok: true as const };
  });
}

/** Whether the customer must give a billing address to accept: the quote names none, and an invoice must. */
export function needsBillingAddress(quote: Pick<QuoteRow, "customerAddress">): boolean {
  return !quote.customerAddress?.trim();
}
