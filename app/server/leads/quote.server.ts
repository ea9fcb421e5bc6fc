// Quote requests in quote_requests, and their two e-mails.
import { replySentence } from "~/lib/leads/messages";
import { leadRows } from "~/lib/leads/registry";
import { replyPromise } from "~/lib/reply-promise";
import { quoteServiceLabel } from "~/lib/quote-services";
import { quoteRequests } from "../db/schema.server";
import { renderMail } from "../mail/templates.server";
import { attachmentMailLines } from "./attachments.server";
import { leadPageUrl, openLeadLink } from "./links.server";
import { defineLeadStorage } from "./define.server";

export const quoteStorage = defineLeadStorage({
  type: "quote",
  table: quoteRequests,
  formColumn: quoteRequests.form,
  searchColumns: [
    quoteRequests.name,
    quoteRequests.phone,
    quoteRequests.company,
    quoteRequests.service,
    quoteRequests.description,
    quoteRequests.deliveryLocation,
  ],
  personalColumns: [
    quoteRequests.name,
    quoteRequests.email,
    quoteRequests.phone,
    quoteRequests.company,
    quoteRequests.description,
    quoteRequests.deliveryLocation,
    quoteRequests.sessionId,
  ],
  mails: (q, id, { site, shopEmail }, attachments) => {
    const origin = q.form === "quick" ? "het snelle offerteformulier (contact)" : "het offerteformulier";
    const form = q.form === "quick" ? "quick" : "modal";
    return [
      {
        kind: `quote.${form}.shop`,
        to: shopEmail,
        replyTo: q.email,
        ...renderMail(
          {
            subject: `Nieuwe offerteaanvraag: ${quoteServiceLabel(q.service)} – ${q.name}`,
            intro: [`Er is een nieuwe offerteaanvraag binnengekomen via ${origin}.`],
            rows: leadRows("quote", q, "visitor"),
            link: openLeadLink(site.url, "quote", id),
            outro: [
              ...attachmentMailLines(attachments, leadPageUrl(site.url, "quote", id)),
              "Beantwoord deze e-mail om de klant direct te antwoorden.",
            ],
          },
          site,
        ),
      },
      {
        kind: `quote.${form}.confirmation`,
        to: q.email,
        ...renderMail(
          {
            subject: `Je offerteaanvraag bij ${site.brand}`,
            greeting: `Beste ${q.name},`,
            intro: [
              `Bedankt voor je offerteaanvraag. ${replySentence(form === "quick" ? "quick" : "quote", replyPromise(new Date(), site.openingHours))}`,
              "Je gegevens:",
            ],
            rows: leadRows("quote", q, "visitor"),
            outro: [
              `Vragen of haast? Bel ons op ${site.phone} of stuur een WhatsApp-bericht.`,
              "Met vriendelijke groet,",
              site.brand,
            ],
          },
          site,
        ),
      },
    ];
  },
});
