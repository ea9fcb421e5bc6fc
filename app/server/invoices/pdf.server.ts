// An invoice as a PDF (A4, Dutch), on the quote's letterhead and table: "Factuur" or "Creditfactuur" with its
// number, the issue date, the date of the supply or prepayment, the due date and how to pay where something is
// due, the shop's name, address, KvK and BTW number, the customer's name and address (and KvK/BTW), each line
// with quantity, unit price excl. VAT, VAT rate and amount, the net and VAT per rate and the total: the
// Belastingdienst's factuurvereisten. A credit invoice names the invoice it corrects. Same invoice, same bytes.
import { dutchDay } from "~/lib/dutch-date";
import {
  customerLines,
  invoiceKindLabel,
  invoiceTitle,
  paymentSentence,
  supplyDateLabel,
  type InvoiceDocument,
  type InvoiceDocumentLine,
} from "~/lib/invoices/document";
import {
  BOLD,
  CONTENT_WIDTH,
  drawLetterhead,
  drawPageFooters,
  drawParties,
  drawTable,
  drawTotals,
  INK,
  lineColumns,
  MARGIN,
  newDocument,
  REGULAR,
  style,
  vatRows,
  type Pdf,
} from "../pdf/layout.server";
import { toWinAnsi } from "../pdf/win-ansi.server";

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
  style(pdf, BOLD, 18, INK).text(toWinAnsi(invoiceTitle(doc)), MARGIN.left, pdf.y);
  const subtitle =
    doc.kind === "credit" || doc.kind === "invoice"
      ? doc.reference
        ? `Betreft: offerte ${doc.reference}`
        : null
      : `${invoiceKindLabel(doc.kind)}${doc.reference ? ` – offerte ${doc.reference}` : ""}`;
  if (subtitle) style(pdf, REGULAR, 11, INK).text(toWinAnsi(subtitle));
  drawParties(pdf, { name: doc.customer.name, lines: customerLines(doc.customer) }, facts(doc), pdf.y + 14);
}

function drawClosing(pdf: Pdf, doc: InvoiceDocument): void {
  const options = { width: CONTENT_WIDTH, paragraphGap: 6 };
  style(pdf, REGULAR, 9.5, INK);
  if (doc.kind === "credit" && doc.note) pdf.text(toWinAnsi(`Reden: ${doc.note}`), options);
  pdf.font(BOLD).text(toWinAnsi(paymentSentence(doc)), options);
}

export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { pdf, bytes } = newDocument({
    Title: invoiceTitle(doc),
    Author: doc.supplier.brand,
    Subject: invoiceKindLabel(doc.kind),
    Creator: doc.supplier.brand,
    CreationDate: new Date(`${doc.issuedOn}T00:00:00Z`),
  });
  drawLetterhead(pdf, doc.supplier);
  drawIntro(pdf, doc);
  drawTable(pdf, doc.lines, columns);
  const after: [string, number][] =
    doc.kind !== "credit" && doc.dueCents > 0 && doc.dueCents !== doc.grossCents
      ? [["Te betalen", doc.dueCents]]
      : [];
  drawTotals(pdf, vatRows(doc), ["Totaal incl. btw", doc.grossCents], after);
  drawClosing(pdf, doc);
  drawPageFooters(pdf, `${doc.supplier.brand} · ${invoiceTitle(doc)}`);
  pdf.end();
  return bytes;
}

/** The file name a download or attachment gets: "Factuur F2026-0001.pdf". */
export function invoiceFileName(doc: Pick<InvoiceDocument, "kind" | "number">): string {
  return `${invoiceTitle(doc)}.pdf`;
}
