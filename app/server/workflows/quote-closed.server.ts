// A quote that closes without an order loses its lead: the customer declines it ("Afwijzen", with an optional
// reason; the shop is told), or it passes its last valid day without an answer (the worker expires it).
import { and, eq, inArray, lt } from "drizzle-orm";
import { staffQuoteHref } from "~/lib/quotes/list";
import { currentStatus, isOpen } from "~/lib/quotes/status";
import { audit } from "../audit.server";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { quotes } from "../db/schema.server";
import { followLead } from "../leads/follow.server";
import { getMailSettings } from "../mail/outbox.server";
import { lockByToken, type CustomerAnswer } from "../quotes/customer-actions.server";
import { quoteDeclinedMail } from "../quotes/mails.server";
import { leadSource, quoteDocument, shopToday, type StoredQuote } from "../quotes/store.server";
import { inUnitOfWork } from "../unit-of-work.server";

export async function declineQuote(
  input: { token: string; reason: string | null; now?: Date },
  db: Database = getDb(),
): Promise<CustomerAnswer> {
  const now = input.now ?? new Date();
  return inUnitOfWork(db, async ({ tx, mail }) => {
    const quote = await lockByToken(tx, input.token);
    if (!quote) return { ok: false as const, reason: "not-found" as const };
    const status = currentStatus(quote, shopToday(now));
    if (status === "afgewezen") return { ok: true as const, already: true };
    if (!isOpen(status)) return { ok: false as const, reason: "closed" as const, status };
    const reason = input.reason?.trim() || null;
    await tx
      .update(quotes)
      .set({ status: "afgewezen", closedAt: now, declineReason: reason })
      .where(eq(quotes.id, quote.id));
    const declined: StoredQuote = { ...quote, status: "afgewezen", closedAt: now, declineReason: reason };
    const settings = getMailSettings();
    await mail([
      quoteDeclinedMail({
        doc: quoteDocument(declined),
        settings,
        staffUrl: settings.site.url + staffQuoteHref(quote.id),
      }),
    ]);
    const source = leadSource(quote);
    await followLead(
      tx,
      source,
      "verloren",
      null,
      `Offerte ${source.number} afgewezen door de klant${reason ? `: ${reason}` : " (geen reden opgegeven)"}.`,
    );
    await audit(tx, {
      actorId: null,
      action: "quote.decline",
      targetType: "quote",
      targetId: quote.id,
      details: { number: source.number },
    });
    return { ok: true as const };
  });
}

/** Open quotes past their last valid day become "verlopen"; their leads are lost ("offerte verlopen"). */
export async function expireQuotes(now = new Date(), db: Database = getDb()): Promise<number> {
  const today = shopToday(now);
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(quotes)
      .set({ status: "verlopen", closedAt: now })
      .where(and(inArray(quotes.status, ["verstuurd", "bekeken"]), lt(quotes.validUntil, today)))
      .returning();
    for (const quote of expired) {
      const source = leadSource(quote);
      await followLead(tx, source, "verloren", null, `Offerte ${source.number} is verlopen zonder reactie.`);
    }
    return expired.length;
  });
}
