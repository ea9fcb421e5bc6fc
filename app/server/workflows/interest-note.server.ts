// "Handelsrente in rekening brengen" sends the customer a rentenota (docs/receivables.md, "The interest note"): in
// one short unit of work under the order's lock the day's charge is claimed with the next number of the R series
// (a double click or a second admin finds it claimed and makes nothing), then the PDF is rendered and stored with
// no transaction open, then a second short unit of work queues the mail with the PDF and the history line, once
// (sent_at set only where it was empty). The note is then open on the customer's page until paid.
import { and, eq, isNull } from "drizzle-orm";
import { formatEuro } from "~/lib/money";
import type { InvoiceDocument } from "~/lib/invoices/document";
import { interestNoteText } from "~/lib/receivables/interest-note";
import { audit } from "../audit.server";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { invoiceInterestCharges } from "../db/schema.server";
import { getSite } from "../env.server";
import { getMailSettings } from "../mail/outbox.server";
import { renderMail } from "../mail/templates.server";
import { addOrderEvent } from "../orders/history.server";
import { addLink, quoteUrl } from "../quotes/links.server";
import { lockQuote } from "../quotes/store.server";
import {
  claimInterestNote,
  interestNotePdfKey,
  renderInterestNotePdf,
} from "../receivables/interest-notes.server";
import { getStorage } from "../storage.server";
import { inUnitOfWork } from "../unit-of-work.server";

export const INTEREST_NOTE_MAIL = "interest-note.sent";

export type InterestNoteResult = { ok: true; number: string } | { ok: false };

/** Claims, renders and sends the note for `cents` interest on `doc` counted to `today`; not twice a day. */
export async function issueInterestNote(
  input: {
    doc: InvoiceDocument;
    principalCents: number;
    dueOn: string;
    today: string;
    cents: number;
    provisional: boolean;
    actorId: string;
  },
  db: Database = getDb(),
): Promise<InterestNoteResult> {
  const { doc } = input;
  const claimed = await db.transaction(async (tx) => {
    const quote = await lockQuote(tx, doc.quoteId);
    if (!quote) return null;
    const row = await claimInterestNote(tx, {
      invoiceId: doc.id,
      quoteId: doc.quoteId,
      countedTo: input.today,
      cents: input.cents,
      provisional: input.provisional,
      actorId: input.actorId,
      year: Number(input.today.slice(0, 4)),
    });
    if (row)
      await audit(tx, {
        actorId: input.actorId,
        action: "invoice.interest",
        targetType: "invoice",
        targetId: doc.id,
        targetLabel: doc.number,
        details: {
          countedTo: input.today,
          cents: input.cents,
          provisional: input.provisional,
          note: row.number,
        },
      });
    return row ? { note: row, quote } : null;
  });
  if (!claimed?.note.number) return { ok: false };
  const { note, quote } = claimed;
  const number = claimed.note.number;
  const site = getSite();
  const text = interestNoteText({
    number,
    invoiceNumber: doc.number,
    issuedOn: input.today,
    invoiceDueOn: input.dueOn,
    countedTo: input.today,
    principalCents: input.principalCents,
    cents: input.cents,
    provisional: input.provisional,
    iban: site.iban,
    accountName: site.brand,
  });
  const pdf = await renderInterestNotePdf(doc, text, input.today);
  const pdfKey = interestNotePdfKey(note.id);
  await getStorage().write(pdfKey, pdf);
  await inUnitOfWork(db, async (unit) => {
    const [sent] = await unit.tx
      .update(invoiceInterestCharges)
      .set({ pdfKey, sentAt: new Date() })
      .where(and(eq(invoiceInterestCharges.id, note.id), isNull(invoiceInterestCharges.sentAt)))
      .returning({ id: invoiceInterestCharges.id });
    if (!sent) return;
    const settings = getMailSettings();
    const url = quoteUrl(settings.site.url, await addLink(unit.tx, doc.quoteId));
    await unit.mail([
      {
        kind: INTEREST_NOTE_MAIL,
        to: quote.customerEmail,
        replyTo: settings.shopEmail,
        attachments: [
          {
            filename: `${text.title}.pdf`,
            contentType: "application/pdf",
            content: pdf.toString("base64"),
            encoding: "base64",
          },
        ],
        ...renderMail(
          {
            subject: `${text.title} van ${settings.site.brand}`,
            greeting: `Beste ${quote.customerName},`,
            intro: [...text.paragraphs, text.payment],
            link: { label: "Bekijk en betaal online", url },
            outro: [
              "De rentenota zit ook als PDF bij deze e-mail.",
              `Vragen? Beantwoord deze e-mail of bel ons op ${settings.site.phone}.`,
            ],
          },
          settings.site,
        ),
      },
    ]);
    await addOrderEvent(
      unit.tx,
      doc.quoteId,
      "invoice",
      `${text.title} van ${formatEuro(input.cents)} (handelsrente op factuur ${doc.number}) gemaild aan de klant.`,
      input.actorId,
    );
  });
  return { ok: true, number };
}
