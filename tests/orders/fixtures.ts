// Orders for the integration tests: a quote accepted by its customer (an order waiting for its prepayment, none on
// payment terms), its prepayment received, and what the order left behind (its history, the customer's mails).
// Production waits for an approved proof (docs/proofs.md): these orders have theirs waived at acceptance ("geen
// drukproef nodig"), so the tests of moves, pages and reviews read as before; tests/proofs/ tests the proof itself.
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { orderEvents, outbox, quotes, users } from "~/server/db/schema.server";
import { markBankTransferReceived } from "~/server/workflows/payment-received.server";
import { waiveProof } from "~/server/workflows/proofs.server";
import { Jar } from "../auth/client";
import { contextFor } from "../leads/helpers";
import { acceptedQuote, createLead, type ConceptInput } from "../quotes/fixtures";

/** A lead's quote sent and accepted by its customer: an order. */
export async function acceptedOrder(
  db: Database,
  input: Omit<ConceptInput, "leadId"> & { acceptedAt?: Date; sentAt?: Date; proof?: "waived" | "none" },
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
  if (input.proof !== "none") {
    const waived = await waiveProof(
      { actorId: input.actorId, quoteId: sent.id, confirmed: true, now: acceptedAt },
      db,
    );
    if (!waived.ok) throw new Error(`proof not waived: ${waived.message}`);
  }
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

/** The order's customer with an account (signed up with the order's e-mail address, verified), signed in. */
export async function customerAccount(db: Database, email: string): Promise<Jar> {
  const jar = new Jar();
  await jar.signUpAndSignIn({ email, password: "klant-wachtwoord-123" });
  await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  return jar;
}

/** The customer's /dashboard as its loader answers it: the quote with the order's state beside it. */
export async function dashboardQuote(jar: Jar, quoteId: string) {
  const request = jar.request("/dashboard");
  const data = (await dashboardLoader({
    request,
    url: new URL(request.url),
    params: {},
    context: contextFor(jar.ip),
  } as never)) as Awaited<ReturnType<typeof dashboardLoader>>;
  return data.quotes!.find((q) => q.id === quoteId)!;
}
