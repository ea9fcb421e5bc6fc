// A signed-in customer's quotes on /dashboard, shown only once they proved owning the address (verified).
// Links are stored as hashes, so the account cannot show the mailed link: opening a quote makes a new one.
import { and, eq, ne } from "drizzle-orm";
import { quoteStatusLabels, currentStatus } from "~/lib/quotes/status";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { quotes } from "../db/schema.server";
import { orderStateLabel } from "../orders/progress.server";
import { hitRateLimit } from "../rate-limit.server";
import { addLink } from "./links.server";
import { displayNumber, isQuoteId, quotesForEmail, shopToday } from "./store.server";

export interface AccountQuote {
  id: string;
  number: string;
  statusLabel: string;
  grossCents: number;
  /** Until when it can be accepted; null once accepted (an order has no validity). */
  validUntil: string | null;
  /** The order's state once accepted ("In productie"); null before. */
  orderLabel: string | null;
  /** A delivered order can be ordered again ("Opnieuw bestellen", docs/orders.md). */
  reorderable: boolean;
}

/** The versions sent to `email`, newest first, with the status as of today (concepts are the shop's own). */
export async function accountQuotes(email: string, db: Database = getDb()): Promise<AccountQuote[]> {
  const today = shopToday();
  const sent = (await quotesForEmail(email, db)).filter(
    (quote) => quote.status !== "concept" && quote.number && !quote.anonymizedAt,
  );
  return Promise.all(
    sent.map(async (quote) => {
      const status = currentStatus(quote, today);
      return {
        id: quote.id,
        number: displayNumber(quote)!,
        statusLabel: quoteStatusLabels[status],
        grossCents: quote.grossCents,
        validUntil: status === "geaccepteerd" ? null : quote.validUntil,
        orderLabel: await orderStateLabel(quote, db),
        reorderable: status === "geaccepteerd" && quote.orderStatus === "afgeleverd",
      };
    }),
  );
}

/** New links a customer may open from their account per quarter hour (each is a row). */
const ACCOUNT_LINKS_PER_WINDOW = 30;
const ACCOUNT_LINK_WINDOW_MS = 15 * 60_000;

export type AccountLinkResult = { ok: true; token: string } | { ok: false; status: 404 | 429 };

/**
 * A fresh link to a sent quote of `email`'s; 404 for any other quote (someone else's, a concept, an unknown
 * or malformed id), so the answer says nothing about quotes that are not theirs.
 */
export async function accountQuoteLink(
  input: { userId: string; email: string; quoteId: string },
  db: Database = getDb(),
): Promise<AccountLinkResult> {
  if (!isQuoteId(input.quoteId)) return { ok: false, status: 404 };
  const limit = await hitRateLimit(
    db,
    `quote-account-link:${input.userId}`,
    ACCOUNT_LINKS_PER_WINDOW,
    ACCOUNT_LINK_WINDOW_MS,
  );
  if (!limit.allowed) return { ok: false, status: 429 };
  const [quote] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(
      and(
        eq(quotes.id, input.quoteId),
        eq(quotes.customerEmail, input.email.trim().toLowerCase()),
        ne(quotes.status, "concept"),
      ),
    );
  if (!quote) return { ok: false, status: 404 };
  return { ok: true, token: await db.transaction((tx) => addLink(tx, quote.id)) };
}
