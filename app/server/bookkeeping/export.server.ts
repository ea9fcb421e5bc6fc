// Reading a period's books for the accountant (docs/bookkeeping.md): the invoices and credit invoices issued in
// it (invoice date), the payments received and the refunds made in it (Amsterdam days), and the customers they
// belong to, turned into the ledger's bookings, the VAT return's figures and the XAF file. Reading only.
import { createHash } from "node:crypto";
import { and, eq, gte, inArray, lt, notInArray } from "drizzle-orm";
import { journals, type MoneyMovement, type SalesInvoice } from "~/lib/bookkeeping/ledger";
import type { BookkeepingPeriod } from "~/lib/bookkeeping/period";
import { vatReturn } from "~/lib/bookkeeping/vat-return";
import { xafDocument, type XafCustomer } from "~/lib/bookkeeping/xaf";
import type { InvoiceDocument } from "~/lib/invoices/document";
import { amsterdamMidnight, shopToday } from "~/lib/shop-time";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { invoices, payments, quotes, refunds } from "../db/schema.server";
import { invoicesIssuedBetween } from "../invoices/store.server";
import { getMailSettings } from "../mail/outbox.server";

/** Refunds that moved no money. */
const NO_MONEY_MOVED = ["failed", "canceled", "expired"];

/**
 * A customer's number in the file: the same in every period's file (so the accountant's package keeps one
 * relation), derived from their e-mail address without showing it.
 */
export function customerNumber(email: string | null, fallback: string): string {
  const key = email?.trim().toLowerCase() || `quote:${fallback}`;
  return `D${createHash("sha256").update(key).digest("hex").slice(0, 10).toUpperCase()}`;
}

interface QuoteCustomer {
  id: string;
  number: string | null;
  customerName: string;
  customerEmail: string;
  customerCompany: string | null;
  customerAddress: string | null;
  customerKvk: string | null;
  customerBtw: string | null;
}

function fromInvoice(doc: InvoiceDocument, id: string): XafCustomer {
  const c = doc.customer;
  return {
    id,
    name: c.company ?? c.name,
    contact: c.company ? c.name : null,
    email: c.email,
    address: c.address,
    kvk: c.kvk,
    btw: c.btw,
  };
}

function fromQuote(q: QuoteCustomer, id: string): XafCustomer {
  return {
    id,
    name: q.customerCompany ?? q.customerName,
    contact: q.customerCompany ? q.customerName : null,
    email: q.customerEmail,
    address: q.customerAddress,
    kvk: q.customerKvk,
    btw: q.customerBtw,
  };
}

/** Everything the page and the file show for the period. */
export async function periodBooks(period: BookkeepingPeriod, db: Database = getDb()) {
  const docs = await invoicesIssuedBetween(period.from, period.until, db);
  const start = amsterdamMidnight(period.from);
  const end = amsterdamMidnight(period.until);
  const paid = await db
    .select()
    .from(payments)
    .where(and(gte(payments.paidAt, start), lt(payments.paidAt, end), inArray(payments.status, ["paid"])));
  const refundRows = await db
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        gte(refunds.createdAt, start),
        lt(refunds.createdAt, end),
        notInArray(refunds.status, NO_MONEY_MOVED),
      ),
    );
  const quoteIds = [
    ...new Set([
      ...docs.map((d) => d.quoteId),
      ...paid.map((p) => p.quoteId),
      ...refundRows.map((r) => r.payment.quoteId),
    ]),
  ];
  const quoteRows: QuoteCustomer[] = quoteIds.length
    ? await db
        .select({
          id: quotes.id,
          number: quotes.number,
          customerName: quotes.customerName,
          customerEmail: quotes.customerEmail,
          customerCompany: quotes.customerCompany,
          customerAddress: quotes.customerAddress,
          customerKvk: quotes.customerKvk,
          customerBtw: quotes.customerBtw,
        })
        .from(quotes)
        .where(inArray(quotes.id, quoteIds))
    : [];
  const quote = new Map(quoteRows.map((q) => [q.id, q]));
  // The invoices a payment pays: its prepayment invoice, or for a balance the order's final invoice.
  const orderInvoices = quoteIds.length
    ? await db
        .select({
          number: invoices.number,
          kind: invoices.kind,
          paymentId: invoices.paymentId,
          quoteId: invoices.quoteId,
        })
        .from(invoices)
        .where(inArray(invoices.quoteId, quoteIds))
    : [];
  const paysInvoice = (paymentId: string, quoteId: string, purpose: string) =>
    orderInvoices.find((i) => i.kind === "prepayment" && i.paymentId === paymentId)?.number ??
    (purpose === "balance"
      ? orderInvoices.find((i) => i.quoteId === quoteId && (i.kind === "final" || i.kind === "invoice"))
          ?.number
      : null) ??
    null;

  const customers = new Map<string, XafCustomer>();
  const quoteCustomer = (quoteId: string) => {
    const q = quote.get(quoteId)!;
    const id = customerNumber(q.customerEmail, quoteId);
    if (!customers.has(id)) customers.set(id, fromQuote(q, id));
    return id;
  };
  // The invoice's own copy of the customer (as on the issue date) wins over the quote's current details.
  const sales: SalesInvoice[] = docs.map((doc) => {
    const id = customerNumber(
      doc.customer.email ?? quote.get(doc.quoteId)?.customerEmail ?? null,
      doc.quoteId,
    );
    customers.set(id, fromInvoice(doc, id));
    return {
      number: doc.number,
      kind: doc.kind,
      issuedOn: doc.issuedOn,
      customerId: id,
      vat: doc.vat,
      grossCents: doc.grossCents,
    };
  });
  const movements: MoneyMovement[] = [
    ...paid.map((p): MoneyMovement => ({
      reference: p.mollieId ?? `BET-${p.id.slice(0, 8)}`,
      direction: "in",
      provider: p.provider === "mollie" ? "mollie" : "bank",
      day: shopToday(p.paidAt!),
      cents: p.amountCents,
      customerId: quoteCustomer(p.quoteId),
      invoiceNumber: paysInvoice(p.id, p.quoteId, p.purpose),
      description: `Betaling ${quote.get(p.quoteId)?.number ?? ""}`.trim(),
    })),
    ...refundRows.map(({ refund, payment }): MoneyMovement => ({
      reference: refund.mollieRefundId ?? `TRB-${refund.id.slice(0, 8)}`,
      direction: "out",
      provider: payment.provider === "mollie" ? "mollie" : "bank",
      day: shopToday(refund.createdAt),
      cents: refund.amountCents,
      customerId: quoteCustomer(payment.quoteId),
      invoiceNumber: null,
      description: `Terugbetaling ${quote.get(payment.quoteId)?.number ?? ""}`.trim(),
    })),
  ];
  return {
    period,
    docs,
    vat: vatReturn(docs),
    journals: journals(sales, movements),
    customers: [...customers.values()].sort((a, b) => (a.id < b.id ? -1 : 1)),
    counts: {
      invoices: docs.filter((d) => d.kind !== "credit").length,
      credits: docs.filter((d) => d.kind === "credit").length,
      payments: paid.length,
      refunds: refundRows.length,
      customers: customers.size,
    },
  };
}

export type PeriodBooks = Awaited<ReturnType<typeof periodBooks>>;

/** The period's XAF 3.2 file, with the shop's own details as the invoices print them. */
export function periodXaf(books: PeriodBooks, now = new Date()): string {
  const site = getMailSettings().site;
  return xafDocument({
    period: books.period,
    created: shopToday(now),
    software: { description: `Website ${site.brand}`, version: "XAF-export 1" },
    company: {
      name: site.brand,
      address: `${site.street}\n${site.postalCode} ${site.city}`,
      kvk: site.kvk,
      btw: site.btw,
      iban: site.iban,
    },
    customers: books.customers,
    journals: books.journals,
  });
}
