// The mail that carries an invoice to the customer, with its PDF, queued in the transaction that issues it.
import { dutchDay } from "~/lib/shop-time";
import {
  invoiceKindLabel,
  invoiceTitle,
  paymentSentence,
  type InvoiceDocument,
} from "~/lib/invoices/document";
import { formatEuro } from "~/lib/money";
import type { MailSettings, OutgoingMail } from "../mail/outbox.server";
import { renderMail } from "../mail/templates.server";
import { invoiceFileName } from "./pdf.server";

/** An invoice that asks for money: a payment link and the transfer go with it. */
export function isOpenInvoice(doc: Pick<InvoiceDocument, "kind" | "dueCents">): boolean {
  return doc.kind !== "credit" && doc.dueCents > 0;
}

/**
 * The mail; `pageUrl` (the customer's page for the order, where the invoice is and can be paid) goes with an
 * invoice that asks for money, as a button after the payment instruction (IBAN, name, the number as reference).
 */
export function invoiceIssuedMail(
  doc: InvoiceDocument,
  pdf: Buffer,
  settings: MailSettings,
  pageUrl: string | null = null,
): OutgoingMail {
  const title = invoiceTitle(doc);
  const rows: [string, string][] = [
    ["Soort", invoiceKindLabel(doc.kind)],
    ["Factuurdatum", dutchDay(doc.issuedOn)],
    ...(doc.reference ? [["Offerte", doc.reference] as [string, string]] : []),
    ["Totaal incl. btw", formatEuro(doc.grossCents)],
    ...(doc.dueCents > 0 ? [["Te betalen", formatEuro(doc.dueCents)] as [string, string]] : []),
    ...(doc.dueOn && doc.dueCents > 0
      ? [["Uiterlijk betalen", dutchDay(doc.dueOn)] as [string, string]]
      : []),
  ];
  return {
    kind: `invoice.${doc.kind}`,
    to: doc.customer.email!,
    replyTo: settings.shopEmail,
    attachments: [
      {
        filename: invoiceFileName(doc),
        contentType: "application/pdf",
        content: pdf.toString("base64"),
        encoding: "base64",
      },
    ],
    ...renderMail(
      {
        subject: `${title} van ${settings.site.brand}`,
        greeting: `Beste ${doc.customer.name},`,
        intro: [
          doc.kind === "credit"
            ? `Hierbij ontvang je creditfactuur ${doc.number}; de PDF zit als bijlage bij deze e-mail.`
            : `Hierbij ontvang je factuur ${doc.number}; de PDF zit als bijlage bij deze e-mail.`,
          paymentSentence(doc),
        ],
        rows,
        ...(pageUrl && isOpenInvoice(doc)
          ? { link: { label: "Bekijk je factuur online", url: pageUrl } }
          : {}),
        outro: [`Vragen over deze factuur? Beantwoord deze e-mail of bel ons op ${settings.site.phone}.`],
      },
      settings.site,
    ),
  };
}
