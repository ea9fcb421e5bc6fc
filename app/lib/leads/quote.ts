// Quote requests: the quote modal and the quick quote form in the contact section (spec §3, §5). Both store a
// row in quote_requests; `form` says which one sent it.
import { z } from "../zod";
import { quickQuoteServices, quoteServiceLabel, quoteServices } from "../quote-services";
import { defineLeadType } from "./define";
import { deliveryLabel, MISSING_CODE } from "./messages";
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
    name: requiredText(CONTACT_MAX.name, "Naam"),
    email: emailField(),
    phone: optionalText(CONTACT_MAX.phone, "Telefoonnummer"),
    company: optionalText(CONTACT_MAX.company, "Bedrijfsnaam"),
    service: z.union([z.literal("", { error: MISSING_CODE }), z.enum(quoteServices.map((s) => s.value))], {
      error: "service",
    }),
    description: optionalText(5000, "Omschrijving"),
    ...deliveryFields,
  })
  .refine((v) => v.service !== "", { error: MISSING_CODE, path: ["service"] })
  .transform((v) =>
    dropLocationUnlessShipping({ ...v, service: v.service as Exclude<typeof v.service, ""> }),
  );

/** Description used when the quick-quote visitor leaves the message empty (spec §5). */
export function defaultQuickDescription(service: string): string {
  return `Snelle offerte aanvraag voor ${service}`;
}

export const quickQuoteSchema = z
  .object({
    name: requiredText(CONTACT_MAX.name, "Naam"),
    email: emailField(),
    phone: requiredText(CONTACT_MAX.phone, "Telefoonnummer"),
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
      // The quick form has no company field (spec §3: always empty).
      company: null,
    }),
  );

export type QuoteModalInput = z.output<typeof quoteModalSchema>;
export type QuickQuoteInput = z.output<typeof quickQuoteSchema>;

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
}

export function quoteRecord(form: "modal" | "quick", input: QuoteModalInput | QuickQuoteInput): QuoteRecord {
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
  };
}

const formLabels: Record<string, string> = { modal: "Offerteformulier", quick: "Snelle offerte" };

/** The name of the form that sent a quote request. */
export function quoteFormLabel(form: string): string {
  return Object.hasOwn(formLabels, form) ? formLabels[form]! : form;
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
    { label: "Naam", value: (r) => r.name },
    { label: "E-mail", value: (r) => r.email },
    { label: "Telefoon", value: (r) => r.phone },
    { label: "Bedrijf", value: (r) => r.company },
    { label: "Dienst", value: (r) => quoteServiceLabel(r.service) },
    { label: "Omschrijving", value: (r) => r.description },
    { label: "Levering", value: (r) => deliveryLabel(r.deliveryMethod) },
    { label: "Leverlocatie", value: (r) => r.deliveryLocation, omitEmpty: true },
    { label: "Formulier", value: (r) => quoteFormLabel(r.form), staffOnly: true },
  ],
});
