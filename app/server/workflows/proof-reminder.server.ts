// The proof's one reminder (docs/proofs.md): a latest version left unanswered for two working days gets one mail
// to the customer, with a fresh link. Several instances may run it at once: the version is claimed with
// UPDATE … RETURNING (reminder_sent_at) in the transaction that queues the mail, so it is mailed exactly once.
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import { addWorkingDays } from "~/lib/business-days";
import { readyDateSentence } from "~/lib/proofs/state";
import { shopToday } from "~/lib/shop-time";
import { registerPeriodicJob } from "../background.server";
import { listClosures } from "../calendar/calendar.server";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { proofVersions } from "../db/schema.server";
import { getEnv } from "../env.server";
import { logger } from "../logger.server";
import { getMailSettings, type OutgoingMail } from "../mail/outbox.server";
import { addOrderEvent } from "../orders/history.server";
import { proofReminderMail } from "../proofs/mails.server";
import { addProofLink, proofStateFor, proofUrl } from "../proofs/store.server";
import { displayNumber, getQuote } from "../quotes/store.server";
import { inUnitOfWork } from "../unit-of-work.server";
import { remindersAllowedAt } from "./quote-worker.server";

/** Working days a proof may wait for the customer before the reminder. */
export const PROOF_REMINDER_WORKING_DAYS = 2;
const INTERVAL_MS = 15 * 60 * 1000;

/** Sends the due reminders; returns how many this instance sent. */
export async function sendProofReminders(now = new Date(), db: Database = getDb()): Promise<number> {
  const closures = await listClosures(db);
  const today = shopToday(now);
  // Two working days are at least two calendar days: the database narrows, the calendar decides.
  const candidates = await db
    .select({ id: proofVersions.id, quoteId: proofVersions.quoteId, createdAt: proofVersions.createdAt })
    .from(proofVersions)
    .where(
      and(
        isNull(proofVersions.reminderSentAt),
        lt(proofVersions.createdAt, new Date(now.getTime() - 2 * 86_400_000)),
      ),
    );
  const due: string[] = [];
  for (const v of candidates) {
    if (addWorkingDays(shopToday(v.createdAt), PROOF_REMINDER_WORKING_DAYS, closures) > today) continue;
    const quote = await getQuote(v.quoteId, db);
    if (!quote || quote.orderStatus !== "wacht op betaling") continue;
    const state = await proofStateFor(quote, db);
    // Only the latest version still waiting for an answer.
    if (state.kind === "waiting" && quote && (await isLatest(db, v.quoteId, v.id))) due.push(v.id);
  }
  if (due.length === 0) return 0;
  return inUnitOfWork(db, async ({ tx, mail }) => {
    const claimed = await tx
      .update(proofVersions)
      .set({ reminderSentAt: now })
      .where(and(inArray(proofVersions.id, due), isNull(proofVersions.reminderSentAt)))
      .returning();
    const settings = getMailSettings();
    const out: OutgoingMail[] = [];
    for (const version of claimed) {
      const quote = (await getQuote(version.quoteId, tx))!;
      out.push(
        proofReminderMail({
          number: displayNumber(quote) ?? "",
          version: version.version,
          customerName: quote.customerName,
          customerEmail: quote.customerEmail,
          note: version.note,
          url: proofUrl(settings.site.url, await addProofLink(tx, version.id)),
          readySentence: readyDateSentence(now, quote.rush, getEnv().PROOF_CUTOFF_HOUR, closures),
          settings,
        }),
      );
      await addOrderEvent(
        tx,
        quote.id,
        "mail",
        `Herinnering voor drukproef versie ${version.version} gemaild.`,
      );
    }
    await mail(out);
    return out.length;
  });
}

async function isLatest(db: Database, quoteId: string, versionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: proofVersions.id, version: proofVersions.version })
    .from(proofVersions)
    .where(eq(proofVersions.quoteId, quoteId));
  const latest = rows.reduce((a, b) => (b.version > a.version ? b : a));
  return latest.id === versionId;
}

registerPeriodicJob(
  "proof reminders",
  async () => {
    const now = new Date();
    if (!remindersAllowedAt(now)) return;
    const sent = await sendProofReminders(now);
    if (sent) logger.info({ sent }, "proof reminders sent");
  },
  { intervalMs: INTERVAL_MS, firstDelayMs: 45_000 },
);
