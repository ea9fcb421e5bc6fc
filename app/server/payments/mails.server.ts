// The customer's "Betaling ontvangen" mail (through the outbox, in the transaction that records the payment): the
// amount, how it came in, the expected ready date and a link to follow the order. The invoice follows in its own
// mail (invoices/compose).
import { dutchDate } from "~/lib/shop-time";
import { formatEuro } from "~/lib/money";
import type { MailSettings, OutgoingMail } from "../mail/outbox.server";
import { renderMail } from "../mail/templates.server";

export interface PaymentReceivedContext {
  number: string;
  customerName: string;
  customerEmail: string;
  amountCents: number;
  /** "iDEAL" or "bankoverschrijving". */
  via: string;
  /** yyyy-MM-dd, when known. */
  readyBy: string | null;
  /** The date waits for the proof's approval (docs/proofs.md). */
  proofFirst?: boolean;
  /** A fresh link to the customer's page of the quote. */
  url: string;
  settings: MailSettings;
}

export const PAYMENT_RECEIVED_MAIL = "payment.received";

export function paymentReceivedMail(ctx: PaymentReceivedContext): OutgoingMail {
  const { settings } = ctx;
  const rows: [string, string][] = [
    ["Bestelling", ctx.number],
    ["Ontvangen", formatEuro(ctx.amountCents)],
    ["Betaald via", ctx.via],
  ];
  if (ctx.readyBy) rows.push(["Verwacht klaar", dutchDate(ctx.readyBy)]);
  else if (ctx.proofFirst) rows.push(["Verwacht klaar", "na goedkeuring van de drukproef"]);
  return {
    kind: PAYMENT_RECEIVED_MAIL,
    to: ctx.customerEmail,
    replyTo: settings.shopEmail,
    ...renderMail(
      {
        subject: `Betaling ontvangen voor bestelling ${ctx.number}`,
        greeting: `Beste ${ctx.customerName},`,
        intro: [
          `Bedankt! We hebben je betaling van ${formatEuro(ctx.amountCents)} ontvangen.`,
          ctx.proofFirst
            ? "Zodra je de drukproef hebt goedgekeurd, plannen we je bestelling in en hoor je wanneer ze klaar is. De factuur ontvang je in een aparte e-mail."
            : "We plannen je bestelling nu in. Je krijgt bericht zodra ze in productie gaat; de factuur ontvang je in een aparte e-mail.",
        ],
        rows,
        link: { label: "Bekijk je bestelling", url: ctx.url },
        outro: [`Vragen? Beantwoord deze e-mail of bel ons op ${settings.site.phone}.`],
      },
      settings.site,
    ),
  };
}

export const INVOICE_PAID_MAIL = "payment.invoice";

/** The customer's confirmation of an invoice paid online: the invoice, the amount and what is still open. */
export function invoicePaidMail(ctx: {
  invoiceNumber: string;
  /** "factuur F2026-0012" or "rentenota R2026-0001". */
  item: string;
  customerName: string;
  customerEmail: string;
  amountCents: number;
  openAfterCents: number;
  url: string;
  settings: MailSettings;
}): OutgoingMail {
  const { settings } = ctx;
  return {
    kind: INVOICE_PAID_MAIL,
    to: ctx.customerEmail,
    replyTo: settings.shopEmail,
    ...renderMail(
      {
        subject: `Betaling ontvangen voor ${ctx.item}`,
        greeting: `Beste ${ctx.customerName},`,
        intro: [`Bedankt! We hebben je betaling van ${formatEuro(ctx.amountCents)} ontvangen.`],
        rows: [
          [ctx.item.startsWith("rentenota") ? "Rentenota" : "Factuur", ctx.invoiceNumber],
          ["Ontvangen", formatEuro(ctx.amountCents)],
          ["Betaald via", "iDEAL"],
          ["Nog open", formatEuro(ctx.openAfterCents)],
        ],
        link: { label: "Bekijk je bestelling", url: ctx.url },
        outro: [`Vragen? Beantwoord deze e-mail of bel ons op ${settings.site.phone}.`],
      },
      settings.site,
    ),
  };
}
