// A new concept: staff start a quote from a lead (its customer, subject and, for a work-wear order, its lines), for a
// customer by e-mail address (a phone call or a repeat customer) or empty. What the shop knew of the same customer
// from an earlier quote fills what the lead lacks.
import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import { isLeadType, leadType, type LeadType } from "~/lib/leads/registry";
import { exclVat } from "~/lib/money";
import type { CalculatorPrice } from "~/lib/pricing/request";
import { PRICE_VAT_RATE } from "~/lib/pricing/rules";
import type { QuoteFields } from "~/lib/quotes/editor";
import type { QuoteLine } from "~/lib/quotes/lines";
import { SHIPPING_LINE } from "~/lib/quotes/suggestions";
import { audit } from "../audit.server";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { quoteLines, quotes, workwearOrderLines } from "../db/schema.server";
import { getLead, isLeadId } from "../leads/inbox.server";
import { defaultValidUntil, insertLines, totalsColumns } from "../quotes/store.server";

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
  // A reorder ("Opnieuw bestellen"): the delivered order's lines as accepted (its shipping line among them).
  const reordered = type === "quote" ? await reorderedLines(record.reorderOf, db) : null;
  // A request from a calculator (docs/pricing.md): its lines as the server priced them from the published rules,
  // so the concept's totals are the calculator's.
  const calculator = record.calculator as CalculatorPrice | null | undefined;
  if (type === "quote" && calculator && !reordered)
    for (const line of calculator.lines)
      lines.push({
        kind: "item",
        description: line.description,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        vatRate: PRICE_VAT_RATE,
        optional: false,
        included: true,
      });
  if (reordered) lines.push(...reordered);
  else if (deliveryMethod === "shipping") lines.push(SHIPPING_LINE);
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

/** The included lines of the order a reorder repeats (null when the lead is no reorder or the order is gone). */
async function reorderedLines(reorderOf: unknown, db: Database): Promise<QuoteLine[] | null> {
  if (typeof reorderOf !== "string") return null;
  const rows = await db
    .select()
    .from(quoteLines)
    .where(and(eq(quoteLines.quoteId, reorderOf), eq(quoteLines.included, true)))
    .orderBy(asc(quoteLines.position));
  if (rows.length === 0) return null;
  return rows.map((line) => ({
    kind: line.kind as QuoteLine["kind"],
    description: line.description,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    vatRate: line.vatRate as QuoteLine["vatRate"],
    optional: false,
    included: true,
  }));
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
