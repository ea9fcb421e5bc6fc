// Issued invoices as read back: one with its lines as the InvoiceDocument every reader uses (the PDF, the mail,
// the pages, the exports), an order's invoices, a month's invoices. Reading only: an invoice is never changed.
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { isUuid } from "~/lib/uuid";
import type { InvoiceCustomer, InvoiceDocument } from "~/lib/invoices/document";
import { INVOICE_KINDS, type InvoiceKind } from "~/lib/invoices/number";
import { VAT_RATES, type VatGroup, type VatRate } from "~/lib/money";
import type { Supplier } from "~/lib/quotes/document";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { invoiceLines, invoices } from "../db/schema.server";
import type { InvoiceLineRow, InvoiceRow } from "./issue.server";

export type { InvoiceLineRow, InvoiceRow };
export type StoredInvoice = InvoiceRow & { lines: InvoiceLineRow[] };

/** F2026-0001: the only shape an invoice number has (a URL's :number is checked against it). */
const NUMBER = /^F\d{4}-\d{4,}$/;

export function isInvoiceNumber(value: unknown): value is string {
  return typeof value === "string" && NUMBER.test(value);
}

function kindOf(value: string): InvoiceKind {
  return (INVOICE_KINDS as readonly string[]).includes(value) ? (value as InvoiceKind) : "invoice";
}

/** Number order (F2026-9999 before F2026-10000): the series order, which creation times need not follow. */
const byNumber = [sql`length(${invoices.number})`, asc(invoices.number)];

const text = (record: Record<string, string | null>, key: string) =>
  typeof record[key] === "string" && record[key] !== "" ? record[key] : null;

function groups(vat: InvoiceRow["vat"]): VatGroup[] {
  return vat
    .filter((g) => (VAT_RATES as readonly number[]).includes(g.rate))
    .map((g) => ({ rate: g.rate as VatRate, netCents: Number(g.netCents), vatCents: Number(g.vatCents) }));
}

/** The stored invoice as every reader sees it; `creditFor` names the invoice a credit invoice corrects. */
export function invoiceDocument(
  invoice: StoredInvoice,
  creditFor: Pick<InvoiceRow, "number" | "issuedOn"> | null = null,
): InvoiceDocument {
  const customer: InvoiceCustomer = {
    name: text(invoice.customer, "name") ?? "",
    company: text(invoice.customer, "company"),
    address: text(invoice.customer, "address"),
    email: text(invoice.customer, "email"),
    kvk: text(invoice.customer, "kvk"),
    btw: text(invoice.customer, "btw"),
  };
  const s = invoice.supplier;
  const supplier: Supplier = {
    brand: s.brand ?? "",
    street: s.street ?? "",
    postalCode: s.postalCode ?? "",
    city: s.city ?? "",
    email: s.email ?? "",
    phone: s.phone ?? "",
    url: s.url ?? "",
    kvk: s.kvk ?? "",
    btw: s.btw ?? "",
    iban: s.iban ?? "",
  };
  return {
    id: invoice.id,
    number: invoice.number,
    kind: kindOf(invoice.kind),
    quoteId: invoice.quoteId,
    issuedOn: invoice.issuedOn,
    supplyDate: invoice.supplyDate,
    dueOn: invoice.dueOn,
    supplier,
    customer,
    reference: invoice.reference,
    note: invoice.note,
    lines: [...invoice.lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        description: line.description,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        // Stored lines only ever carry a rate the money rules know (issueInvoice takes VatRate).
        vatRate: line.vatRate as VatRate,
        netCents: line.netCents,
      })),
    vat: groups(invoice.vat),
    netCents: invoice.netCents,
    vatCents: invoice.vatCents,
    grossCents: invoice.grossCents,
    dueCents: invoice.dueCents,
    creditFor: creditFor ? { number: creditFor.number, issuedOn: creditFor.issuedOn } : null,
  };
}

/** Invoices with their lines, and the invoices the credit invoices among them correct, as documents. */
export async function documentsOf(
  db: Database | Tx,
  rows: readonly InvoiceRow[],
): Promise<InvoiceDocument[]> {
  if (!rows.length) return [];
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
  const corrected = rows.map((r) => r.creditFor).filter((id): id is string => Boolean(id));
  const originals = corrected.length
    ? await db
        .select({ id: invoices.id, number: invoices.number, issuedOn: invoices.issuedOn })
        .from(invoices)
        .where(inArray(invoices.id, corrected))
    : [];
  const original = new Map(originals.map((o) => [o.id, o]));
  return rows.map((row) =>
    invoiceDocument(
      { ...row, lines: lines.filter((l) => l.invoiceId === row.id) },
      row.creditFor ? (original.get(row.creditFor) ?? null) : null,
    ),
  );
}

/** An order's invoices, oldest number first (the order page, the customer's page, the AVG export). */
export async function invoicesForQuote(
  quoteId: string,
  db: Database | Tx = getDb(),
): Promise<InvoiceDocument[]> {
  if (!isUuid(quoteId)) return [];
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.quoteId, quoteId))
    .orderBy(...byNumber);
  return documentsOf(db, rows);
}

/** One invoice by its number, or null. */
export async function invoiceByNumber(
  number: unknown,
  db: Database | Tx = getDb(),
): Promise<InvoiceDocument | null> {
  if (!isInvoiceNumber(number)) return null;
  const rows = await db.select().from(invoices).where(eq(invoices.number, number));
  return (await documentsOf(db, rows))[0] ?? null;
}

/** Invoices issued from `from` up to (not including) `until` (yyyy-MM-dd), in number order. */
export async function invoicesIssuedBetween(
  from: string,
  until: string,
  db: Database | Tx = getDb(),
): Promise<InvoiceDocument[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedOn, from), lt(invoices.issuedOn, until)))
    .orderBy(...byNumber);
  return documentsOf(db, rows);
}
