// An invoice as a PDF (A4, Dutch), on the quote's letterhead and table: "Factuur" or "Creditfactuur" with its
// number, the issue date, the date of the supply or prepayment, the due date and how to pay where something is
// due, the shop's name, address, KvK and BTW number, the customer's name and address (and KvK/BTW), each line
// with quantity, unit price excl. VAT, VAT rate and amount, the net and VAT per rate and the total: the
// Belastingdienst's factuurvereisten. A credit invoice names the invoice it corrects. Same invoice, same bytes.
// The file is PDF/A-3b (kept 7 years) with the invoice's UBL embedded as its machine-readable twin.
import { dutchDay } from "~/lib/shop-time";
import {
  customerLines,
  invoiceKindLabel,
  invoiceTitle,
  paymentSentence,
  supplyDateLabel,
  type InvoiceDocument,
  type InvoiceDocumentLine,
} from "~/lib/invoices/document";
import { invoiceUbl } from "~/lib/invoices/ubl";
import { printable } from "../pdf/fonts.server";
import { renderDocument } from "../pdf/frame.server";
import {
  BOLD,
  CONTENT_WIDTH,
  drawParties,
  drawTable,
  drawTotals,
  INK,
  lineColumns,
  MARGIN,
  REGULAR,
  style,
  vatRows,
  type Pdf,
} from "../pdf/layout.server";

const columns = lineColumns<InvoiceDocumentLine>();

function facts(doc: InvoiceDocument): [string, string][] {
  return [
    ["Factuurnummer", doc.number],
    ["Factuurdatum", dutchDay(doc.issuedOn)],
    [supplyDateLabel(doc.kind), dutchDay(doc.supplyDate)],
    ...(doc.dueOn && doc.dueCents > 0 ? [["Vervaldatum", dutchDay(doc.dueOn)] as [string, string]] : []),
    ...(doc.reference ? [["Offerte", doc.reference] as [string, string]] : []),
    ...(doc.creditFor ? [["Corrigeert factuur", doc.creditFor.number] as [string, string]] : []),
  ];
}

function drawIntro(pdf: Pdf, doc: InvoiceDocument): void {
  style(pdf, BOLD, 18, INK).text(printable(invoiceTitle(doc)), MARGIN.left, pdf.y);
  const subtitle =
    doc.kind === "credit" || doc.kind === "invoice"
      ? doc.reference
        ? `Betreft: offerte ${doc.reference}`
        : null
      : `${invoiceKindLabel(doc.kind)}${doc.reference ? ` – offerte ${doc.reference}` : ""}`;
  if (subtitle) style(pdf, REGULAR, 11, INK).text(printable(subtitle));
  drawParties(pdf, { name: doc.customer.name, lines: customerLines(doc.customer) }, facts(doc), pdf.y + 14);
}

function drawClosing(pdf: Pdf, doc: InvoiceDocument): void {
  const options = { width: CONTENT_WIDTH, paragraphGap: 6 };
  style(pdf, REGULAR, 9.5, INK);
  if (doc.kind === "credit" && doc.note) pdf.text(printable(`Reden: ${doc.note}`), options);
  pdf.font(BOLD).text(printable(paymentSentence(doc)), options);
}

export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const frame = {
    title: invoiceTitle(doc),
    subject: invoiceKindLabel(doc.kind),
    supplier: doc.supplier,
    createdAt: new Date(`${doc.issuedOn}T00:00:00Z`),
    // The same UBL the export gives (without the PDF it embeds there), so the two can never disagree.
    attachment: {
      name: invoiceXmlName(doc),
      content: invoiceUbl(doc),
      mimeType: "text/xml",
      description: `${invoiceTitle(doc)} als UBL (SI-UBL 2.0)`,
      relationship: "Alternative" as const,
    },
  };
  return renderDocument(frame, (pdf) => {
    drawIntro(pdf, doc);
    drawTable(pdf, doc.lines, columns);
    const after: [string, number][] =
      doc.kind !== "credit" && doc.dueCents > 0 && doc.dueCents !== doc.grossCents
        ? [["Te betalen", doc.dueCents]]
        : [];
    drawTotals(pdf, vatRows(doc), ["Totaal incl. btw", doc.grossCents], after);
    drawClosing(pdf, doc);
  });
}

/** The UBL's name inside the PDF: "factuur-F2026-0001.xml" (a credit invoice's too: its number says which). */
export function invoiceXmlName(doc: Pick<InvoiceDocument, "number">): string {
  return `factuur-${doc.number}.xml`;
}

/** The file name a download or attachment gets: "Factuur F2026-0001.pdf". */
export function invoiceFileName(doc: Pick<InvoiceDocument, "kind" | "number">): string {
  return `${invoiceTitle(doc)}.pdf`;
}
