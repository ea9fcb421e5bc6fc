// The building blocks inside the frame (frame.server.ts) that quotes and invoices share: the addressee beside the
// labelled facts, a table of lines that repeats its header on every page and the totals block, in Inter
// (fonts.server.ts; every text from a document or the site passes through printable first).
import { formatEuro } from "~/lib/money";
import { BOLD, printable, REGULAR } from "./fonts.server";

export type Pdf = PDFKit.PDFDocument;

export { BOLD, REGULAR };
/** The site's brand-700 and ink (app/app.css): brand-700 keeps small text readable on white. */
export const BRAND = "#be123c";
export const INK = "#0f172a";
export const MUTED = "#475569";
const RULE = "#cbd5e1";

export const MARGIN = { top: 50, bottom: 60, left: 50, right: 50 };
const A4_WIDTH = 595.28;
export const CONTENT_WIDTH = A4_WIDTH - MARGIN.left - MARGIN.right;
const CELL_PADDING = 4;

/** Sets font, size and colour in one call (pdfkit keeps them until changed). */
export function style(pdf: Pdf, font: string, size: number, colour: string): Pdf {
  return pdf.font(font).fontSize(size).fillColor(colour);
}

/** A horizontal line from `from` to the right margin. */
export function rule(pdf: Pdf, y: number, from: number, line: { width: number; colour: string }): void {
  pdf.moveTo(from, y).lineTo(MARGIN.left + CONTENT_WIDTH, y);
  pdf.lineWidth(line.width).strokeColor(line.colour).stroke();
}

/** One line of text at (x, y), shrunk until it fits the width: an amount never wraps or overflows. */
export function fittedText(
  pdf: Pdf,
  text: string,
  at: { x: number; y: number; width: number; size: number; align?: "left" | "right" },
): void {
  let size = at.size;
  while (size > 5 && pdf.fontSize(size).widthOfString(text) > at.width) size -= 0.5;
  pdf.text(text, at.x, at.y, { width: at.width, align: at.align ?? "right", lineBreak: false });
}

export function pageBottom(pdf: Pdf): number {
  return pdf.page.height - MARGIN.bottom;
}

/** The addressee's column, and where the labelled facts start to the right of it. */
const ADDRESSEE_WIDTH = 250;
const FACTS_X = MARGIN.left + ADDRESSEE_WIDTH + 10;
const FACTS_GAP = 10;

/**
 * The addressee left (name in bold, then the other lines) and labelled facts right (number, dates). The label
 * column is as wide as its longest label ("Datum vooruitbetaling" wrapped onto the row below in a fixed one) and
 * a row is as high as its taller cell, so a value that wraps pushes the next row down.
 */
export function drawParties(
  pdf: Pdf,
  addressee: { name: string; lines: readonly string[] },
  facts: readonly (readonly [string, string])[],
  top: number,
): void {
  pdf.font(BOLD).fontSize(10).text(printable(addressee.name), MARGIN.left, top, { width: ADDRESSEE_WIDTH });
  pdf.font(REGULAR).text(printable(addressee.lines.join("\n")), { width: ADDRESSEE_WIDTH });
  const addresseeBottom = pdf.y;
  pdf.font(REGULAR).fontSize(10);
  const labelWidth = Math.ceil(Math.max(0, ...facts.map(([label]) => pdf.widthOfString(label))));
  const valueX = FACTS_X + labelWidth + FACTS_GAP;
  const valueWidth = MARGIN.left + CONTENT_WIDTH - valueX;
  let y = top;
  for (const [label, value] of facts) {
    style(pdf, REGULAR, 10, MUTED).text(label, FACTS_X, y, { width: labelWidth + 1, lineBreak: false });
    const labelBottom = y + pdf.currentLineHeight(true);
    style(pdf, BOLD, 10, INK).text(printable(value), valueX, y, { width: valueWidth });
    y = Math.max(labelBottom, pdf.y) + 2;
  }
  pdf.y = Math.max(addresseeBottom, y) + 22;
}

/** A column of the lines table; the first one is the description, which wraps. */
export interface TableColumn<Row> {
  label: string;
  width: number;
  align: "left" | "right";
  cell: (row: Row) => string;
}

/** Omschrijving, Aantal, Prijs excl. btw, Btw, Bedrag excl. btw: the columns a quote and an invoice share. */
export function lineColumns<
  Row extends {
    description: string;
    quantity: number;
    unitPriceCents: number;
    vatRate: number;
    netCents: number;
  },
>(): TableColumn<Row>[] {
  const quantityFormat = new Intl.NumberFormat("nl-NL");
  return [
    { label: "Omschrijving", width: 225, align: "left", cell: (line) => line.description },
    { label: "Aantal", width: 50, align: "right", cell: (line) => quantityFormat.format(line.quantity) },
    { label: "Prijs excl. btw", width: 85, align: "right", cell: (line) => formatEuro(line.unitPriceCents) },
    { label: "Btw", width: 45, align: "right", cell: (line) => `${line.vatRate}%` },
    { label: "Bedrag excl. btw", width: 90, align: "right", cell: (line) => formatEuro(line.netCents) },
  ];
}

function drawTableHeader<Row>(pdf: Pdf, y: number, columns: readonly TableColumn<Row>[]): number {
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

/**
 * The lines as a table: the header repeated on each page, a wrapped description (with an optional small note
 * under it) and the other cells right-aligned and shrunk to fit. `muted` greys a line that does not count.
 */
export function drawTable<Row>(
  pdf: Pdf,
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  extra: { note?: (row: Row) => string | null; muted?: (row: Row) => boolean } = {},
): void {
  let y = drawTableHeader(pdf, pdf.y, columns);
  const descriptionWidth = columns[0]!.width - 2 * CELL_PADDING;
  for (const row of rows) {
    const description = printable(columns[0]!.cell(row));
    const note = extra.note?.(row) ?? null;
    const descriptionHeight = pdf.font(REGULAR).fontSize(9).heightOfString(description, {
      width: descriptionWidth,
    });
    const noteHeight = note ? pdf.fontSize(8).heightOfString(note, { width: descriptionWidth }) + 2 : 0;
    const height = descriptionHeight + noteHeight + 2 * 6;
    if (y + height > pageBottom(pdf)) {
      pdf.addPage();
      y = drawTableHeader(pdf, MARGIN.top, columns);
    }
    const colour = extra.muted?.(row) ? MUTED : INK;
    style(pdf, REGULAR, 9, colour);
    pdf.text(description, MARGIN.left + CELL_PADDING, y + 6, { width: descriptionWidth });
    if (note) pdf.fontSize(8).fillColor(MUTED).text(note, { width: descriptionWidth }).fillColor(colour);
    let x = MARGIN.left + columns[0]!.width;
    for (const column of columns.slice(1)) {
      const width = column.width - 2 * CELL_PADDING;
      fittedText(pdf, column.cell(row), { x: x + CELL_PADDING, y: y + 6, width, size: 9 });
      x += column.width;
    }
    y += height;
    rule(pdf, y, MARGIN.left, { width: 0.5, colour: RULE });
  }
  pdf.y = y + 10;
}

/** Net per VAT rate the way both documents word it: "Btw 21% over € 616,95". */
export function vatRows(totals: {
  netCents: number;
  vat: readonly { rate: number; netCents: number; vatCents: number }[];
}): [string, number][] {
  return [
    ["Subtotaal excl. btw", totals.netCents],
    ...totals.vat.map(
      (group) =>
        [`Btw ${group.rate}% over ${formatEuro(group.netCents)}`, group.vatCents] as [string, number],
    ),
  ];
}

/**
 * The totals block under the table, aligned with the amount column: `rows`, a rule, the total in bold, then
 * `after` (what was prepaid, what is left to pay) in bold too.
 */
export function drawTotals(
  pdf: Pdf,
  rows: readonly [string, number][],
  total: readonly [string, number],
  after: readonly [string, number][] = [],
): void {
  const rowHeight = 15;
  if (pdf.y + (rows.length + 2 + after.length) * rowHeight > pageBottom(pdf)) pdf.addPage();
  const amountWidth = 90 - 2 * CELL_PADDING;
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
  for (const [label, cents] of [total, ...after]) {
    fittedText(pdf, label, { x: labelX, y, width: labelWidth, size: 11 });
    fittedText(pdf, formatEuro(cents), { x: amountX, y, width: amountWidth, size: 11 });
    y += 17;
  }
  pdf.x = MARGIN.left;
  pdf.y = y - 17 + 32;
}
