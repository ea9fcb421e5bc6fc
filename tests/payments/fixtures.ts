// Orders waiting for their prepayment, and the customer's quote page and Mollie's webhook called as React Router
// calls them, for the payments tests; plus what an order left behind (payments, invoices, history, mails).
import { randomUUID } from "node:crypto";
import { and, asc, eq, like } from "drizzle-orm";
import { action as quoteAction, loader as quoteLoader } from "~/routes/offerte";
import { action as webhookAction } from "~/routes/api.mollie-webhook";
import type { Database } from "~/server/db/client.server";
import { invoices, outbox, payments, refunds } from "~/server/db/schema.server";
import { contextFor, freshIp } from "../leads/helpers";
import { answerOf } from "../helpers/route-answer";
import { eventsOf } from "../orders/fixtures";

export { eventsOf };
import { acceptedQuote, createLead, quoteLine, type ConceptInput } from "../quotes/fixtures";

const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

/** A quote sent to and accepted by its customer: an order waiting for its prepayment (€ 257,13 by default). */
export async function acceptedOrder(
  db: Database,
  actorId: string,
  over: Partial<Pick<ConceptInput, "lines" | "fields">> = {},
) {
  const email = `klant-${randomUUID()}@example.nl`;
  const leadId = await createLead(db, { email, name: "Sanne de Vries" });
  const acceptedAt = new Date();
  const sent = await acceptedQuote(db, {
    actorId,
    leadId,
    lines: over.lines ?? [quoteLine()],
    fields: over.fields,
    now: new Date(acceptedAt.getTime() - 3600_000),
    acceptedAt,
  });
  return { ...sent, email };
}

/** The customer's page at `location` (a path with its query, or Mollie's redirect URL). */
export async function openQuotePage(location: string, ip = freshIp()) {
  const url = new URL(location, "http://localhost");
  const token = url.pathname.split("/")[2]!;
  const request = new Request(`http://localhost${url.pathname}${url.search}`, {
    headers: { "user-agent": PHONE_UA },
  });
  return answerOf(() =>
    quoteLoader({ request, url: new URL(request.url), params: { token }, context: contextFor(ip) } as never),
  );
}

export type QuotePageData = Awaited<ReturnType<typeof quoteLoader>>;

export async function quotePageData(location: string): Promise<QuotePageData> {
  const answer = await openQuotePage(location);
  if (answer.status !== 200) throw new Error(`page answered ${answer.status}`);
  return answer.body as QuotePageData;
}

/** "Betalen met iDEAL" as the page's form posts it. */
export function postPay(token: string, ip = freshIp()) {
  const request = new Request(`http://localhost/offerte/${token}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": PHONE_UA },
    body: new URLSearchParams({ intent: "pay" }),
  });
  return answerOf(() =>
    quoteAction({ request, url: new URL(request.url), params: { token }, context: contextFor(ip) } as never),
  );
}

/** Mollie's webhook reaching the route (the fake's in-process delivery). */
export async function deliverWebhook(request: Request): Promise<Response> {
  const response = await webhookAction({
    request,
    url: new URL(request.url),
    params: {},
    context: contextFor("198.51.100.10"),
  } as never);
  return response;
}

export function paymentsOf(db: Database, quoteId: string) {
  return db.select().from(payments).where(eq(payments.quoteId, quoteId)).orderBy(asc(payments.createdAt));
}

export async function refundsOf(db: Database, quoteId: string) {
  const rows = await paymentsOf(db, quoteId);
  const all = await db.select().from(refunds).orderBy(asc(refunds.createdAt));
  return all.filter((refund) => rows.some((row) => row.id === refund.paymentId));
}

export function invoicesOf(db: Database, quoteId: string) {
  return db.select().from(invoices).where(eq(invoices.quoteId, quoteId)).orderBy(asc(invoices.number));
}

/** The mails of `kind` (a prefix: "invoice" matches every invoice mail) to `to`. */
export function mailsTo(db: Database, to: string, kind: string) {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to.toLowerCase()), like(outbox.kind, `${kind}%`)))
    .orderBy(asc(outbox.createdAt));
}

/** Everything a payment leaves behind, to compare before and after something that must change nothing. */
export async function footprint(db: Database, quoteId: string, email: string) {
  return {
    payments: (await paymentsOf(db, quoteId)).map((p) => ({
      id: p.id,
      status: p.status,
      paidAt: p.paidAt?.toISOString() ?? null,
      refundedCents: p.refundedCents,
    })),
    refunds: (await refundsOf(db, quoteId)).length,
    invoices: (await invoicesOf(db, quoteId)).map((i) => i.number),
    events: (await eventsOf(db, quoteId)).length,
    mails: (await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, email.toLowerCase()))).length,
  };
}
