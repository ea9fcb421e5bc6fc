// A reminder as a PDF (A4, Dutch), on the invoice's letterhead: the title, the customer, the invoice's facts and
// the letter's paragraphs (~/lib/receivables/reminder-letter), then the payment instruction. Kept with the invoice
// (invoice_reminders.pdf_key). Same reminder, same bytes: the document's date is the day it is sent.
import { customerLines, type InvoiceDocument } from "~/lib/invoices/document";
import { formatEuro } from "~/lib/money";
import type { ReminderLetter, ReminderLetterInput } from "~/lib/receivables/reminder-letter";
import { dutchDay } from "~/lib/shop-time";
import { printable } from "../pdf/fonts.server";
import { renderDocument } from "../pdf/frame.server";
import { BOLD, CONTENT_WIDTH, drawParties, INK, MARGIN, REGULAR, style } from "../pdf/layout.server";

export function renderReminderPdf(
  doc: InvoiceDocument,
  input: ReminderLetterInput,
  letter: ReminderLetter,
): Promise<Buffer> {
  const facts: [string, string][] = [
    ["Datum", dutchDay(input.sentOn)],
    ["Factuurnummer", doc.number],
    ["Factuurdatum", dutchDay(doc.issuedOn)],
    ["Vervaldatum", dutchDay(input.dueOn)],
    ["Openstaand", formatEuro(input.openCents)],
    ...(input.deadline ? [["Uiterlijk betalen", dutchDay(input.deadline)] as [string, string]] : []),
  ];
  return renderLetterPdf(doc, {
    title: letter.title,
    date: input.sentOn,
    facts,
    paragraphs: letter.paragraphs,
    payment: letter.payment,
  });
}

/** A letter on the invoice's letterhead (a reminder, a rentenota): title, parties and facts, paragraphs, payment. */
export function renderLetterPdf(
  doc: InvoiceDocument,
  letter: { title: string; date: string; facts: [string, string][]; paragraphs: string[]; payment: string },
): Promise<Buffer> {
  const frame = {
    title: letter.title,
    subject: letter.title,
    supplier: doc.supplier,
    createdAt: new Date(`${letter.date}T00:00:00Z`),
  };
  return renderDocument(frame, (pdf) => {
    style(pdf, BOLD, 18, INK).text(printable(letter.title), MARGIN.left, pdf.y);
    drawParties(
      pdf,
      { name: doc.customer.name, lines: customerLines(doc.customer) },
      letter.facts,
      pdf.y + 14,
    );
    const options = { width: CONTENT_WIDTH, paragraphGap: 8 };
    style(pdf, REGULAR, 10.5, INK).text(
      printable(`Beste ${doc.customer.name},`),
      MARGIN.left,
      pdf.y,
      options,
    );
    for (const paragraph of letter.paragraphs) pdf.text(printable(paragraph), options);
    pdf.font(BOLD).text(printable(letter.payment), options);
    pdf.font(REGULAR).text(printable(`Met vriendelijke groet,\n${doc.supplier.brand}`), options);
  });
}

/** "Herinnering F2026-0001.pdf", the file name of a download or attachment. */
export function reminderFileName(letter: Pick<ReminderLetter, "title">): string {
  return `${letter.title.replace(/[^\p{L}\p{N} ._-]/gu, "")}.pdf`;
}
