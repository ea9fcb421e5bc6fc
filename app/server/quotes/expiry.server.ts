// An open quote's last days: one reminder before it expires, and the staff's follow-up list. Expiring it loses
// its lead: app/server/workflows/quote-closed.server.ts.
import { and, gte, inArray, isNull, lt, lte } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { quotes } from "../db/schema.server";
import { getEnv } from "../env.server";
import { getMailSettings, type OutgoingMail } from "../mail/outbox.server";
import { inUnitOfWork } from "../unit-of-work.server";
import { addLink, quoteUrl } from "./links.server";
import { quoteReminderMail } from "./mails.server";
import { addDays, getQuote, quoteDocument, shopToday } from "./store.server";

/**
 * One reminder per open quote, QUOTE_REMINDER_DAYS before it expires (not for a quote sent less than a day
 * ago). The update claims the row, so two instances never both send it.
 */
export async function sendQuoteReminders(now = new Date(), db: Database = getDb()): Promise<number> {
  const today = shopToday(now);
  const horizon = addDays(today, getEnv().QUOTE_REMINDER_DAYS);
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  return inUnitOfWork(db, async ({ tx, mail }) => {
    const due = await tx
      .update(quotes)
      .set({ reminderSentAt: now })
      .where(
        and(
          inArray(quotes.status, ["verstuurd", "bekeken"]),
          isNull(quotes.reminderSentAt),
          lte(quotes.validUntil, horizon),
          gte(quotes.validUntil, today),
          lt(quotes.sentAt, dayAgo),
          isNull(quotes.anonymizedAt),
        ),
      )
      .returning({ id: quotes.id });
    const settings = getMailSettings();
    const out: OutgoingMail[] = [];
    for (const { id } of due) {
      const quote = (await getQuote(id, tx))!;
      const token = await addLink(tx, id);
      out.push(
        quoteReminderMail({ doc: quoteDocument(quote), url: quoteUrl(settings.site.url, token), settings }),
      );
    }
    await mail(out);
    return out.length;
  });
}

/** Sent quotes without a reaction for QUOTE_FOLLOW_UP_DAYS: the staff's follow-up list. */
export function followUpCondition(now = new Date()) {
  const since = new Date(now.getTime() - getEnv().QUOTE_FOLLOW_UP_DAYS * 24 * 3600_000);
  return and(
    inArray(quotes.status, ["verstuurd", "bekeken"]),
    lt(quotes.sentAt, since),
    gte(quotes.validUntil, shopToday(now)),
  );
}
