// The statement lines the shop uploaded (docs/receivables.md, "Bank statements"): one row per credit line, unique
// by the bank's reference, so a statement uploaded twice books nothing twice. What a line became (booked, waiting
// to be assigned by hand, ignored) and what it was booked to. The booking itself is the workflow's
// (workflows/statement-booked.server.ts).
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { StatementLine } from "~/lib/receivables/camt053";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { statementLines, type StatementAllocation } from "../db/schema.server";

export type StatementLineRow = typeof statementLines.$inferSelect;
export type StatementOutcome = "booked" | "waiting" | "ignored";

/** The bank references of these lines that were uploaded before. */
export async function seenReferences(db: Database | Tx, references: readonly string[]): Promise<Set<string>> {
  if (!references.length) return new Set();
  const rows = await db
    .select({ reference: statementLines.bankReference })
    .from(statementLines)
    .where(inArray(statementLines.bankReference, [...references]));
  return new Set(rows.map((row) => row.reference));
}

/**
 * Claims a line by its bank reference: the new row, or null when the reference is there already (uploaded before,
 * or by a colleague at this moment; the unique reference decides).
 */
export async function claimLine(
  tx: Database | Tx,
  line: StatementLine,
  input: { outcome: StatementOutcome; reason?: string | null; actorId: string; now: Date },
): Promise<StatementLineRow | null> {
  const [row] = await tx
    .insert(statementLines)
    .values({
      bankReference: line.bankReference,
      bookingDate: line.bookingDate,
      amountCents: line.amountCents,
      currency: line.currency,
      payerName: line.name,
      payerIban: line.iban,
      remittance: line.remittance,
      outcome: input.outcome,
      reason: input.reason ?? null,
      uploadedBy: input.actorId,
      uploadedAt: input.now,
    })
    .onConflictDoNothing({ target: statementLines.bankReference })
    .returning();
  return row ?? null;
}

export async function setLineOutcome(
  tx: Tx,
  id: string,
  change: {
    outcome: StatementOutcome;
    reason?: string | null;
    basis?: string | null;
    allocations?: StatementAllocation[];
    handledBy?: string | null;
    handledAt?: Date | null;
  },
): Promise<void> {
  await tx.update(statementLines).set(change).where(eq(statementLines.id, id));
}

/** The line, locked for the one who assigns it (two admins assigning the same line: the second finds it handled). */
export async function lockLine(tx: Tx, id: string): Promise<StatementLineRow | undefined> {
  const [row] = await tx.select().from(statementLines).where(eq(statementLines.id, id)).for("update");
  return row;
}

/** Lines waiting to be assigned by hand, oldest booking first. */
export function waitingLines(db: Database | Tx = getDb()): Promise<StatementLineRow[]> {
  return db
    .select()
    .from(statementLines)
    .where(eq(statementLines.outcome, "waiting"))
    .orderBy(asc(statementLines.bookingDate), asc(statementLines.bankReference));
}

/** The statement lines booked to any of these orders (an AVG request: they carry the payer's name and IBAN). */
export function linesOfOrders(db: Database | Tx, quoteIds: readonly string[]): Promise<StatementLineRow[]> {
  if (!quoteIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(statementLines)
    .where(
      and(
        sql`exists (select 1 from jsonb_array_elements(${statementLines.allocations}) as a
          where a->>'quoteId' in (${sql.join(
            quoteIds.map((id) => sql`${id}`),
            sql`, `,
          )}))`,
      ),
    )
    .orderBy(desc(statementLines.bookingDate));
}
