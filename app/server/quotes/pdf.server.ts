// A quote as a PDF (A4, Dutch): attached to the quote mail, downloadable from the customer page, and hashed
// (SHA-256) as evidence when the customer accepts. So the same quote must give the same bytes: pdfkit's only
// moving parts are the CreationDate and the file ID it derives from the info dictionary, and both come from
// the quote here, never from the clock (app/server/pdf/frame.server.ts, the frame invoices share).
import { dutchDay, formatDateTime } from "~/lib/shop-time";
import type { QuoteDocument, QuoteDocumentLine, Supplier } from "~/lib/quotes/document";
import { printable } from "../pdf/fonts.server";
import { renderDocument } from "../pdf/frame.server";
import {
  BOLD,
  BRAND,
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

/** A concept has no issue date: a fixed CreationDate keeps its preview deterministic too. */
const CONCEPT_CREATION_DATE = new Date("2026-01-01T00:00:00Z");

const columns = lineColumns<QuoteDocumentLine>();

function quoteTitle(doc: QuoteDocument): string {
  return doc.number ? `Offerte ${doc.number}` : "Offerte (concept)";
}

function drawIntro(pdf: Pdf, doc: QuoteDocument): void {
  style(pdf, BOLD, 18, INK).text(printable(quoteTitle(doc)), MARGIN.left, pdf.y);
  if (doc.subject) style(pdf, REGULAR, 11, INK).text(printable(`Betreft: ${doc.subject}`));
  const top = pdf.y + 14;
  const { customer } = doc;
  const customerLines = [
    customer.company,
    customer.address,
    customer.email,
    customer.kvk ? `KvK: ${customer.kvk}` : null,
    customer.btw ? `BTW: ${customer.btw}` : null,
  ].filter((line): line is string => Boolean(line));
  drawParties(
    pdf,
    { name: customer.name, lines: customerLines },
    [
      ["Offertenummer", doc.number ?? "Concept"],
      ...(doc.issuedOn ? [["Datum", dutchDay(doc.issuedOn)] as [string, string]] : []),
      ["Geldig tot", dutchDay(doc.validUntil)],
    ],
    top,
  );
}

function optionalLabel(line: QuoteDocumentLine): string | null {
  if (!line.optional) return null;
  return line.included ? "Optioneel – gekozen" : "Optioneel – niet gekozen (telt niet mee)";
}

function drawClosing(pdf: Pdf, doc: QuoteDocument, supplier: Supplier): void {
  const options = { width: CONTENT_WIDTH, paragraphGap: 6 };
  // drawTotals left pdf.x at the left margin.
  style(pdf, REGULAR, 9.5, INK).text(printable(`Levertijd: ${doc.deliveryTime}`), options);
  if (doc.note) pdf.text(printable(doc.note), options);
  const terms = printable(`${supplier.url.replace(/\/+$/, "")}/algemene-voorwaarden`);
  // The address on a line of its own: wrapped inside the sentence it would break at its hyphen.
  pdf.text("Op deze offerte zijn onze algemene voorwaarden van toepassing:", { ...options, paragraphGap: 0 });
  pdf
    .fillColor(BRAND)
    .text(terms, { ...options, link: terms, underline: true })
    .fillColor(INK);
  if (doc.acceptance) {
    const { name, at } = doc.acceptance;
    style(pdf.moveDown(0.5), BOLD, 9.5, BRAND).text(
      printable(`Digitaal geaccepteerd door ${name} op ${formatDateTime(at)}`),
      options,
    );
  }
  if (doc.declined) {
    const { at, reason } = doc.declined;
    style(pdf.moveDown(0.5), BOLD, 9.5, INK).text(`Afgewezen op ${formatDateTime(at)}`, options);
    if (reason) pdf.font(REGULAR).text(printable(`Reden: ${reason}`), options);
  }
}

export function renderQuotePdf(doc: QuoteDocument, supplier: Supplier): Promise<Buffer> {
  const frame = {
    title: quoteTitle(doc),
    subject: doc.subject ?? "Offerte",
    supplier,
    createdAt: doc.issuedOn ? new Date(`${doc.issuedOn}T00:00:00Z`) : CONCEPT_CREATION_DATE,
  };
  return renderDocument(frame, (pdf) => {
    drawIntro(pdf, doc);
    // An optional line the customer left off is shown, greyed, so they can still tick it.
    drawTable(pdf, doc.lines, columns, {
      note: optionalLabel,
      muted: (line) => line.optional && !line.included,
    });
    drawTotals(pdf, vatRows(doc.totals), ["Totaal incl. btw", doc.totals.grossCents]);
    drawClosing(pdf, doc, supplier);
  });
}
