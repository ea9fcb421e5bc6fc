// Quotes as stored: reading one with its lines, the document the customer sees, a new concept (from a lead,
// from a customer's earlier quote, or empty for a phone call) and saving a concept's fields and lines.
// Sending, accepting and the rest of a quote's life: lifecycle.server.ts.
import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { SiteConfig } from "~/content/site";
import { isLeadType, leadType, type LeadType } from "~/lib/leads/registry";
import {
  isVatRate,
  quoteLinesProblem,
  quoteTotals,
  deliveryTimeLabel,
  type QuoteLine,
} from "~/lib/quotes/lines";
import type { QuoteDocument, Supplier } from "~/lib/quotes/document";
import type { QuoteFields } from "~/lib/quotes/editor";
import { SHIPPING_LINE } from "~/lib/quotes/suggestions";
import { exclVat } from "~/lib/money";
import { versionedQuoteNumber } from "~/lib/quotes/number";
import { isQuoteStatus, type QuoteStatus } from "~/lib/quotes/status";
import { shopNow } from "~/lib/shop-time";
import { audit } from "../audit.server";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { quoteLines, quotes, workwearOrderLines } from "../db/schema.server";
import { getEnv } from "../env.server";
import { getLead, isLeadId } from "../leads/inbox.server";

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteLineRow = typeof quoteLines.$inferSelect;
export interface StoredQuote extends QuoteRow {
  lines: QuoteLineRow[];
}

/** The customer and terms staff edit on a concept (the editor's form checks them: ~/lib/quotes/editor). */
export type { QuoteFields };

export function isQuoteId(value: unknown): value is string {
  return isLeadId(value);
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

/** What a concept made from a lead starts with: the customer, the subject and, for an order, its lines. */
async function prefillFromLead(
  type: LeadType,
  id: string,
  db: Database,
): Promise<{
  fields: Partial<QuoteFields>;
  lines: QuoteLine[];
  source: string | null;
  form: string | null;
} | null> {
  const lead = await getLead(type, id, db);
  if (!lead) return null;
  const entry = leadType(type);
  const contact = entry.contact(lead as never);
  const record = lead as unknown as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === "string" ? (record[key] as string) : null);
  const deliveryMethod = text("deliveryMethod");
  const lines: QuoteLine[] = [];
  if (type === "workwear") {
    const orderLines = await db
      .select()
      .from(workwearOrderLines)
      .where(eq(workwearOrderLines.orderId, id))
      .orderBy(asc(workwearOrderLines.position));
    for (const line of orderLines)
      lines.push({
        kind: "item",
        description: `${line.productName}, maat ${line.size}, ${line.colorName}`,
        quantity: line.quantity,
        unitPriceCents: exclVat(line.unitPrice),
        vatRate: 21,
        optional: false,
        included: true,
      });
    // The order's total leaves the decoration out: staff price it here before the customer pays.
    lines.push({
      kind: "item",
      description: `${text("technique") === "borduren" ? "Borduren" : "Bedrukken"}: ${text("logoPosition") ?? "logo"}`,
      quantity: orderLines.reduce((sum, line) => sum + line.quantity, 0) || 1,
      unitPriceCents: 0,
      vatRate: 21,
      optional: false,
      included: true,
    });
  }
  if (deliveryMethod === "shipping") lines.push(SHIPPING_LINE);
  return {
    fields: {
      customerName: contact.name,
      customerEmail: contact.email,
      customerPhone: contact.phone ?? null,
      customerCompany: (contact as { company?: string | null }).company ?? null,
      subject: entry.subject ? entry.subject(lead as never) : null,
      deliveryMethod,
      deliveryLocation: text("deliveryLocation"),
    },
    lines,
    source: lead.source ?? null,
    form: text("form") ?? type,
  };
}

/** What the shop knew of this customer from an earlier quote (company, address, KvK/BTW). */
async function knownCustomer(email: string, db: Database): Promise<Partial<QuoteFields>> {
  const [earlier] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.customerEmail, email.trim().toLowerCase()), isNotNull(quotes.customerName)))
    .orderBy(desc(quotes.createdAt))
    .limit(1);
  if (!earlier || earlier.anonymizedAt) return {};
  return {
    customerName: earlier.customerName,
    customerPhone: earlier.customerPhone,
    customerCompany: earlier.customerCompany,
    customerAddress: earlier.customerAddress,
    customerKvk: earlier.customerKvk,
    customerBtw: earlier.customerBtw,
  };
}

export type CreateQuoteResult = { ok: true; id: string } | { ok: false; reason: "lead-not-found" };

/**
 * A new concept: prefilled from a lead (`lead`), or for a customer by e-mail address (`email`, a phone call
 * or a repeat customer), or empty. Known details of the same customer fill what the lead lacks.
 */
export async function createQuote(
  input: {
    actorId: string;
    lead?: { type: string; id: string };
    email?: string;
    /** What the shop knows from the customer's leads (the customer page): used where no quote says more. */
    contact?: Partial<Pick<QuoteFields, "customerName" | "customerPhone" | "customerCompany">>;
    now?: Date;
  },
  db: Database = getDb(),
): Promise<CreateQuoteResult> {
  let fields: Partial<QuoteFields> = {};
  let lines: QuoteLine[] = [];
  let origin: { source: string | null; form: string | null } = { source: null, form: null };
  if (input.lead) {
    if (!isLeadType(input.lead.type) || !isLeadId(input.lead.id))
      return { ok: false, reason: "lead-not-found" };
    const prefill = await prefillFromLead(input.lead.type, input.lead.id, db);
    if (!prefill) return { ok: false, reason: "lead-not-found" };
    ({ fields, lines } = prefill);
    origin = { source: prefill.source, form: prefill.form };
  } else if (input.email) {
    fields = { customerEmail: input.email };
  }
  const email = (fields.customerEmail ?? "").trim().toLowerCase();
  const known = email ? await knownCustomer(email, db) : {};
  const merged = { ...withoutEmpty(input.contact ?? {}), ...known, ...withoutEmpty(fields) };
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quotes)
      .values({
        customerName: merged.customerName ?? "",
        customerEmail: email,
        customerPhone: merged.customerPhone ?? null,
        customerCompany: merged.customerCompany ?? null,
        customerAddress: merged.customerAddress ?? null,
        customerKvk: merged.customerKvk ?? null,
        customerBtw: merged.customerBtw ?? null,
        subject: merged.subject ?? null,
        deliveryMethod: merged.deliveryMethod ?? null,
        deliveryLocation: merged.deliveryLocation ?? null,
        validUntil: defaultValidUntil(input.now),
        leadType: input.lead?.type ?? null,
        leadId: input.lead?.id ?? null,
        source: origin.source,
        form: origin.form,
        createdBy: input.actorId,
        ...totalsColumns(lines),
      })
      .returning({ id: quotes.id });
    await insertLines(tx, row!.id, lines);
    await audit(tx, {
      actorId: input.actorId,
      action: "quote.create",
      targetType: "quote",
      targetId: row!.id,
    });
    return row!.id;
  });
  return { ok: true, id };
}

function withoutEmpty<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== ""),
  ) as Partial<T>;
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
