// The retention rules (~/lib/retention) applied to the database: spam leads deleted, mail bodies cleared, lost and
// won leads anonymized (and quotes alike: accepted ones after the won period, the rest after the lost period), old
// page views deleted. Every rule works in batches of `batchSize` rows, each in its own
// short transaction, so a large backlog never holds a long lock; running it twice (or on two instances at once)
// is harmless, since every batch only picks rows the rule has not handled yet.
import { and, eq, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import { leadType, LEAD_TYPES } from "~/lib/leads/registry";
import { retentionCutoffs, type RetentionSettings } from "~/lib/retention";
import { deleteExpiredVisits } from "../analytics/visits.server";
import type { Database } from "../db/client.server";
import { outbox, quotes } from "../db/schema.server";
import type { LeadTable } from "../leads/define.server";
import { anonymizeLeads, deleteLeads, removeObjects } from "../leads/personal-data.server";
import { leadStorage } from "../leads/registry.server";
import { anonymizeQuotes } from "../quotes/personal-data.server";
import { eraseProofs } from "../avg/proofs.server";
import { anonymizeUsedInvitations, deleteUnusedInvitations } from "../reviews/invitations.server";
import type { FileStorage } from "../storage.server";

export interface RetentionReport {
  spamDeleted: number;
  mailBodiesCleared: number;
  lostAnonymized: number;
  wonAnonymized: number;
  /** Quotes anonymized: accepted ones after the won period, every other one after the lost period. */
  quotesAnonymized: number;
  visitsDeleted: number;
  /** Review invitations never used, deleted UNUSED_INVITATION_DAYS after they were made. */
  invitationsDeleted: number;
  /** Used review invitations whose address and name were removed after the won period. */
  invitationsAnonymized: number;
}

/** Repeats `batch` (which handles at most `size` rows and says how many) until a batch comes back short. */
async function inBatches(size: number, batch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await batch();
    total += n;
    if (n < size) return total;
  }
}

export async function applyRetention(
  db: Database,
  files: FileStorage,
  settings: RetentionSettings,
  now = new Date(),
): Promise<RetentionReport> {
  const cutoffs = retentionCutoffs(now, settings);
  const size = settings.batchSize;
  const report: RetentionReport = {
    spamDeleted: 0,
    mailBodiesCleared: 0,
    lostAnonymized: 0,
    wonAnonymized: 0,
    quotesAnonymized: 0,
    visitsDeleted: 0,
    invitationsDeleted: 0,
    invitationsAnonymized: 0,
  };

  for (const type of LEAD_TYPES) {
    const storage = leadStorage[type];
    const table = storage.table as LeadTable;
    const { endings } = leadType(type).workflow;

    report.spamDeleted += await inBatches(size, async () => {
      const keys: string[] = [];
      const n = await db.transaction(async (tx) => {
        const ids = (
          await tx
            .select({ id: table.id })
            .from(table)
            .where(and(eq(table.isSpam, true), lt(table.createdAt, cutoffs.spam)))
            .limit(size)
        ).map((r) => r.id);
        keys.push(...(await deleteLeads(tx, storage, ids)));
        return ids.length;
      });
      await removeObjects(files, keys);
      return n;
    });

    for (const [ending, cutoff] of [
      ["lost", cutoffs.lost],
      ["won", cutoffs.won],
    ] as const) {
      const statuses = endings[ending];
      if (!statuses.length) continue;
      const n = await inBatches(size, async () => {
        const keys: string[] = [];
        const count = await db.transaction(async (tx) => {
          const ids = (
            await tx
              .select({ id: table.id })
              .from(table)
              .where(
                and(
                  eq(table.isSpam, false),
                  isNull(table.anonymizedAt),
                  inArray(table.status, [...statuses]),
                  lt(table.updatedAt, cutoff),
                ),
              )
              .limit(size)
          ).map((r) => r.id);
          keys.push(...(await anonymizeLeads(tx, storage, ids, now)));
          return ids.length;
        });
        await removeObjects(files, keys);
        return count;
      });
      if (ending === "lost") report.lostAnonymized += n;
      else report.wonAnonymized += n;
    }
  }

  // A quote follows the lead rules by its own outcome: accepted is a sale (won), anything else is not (lost),
  // counted from its last change like a lead.
  for (const [accepted, cutoff] of [
    [false, cutoffs.lost],
    [true, cutoffs.won],
  ] as const) {
    report.quotesAnonymized += await inBatches(size, async () => {
      const proofFiles: string[] = [];
      const count = await db.transaction(async (tx) => {
        const ids = (
          await tx
            .select({ id: quotes.id })
            .from(quotes)
            .where(
              and(
                isNull(quotes.anonymizedAt),
                accepted ? eq(quotes.status, "geaccepteerd") : ne(quotes.status, "geaccepteerd"),
                lt(quotes.updatedAt, cutoff),
              ),
            )
            .limit(size)
        ).map((r) => r.id);
        // Their proofs keep the versions' hashes, not the customer's names, comments or the files (docs/proofs.md).
        proofFiles.push(...(await eraseProofs(tx, { deleted: [], anonymized: ids })));
        return anonymizeQuotes(tx, ids, now);
      });
      await removeObjects(files, proofFiles);
      return count;
    });
  }

  // Sent mail (and mail given up on) keeps its row as a record: kind, recipient, status and when; not the content.
  report.mailBodiesCleared = await inBatches(size, async () => {
    const cleared = await db
      .update(outbox)
      .set({ subject: "", text: "", html: null, attachments: null, replyTo: null, lastError: null })
      .where(
        inArray(
          outbox.id,
          db
            .select({ id: outbox.id })
            .from(outbox)
            .where(
              and(
                inArray(outbox.status, ["sent", "failed"]),
                // A bare Date in raw SQL is not encoded by postgres-js: pass the moment as text.
                sql`coalesce(${outbox.sentAt}, ${outbox.createdAt}) < ${cutoffs.mailBody.toISOString()}::timestamptz`,
                or(ne(outbox.text, ""), ne(outbox.subject, ""), sql`${outbox.html} is not null`),
              ),
            )
            .limit(size),
        ),
      )
      .returning({ id: outbox.id });
    return cleared.length;
  });

  report.visitsDeleted = await deleteExpiredVisits(db, settings.analyticsMonths, now, size);
  report.invitationsDeleted = await deleteUnusedInvitations(db, now, size);
  report.invitationsAnonymized = await anonymizeUsedInvitations(db, cutoffs.won, size);
  return report;
}
