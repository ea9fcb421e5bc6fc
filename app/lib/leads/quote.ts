// Quote requests: the quote modal and the quick quote form in the contact section (docs/behaviour.md#data, #validation-and-messages). Both store a
// row in quote_requests; `form` says which one sent it.
import { z } from "../zod";
import { formatEuro } from "../money";
import {
  CALCULATOR_SERVICE,
  isPricedProduct,
  postedConfiguration,
  SHOWN_CENTS_FIELD,
} from "../pricing/configuration";
import type { CalculatorPrice } from "../pricing/request";
import type { Configuration } from "../pricing/rules";
import { quickQuoteServices, quoteServiceLabel, quoteServiceValues } from "../quote-services";
import type { ReplyPromise } from "../reply-promise";
import { defineLeadForm, defineLeadType } from "./define";
import { deliveryLabel, fieldLabels } from "./labels";
import { invalidEmail, MISSING_CODE, quoteInvalidEmail, quoteMissing } from "./messages";
import { salesWorkflow } from "./status";
import {
  CONTACT_MAX,
  deliveryFields,
  dropLocationUnlessShipping,
  emailField,
  optionalText,
  requiredText,
} from "./text-fields";

export const quoteModalSchema = z
  .object({
    name: requiredText(CONTACT_MAX.name, fieldLabels.name),
    email: emailField(),
    phone: optionalText(CONTACT_MAX.phone, fieldLabels.phone),
    company: optionalText(CONTACT_MAX.company, fieldLabels.company),
    service: z.union([z.literal("", { error: MISSING_CODE }), z.enum(quoteServiceValues)], {
      error: "service",
    }),
    description: optionalText(5000, "Omschrijving"),
    ...deliveryFields,
  })
  .refine((v) => v.service !== "", { error: MISSING_CODE, path: ["service"] })
  .transform((v) =>
    dropLocationUnlessShipping({ ...v, service: v.service as Exclude<typeof v.service, ""> }),
  );

/** Description used when the quick-quote visitor leaves the message empty (docs/behaviour.md#validation-and-messages). */
export function defaultQuickDescription(service: string): string {
  return `Snelle offerte aanvraag voor ${service}`;
}

export const quickQuoteSchema = z
  .object({
    name: requiredText(CONTACT_MAX.name, fieldLabels.name),
    email: emailField(),
    phone: requiredText(CONTACT_MAX.phone, fieldLabels.phone),
    service: z
      .enum(quickQuoteServices, { error: "service" })
      .optional()
      .transform((v) => v ?? quickQuoteServices[0]),
    description: optionalText(5000, "Bericht"),
    ...deliveryFields,
  })
  .transform((v) =>
    dropLocationUnlessShipping({
      ...v,
      description: v.description ?? defaultQuickDescription(v.service),
      // The quick form has no company field (docs/behaviour.md#data: always empty).
      company: null,
    }),
  );

/**
 * "Offerte aanvragen met deze prijs" on a calculator's answer: name, e-mail and phone, the choice as hidden
 * fields (the calculator's names) and the total the page showed. The server prices the choice itself.
 */
export const pricedQuoteSchema = z
  .object({
    name: requiredText(CONTACT_MAX.name, fieldLabels.name),
    email: emailField(),
    phone: requiredText(CONTACT_MAX.phone, fieldLabels.phone),
    product: z.string().refine(isPricedProduct, { error: "product" }),
    [SHOWN_CENTS_FIELD]: z.string().max(12).optional(),
  })
  .catchall(z.string().max(200))
  .transform((v) => ({
    name: v.name,
    email: v.email,
    phone: v.phone,
    product: v.product,
    shownCents: v[SHOWN_CENTS_FIELD] ?? null,
    configuration: postedConfiguration(v.product as Configuration["product"], v) as Configuration,
  }));

export type QuoteModalInput = z.output<typeof quoteModalSchema>;
export type QuickQuoteInput = z.output<typeof quickQuoteSchema>;
export type PricedQuoteInput = z.output<typeof pricedQuoteSchema>;

/** A quote request as stored (quote_requests without the columns every lead has). */
export interface QuoteRecord {
  form: "modal" | "quick" | (string & {});
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  service: string;
  description: string | null;
  deliveryMethod: string | null;
  deliveryLocation: string | null;
  /** Sent from a calculator: the choice and the server's price (null for the other forms). */
  calculator?: CalculatorPrice | null;
}

/** The quick form promises a call, by the reply clock's due time ("We bellen je vandaag vóór 14:30."). */
function quickReply(reply: ReplyPromise): string {
  return `We bellen je ${reply.when}.`;
}

/** The quote dialog's promise: the sentence of /bedankt and the mail, the same due time. */
const quoteReply = ({ when }: ReplyPromise) => `We nemen ${when} contact met je op.`;

/**
 * The two quote forms. Their keys ("quote", "quick") name them in code and URLs (?verstuurd=, ?formulier=);
 * `stored`, `tracking` and `label` are their other names, here once: the stored `form` column, the conversion
 * event's form and the staff's name for them.
 */
export const quoteForms = {
  quote: defineLeadForm({
    path: "/api/offerte",
    label: "Offerteformulier",
    stored: "modal",
    tracking: "quote-modal",
    schema: quoteModalSchema,
    // The quote dialog opens only with JavaScript, so it has nothing to give back.
    anchor: "",
    attachments: true,
    keep: [],
    messages: {
      missing: quoteMissing,
      invalidEmail: quoteInvalidEmail,
      invalidTitle: "Fout",
      failure: () => ({
        code: "server",
        title: "Fout",
        description:
          "Er is een fout opgetreden bij het versturen van uw aanvraag. Probeer het opnieuw of neem direct contact met ons op.",
      }),
      // docs/behaviour.md#validation-and-messages's toast, in the site's "je" and with the reply clock's due time instead of "binnen 24 uur".
      success: (reply) => ({
        code: "ok",
        title: "Succes!",
        description: `Je offerteaanvraag is verzonden. ${quoteReply(reply)}`,
      }),
      reply: quoteReply,
      thanks: {
        heading: "Bedankt voor je offerteaanvraag!",
        text: "We hebben je offerteaanvraag via het offerteformulier ontvangen.",
      },
    },
  }),
  quick: defineLeadForm({
    path: "/api/snelle-offerte",
    label: "Snelle offerte",
    stored: "quick",
    tracking: "quick-quote",
    schema: quickQuoteSchema,
    anchor: "#contact",
    attachments: true,
    keep: ["name", "email", "phone", "service", "delivery_method", "delivery_location", "description"],
    messages: {
      missing: {
        code: "velden",
        title: "Gegevens vereist",
        description: "We hebben je naam, email en telefoonnummer nodig voor contact.",
      },
      invalidEmail,
      invalidTitle: "Controleer je gegevens",
      failure: (phone) => ({
        code: "server",
        title: "Er ging iets mis",
        description: `Probeer WhatsApp of bel ons direct: ${phone}`,
      }),
      // docs/behaviour.md#validation-and-messages's title; the call is promised by the reply clock's due time.
      success: (reply) => ({
        code: "ok",
        title: "Offerte aanvraag ontvangen",
        description: quickReply(reply),
      }),
      reply: quickReply,
      thanks: {
        heading: "Bedankt voor je offerteaanvraag!",
        text: "We hebben je aanvraag via het snelle offerteformulier ontvangen.",
      },
    },
  }),
  priced: defineLeadForm({
    path: "/api/offerte-met-prijs",
    label: "Calculator",
    stored: "calculator",
    tracking: "calculator-quote",
    schema: pricedQuoteSchema,
    anchor: "#prijs",
    attachments: false,
    keep: [],
    messages: {
      missing: {
        code: "velden",
        title: "Gegevens vereist",
        description: "We hebben je naam, e-mail en telefoonnummer nodig voor je offerte.",
      },
      invalidEmail,
      invalidTitle: "Controleer je gegevens",
      failure: (phone) => ({
        code: "server",
        title: "Er ging iets mis",
        description: `Je aanvraag is niet verstuurd. Probeer het opnieuw of bel ons: ${phone}`,
      }),
      success: (reply) => ({
        code: "ok",
        title: "Offerte aanvraag ontvangen",
        description: `Je offerteaanvraag met de berekende prijs is verzonden. ${quoteReply(reply)}`,
      }),
      reply: quoteReply,
      thanks: {
        heading: "Bedankt voor je offerteaanvraag!",
        text: "We hebben je aanvraag met de prijs uit de calculator ontvangen.",
      },
    },
  }),
};

/** The calculator's service of a priced request (the quote_requests.service column). */
export function pricedService(product: Configuration["product"]): string {
  return CALCULATOR_SERVICE[product];
}

/** The name of the form that sent a quote request (its stored `form` value). */
export function quoteFormLabel(stored: string): string {
  const form = Object.values(quoteForms).find((f) => f.stored === stored);
  return form?.label ?? stored;
}

export const quoteLead = defineLeadType({
  type: "quote",
  label: "Offerteaanvraag",
  pluralLabel: "Offerteaanvragen",
  workflow: salesWorkflow,
  title: (r: QuoteRecord) => r.name,
  contact: (r) => ({ name: r.name, email: r.email, phone: r.phone, company: r.company }),
  subject: (r) => quoteServiceLabel(r.service),
  fields: [
    { label: fieldLabels.name, value: (r) => r.name },
    { label: fieldLabels.email, value: (r) => r.email },
    { label: fieldLabels.phone, value: (r) => r.phone },
    { label: fieldLabels.company, value: (r) => r.company },
    { label: "Dienst", value: (r) => quoteServiceLabel(r.service) },
    { label: "Omschrijving", value: (r) => r.description },
    {
      label: "Calculator",
      value: (r) =>
        r.calculator
          ? `${r.calculator.lines.map((l) => `${l.quantity} × ${l.description}`).join("; ")}: ${formatEuro(r.calculator.grossCents)} incl. btw`
          : null,
      omitEmpty: true,
    },
    { label: fieldLabels.deliveryMethod, value: (r) => deliveryLabel(r.deliveryMethod) },
    { label: fieldLabels.deliveryLocation, value: (r) => r.deliveryLocation, omitEmpty: true },
    { label: "Formulier", value: (r) => quoteFormLabel(r.form), staffOnly: true },
  ],
  forms: quoteForms,
});
