// Quotes as the staff pages make them, for the integration tests: a staff user, a lead, a concept with lines and
// the customer's fields, sending it at a chosen moment, and the link the customer got by mail.
import { TEST_BILLING_ADDRESS } from "../helpers/shop-details";
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import type { QuoteLine } from "~/lib/quotes/lines";
import { openDatabase, type Database } from "~/server/db/client.server";
import { outbox, quoteRequests, users } from "~/server/db/schema.server";
import { acceptQuote } from "~/server/workflows/quote-accepted.server";
import { sendQuote } from "~/server/workflows/quote-sent.server";
import { getQuote, saveConcept, type QuoteFields } from "~/server/quotes/store.server";
import { createQuote } from "~/server/workflows/quote-drafted.server";
import { type DatabaseKind, type TestDatabase, useTestDatabase } from "../helpers/db";

export const quoteLine = (over: Partial<QuoteLine> = {}): QuoteLine => ({
  kind: "item",
  description: "T-shirt bedrukken, borst",
  quantity: 25,
  unitPriceCents: 850,
  vatRate: 21,
  optional: false,
  included: true,
  ...over,
});

export async function createStaff(db: Database): Promise<string> {
  const id = randomUUID();
  await db.insert(users).values({ id, name: "Sam", email: `sam-${id}@drukkerij.test`, emailVerified: true });
  return id;
}

/** A quote request as the site's form stores it (the fields a quote is prefilled from). */
export async function createLead(
  db: Database,
  over: Partial<typeof quoteRequests.$inferInsert> = {},
): Promise<string> {
  const [lead] = await db
    .insert(quoteRequests)
    .values({
      form: "modal",
      name: "Sanne de Vries",
      email: `sanne-${randomUUID()}@example.nl`,
      phone: "0612345678",
      company: "Bakkerij De Vries",
      service: "kledingbedrukking",
      description: "25 shirts",
      source: "instagram",
      ...over,
    })
    .returning({ id: quoteRequests.id });
  return lead!.id;
}

export interface ConceptInput {
  actorId: string;
  /** Made from this quote request; otherwise a quote for `email` (a phone call). */
  leadId?: string;
  email?: string;
  lines?: QuoteLine[];
  /** The moment the concept is made (its default validity counts from it). */
  now?: Date;
  fields?: Partial<QuoteFields>;
}

/** A concept with lines, saved through the staff editor's path. */
export async function createConcept(db: Database, input: ConceptInput): Promise<string> {
  const created = await createQuote(
    {
      actorId: input.actorId,
      lead: input.leadId ? { type: "quote", id: input.leadId } : undefined,
      email: input.email,
      now: input.now,
    },
    db,
  );
  if (!created.ok) throw new Error("concept not created");
  const quote = (await getQuote(created.id, db))!;
  const fields: QuoteFields = {
    customerName: quote.customerName || "Jan Klant",
    customerEmail: quote.customerEmail,
    customerPhone: quote.customerPhone,
    customerCompany: quote.customerCompany,
    // Every invoice names the customer's address: a quote without one asks it at acceptance (customer-page tests).
    customerAddress: quote.customerAddress ?? TEST_BILLING_ADDRESS,
    customerKvk: quote.customerKvk,
    customerBtw: quote.customerBtw,
    subject: quote.subject,
    deliveryMethod: quote.deliveryMethod,
    deliveryLocation: quote.deliveryLocation,
    rush: quote.rush,
    paymentTerms: quote.paymentTerms,
    validUntil: quote.validUntil,
    note: quote.note,
    ...input.fields,
  };
  const saved = await saveConcept(
    { actorId: input.actorId, id: created.id, fields, lines: input.lines ?? [quoteLine()] },
    db,
  );
  expect(saved).toEqual({ ok: true });
  return created.id;
}

/** The link in the newest "offerte verstuurd" mail to `to`. */
export async function tokenMailedTo(db: Database, to: string): Promise<string> {
  const [mail] = await db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.kind, "quote.sent"), eq(outbox.to, to.toLowerCase())))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const token = /\/offerte\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no quote mail to ${to}`);
  return token;
}

/** A concept sent at `now`: its number and the customer's link. */
export async function sentQuote(db: Database, input: ConceptInput & { now: Date }) {
  const id = await createConcept(db, input);
  const sent = await sendQuote({ actorId: input.actorId, id, now: input.now }, db);
  if (!sent.ok) throw new Error(`not sent: ${sent.reason}`);
  const quote = (await getQuote(id, db))!;
  return {
    id,
    number: sent.number,
    email: quote.customerEmail,
    token: await tokenMailedTo(db, quote.customerEmail),
  };
}

/** Sent at `sentAt` and accepted by the customer at `acceptedAt`. */
export async function acceptedQuote(
  db: Database,
  input: ConceptInput & { now: Date; acceptedAt: Date; included?: (lineIds: string[]) => string[] },
) {
  const sent = await sentQuote(db, input);
  const quote = (await getQuote(sent.id, db))!;
  const optional = quote.lines.filter((l) => l.optional).map((l) => l.id);
  const answer = await acceptQuote(
    {
      token: sent.token,
      name: quote.customerName,
      included: input.included ? input.included(optional) : [],
      ip: "203.0.113.9",
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148",
      now: input.acceptedAt,
    },
    db,
  );
  expect(answer).toEqual({ ok: true });
  return sent;
}

/**
 * Two app instances' worth of connections: on PostgreSQL a second handle with its own pool on the same database;
 * PGlite is one process's embedded database, so both "instances" share its one handle.
 */
export function secondInstance(database: TestDatabase): { db: Database; close(): Promise<void> } {
  if (database.kind === "pglite" || !database.url) return { db: database.db, close: async () => {} };
  const other = openDatabase({ url: database.url });
  return { db: other.db, close: () => other.close() };
}

/** A fresh database of `kind` for the suite, set as the app's, with a staff user who makes the quotes. */
export function useQuoteDatabase(kind: DatabaseKind): { database: TestDatabase; actorId: string } {
  const suite = { database: useTestDatabase(kind), actorId: "" };
  beforeAll(async () => {
    suite.actorId = await createStaff(suite.database.db);
  });
  return suite;
}
