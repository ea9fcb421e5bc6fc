// A bank statement booked (docs/receivables.md, "Bank statements"): an admin uploads a CAMT.053 file, each credit
// line is claimed by its bank reference (a line uploaded before is skipped), matched against what is open, and a
// line that points at open items without doubt is booked as a bank payment, one unit of work per line: a
// prepayment through the same step as staff's "Markeer als ontvangen" (recordBankTransfer: the order moves on, the
// prepayment invoice and the customer's mail follow), an invoice as a balance payment against it, a rentenota as a
// payment of the note (stored as its online payment is). The order's lock decides against a webhook or a colleague
// paying the same order at that moment: the later one finds it paid, and the line waits. Lines that match nothing, twice or another amount wait to be assigned by hand.
import type { StatementLine } from "~/lib/receivables/camt053";
import { parseStatementFile } from "~/lib/receivables/statement-file";
import { matchStatement, type Allocation } from "~/lib/receivables/matching";
import { statementCopy } from "~/content/receivables";
import { formatEuro } from "~/lib/money";
import { audit } from "../audit.server";
import type { Database } from "../db/client.server";
import type { StatementAllocation } from "../db/schema.server";
import { getDb } from "../db/index.server";
import { logger } from "../logger.server";
import { addOrderEvent, auditOrder } from "../orders/history.server";
import { payableOrderId, recordBankPayment, type Payable } from "../receivables/invoice-payment.server";
import { openStatementItems } from "../receivables/statement.server";
import {
  claimLine,
  lockLine,
  seenReferences,
  setLineOutcome,
  type StatementLineRow,
} from "../receivables/statement-lines.server";
import { lockQuote } from "../quotes/store.server";
import { inUnitOfWork, type UnitOfWork } from "../unit-of-work.server";
import { recordBankTransfer, syncOpenPayments } from "./payment-received.server";

export interface StatementSummary {
  booked: number;
  waiting: number;
  /** Lines whose bank reference was uploaded before (or by a colleague at the same moment). */
  seen: number;
}

export type StatementUploadResult = { ok: true; summary: StatementSummary } | { ok: false; error: string };

/** A booking refused under the lock: the unit of work rolls back whatever it booked of the line. */
class BookingRefused extends Error {}

/**
 * Books one allocation in the caller's unit of work (the order locked by the step it calls): a prepayment as
 * "Markeer als ontvangen" does, an invoice or rentenota as a bank payment against it with its history line and
 * audit entry.
 */
async function bookAllocation(
  unit: UnitOfWork,
  allocation: Pick<Allocation, "kind" | "itemId" | "cents">,
  input: { actorId: string; paidAt: Date },
): Promise<StatementAllocation> {
  if (allocation.kind === "prepayment") {
    const paid = await recordBankTransfer(unit, {
      actorId: input.actorId,
      quoteId: allocation.itemId,
      now: input.paidAt,
      amountCents: allocation.cents,
    });
    if (!paid.ok) throw new BookingRefused(paid.message);
    return {
      kind: "prepayment",
      quoteId: allocation.itemId,
      invoiceId: null,
      paymentId: paid.paymentId,
      cents: allocation.cents,
    };
  }
  const target: Payable = { kind: allocation.kind, id: allocation.itemId };
  const note = target.kind === "interest";
  const quoteId = await payableOrderId(unit.tx, target);
  const quote = quoteId ? await lockQuote(unit.tx, quoteId) : undefined;
  if (!quote)
    throw new BookingRefused(
      note ? statementCopy.refusals.noteNotFound : statementCopy.refusals.invoiceNotFound,
    );
  const paid = await recordBankPayment(unit.tx, {
    target,
    cents: allocation.cents,
    actorId: input.actorId,
    paidAt: input.paidAt,
  });
  if (!paid.ok) throw new BookingRefused(paid.message);
  const event = note ? statementCopy.events.notePaid : statementCopy.events.invoicePaid;
  await addOrderEvent(
    unit.tx,
    quote.id,
    "payment",
    event(formatEuro(allocation.cents), paid.number, formatEuro(paid.openAfter)),
    input.actorId,
  );
  await auditOrder(unit.tx, {
    actorId: input.actorId,
    action: "payment.received",
    quote: { id: quote.id, number: quote.number },
    details: { amountCents: allocation.cents, via: "bank", [note ? "interestNote" : "invoice"]: paid.number },
  });
  return {
    kind: target.kind,
    quoteId: quote.id,
    invoiceId: note ? null : target.id,
    ...(note ? { interestNoteId: target.id } : {}),
    paymentId: paid.paymentId,
    cents: allocation.cents,
  };
}

/**
 * Mollie's word on the payments under way of the orders a line would book (a prepayment, or the customer paying an
 * invoice online), fetched before any lock (a network call).
 */
async function syncPrepayments(allocations: readonly Pick<Allocation, "kind" | "itemId">[], db: Database) {
  for (const { kind, itemId } of allocations) {
    const quoteId =
      kind === "prepayment" ? itemId : await db.transaction((tx) => payableOrderId(tx, { kind, id: itemId }));
    if (quoteId) await syncOpenPayments(quoteId, db);
  }
}

/** Books a matched line in one unit of work: "booked", "seen" (claimed before), or "refused" (it then waits). */
async function bookLine(
  db: Database,
  line: StatementLine,
  allocations: Allocation[],
  basis: "reference" | "name",
  input: { actorId: string; now: Date },
): Promise<"booked" | "seen" | "refused"> {
  await syncPrepayments(allocations, db);
  try {
    return await inUnitOfWork(db, async (unit) => {
      const row = await claimLine(unit.tx, line, {
        outcome: "booked",
        actorId: input.actorId,
        now: input.now,
      });
      if (!row) return "seen" as const;
      // The orders in one order (their ids sorted), so two lines locking the same two orders cannot deadlock.
      const booked: StatementAllocation[] = [];
      for (const allocation of [...allocations].sort((a, b) => a.itemId.localeCompare(b.itemId)))
        booked.push(await bookAllocation(unit, allocation, { actorId: input.actorId, paidAt: input.now }));
      await setLineOutcome(unit.tx, row.id, { outcome: "booked", basis, allocations: booked });
      return "booked" as const;
    });
  } catch (error) {
    // Refused (paid at that moment), or failed: the line waits for a human, and the rest of the statement goes on.
    if (!(error instanceof BookingRefused))
      logger.error({ err: error, bankReference: line.bankReference }, "statement line could not be booked");
    const row = await claimLine(db, line, {
      outcome: "waiting",
      reason: error instanceof BookingRefused ? "refused" : "failed",
      actorId: input.actorId,
      now: input.now,
    });
    return row ? "refused" : "seen";
  }
}

/**
 * An uploaded statement (CAMT.053 or MT940): every new credit line stored and, where the matcher is sure, booked. A file that
 * is not a statement books nothing and says why in Dutch. The upload is audited with its counts (no payer data).
 */
export async function bookStatement(
  input: { content: string; actorId: string; now?: Date; today?: string },
  db: Database = getDb(),
): Promise<StatementUploadResult> {
  const parsed = parseStatementFile(input.content);
  if (!parsed.ok) return parsed;
  const now = input.now ?? new Date();
  const lines = parsed.statement.lines;
  const seen = await seenReferences(
    db,
    lines.map((line) => line.bankReference),
  );
  const outcomes = matchStatement(lines, await openStatementItems(db, input.today), seen);
  const summary: StatementSummary = { booked: 0, waiting: 0, seen: 0 };
  for (const outcome of outcomes) {
    if (outcome.kind === "skipped") {
      // A line repeated in the file itself is counted once, as the line it repeats.
      if (outcome.reason === "seen" && seen.has(outcome.line.bankReference)) summary.seen++;
      continue;
    }
    if (outcome.kind === "assign") {
      const row = await claimLine(db, outcome.line, {
        outcome: "waiting",
        reason: outcome.reason,
        actorId: input.actorId,
        now,
      });
      summary[row ? "waiting" : "seen"]++;
      continue;
    }
    const result = await bookLine(db, outcome.line, outcome.allocations, outcome.basis, {
      actorId: input.actorId,
      now,
    });
    summary[result === "booked" ? "booked" : result === "refused" ? "waiting" : "seen"]++;
  }
  await audit(db, {
    actorId: input.actorId,
    action: "statement.upload",
    targetType: "statement",
    targetId: parsed.statement.id,
    details: { lines: lines.length, ...summary },
  });
  return { ok: true, summary };
}

export type AssignResult = { ok: true; message: string } | { ok: false; status: 404 | 409; message: string };

const refused = (status: 404 | 409, message: string) => ({ ok: false, status, message }) as const;

/** A waiting line, locked; refused when it is gone or handled already. */
async function waitingLine(unit: UnitOfWork, lineId: string): Promise<StatementLineRow | AssignResult> {
  const line = await lockLine(unit.tx, lineId);
  if (!line) return refused(404, statementCopy.refusals.lineHandled);
  if (line.outcome !== "waiting") return refused(409, statementCopy.refusals.lineHandled);
  return line;
}

/**
 * A waiting line assigned by hand to an open prepayment (its exact amount), invoice or rentenota (up to what is
 * open: a part payment is fine), booked as the matcher would have booked it, and audited.
 */
export async function assignStatementLine(
  input: {
    lineId: string;
    target: { kind: Allocation["kind"]; id: string };
    actorId: string;
    now?: Date;
  },
  db: Database = getDb(),
): Promise<AssignResult> {
  await syncPrepayments([{ kind: input.target.kind, itemId: input.target.id }], db);
  try {
    return await inUnitOfWork(db, async (unit): Promise<AssignResult> => {
      const line = await waitingLine(unit, input.lineId);
      if ("ok" in line) return line;
      if (line.currency !== "EUR") return refused(409, statementCopy.refusals.notEuro);
      if (line.reason === "reversal") return refused(409, statementCopy.refusals.reversal);
      const booked = await bookAllocation(
        unit,
        { kind: input.target.kind, itemId: input.target.id, cents: line.amountCents },
        { actorId: input.actorId, paidAt: input.now ?? new Date() },
      );
      await setLineOutcome(unit.tx, line.id, {
        outcome: "booked",
        basis: "hand",
        allocations: [booked],
        handledBy: input.actorId,
        handledAt: input.now ?? new Date(),
      });
      await audit(unit.tx, {
        actorId: input.actorId,
        action: "statement.assign",
        targetType: "statement_line",
        targetId: line.id,
        targetLabel: line.bankReference,
        details: {
          kind: booked.kind,
          quoteId: booked.quoteId,
          invoiceId: booked.invoiceId,
          ...(booked.interestNoteId ? { interestNoteId: booked.interestNoteId } : {}),
          cents: booked.cents,
        },
      });
      return { ok: true, message: statementCopy.assigned(formatEuro(line.amountCents)) };
    });
  } catch (error) {
    if (error instanceof BookingRefused) return refused(409, error.message);
    throw error;
  }
}

/** A waiting line marked as no customer's payment ("geen betaling van een klant"): kept, booked to nothing. */
export async function ignoreStatementLine(
  input: { lineId: string; actorId: string; now?: Date },
  db: Database = getDb(),
): Promise<AssignResult> {
  return inUnitOfWork(db, async (unit): Promise<AssignResult> => {
    const line = await waitingLine(unit, input.lineId);
    if ("ok" in line) return line;
    await setLineOutcome(unit.tx, line.id, {
      outcome: "ignored",
      handledBy: input.actorId,
      handledAt: input.now ?? new Date(),
    });
    await audit(unit.tx, {
      actorId: input.actorId,
      action: "statement.ignore",
      targetType: "statement_line",
      targetId: line.id,
      targetLabel: line.bankReference,
    });
    return { ok: true, message: statementCopy.ignored };
  });
}
