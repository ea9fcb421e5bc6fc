// Quotes as stored: reading one with its lines, the order's row lock, the document the customer sees, and saving
// a concept's fields and lines. A new concept (from a lead, a repeat customer or a phone call):
// workflows/quote-drafted.server.ts.
// Sending and accepting: app/server/workflows; the staff's other actions: staff-actions.server.ts; the customer's
// link: customer-actions.server.ts; expiry and reminders: expiry.server.ts.
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { SiteConfig } from "~/content/site";
import { isUuid } from "~/lib/uuid";
import type { LeadType } from "~/lib/leads/registry";
import {
  isVatRate,
  quoteLinesProblem,
  quoteTotals,
  deliveryTimeLabel,
  type QuoteLine,
} from "~/lib/quotes/lines";
import type { QuoteDocument, Supplier } from "~/lib/quotes/document";
import type { QuoteFields } from "~/lib/quotes/editor";
import { versionedQuoteNumber } from "~/lib/quotes/number";
import { isQuoteStatus, type QuoteStatus } from "~/lib/quotes/status";
import { shopNow } from "~/lib/shop-time";
import { audit } from "../audit.server";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { quoteLines, quotes } from "../db/schema.server";
import { getEnv } from "../env.server";

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteLineRow = typeof quoteLines.$inferSelect;
export interface StoredQuote extends QuoteRow {
  lines: QuoteLineRow[];
}

/** The customer and terms staff edit on a concept (the editor's form checks them: ~/lib/quotes/editor). */
export type { QuoteFields };

export function isQuoteId(value: unknown): value is string {
  return isUuid(value);
}

/** Today in Amsterdam (yyyy-MM-dd): validity and expiry are calendar days of the shop. */
export function shopToday(now = new Date()): string {
  return shopNow(now).date;
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The default "geldig tot": QUOTE_VALID_DAYS from today. */
export function defaultValidUntil(now = new Date()): string {
  return addDays(shopToday(now), getEnv().QUOTE_VALID_DAYS);
}

export async function getQuote(id: string, db: Database | Tx = getDb()): Promise<StoredQuote | null> {
  if (!isQuoteId(id)) return null;
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, id));
  if (!quote) return null;
  return { ...quote, lines: await linesOf(db, id) };
}

/**
 * The order's row lock: the quote row is the order, so every write to a quote, its order, payments or invoices
 * takes this lock first and they apply one after another, on every instance. Nothing slow runs while it is held
 * (no PDF, no Mollie call): that work is done before the transaction or after its commit (unit-of-work.server.ts).
 */
export async function lockQuote(tx: Tx, id: string): Promise<QuoteRow | undefined> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
  return row;
}

/** The locked quote with its lines, or null. */
export async function lockQuoteWithLines(tx: Tx, id: string): Promise<StoredQuote | null> {
  const row = await lockQuote(tx, id);
  return row ? { ...row, lines: await linesOf(tx, id) } : null;
}

export function linesOf(db: Database | Tx, quoteId: string): Promise<QuoteLineRow[]> {
  return db
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.quoteId, quoteId))
    .orderBy(asc(quoteLines.position));
}

/** A stored line as the money rules read it. */
export function toQuoteLine(row: QuoteLineRow): QuoteLine {
  return {
    kind: row.kind === "shipping" || row.kind === "discount" ? row.kind : "item",
    description: row.description,
    quantity: row.quantity,
    unitPriceCents: row.unitPriceCents,
    vatRate: isVatRate(row.vatRate) ? row.vatRate : 21,
    optional: row.optional,
    included: row.optional ? row.included : true,
  };
}

/** The number a version is known by, or null for a first concept. */
export function displayNumber(quote: Pick<QuoteRow, "number" | "version">): string | null {
  return quote.number ? versionedQuoteNumber(quote.number, quote.version) : null;
}

/** The lead a quote came from and the number it is known by: what the lead's history names when it follows. */
export function leadSource(quote: Pick<QuoteRow, "leadType" | "leadId" | "number" | "version">) {
  return { leadType: quote.leadType, leadId: quote.leadId, number: displayNumber(quote) ?? "concept" };
}

export function quoteStatus(quote: Pick<QuoteRow, "status">): QuoteStatus {
  return isQuoteStatus(quote.status) ? quote.status : "concept";
}

/** The quote as the customer sees it: the page, the staff preview, the PDF and the mails all read this. */
export function quoteDocument(quote: StoredQuote): QuoteDocument {
  const lines = quote.lines.map((row) => {
    const line = toQuoteLine(row);
    return { ...line, id: row.id, netCents: line.quantity * line.unitPriceCents };
  });
  return {
    id: quote.id,
    number: displayNumber(quote),
    version: quote.version,
    status: quoteStatus(quote),
    issuedOn: quote.sentAt ? shopToday(quote.sentAt) : null,
    validUntil: quote.validUntil,
    customer: {
      name: quote.customerName,
      company: quote.customerCompany,
      email: quote.customerEmail,
      phone: quote.customerPhone,
      address: quote.customerAddress,
      kvk: quote.customerKvk,
      btw: quote.customerBtw,
    },
    subject: quote.subject,
    lines,
    totals: quoteTotals(lines),
    deliveryTime: deliveryTimeLabel(quote.rush),
    note: quote.note,
    acceptance:
      quote.status === "geaccepteerd" && quote.acceptedName && quote.closedAt
        ? { name: quote.acceptedName, at: quote.closedAt.toISOString() }
        : null,
    declined:
      quote.status === "afgewezen" && quote.closedAt
        ? { at: quote.closedAt.toISOString(), reason: quote.declineReason }
        : null,
  };
}

export function supplierOf(site: SiteConfig): Supplier {
  return {
    brand: site.brand,
    street: site.street,
    postalCode: site.postalCode,
    city: site.city,
    email: site.email,
    phone: site.phone,
    url: site.url,
    kvk: site.kvk,
    btw: site.btw,
    iban: site.iban,
  };
}

export function totalsColumns(lines: readonly QuoteLine[]) {
  const totals = quoteTotals(lines);
  return { netCents: totals.netCents, grossCents: totals.grossCents };
}

export async function insertLines(tx: Tx, quoteId: string, lines: readonly QuoteLine[]): Promise<void> {
  if (!lines.length) return;
  await tx.insert(quoteLines).values(
    lines.map((line, position) => ({
      quoteId,
      position,
      kind: line.kind,
      description: line.description.trim(),
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      vatRate: line.vatRate,
      optional: line.optional,
      included: line.optional ? line.included : true,
    })),
  );
}

export type SaveQuoteResult =
  | { ok: true }
  | { ok: false; reason: "not-found" | "not-concept" }
  | { ok: false; reason: "invalid"; message: string };

/** Saves a concept's fields and replaces its lines; a sent quote changes only through a new version. */
export async function saveConcept(
  input: { actorId: string; id: string; fields: QuoteFields; lines: QuoteLine[] },
  db: Database = getDb(),
): Promise<SaveQuoteResult> {
  if (!isQuoteId(input.id)) return { ok: false, reason: "not-found" };
  const problem = quoteLinesProblem(input.lines);
  if (problem) return { ok: false, reason: "invalid", message: problem };
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(quotes).where(eq(quotes.id, input.id)).for("update");
    if (!current) return { ok: false as const, reason: "not-found" as const };
    if (current.status !== "concept") return { ok: false as const, reason: "not-concept" as const };
    const fields = input.fields;
    await tx
      .update(quotes)
      .set({
        ...fields,
        customerEmail: fields.customerEmail.trim().toLowerCase(),
        ...totalsColumns(input.lines),
      })
      .where(eq(quotes.id, input.id));
    await tx.delete(quoteLines).where(eq(quoteLines.quoteId, input.id));
    await insertLines(tx, input.id, input.lines);
    await audit(tx, {
      actorId: input.actorId,
      action: "quote.update",
      targetType: "quote",
      targetId: input.id,
      details: { lines: input.lines.length },
    });
    return { ok: true as const };
  });
}

/** Every version of the quotes made for a lead, newest first: the lead page's quote history. */
export function quotesForLead(type: LeadType, id: string, db: Database = getDb()): Promise<QuoteRow[]> {
  return db
    .select()
    .from(quotes)
    .where(and(eq(quotes.leadType, type), eq(quotes.leadId, id)))
    .orderBy(desc(quotes.createdAt));
}

/** Every quote to an address (a customer page, a customer's /dashboard, the AVG export). */
export function quotesForEmail(email: string, db: Database = getDb()): Promise<QuoteRow[]> {
  return db
    .select()
    .from(quotes)
    .where(eq(quotes.customerEmail, email.trim().toLowerCase()))
    .orderBy(desc(quotes.createdAt));
}

/** The lines of several quotes at once (CSV, AVG export). */
export async function linesOfQuotes(db: Database, ids: string[]): Promise<Map<string, QuoteLineRow[]>> {
  const byQuote = new Map<string, QuoteLineRow[]>();
  if (!ids.length) return byQuote;
  const rows = await db
    .select()
    .from(quoteLines)
    .where(inArray(quoteLines.quoteId, ids))
    .orderBy(asc(quoteLines.position));
  for (const row of rows) byQuote.set(row.quoteId, [...(byQuote.get(row.quoteId) ?? []), row]);
  return byQuote;
}
