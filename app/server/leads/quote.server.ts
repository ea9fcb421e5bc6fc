// Quote requests in quote_requests: how its two forms' data becomes a record (the `form` column says which one
// sent it), and the two e-mails.
import {
  pricedService,
  quoteForms,
  type PricedQuoteInput,
  type QuickQuoteInput,
  type QuoteModalInput,
  type QuoteRecord,
} from "~/lib/leads/quote";
import { formatEuro } from "~/lib/money";
import { calculatorPriceText } from "~/lib/pricing/request";
import type { Database } from "../db/client.server";
import { checkPricedQuote } from "../pricing/request.server";
import { leadRows, replySentence } from "~/lib/leads/registry";
import { quoteServiceLabel } from "~/lib/quote-services";
import { quoteRequests } from "../db/schema.server";
import { renderMail } from "../mail/templates.server";
import { attachmentMailLines } from "./attachments.server";
import { leadPageUrl, openLeadLink } from "./links.server";
import { defineLeadStorage } from "./define.server";
import { LeadRejection } from "./store.server";

export function quoteRecord(form: string, input: QuoteModalInput | QuickQuoteInput): QuoteRecord {
  return {
    form,
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company,
    service: input.service,
    description: input.description,
    deliveryMethod: input.delivery_method,
    deliveryLocation: input.delivery_location,
    calculator: null,
  };
}

/**
 * A request from a calculator's answer, priced from the published rules whatever the browser sent. A choice the
 * rules no longer price is refused (400); a total other than the page showed is refused with the new one (409),
 * so nothing is stored at a price the visitor did not see.
 */
export async function pricedQuoteRecord(input: PricedQuoteInput, db: Database): Promise<QuoteRecord> {
  const check = await checkPricedQuote(input, db);
  if (!check.ok && check.issue === "buiten-bereik")
    throw new LeadRejection(400, {
      code: "buiten-bereik",
      title: "Niet meer online te berekenen",
      description: "Deze keuze rekenen we niet meer online uit. Vraag een offerte op maat aan.",
    });
  if (!check.ok)
    throw new LeadRejection(409, {
      code: "prijswijziging",
      title: "De prijs is gewijzigd",
      description: `Sinds je de prijs zag, zijn onze prijzen gewijzigd. De prijs is nu ${formatEuro(check.price.grossCents)} incl. btw. Bevestig je aanvraag met de nieuwe prijs.`,
    });
  return {
    form: quoteForms.priced.stored,
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: null,
    service: pricedService(input.product),
    description: calculatorPriceText(check.price),
    deliveryMethod: null,
    deliveryLocation: null,
    calculator: check.price,
  };
}

export const quoteStorage = defineLeadStorage({
  type: "quote",
  table: quoteRequests,
  records: {
    quote: (data) => quoteRecord(quoteForms.quote.stored, data),
    quick: (data) => quoteRecord(quoteForms.quick.stored, data),
    priced: pricedQuoteRecord,
  },
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
  mails: (q, id, { site, shopEmail, reply }, attachments) => {
    const form =
      q.form === quoteForms.quick.stored ? "quick" : q.form === quoteForms.priced.stored ? "priced" : "quote";
    const origin = {
      quick: "het snelle offerteformulier (contact)",
      priced: "de prijscalculator",
      quote: "het offerteformulier",
    }[form];
    // The mail kinds name the form by its stored value (quote.modal.shop, quote.quick.confirmation).
    const stored = quoteForms[form].stored;
    return [
      {
        kind: `quote.${stored}.shop`,
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
        kind: `quote.${stored}.confirmation`,
        to: q.email,
        ...renderMail(
          {
            subject: `Je offerteaanvraag bij ${site.brand}`,
            greeting: `Beste ${q.name},`,
            intro: [`Bedankt voor je offerteaanvraag. ${replySentence(form, reply)}`, "Je gegevens:"],
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
