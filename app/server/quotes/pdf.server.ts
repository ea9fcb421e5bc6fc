// A quote as a PDF (A4, Dutch): attached to the quote mail, downloadable from the customer page, and hashed
// (SHA-256) as evidence when the customer accepts. So the same quote must give the same bytes: pdfkit's only
// moving parts are the CreationDate and the file ID it derives from the info dictionary, and both come from
// the quote here, never from the clock. The standard Helvetica needs no font file but only knows WinAnsi
// (Latin-1 plus €, curly quotes and dashes): every text from the quote or the site passes through toWinAnsi.
import PDFDocument from "pdfkit";
import { formatDateTime } from "~/lib/date-time";
import { dutchDay } from "~/lib/dutch-date";
import { formatEuro } from "~/lib/money";
import type { QuoteDocument, QuoteDocumentLine, Supplier } from "~/lib/quotes/document";
import { toWinAnsi } from "../pdf/win-ansi.server";

type Pdf = PDFKit.PDFDocument;

const REGULAR = "Helvetica";
const BOLD = "Helvetica-Bold";
/** The site's brand-700 and ink (app/app.css): brand-700 keeps small text readable on white. */
const BRAND = "#be123c";
const INK = "#0f172a";
const MUTED = "#475569";
const RULE = "#cbd5e1";

const MARGIN = { top: 50, bottom: 60, left: 50, right: 50 };
const A4_WIDTH = 595.28;
const CONTENT_WIDTH = A4_WIDTH - MARGIN.left - MARGIN.right;
const CELL_PADDING = 4;
/** A concept has no issue date: a fixed CreationDate keeps its preview deterministic too. */
const CONCEPT_CREATION_DATE = new Date("2026-01-01T00:00:00Z");

const quantityFormat = new Intl.NumberFormat("nl-NL");

interface Column {
  label: string;
  width: number;
  align: "left" | "right";
  cell: (line: QuoteDocumentLine) => string;
}

const columns: Column[] = [
  { label: "Omschrijving", width: 225, align: "left", cell: (line) => line.description },
  { label: "Aantal", width: 50, align: "right", cell: (line) => quantityFormat.format(line.quantity) },
  { label: "Prijs excl. btw", width: 85, align: "right", cell: (line) => formatEuro(line.unitPriceCents) },
  { label: "Btw", width: 45, align: "right", cell: (line) => `${line.vatRate}%` },
  { label: "Bedrag excl. btw", width: 90, align: "right", cell: (line) => formatEuro(line.netCents) },
];

/** Sets font, size and colour in one call (pdfkit keeps them until changed). */
function style(pdf: Pdf, font: string, size: number, colour: string): Pdf {
  return pdf.font(font).fontSize(size).fillColor(colour);
}

/** A horizontal line from `from` to the right margin. */
function rule(pdf: Pdf, y: number, from: number, line: { width: number; colour: string }): void {
  pdf.moveTo(from, y).lineTo(MARGIN.left + CONTENT_WIDTH, y);
  pdf.lineWidth(line.width).strokeColor(line.colour).stroke();
}

/** One line of text at (x, y), shrunk until it fits the width: an amount never wraps or overflows. */
function fittedText(
  pdf: Pdf,
  text: string,
  at: { x: number; y: number; width: number; size: number; align?: "left" | "right" },
): void {
  let size = at.size;
  while (size > 5 && pdf.fontSize(size).widthOfString(text) > at.width) size -= 0.5;
  pdf.text(text, at.x, at.y, { width: at.width, align: at.align ?? "right", lineBreak: false });
}

function quoteTitle(doc: QuoteDocument): string {
  return doc.number ? `Offerte ${doc.number}` : "Offerte (concept)";
}

function drawHeader(pdf: Pdf, supplier: Supplier): void {
  const top = MARGIN.top;
  style(pdf, BOLD, 22, BRAND).text(toWinAnsi(supplier.brand), MARGIN.left, top, { width: 260 });
  const brandBottom = pdf.y;
  const details = [
    supplier.street,
    `${supplier.postalCode} ${supplier.city}`,
    supplier.email,
    supplier.phone,
    supplier.url.replace(/^https?:\/\//, ""),
    `KvK: ${supplier.kvk}`,
    `BTW: ${supplier.btw}`,
    `IBAN: ${supplier.iban}`,
  ];
  style(pdf, REGULAR, 8.5, MUTED).text(toWinAnsi(details.join("\n")), MARGIN.left + 280, top, {
    width: CONTENT_WIDTH - 280,
    align: "right",
  });
  const y = Math.max(brandBottom, pdf.y) + 12;
  rule(pdf, y, MARGIN.left, { width: 1.5, colour: BRAND });
  pdf.y = y + 18;
}

function drawIntro(pdf: Pdf, doc: QuoteDocument): void {
  style(pdf, BOLD, 18, INK).text(toWinAnsi(quoteTitle(doc)), MARGIN.left, pdf.y);
  if (doc.subject) style(pdf, REGULAR, 11, INK).text(toWinAnsi(`Betreft: ${doc.subject}`));
  const top = pdf.y + 14;

  const { customer } = doc;
  const customerLines = [
    customer.company,
    customer.address,
    customer.email,
    customer.kvk ? `KvK: ${customer.kvk}` : null,
    customer.btw ? `BTW: ${customer.btw}` : null,
  ].filter((line): line is string => Boolean(line));
  pdf.font(BOLD).fontSize(10).text(toWinAnsi(customer.name), MARGIN.left, top, { width: 260 });
  pdf.font(REGULAR).text(toWinAnsi(customerLines.join("\n")), { width: 260 });
  const customerBottom = pdf.y;

  const facts: [string, string][] = [
    ["Offertenummer", doc.number ?? "Concept"],
    ...(doc.issuedOn ? [["Datum", dutchDay(doc.issuedOn)] as [string, string]] : []),
    ["Geldig tot", dutchDay(doc.validUntil)],
  ];
  let y = top;
  for (const [label, value] of facts) {
    style(pdf, REGULAR, 10, MUTED).text(label, MARGIN.left + 300, y, { width: 85 });
    style(pdf, BOLD, 10, INK).text(toWinAnsi(value), MARGIN.left + 385, y, { width: CONTENT_WIDTH - 385 });
    y = pdf.y + 2;
  }
  pdf.y = Math.max(customerBottom, y) + 22;
}

function drawTableHeader(pdf: Pdf, y: number): number {
  let x = MARGIN.left;
  pdf.rect(MARGIN.left, y, CONTENT_WIDTH, 20).fill(BRAND);
  style(pdf, BOLD, 8.5, "#ffffff");
  for (const column of columns) {
    const width = column.width - 2 * CELL_PADDING;
    fittedText(pdf, column.label, { x: x + CELL_PADDING, y: y + 6, width, size: 8.5, align: column.align });
    x += column.width;
  }
  return y + 20;
}

function optionalLabel(line: QuoteDocumentLine): string | null {
  if (!line.optional) return null;
  return line.included ? "Optioneel – gekozen" : "Optioneel – niet gekozen (telt niet mee)";
}

function pageBottom(pdf: Pdf): number {
  return pdf.page.height - MARGIN.bottom;
}

function drawLines(pdf: Pdf, lines: readonly QuoteDocumentLine[]): void {
  let y = drawTableHeader(pdf, pdf.y);
  const descriptionWidth = columns[0]!.width - 2 * CELL_PADDING;
  for (const line of lines) {
    const description = toWinAnsi(line.description);
    const note = optionalLabel(line);
    const descriptionHeight = pdf.font(REGULAR).fontSize(9).heightOfString(description, {
      width: descriptionWidth,
    });
    const noteHeight = note ? pdf.fontSize(8).heightOfString(note, { width: descriptionWidth }) + 2 : 0;
    const height = descriptionHeight + noteHeight + 2 * 6;
    if (y + height > pageBottom(pdf)) {
      pdf.addPage();
      y = drawTableHeader(pdf, MARGIN.top);
    }
    // An optional line the customer left off is shown, greyed, so they can still tick it.
    const colour = line.optional && !line.included ? MUTED : INK;
    style(pdf, REGULAR, 9, colour);
    pdf.text(description, MARGIN.left + CELL_PADDING, y + 6, { width: descriptionWidth });
    if (note) pdf.fontSize(8).fillColor(MUTED).text(note, { width: descriptionWidth }).fillColor(colour);
    let x = MARGIN.left + columns[0]!.width;
    for (const column of columns.slice(1)) {
      const width = column.width - 2 * CELL_PADDING;
      fittedText(pdf, column.cell(line), { x: x + CELL_PADDING, y: y + 6, width, size: 9 });
      x += column.width;
    }
    y += height;
    rule(pdf, y, MARGIN.left, { width: 0.5, colour: RULE });
  }
  pdf.y = y + 10;
}

function drawTotals(pdf: Pdf, doc: QuoteDocument): void {
  const rows: [string, number][] = [
    ["Subtotaal excl. btw", doc.totals.netCents],
    ...doc.totals.vat.map(
      (group) =>
        [`Btw ${group.rate}% over ${formatEuro(group.netCents)}`, group.vatCents] as [string, number],
    ),
  ];
  const rowHeight = 15;
  if (pdf.y + (rows.length + 2) * rowHeight > pageBottom(pdf)) pdf.addPage();
  const amountWidth = columns.at(-1)!.width - 2 * CELL_PADDING;
  const amountX = MARGIN.left + CONTENT_WIDTH - CELL_PADDING - amountWidth;
  const labelX = MARGIN.left + 180;
  const labelWidth = amountX - labelX - 12;
  let y = pdf.y;
  pdf.font(REGULAR).fillColor(INK);
  for (const [label, cents] of rows) {
    fittedText(pdf, label, { x: labelX, y, width: labelWidth, size: 9.5 });
    fittedText(pdf, formatEuro(cents), { x: amountX, y, width: amountWidth, size: 9.5 });
    y += rowHeight;
  }
  rule(pdf, y, labelX, { width: 1, colour: INK });
  y += 6;
  pdf.font(BOLD);
  fittedText(pdf, "Totaal incl. btw", { x: labelX, y, width: labelWidth, size: 11 });
  fittedText(pdf, formatEuro(doc.totals.grossCents), { x: amountX, y, width: amountWidth, size: 11 });
  pdf.x = MARGIN.left;
  pdf.y = y + 32;
}

function drawClosing(pdf: Pdf, doc: QuoteDocument, supplier: Supplier): void {
  const options = { width: CONTENT_WIDTH, paragraphGap: 6 };
  // drawTotals left pdf.x at the left margin.
  style(pdf, REGULAR, 9.5, INK).text(toWinAnsi(`Levertijd: ${doc.deliveryTime}`), options);
  if (doc.note) pdf.text(toWinAnsi(doc.note), options);
  const terms = toWinAnsi(`${supplier.url.replace(/\/+$/, "")}/algemene-voorwaarden`);
  // The address on a line of its own: wrapped inside the sentence it would break at its hyphen.
  pdf.text("Op deze offerte zijn onze algemene voorwaarden van toepassing:", { ...options, paragraphGap: 0 });
  pdf
    .fillColor(BRAND)
    .text(terms, { ...options, link: terms, underline: true })
    .fillColor(INK);
  if (doc.acceptance) {
    const { name, at } = doc.acceptance;
    style(pdf.moveDown(0.5), BOLD, 9.5, BRAND).text(
      toWinAnsi(`Digitaal geaccepteerd door ${name} op ${formatDateTime(at)}`),
      options,
    );
  }
  if (doc.declined) {
    const { at, reason } = doc.declined;
    style(pdf.moveDown(0.5), BOLD, 9.5, INK).text(`Afgewezen op ${formatDateTime(at)}`, options);
    if (reason) pdf.font(REGULAR).text(toWinAnsi(`Reden: ${reason}`), options);
  }
}

/** "Pagina 1 van 2" on every page, once all pages exist (pdfkit buffers them for this). */
function drawFooters(pdf: Pdf, doc: QuoteDocument, supplier: Supplier): void {
  const { start, count } = pdf.bufferedPageRange();
  const left = toWinAnsi(`${supplier.brand} · ${quoteTitle(doc)}`);
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    pdf.page.margins.bottom = 0;
    const y = pdf.page.height - 38;
    style(pdf, REGULAR, 8, MUTED);
    pdf.text(left, MARGIN.left, y, { width: CONTENT_WIDTH / 2, lineBreak: false });
    pdf.text(`Pagina ${index + 1} van ${count}`, MARGIN.left + CONTENT_WIDTH / 2, y, {
      width: CONTENT_WIDTH / 2,
      align: "right",
      lineBreak: false,
    });
    pdf.page.margins.bottom = MARGIN.bottom;
  }
}

export function renderQuotePdf(doc: QuoteDocument, supplier: Supplier): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    bufferPages: true,
    lang: "nl-NL",
    displayTitle: true,
    info: {
      // Info strings are written as UTF-16 when needed: no WinAnsi limit here.
      Title: quoteTitle(doc),
      Author: supplier.brand,
      Subject: doc.subject ?? "Offerte",
      Creator: supplier.brand,
      CreationDate: doc.issuedOn ? new Date(`${doc.issuedOn}T00:00:00Z`) : CONCEPT_CREATION_DATE,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  drawHeader(pdf, supplier);
  drawIntro(pdf, doc);
  drawLines(pdf, doc.lines);
  drawTotals(pdf, doc);
  drawClosing(pdf, doc, supplier);
  drawFooters(pdf, doc, supplier);
  pdf.end();
  return done;
}
