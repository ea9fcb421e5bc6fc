// Staff send a concept: the quote takes its number (a later version replaces the open one before it), the
// customer gets the link with the PDF, and the lead it came from is answered (offerte verstuurd, the reply
// promise's first response). One unit of work; the PDF is rendered after the commit, with no lock held.
import { and, eq, inArray, ne } from "drizzle-orm";
import { isLeadType } from "~/lib/leads/registry";
import { quoteLinesProblem } from "~/lib/quotes/lines";
import { QUOTE_SERIES, quoteNumber } from "~/lib/quotes/number";
import { audit } from "../audit.server";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { nextInSeries } from "../db/number-series.server";
import { quotes } from "../db/schema.server";
import { followLead } from "../leads/follow.server";
import { recordFirstResponse } from "../leads/reply-clock.server";
import { addLink } from "../quotes/links.server";
import { mailQuoteLink } from "../quotes/staff-actions.server";
import {
  isQuoteId,
  leadSource,
  lockQuoteWithLines,
  shopToday,
  toQuoteLine,
  totalsColumns,
} from "../quotes/store.server";
import { inUnitOfWork } from "../unit-of-work.server";

export type SendResult =
  | { ok: true; number: string }
  | {
      ok: false;
      reason: "not-found" | "not-concept" | "no-lines" | "no-customer" | "valid-until-past" | "invalid";
      message?: string;
    };

export async function sendQuote(
  input: { actorId: string; id: string; now?: Date },
  db: Database = getDb(),
): Promise<SendResult> {
  if (!isQuoteId(input.id)) return { ok: false, reason: "not-found" };
  const now = input.now ?? new Date();
  const today = shopToday(now);
  return inUnitOfWork(db, async ({ tx, afterCommit }) => {
    const quote = await lockQuoteWithLines(tx, input.id);
    if (!quote) return { ok: false as const, reason: "not-found" as const };
    if (quote.status !== "concept") return { ok: false as const, reason: "not-concept" as const };
    if (!quote.lines.length) return { ok: false as const, reason: "no-lines" as const };
    if (!quote.customerName.trim() || !quote.customerEmail.trim())
      return { ok: false as const, reason: "no-customer" as const };
    if (quote.validUntil < today) return { ok: false as const, reason: "valid-until-past" as const };
    const problem = quoteLinesProblem(quote.lines.map(toQuoteLine));
    if (problem) return { ok: false as const, reason: "invalid" as const, message: problem };

    const year = Number(today.slice(0, 4));
    const number = quote.number ?? quoteNumber(year, await nextInSeries(tx, QUOTE_SERIES, year));
    if (quote.version > 1)
      await tx
        .update(quotes)
        .set({ status: "vervangen", closedAt: now })
        .where(
          and(
            eq(quotes.number, number),
            ne(quotes.id, quote.id),
            inArray(quotes.status, ["verstuurd", "bekeken"]),
          ),
        );
    const [sent] = await tx
      .update(quotes)
      .set({ number, status: "verstuurd", sentAt: now, ...totalsColumns(quote.lines.map(toQuoteLine)) })
      .where(eq(quotes.id, quote.id))
      .returning();
    const stored = { ...sent!, lines: quote.lines };
    const token = await addLink(tx, quote.id);
    afterCommit((db) => mailQuoteLink(db, stored, token));
    const source = leadSource(stored);
    await followLead(tx, source, "offerte verstuurd", input.actorId, `Offerte ${source.number} verstuurd.`);
    // A quote sent answers the request it came from (the reply promise's first response).
    if (stored.leadType && stored.leadId && isLeadType(stored.leadType))
      await recordFirstResponse(tx, { type: stored.leadType, id: stored.leadId, kind: "quote" });
    await audit(tx, {
      actorId: input.actorId,
      action: "quote.send",
      targetType: "quote",
      targetId: quote.id,
      details: { number: source.number, grossCents: stored.grossCents },
    });
    return { ok: true as const, number: source.number };
  });
}
