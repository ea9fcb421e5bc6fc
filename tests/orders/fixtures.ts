// Orders for the integration tests: a quote accepted by its customer (an order waiting for its prepayment, or in
// production at once on payment terms), its prepayment received, and what the order left behind (its
// history, the customer's mails).
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { orderEvents, outbox, quotes } from "~/server/db/schema.server";
import { markBankTransferReceived } from "~/server/workflows/payment-received.server";
import { acceptedQuote, createLead, type ConceptInput } from "../quotes/fixtures";

/** A lead's quote sent and accepted by its customer: an order. */
export async function acceptedOrder(
  db: Database,
  input: Omit<ConceptInput, "leadId"> & { acceptedAt?: Date; sentAt?: Date },
) {
  const email = `klant-${randomUUID()}@example.nl`;
  const leadId = await createLead(db, { email, name: "Sanne de Vries" });
  const acceptedAt = input.acceptedAt ?? new Date();
  const sent = await acceptedQuote(db, {
    ...input,
    leadId,
    now: input.sentAt ?? new Date(acceptedAt.getTime() - 3600_000),
    acceptedAt,
  });
  return { ...sent, leadId, email };
}

/** The prepayment received by bank transfer, as staff mark it (with its prepayment invoice and mail). */
export async function receivePrepayment(
  db: Database,
  quoteId: string,
  input: { actorId: string; now?: Date },
): Promise<void> {
  const result = await markBankTransferReceived({ ...input, quoteId }, db);
  if (!result.ok) throw new Error(`not paid: ${result.message}`);
}

export function orderOf(db: Database, quoteId: string) {
  return db
    .select()
    .from(quotes)
    .where(eq(quotes.id, quoteId))
    .then((rows) => rows[0]!);
}

export function eventsOf(db: Database, quoteId: string) {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.quoteId, quoteId))
    .orderBy(asc(orderEvents.createdAt));
}

/** The order mails (kind order.*) sent to `to`, oldest first. */
export async function orderMailsTo(db: Database, to: string) {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to.toLowerCase())))
    .orderBy(asc(outbox.createdAt));
  return rows.filter((row) => row.kind.startsWith("order."));
}
