// The reminders' data (docs/receivables.md, "Reminders"): the admins' schedule, the disputes that pause it, the
// reminders sent with their PDFs, and an admin's choice to charge a business the commercial interest. Every change
// is audited in its own transaction. The worker that sends is workflows/reminder-worker.server.ts.
import { and, asc, eq, inArray } from "drizzle-orm";
import {
  DEFAULT_REMINDER_SCHEDULE,
  isValidSchedule,
  type ReminderSchedule,
} from "~/lib/receivables/reminders";
import { reminderStepLabel } from "~/lib/receivables/reminder-letter";
import { dutchDay } from "~/lib/shop-time";
import { audit } from "../audit.server";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import {
  invoiceDisputes,
  invoiceInterestCharges,
  invoiceReminders,
  reminderSettings,
} from "../db/schema.server";

export type ReminderRow = typeof invoiceReminders.$inferSelect;
export type DisputeRow = typeof invoiceDisputes.$inferSelect;
export type InterestChargeRow = typeof invoiceInterestCharges.$inferSelect;

/** The schedule in force: the admins' row, or the defaults. */
export async function reminderSchedule(db: Database | Tx = getDb()): Promise<ReminderSchedule> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.id, 1));
  return row
    ? { firstAfterDays: row.firstAfterDays, secondAfterDays: row.secondAfterDays }
    : DEFAULT_REMINDER_SCHEDULE;
}

export async function saveReminderSchedule(
  schedule: ReminderSchedule,
  actorId: string,
  db: Database = getDb(),
): Promise<boolean> {
  if (!isValidSchedule(schedule)) return false;
  await db.transaction(async (tx) => {
    const values = { ...schedule, updatedAt: new Date(), updatedBy: actorId };
    await tx
      .insert(reminderSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: reminderSettings.id, set: values });
    await audit(tx, { actorId, action: "reminder.settings", details: { ...schedule } });
  });
  return true;
}

/** The invoices among `ids` that are disputed now. */
export async function disputedAmong(
  ids: readonly string[],
  db: Database | Tx = getDb(),
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ invoiceId: invoiceDisputes.invoiceId })
    .from(invoiceDisputes)
    .where(inArray(invoiceDisputes.invoiceId, [...ids]));
  return new Set(rows.map((row) => row.invoiceId));
}

/** The reminders sent for the invoices among `ids`, oldest first. */
export async function remindersAmong(
  ids: readonly string[],
  db: Database | Tx = getDb(),
): Promise<ReminderRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(invoiceReminders)
    .where(inArray(invoiceReminders.invoiceId, [...ids]))
    .orderBy(asc(invoiceReminders.sentAt));
}

export async function disputeOf(invoiceId: string, db: Database | Tx = getDb()): Promise<DisputeRow | null> {
  const [row] = await db.select().from(invoiceDisputes).where(eq(invoiceDisputes.invoiceId, invoiceId));
  return row ?? null;
}

export async function interestChargesOf(
  invoiceId: string,
  db: Database | Tx = getDb(),
): Promise<InterestChargeRow[]> {
  return db
    .select()
    .from(invoiceInterestCharges)
    .where(eq(invoiceInterestCharges.invoiceId, invoiceId))
    .orderBy(asc(invoiceInterestCharges.chargedAt));
}

type Target = { id: string; number: string };
const target = (invoice: Target) =>
  ({ targetType: "invoice", targetId: invoice.id, targetLabel: invoice.number }) as const;

/** "Markeer als betwist": false when it already is. */
export async function markDisputed(
  invoice: Target,
  reason: string,
  actorId: string,
  db: Database = getDb(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invoiceDisputes)
      .values({ invoiceId: invoice.id, reason, disputedBy: actorId })
      .onConflictDoNothing()
      .returning();
    if (!row) return false;
    await audit(tx, { actorId, action: "invoice.dispute", ...target(invoice), details: { reason } });
    return true;
  });
}

/** "Betwisting opheffen": false when it was not disputed. */
export async function liftDispute(
  invoice: Target,
  actorId: string,
  db: Database = getDb(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(invoiceDisputes)
      .where(eq(invoiceDisputes.invoiceId, invoice.id))
      .returning();
    if (!removed.length) return false;
    await audit(tx, { actorId, action: "invoice.dispute_lift", ...target(invoice) });
    return true;
  });
}

/** The reminder of `invoiceId` with `id`, for its PDF download. */
export async function reminderById(
  invoiceId: string,
  id: string,
  db: Database | Tx = getDb(),
): Promise<ReminderRow | null> {
  const [row] = await db
    .select()
    .from(invoiceReminders)
    .where(and(eq(invoiceReminders.invoiceId, invoiceId), eq(invoiceReminders.id, id)));
  return row ?? null;
}

/**
 * Per invoice among `ids`, what the receivables page's reminders column says: the last reminder sent and its day
 * ("Herinnering, 28 december 2026"), and "betwist" while disputed; absent when neither.
 */
export async function reminderSummaries(
  ids: readonly string[],
  db: Database | Tx = getDb(),
): Promise<Record<string, string>> {
  const last = new Map((await remindersAmong(ids, db)).map((row) => [row.invoiceId, row]));
  const disputed = await disputedAmong(ids, db);
  const out: Record<string, string> = {};
  for (const id of ids) {
    const row = last.get(id);
    const parts = [
      row ? `${reminderStepLabel(row.step)}, ${dutchDay(row.sentOn)}` : null,
      disputed.has(id) ? "betwist" : null,
    ].filter(Boolean);
    if (parts.length) out[id] = parts.join(" · ");
  }
  return out;
}
