// An issued invoice as it is read: by the PDF, the mail, the customer's and the staff's pages and the exports. One
// shape, made from the stored row (with the supplier and customer as they were on the issue date), so none of
// them can show different amounts, parties or dates. The sentences of the Belastingdienst's required fields that
// more than one of them prints live here too.
import type { Supplier } from "../quotes/document";
import { dutchDay } from "../shop-time";
import { formatEuro, type VatGroup, type VatRate } from "../money";
import { invoiceKindLabels, type InvoiceKind } from "./number";

/** The staff's invoices page, and one invoice's PDF there. */
export const STAFF_INVOICES_PATH = "/employee-dashboard/facturen";

export function staffInvoicePdfHref(number: string): string {
  return `${STAFF_INVOICES_PATH}/${number}/pdf`;
}

/** Years an invoice is kept (art. 52 AWR, the fiscal duty): it is never changed or deleted by the site. */
export const INVOICE_RETENTION_YEARS = 7;

export interface InvoiceCustomer {
  name: string;
  company: string | null;
  /** Street, postal code and city as one text (lines separated by "\n"). */
  address: string | null;
  email: string | null;
  kvk: string | null;
  btw: string | null;
}

export interface InvoiceDocumentLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  vatRate: VatRate;
  netCents: number;
}

export interface InvoiceDocument {
  id: string;
  number: string;
  kind: InvoiceKind;
  quoteId: string;
  /** yyyy-MM-dd (Amsterdam). */
  issuedOn: string;
  /** The day of the supply, or of the prepayment received. */
  supplyDate: string;
  /** Last day to pay; null when nothing is due. */
  dueOn: string | null;
  supplier: Supplier;
  customer: InvoiceCustomer;
  /** The quote number it refers to. */
  reference: string | null;
  /** A credit invoice's reason. */
  note: string | null;
  lines: InvoiceDocumentLine[];
  vat: VatGroup[];
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** What is still to pay, incl. VAT. */
  dueCents: number;
  /** The invoice a credit invoice corrects. */
  creditFor: { number: string; issuedOn: string } | null;
}

/** An invoice as a row of the staff's month list. */
export interface InvoiceListRow {
  number: string;
  issuedOn: string;
  /** The kind's label. */
  kind: string;
  customer: string;
  netCents: number;
  vatCents: number;
  grossCents: number;
  dueCents: number;
  pdfHref: string;
  orderHref: string;
}

/** "Factuur" or "Creditfactuur": the document's name as the law asks it to be recognisable. */
export function invoiceTitle(doc: Pick<InvoiceDocument, "kind" | "number">): string {
  return `${doc.kind === "credit" ? "Creditfactuur" : "Factuur"} ${doc.number}`;
}

/** The kind as staff and customers read it ("Factuur vooruitbetaling", "Eindfactuur", …). */
export function invoiceKindLabel(kind: string): string {
  return Object.hasOwn(invoiceKindLabels, kind) ? invoiceKindLabels[kind as InvoiceKind] : kind;
}

/** The label of the supply date: for a prepayment it is the day the money came in. */
export function supplyDateLabel(kind: InvoiceKind): string {
  return kind === "prepayment" ? "Datum vooruitbetaling" : "Leverdatum";
}

/** The customer's lines under the name on the invoice: company, address, KvK and BTW when known. */
export function customerLines(customer: InvoiceCustomer): string[] {
  return [
    customer.company,
    customer.address,
    customer.kvk ? `KvK: ${customer.kvk}` : null,
    customer.btw ? `BTW: ${customer.btw}` : null,
  ].filter((line): line is string => Boolean(line));
}

/** What the invoice says about payment: the instruction (amount, IBAN, reference, last day) or that it is paid. */
export function paymentSentence(doc: InvoiceDocument): string {
  if (doc.kind === "credit")
    return doc.creditFor
      ? `Deze creditfactuur corrigeert factuur ${doc.creditFor.number} van ${dutchDay(doc.creditFor.issuedOn)}. Het bedrag wordt terugbetaald of verrekend.`
      : "Het bedrag van deze creditfactuur wordt terugbetaald of verrekend.";
  if (doc.dueCents > 0)
    return `Graag ${formatEuro(doc.dueCents)} overmaken${doc.dueOn ? ` uiterlijk ${dutchDay(doc.dueOn)}` : ""} naar IBAN ${doc.supplier.iban} ten name van ${doc.supplier.brand}, onder vermelding van ${doc.number}.`;
  if (doc.kind === "prepayment")
    return `Deze vooruitbetaling is ontvangen op ${dutchDay(doc.supplyDate)}; op deze factuur staat niets meer open.`;
  return "Deze factuur is voldaan; er staat niets meer open.";
}
