// Removing a person's data from leads, for AVG erasure and the retention rules alike. Both iterate over the lead
// registry: each storage entry lists its personal columns, so a new lead type is covered by its entry.
import { and, eq, getTableColumns, inArray } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { ERASED_TEXT } from "~/lib/avg";
import type { Tx } from "../db/client.server";
import { leadAttachments, leadNotes } from "../db/schema.server";
import type { FileStorage } from "../storage.server";
import { logger } from "../logger.server";
import type { LeadTable } from "./define.server";
import type { LeadType } from "~/lib/leads/registry";

/** What these functions need of a storage entry (any lead type's entry fits). */
export interface PersonalDataEntry {
  type: LeadType;
  table: LeadTable;
  personalColumns: AnyPgColumn[];
}

/** The update that blanks a lead's personal columns: null where allowed, ERASED_TEXT where the column is required. */
export function anonymizedValues(storage: PersonalDataEntry, now: Date): Record<string, unknown> {
  const keys = Object.entries(getTableColumns(storage.table)) as [string, AnyPgColumn][];
  const values: Record<string, unknown> = { anonymizedAt: now };
  for (const column of storage.personalColumns) {
    const key = keys.find(([, c]) => c === column)?.[0];
    if (!key) throw new Error(`${storage.type}: personal column ${column.name} is not in its table`);
    values[key] = column.notNull ? ERASED_TEXT : null;
  }
  return values;
}

/** Deletes the notes and attachment rows of these leads; returns the attachments' storage keys to remove. */
async function dropNotesAndAttachments(tx: Tx, type: LeadType, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  await tx.delete(leadNotes).where(and(eq(leadNotes.leadType, type), inArray(leadNotes.leadId, ids)));
  const removed = await tx
    .delete(leadAttachments)
    .where(and(eq(leadAttachments.leadType, type), inArray(leadAttachments.leadId, ids)))
    .returning({ key: leadAttachments.storageKey });
  return removed.flatMap((r) => (r.key ? [r.key] : []));
}

/** Deletes leads with their notes, attachment rows and child rows (order lines cascade). */
export async function deleteLeads(tx: Tx, storage: PersonalDataEntry, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const keys = await dropNotesAndAttachments(tx, storage.type, ids);
  await tx.delete(storage.table).where(inArray(storage.table.id, ids));
  return keys;
}

/**
 * Keeps the leads (status, dates, amounts, order lines: what the agenda and the books need) without the person:
 * personal columns blanked, notes and attachments deleted. Returns the attachments' storage keys to remove.
 */
export async function anonymizeLeads(
  tx: Tx,
  storage: PersonalDataEntry,
  ids: string[],
  now: Date,
): Promise<string[]> {
  if (!ids.length) return [];
  const keys = await dropNotesAndAttachments(tx, storage.type, ids);
  await tx
    .update(storage.table)
    .set(anonymizedValues(storage, now) as never)
    .where(inArray(storage.table.id, ids));
  return keys;
}

/** After the transaction committed: the objects go too. A failure is logged (the key only) and left for a rerun. */
export async function removeObjects(storage: FileStorage, keys: readonly string[]): Promise<number> {
  let failed = 0;
  for (const key of keys) {
    try {
      await storage.remove(key);
    } catch (error) {
      failed++;
      logger.error({ key, err: { message: (error as Error).message } }, "attachment object not removed");
    }
  }
  return failed;
}
