// The staff's side of invoices: /employee-dashboard/facturen (a month's invoices with totals per VAT rate), its
// exports for the bookkeeper (CSV, and a zip of UBL 2.1 e-invoices, one per invoice with its PDF embedded, each
// in the specification its buyer allows: NLCIUS, Peppol BIS 3 or EN 16931), one invoice's PDF, and the invoices
// card of the order page with its one action. Every staff member may see invoices and their PDFs; the month's
// exports are admin-only: bulk financial records with customers' names and addresses, which the owners hand to
// the bookkeeper. Each export is in the audit log.
import { and, eq } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { data } from "react-router";
import { invoicesCardCopy as cardCopy, staffInvoicesCopy as copy } from "~/content/invoices";
import { dutchDay, dutchMonth } from "~/lib/shop-time";
import { invoicesCsv } from "~/lib/invoices/csv";
import {
  invoiceKindLabel,
  invoiceTitle,
  staffInvoicePdfHref,
  type InvoiceDocument,
  type InvoiceListRow,
} from "~/lib/invoices/document";
import { monthOf, monthRange, parseMonth } from "~/lib/invoices/month";
import { invoiceUbl, ublFileName } from "~/lib/invoices/ubl";
import { z } from "~/lib/zod";
import { formatEuro, VAT_RATES } from "~/lib/money";
import { staffOrderHref } from "~/lib/orders/status";
import { audit } from "../audit.server";
import { requireAdmin, requireStaff } from "../auth.server";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { invoices, payments, quotes } from "../db/schema.server";
import { intent } from "../http/intent.server";
import { lockQuote, shopToday } from "../quotes/store.server";
import { inUnitOfWork } from "../unit-of-work.server";
import { attachmentDisposition } from "../storage.server";
import { markPrivate } from "./http.server";
import {
  InvoiceError,
  issueFinalInvoice,
  issuePrepaymentInvoice,
  orderInvoiceBlocker,
} from "../invoices/compose.server";
import { invoiceFileName, renderInvoicePdf } from "../invoices/pdf.server";
import { invoiceByNumber, invoicesForQuote, invoicesIssuedBetween } from "../invoices/store.server";

/** ?maand=2026-03, or this month in Amsterdam when left out; anything else is a 400 in Dutch. */
export function monthFromUrl(url: URL, now = new Date()): string {
  const asked = url.searchParams.get("maand");
  if (asked === null || asked === "") return monthOf(shopToday(now));
  const month = parseMonth(asked);
  if (!month) throw data(copy.badMonth, { status: 400 });
  return month;
}

export interface VatTotal {
  rate: number;
  netCents: number;
  vatCents: number;
}

/** Net and VAT per rate over the invoices (credit invoices count negative), highest rate first. */
export function totalsPerRate(docs: readonly InvoiceDocument[]): VatTotal[] {
  return VAT_RATES.map((rate) => {
    const groups = docs.flatMap((doc) => doc.vat.filter((g) => g.rate === rate));
    return {
      rate,
      netCents: groups.reduce((sum, g) => sum + g.netCents, 0),
      vatCents: groups.reduce((sum, g) => sum + g.vatCents, 0),
    };
  }).filter((total) => docs.some((doc) => doc.vat.some((g) => g.rate === total.rate)));
}

function listRow(doc: InvoiceDocument): InvoiceListRow {
  return {
    number: doc.number,
    issuedOn: doc.issuedOn,
    kind: invoiceKindLabel(doc.kind),
    customer: doc.customer.company ? `${doc.customer.company} (${doc.customer.name})` : doc.customer.name,
    netCents: doc.netCents,
    vatCents: doc.vatCents,
    grossCents: doc.grossCents,
    dueCents: doc.dueCents,
    pdfHref: staffInvoicePdfHref(doc.number),
    orderHref: staffOrderHref(doc.quoteId),
  };
}

/** The page: the month's invoices in number order and the totals per VAT rate. */
export async function invoiceMonthPage(month: string, db: Database = getDb()) {
  const { from, until } = monthRange(month);
  const docs = await invoicesIssuedBetween(from, until, db);
  const totals = totalsPerRate(docs);
  return {
    month,
    label: dutchMonth(month),
    rows: docs.map(listRow),
    totals,
    sum: {
      netCents: docs.reduce((s, d) => s + d.netCents, 0),
      vatCents: docs.reduce((s, d) => s + d.vatCents, 0),
      grossCents: docs.reduce((s, d) => s + d.grossCents, 0),
    },
  };
}

async function exported(request: Request, url: URL, format: "csv" | "ubl") {
  const user = await requireAdmin(request);
  const month = monthFromUrl(url);
  const { from, until } = monthRange(month);
  const docs = await invoicesIssuedBetween(from, until);
  await audit(getDb(), {
    actorId: user.id,
    action: "invoice.export",
    details: { format, month, rows: docs.length },
  });
  return { month, docs };
}

/** GET …/facturen/export.csv?maand=: the month's invoices as CSV (admins). */
export async function invoiceCsvResponse(request: Request, url: URL): Promise<Response> {
  const { month, docs } = await exported(request, url, "csv");
  return markPrivate(
    new Response(invoicesCsv(docs), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": attachmentDisposition(`facturen-${month}.csv`),
      },
    }),
  );
}

/** The month's UBL files (PDF embedded) as one zip: what Dutch accounting packages read in at once. */
export async function ublZip(docs: readonly InvoiceDocument[]): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const doc of docs) {
    const pdf = await renderInvoicePdf(doc);
    files[ublFileName(doc)] = strToU8(
      invoiceUbl(doc, { base64: pdf.toString("base64"), fileName: invoiceFileName(doc) }),
    );
  }
  // The invoice's own day as the entry's time, so the same month gives the same zip.
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, bytes], index) => [
        name,
        [bytes, { mtime: new Date(`${docs[index]!.issuedOn}T12:00:00Z`) }],
      ]),
    ),
    { level: 6 },
  );
}

/** GET …/facturen/ubl.zip?maand=: the month's invoices as UBL 2.1 e-invoices in a zip (admins). */
export async function invoiceUblResponse(request: Request, url: URL): Promise<Response> {
  const { month, docs } = await exported(request, url, "ubl");
  const zip = await ublZip(docs);
  return markPrivate(
    new Response(new Uint8Array(zip), {
      headers: {
        "Content-Type": "application/zip",
        "Content-Length": String(zip.length),
        "Content-Disposition": attachmentDisposition(`facturen-ubl-${month}.zip`),
      },
    }),
  );
}

/** GET …/facturen/:number/pdf: one invoice's PDF, for staff. */
export async function staffInvoicePdfResponse(request: Request, number: unknown): Promise<Response> {
  await requireStaff(request);
  const doc = await invoiceByNumber(number);
  if (!doc) throw data(copy.notFound, { status: 404 });
  const pdf = await renderInvoicePdf(doc);
  return markPrivate(
    new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Length": String(pdf.length),
        "Content-Disposition": attachmentDisposition(invoiceFileName(doc)),
      },
    }),
  );
}

// ---- The order page's invoices card ----

export interface InvoiceCardItem {
  number: string;
  label: string;
  /** "Eindfactuur · 12 maart 2026 · € 707,42 · open: € 707,42, uiterlijk 26 maart 2026" */
  detail: string;
  pdfHref: string;
}

export interface InvoicesCardData {
  invoices: InvoiceCardItem[];
  /** A delivered order without its final invoice (delivered before invoices existed here): staff can make it. */
  canMakeFinal: boolean;
  /** A paid prepayment without its invoice (it waited for the shop's details or the address): staff can make it. */
  canMakePrepayment: boolean;
  /** Why an invoice the order is due cannot be issued now (Dutch), or null. */
  waiting: string | null;
}

/** The order's paid prepayments that have no invoice yet (it waited when the payment came in). */
async function prepaymentsWithoutInvoice(db: Database | Tx, quoteId: string) {
  const paid = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.quoteId, quoteId), eq(payments.purpose, "prepayment"), eq(payments.status, "paid")),
    );
  const invoiced = new Set(
    (
      await db
        .select({ paymentId: invoices.paymentId })
        .from(invoices)
        .where(and(eq(invoices.quoteId, quoteId), eq(invoices.kind, "prepayment")))
    ).map((row) => row.paymentId),
  );
  return paid.filter((payment) => !invoiced.has(payment.id));
}

/** What the invoices card shows for an order. */
export async function invoicesCard(quoteId: string, db: Database = getDb()): Promise<InvoicesCardData> {
  const docs = await invoicesForQuote(quoteId, db);
  const [order] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
  const canMakeFinal =
    order?.orderStatus === "afgeleverd" &&
    !docs.some((doc) => doc.kind === "final" || doc.kind === "invoice");
  const canMakePrepayment = Boolean(order) && (await prepaymentsWithoutInvoice(db, quoteId)).length > 0;
  return {
    invoices: docs.map((doc) => ({
      number: doc.number,
      label: cardCopy.download(invoiceTitle(doc)),
      detail: [
        invoiceKindLabel(doc.kind),
        dutchDay(doc.issuedOn),
        formatEuro(doc.grossCents),
        doc.creditFor
          ? cardCopy.corrects(doc.creditFor.number)
          : doc.dueCents > 0 && doc.dueOn
            ? cardCopy.due(formatEuro(doc.dueCents), dutchDay(doc.dueOn))
            : cardCopy.paid,
      ].join(" · "),
      pdfHref: staffInvoicePdfHref(doc.number),
    })),
    canMakeFinal,
    canMakePrepayment,
    waiting: order && (canMakeFinal || canMakePrepayment) ? orderInvoiceBlocker(order) : null,
  };
}

const makeFinalSchema = z.object({});

/**
 * The card's forms, for the order route's dispatchIntent: "Eindfactuur maken" for a delivered order without one
 * (issuing at delivery is the normal way; this catches orders delivered before it). Staff may, as they may
 * deliver; a second click gives the invoice already made.
 */
export function invoiceIntents(actor: { id: string; role: string }, quoteId: string) {
  return {
    // "Factuur vooruitbetaling maken": the invoice of a prepayment that came in while it could not be issued.
    prepaymentInvoice: intent(makeFinalSchema, async () => {
      try {
        const numbers = await inUnitOfWork(getDb(), async (unit) => {
          const { tx } = unit;
          const order = await lockQuote(tx, quoteId);
          if (!order) throw data(copy.notFound, { status: 404 });
          const made: string[] = [];
          for (const payment of await prepaymentsWithoutInvoice(tx, quoteId)) {
            const issued = await issuePrepaymentInvoice(unit, { id: quoteId }, payment, {
              actorId: actor.id,
            });
            await audit(tx, {
              actorId: actor.id,
              action: "invoice.prepayment",
              targetType: "order",
              targetId: quoteId,
              details: { number: issued.number },
            });
            made.push(issued.number);
          }
          return made;
        });
        return {
          notice: numbers.length ? cardCopy.prepaymentMade(numbers.join(", ")) : cardCopy.nothingWaiting,
        };
      } catch (error) {
        if (error instanceof InvoiceError) return { status: 409, formError: error.message };
        throw error;
      }
    }),
    finalInvoice: intent(makeFinalSchema, async () => {
      try {
        const doc = await inUnitOfWork(getDb(), async (unit) => {
          const { tx } = unit;
          const order = await lockQuote(tx, quoteId);
          if (!order) throw data(copy.notFound, { status: 404 });
          if (order.orderStatus !== "afgeleverd") throw new InvoiceError(cardCopy.onlyDelivered);
          const issued = await issueFinalInvoice(unit, { id: quoteId }, actor.id);
          await audit(tx, {
            actorId: actor.id,
            action: "invoice.final",
            targetType: "order",
            targetId: quoteId,
            details: { number: issued.number },
          });
          return issued;
        });
        return { notice: cardCopy.finalMade(doc.number) };
      } catch (error) {
        if (error instanceof InvoiceError) return { status: 409, formError: error.message };
        throw error;
      }
    }),
  };
}
