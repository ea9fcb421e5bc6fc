// The one frame of the shop's A4 documents, quotes and invoices alike: a Dutch PDF/A-3b file in Inter (embedded
// subsets), the shop's letterhead on the first page, "Pagina 1 van 2" footers on every page, and an optional
// embedded file (an invoice carries its UBL). The document's own parts (intro, table, totals, closing) are drawn
// by its module in between. See docs/invoices.md, "The PDF".
//
// Same input, same bytes: the CreationDate (and an attachment's dates) come from the document, never from the
// clock, pdfkit derives its file ID from the info dictionary and the font subsets are named per document, so a
// stored SHA-256 of a PDF (a quote's acceptance evidence) can be checked against a new rendering.
import PDFDocument from "pdfkit";
import type { Supplier } from "~/lib/quotes/document";
import { registerInter, printable } from "./fonts.server";
import { BOLD, BRAND, CONTENT_WIDTH, MARGIN, MUTED, REGULAR, rule, style, type Pdf } from "./layout.server";

/** A file inside the PDF, e.g. an invoice's UBL: in PDF/A-3 an associated file of the whole document. */
export interface PdfAttachment {
  name: string;
  content: string;
  mimeType: string;
  description: string;
  /** How it relates to the document (PDF/A-3's AFRelationship): Alternative is the same content as data. */
  relationship: "Alternative" | "Data" | "Source" | "Supplement";
}

export interface PdfFrame {
  /** "Offerte OFF-2026-0007": the document's title and the footer's. */
  title: string;
  subject: string;
  supplier: Supplier;
  /** The document's own date (issue date, or a fixed one for a concept). */
  createdAt: Date;
  attachment?: PdfAttachment;
}

const xml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * pdfkit copies the info strings into the XMP packet (which PDF/A requires to match them) without escaping: a
 * "&" in a shop's name or a quote's subject would make the packet invalid XML. The Info dictionary is written
 * before the packet, so the packet is built from escaped copies.
 */
function escapeXmpInfo(pdf: Pdf): void {
  const internals = pdf as unknown as { _addInfo(): void; info: Record<string, unknown> };
  const addInfo = internals._addInfo;
  internals._addInfo = function (this: typeof internals) {
    const info = this.info;
    this.info = Object.fromEntries(
      Object.entries(info).map(([key, value]) => [key, typeof value === "string" ? xml(value) : value]),
    );
    try {
      addInfo.call(this);
    } finally {
      this.info = info;
    }
  };
}

function drawLetterhead(pdf: Pdf, supplier: Supplier): void {
  const top = MARGIN.top;
  style(pdf, BOLD, 22, BRAND).text(printable(supplier.brand), MARGIN.left, top, { width: 260 });
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
  style(pdf, REGULAR, 8.5, MUTED).text(printable(details.join("\n")), MARGIN.left + 280, top, {
    width: CONTENT_WIDTH - 280,
    align: "right",
  });
  const y = Math.max(brandBottom, pdf.y) + 12;
  rule(pdf, y, MARGIN.left, { width: 1.5, colour: BRAND });
  pdf.y = y + 18;
}

/** "Pagina 1 van 2" on every page with `left` beside it, once all pages exist (pdfkit buffers them for this). */
function drawPageFooters(pdf: Pdf, left: string): void {
  const { start, count } = pdf.bufferedPageRange();
  const text = printable(left);
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    pdf.page.margins.bottom = 0;
    const y = pdf.page.height - 38;
    style(pdf, REGULAR, 8, MUTED);
    pdf.text(text, MARGIN.left, y, { width: CONTENT_WIDTH / 2, lineBreak: false });
    pdf.text(`Pagina ${index + 1} van ${count}`, MARGIN.left + CONTENT_WIDTH / 2, y, {
      width: CONTENT_WIDTH / 2,
      align: "right",
      lineBreak: false,
    });
    pdf.page.margins.bottom = MARGIN.bottom;
  }
}

/** The document as PDF bytes: the frame around what `drawBody` puts under the letterhead. */
export function renderDocument(frame: PdfFrame, drawBody: (pdf: Pdf) => void): Promise<Buffer> {
  const { supplier } = frame;
  const pdf = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    bufferPages: true,
    lang: "nl-NL",
    displayTitle: true,
    // PDF/A-3 (ISO 19005-3) is PDF 1.7 with everything needed to show it inside the file: the fonts embedded,
    // an sRGB output intent (pdfkit ships the ICC profile) and XMP metadata naming the part and level. Level b
    // (the look is preserved) rather than a (also tagged for accessibility), which pdfkit's text does not give.
    pdfVersion: "1.7",
    subset: "PDF/A-3b",
    // No default Helvetica: every font in a PDF/A file must be embedded (registerInter selects Inter).
    font: null as unknown as string,
    // Info strings are written as UTF-16 when needed.
    info: {
      Title: frame.title,
      Author: supplier.brand,
      Subject: frame.subject,
      Creator: supplier.brand,
      CreationDate: frame.createdAt,
    },
  });
  escapeXmpInfo(pdf);
  registerInter(pdf);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  drawLetterhead(pdf, supplier);
  drawBody(pdf);
  drawPageFooters(pdf, `${supplier.brand} · ${frame.title}`);
  if (frame.attachment) {
    const { name, content, mimeType, description, relationship } = frame.attachment;
    // pdfkit's types lack `relationship`; pdfkit writes it as the file specification's AFRelationship.
    const options: PDFKit.Mixins.PDFAttachmentOptions & { relationship: PdfAttachment["relationship"] } = {
      name,
      type: mimeType,
      description,
      relationship,
      creationDate: frame.createdAt,
      modifiedDate: frame.createdAt,
    };
    pdf.file(Buffer.from(content, "utf8"), options);
  }
  pdf.end();
  return bytes;
}
