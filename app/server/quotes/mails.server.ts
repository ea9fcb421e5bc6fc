// The mails of a quote's life, all through the outbox: the quote itself (link and PDF), a reminder before it
// expires, the acceptance to both sides, a decline and a withdrawal.
import { formatEuro } from "~/lib/money";
import { dutchDay, formatDateTimeLong } from "~/lib/shop-time";
import { customerPaymentCopy as paymentCopy } from "~/content/payments";
import { bankTransferRows, type BankTransfer } from "~/lib/payments/bank-transfer";
import type { QuoteDocument } from "~/lib/quotes/document";
import type { MailSettings, OutgoingMail } from "../mail/outbox.server";
import { renderMail } from "../mail/templates.server";

export interface QuoteMailContext {
  doc: QuoteDocument;
  /** The customer's link to this version. */
  url?: string;
  /** The PDF, attached to the customer's mails. */
  pdf?: Buffer;
  settings: MailSettings;
  /** The staff page of the quote, for the shop's mails. */
  staffUrl?: string;
  /** The prepayment an accepted quote asks: by bank transfer (the page's instructions) or with iDEAL on the page. */
  payment?: AcceptedPayment | null;
}

export type AcceptedPayment =
  { kind: "bank"; transfer: BankTransfer } | { kind: "ideal"; amountCents: number };

/** The acceptance mail's payment part: the page's bank-transfer instructions word for word, or where to pay. */
function paymentPart(payment: AcceptedPayment | null | undefined) {
  if (!payment) return { intro: [], rows: [], outro: [] };
  if (payment.kind === "ideal")
    return {
      intro: [paymentCopy.intro(formatEuro(payment.amountCents)), paymentCopy.mailIdeal],
      rows: [],
      outro: [],
    };
  return {
    intro: [paymentCopy.intro(formatEuro(payment.transfer.amountCents)), paymentCopy.bankIntro],
    rows: bankTransferRows(payment.transfer),
    outro: [paymentCopy.bankAfter],
  };
}

function pdfAttachment(doc: QuoteDocument, pdf: Buffer | undefined): OutgoingMail["attachments"] {
  if (!pdf) return undefined;
  return [
    {
      filename: `Offerte ${doc.number ?? "concept"}.pdf`,
      contentType: "application/pdf",
      content: pdf.toString("base64"),
      encoding: "base64",
    },
  ];
}

function greeting(doc: QuoteDocument): string {
  return `Beste ${doc.customer.name},`;
}

function summaryRows(doc: QuoteDocument): [string, string][] {
  return [
    ["Offertenummer", doc.number ?? "Concept"],
    ...(doc.subject ? ([["Onderwerp", doc.subject]] as [string, string][]) : []),
    ["Totaal incl. btw", formatEuro(doc.totals.grossCents)],
    ["Geldig tot en met", dutchDay(doc.validUntil)],
    ["Levertijd", doc.deliveryTime],
  ];
}

export function quoteSentMail({ doc, url, pdf, settings }: QuoteMailContext, again = false): OutgoingMail {
  return {
    kind: again ? "quote.resent" : "quote.sent",
    to: doc.customer.email,
    replyTo: settings.shopEmail,
    attachments: pdfAttachment(doc, pdf),
    ...renderMail(
      {
        subject: `Je offerte ${doc.number} van ${settings.site.brand}`,
        greeting: greeting(doc),
        intro: [
          again
            ? "Hierbij nogmaals je offerte, zoals gevraagd."
            : "Bedankt voor je aanvraag. Hierbij ontvang je onze offerte; de PDF zit als bijlage bij deze e-mail.",
          "Via de link hieronder bekijk je de offerte, kies je eventuele opties en geef je direct akkoord.",
        ],
        rows: summaryRows(doc),
        link: url ? { label: "Bekijk en accepteer je offerte", url } : undefined,
        outro: [
          "Vragen of iets aanpassen? Beantwoord deze e-mail of bel ons op " + settings.site.phone + ".",
        ],
      },
      settings.site,
    ),
  };
}

export function quoteReminderMail({ doc, url, settings }: QuoteMailContext): OutgoingMail {
  return {
    kind: "quote.reminder",
    to: doc.customer.email,
    replyTo: settings.shopEmail,
    ...renderMail(
      {
        subject: `Je offerte ${doc.number} is nog geldig tot ${dutchDay(doc.validUntil)}`,
        greeting: greeting(doc),
        intro: [
          `Een korte herinnering: je offerte ${doc.number} is geldig tot en met ${dutchDay(doc.validUntil)}.`,
          "Wil je ermee verder? Je geeft akkoord via de link hieronder. Past er iets niet, laat het ons weten.",
        ],
        rows: summaryRows(doc),
        link: url ? { label: "Bekijk je offerte", url } : undefined,
      },
      settings.site,
    ),
  };
}

function acceptedLine(doc: QuoteDocument): string {
  return doc.acceptance
    ? `Digitaal geaccepteerd door ${doc.acceptance.name} op ${formatDateTimeLong(doc.acceptance.at)}.`
    : "";
}

export function quoteAcceptedMails({
  doc,
  url,
  pdf,
  settings,
  staffUrl,
  payment,
}: QuoteMailContext): OutgoingMail[] {
  const pay = paymentPart(payment);
  return [
    {
      kind: "quote.accepted.confirmation",
      to: doc.customer.email,
      replyTo: settings.shopEmail,
      attachments: pdfAttachment(doc, pdf),
      ...renderMail(
        {
          subject: `Bevestiging: je hebt offerte ${doc.number} geaccepteerd`,
          greeting: greeting(doc),
          intro: [
            `Bedankt voor je akkoord! ${acceptedLine(doc)}`,
            "De geaccepteerde offerte zit als PDF bij deze e-mail. We nemen contact met je op over de verdere afhandeling.",
            ...pay.intro,
          ],
          rows: [...summaryRows(doc), ...pay.rows],
          link: url
            ? { label: payment?.kind === "ideal" ? paymentCopy.mailIdealLink : "Je offerte bekijken", url }
            : undefined,
          outro: pay.outro,
        },
        settings.site,
      ),
    },
    {
      kind: "quote.accepted.shop",
      to: settings.shopEmail,
      replyTo: doc.customer.email,
      attachments: pdfAttachment(doc, pdf),
      ...renderMail(
        {
          subject: `Offerte ${doc.number} geaccepteerd – ${doc.customer.name}`,
          intro: [acceptedLine(doc)],
          rows: [["Klant", doc.customer.name], ...summaryRows(doc)],
          link: staffUrl ? { label: "Open in het beheer", url: staffUrl } : undefined,
        },
        settings.site,
      ),
    },
  ];
}

export function quoteDeclinedMail({ doc, settings, staffUrl }: QuoteMailContext): OutgoingMail {
  return {
    kind: "quote.declined.shop",
    to: settings.shopEmail,
    replyTo: doc.customer.email,
    ...renderMail(
      {
        subject: `Offerte ${doc.number} afgewezen – ${doc.customer.name}`,
        intro: [`${doc.customer.name} heeft offerte ${doc.number} afgewezen.`],
        rows: [
          ["Klant", doc.customer.name],
          ["Reden", doc.declined?.reason || "Geen reden opgegeven"],
          ["Totaal incl. btw", formatEuro(doc.totals.grossCents)],
        ],
        link: staffUrl ? { label: "Open in het beheer", url: staffUrl } : undefined,
      },
      settings.site,
    ),
  };
}

export function quoteWithdrawnMail({ doc, settings }: QuoteMailContext): OutgoingMail {
  return {
    kind: "quote.withdrawn",
    to: doc.customer.email,
    replyTo: settings.shopEmail,
    ...renderMail(
      {
        subject: `Offerte ${doc.number} is ingetrokken`,
        greeting: greeting(doc),
        intro: [
          `We hebben offerte ${doc.number} ingetrokken; je kunt deze niet meer accepteren.`,
          `Heb je hier vragen over, beantwoord dan deze e-mail of bel ons op ${settings.site.phone}.`,
        ],
      },
      settings.site,
    ),
  };
}
