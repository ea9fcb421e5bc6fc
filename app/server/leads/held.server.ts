// Leads a bot trap held back (~/lib/spam): the staff's "Controleren" and "Spam" lists, their counts, and "Geen
// spam", which moves a lead into the inbox and sends the e-mails it would have sent on arrival, exactly once.
import { and, eq, sql } from "drizzle-orm";
import { isLeadType, LEAD_TYPES, type LeadType } from "~/lib/leads/registry";
import { heldListOf, heldLists, type HeldList } from "~/lib/spam";
import { audit } from "../audit.server";
import { getBusinessCalendar } from "../calendar/calendar.server";
import type { Database } from "../db/client.server";
import { isUniqueViolation } from "../db/errors.server";
import { getDb } from "../db/index.server";
import type { appointmentRequests } from "../db/schema.server";
import { enqueueMail, getMailSettings, nudgeOutbox } from "../mail/outbox.server";
import { listAttachments, type ReceivedAttachment } from "./attachments.server";
import { isLeadId, listRows, rowsOf, unionOf, type LeadListRow } from "./inbox.server";
import { leadStorage } from "./registry.server";
import { replyClockColumns } from "./reply-due.server";
import { typeReplyPromise } from "./reply-promise.server";

/** A held list shows at most this many leads, newest first (retention deletes them after the spam period). */
export const HELD_LIMIT = 200;

const scopeOf = (list: HeldList) => ({ held: true as const, reasons: heldLists[list].reasons });

export async function listHeldLeads(list: HeldList, db: Database = getDb()): Promise<LeadListRow[]> {
  return listRows(
    db,
    sql`select l.type, l.id from (${unionOf(LEAD_TYPES, scopeOf(list))}) l
      order by l.created_at desc, l.id desc limit ${HELD_LIMIT}`,
  );
}

/** How many leads wait on each held list (the dashboard shows the review count). */
export async function heldCounts(db: Database = getDb()): Promise<Record<HeldList, number>> {
  const counts = await Promise.all(
    (Object.keys(heldLists) as HeldList[]).map(async (list) => {
      const [row] = rowsOf<{ n: number | string }>(
        await db.execute(sql`select count(*) as n from (${unionOf(LEAD_TYPES, scopeOf(list))}) l`),
      );
      return [list, Number(row?.n ?? 0)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<HeldList, number>;
}

export type ReleaseResult =
  { ok: true; list: HeldList; mailed: number } | { ok: false; reason: "not-found" | "slot-taken" };

/**
 * "Geen spam": the lead joins the inbox and its shop mail and confirmation are queued, in one transaction with
 * the audit entry. The row is locked and must still be held, so a double click or two staff at once send the
 * mails once.
 */
export async function releaseLead(
  input: { actorId: string; type: string; id: string },
  db: Database = getDb(),
): Promise<ReleaseResult> {
  const { type, id } = input;
  if (!isLeadType(type) || !isLeadId(id)) return { ok: false, reason: "not-found" };
  const storage = leadStorage[type as LeadType];
  const table = storage.table as typeof appointmentRequests;
  // Released, the lead waits for its first response from now on (read before the transaction: one connection).
  const now = new Date();
  const cal = await getBusinessCalendar(db);
  try {
    const result = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(table)
        .where(and(eq(table.id, id), eq(table.isSpam, true)))
        .for("update");
      if (!row) return { ok: false as const, reason: "not-found" as const };
      const list = heldListOf(row.spamReason);
      // An appointment's slot is claimed here (the unique index covers leads that are not spam).
      await tx
        .update(table)
        .set({ isSpam: false, spamReason: null, ...replyClockColumns(cal, type as LeadType, now) })
        .where(eq(table.id, id));
      // Inside the transaction (tx, not db): the embedded database has one connection.
      const txDb = tx as unknown as Database;
      const [record] = storage.children ? await storage.children.attach(txDb, [row]) : [row];
      const files: ReceivedAttachment[] = (await listAttachments(txDb, type, id)).map((f) => ({
        fileName: f.fileName,
        contentType: f.contentType,
        size: f.size,
        storageKey: f.storeFailed ? null : f.storageKey,
      }));
      const link = await storage.visitorLink?.(tx, id);
      const settings = { ...getMailSettings(), reply: typeReplyPromise(cal, type as LeadType, now) };
      const mails = storage.mails(record as never, id, settings, files, link);
      await enqueueMail(tx, mails);
      await audit(tx, {
        actorId: input.actorId,
        action: "lead.release",
        targetType: type,
        targetId: id,
        details: { list },
      });
      return { ok: true as const, list, mailed: mails.length };
    });
    if (result.ok && result.mailed) nudgeOutbox();
    return result;
  } catch (error) {
    // The held appointment's slot was booked by someone else meanwhile.
    if (isUniqueViolation(error)) return { ok: false, reason: "slot-taken" };
    throw error;
  }
}
