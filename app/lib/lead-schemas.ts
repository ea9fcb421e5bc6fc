// One zod schema per lead form, used by the browser (before sending) and by the server (the authority).
// Issues carry short codes; `leadFormError` (lead-messages.ts) turns them into the form's exact Dutch toast.
import { z } from "./zod";
import { isBookableDate, isValidSlot } from "./appointment-slots";
import { EMAIL_PATTERN } from "./email";
import { quickQuoteServices, quoteServices } from "./quote-services";

import {
  EMAIL_CODE as EMAIL,
  leadFormError,
  MISSING_CODE as MISSING,
  type FormError,
  type LeadForm,
} from "./lead-messages";

export * from "./lead-messages";

const requiredText = (max: number, label: string) =>
  z
    .string({ error: MISSING })
    .trim()
    .min(1, { error: MISSING })
    .max(max, { error: `long:${label}:${max}` });

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `type:${label}` })
    .trim()
    .max(max, { error: `long:${label}:${max}` })
    .optional()
    .transform((v) => (v ? v : null));

const email = () =>
  z
    .string({ error: MISSING })
    .trim()
    .min(1, { error: MISSING })
    .max(254, { error: "long:E-mailadres:254" })
    .regex(EMAIL_PATTERN, { error: EMAIL });

const delivery = {
  delivery_method: z
    .enum(["", "pickup_delivery", "shipping"], { error: "delivery" })
    .optional()
    .transform((v) => (v ? v : null)),
  delivery_location: optionalText(200, "Locatie"),
};

/** The location only means something when the order is shipped (spec §4). */
function dropLocationUnlessShipping<
  T extends { delivery_method: string | null; delivery_location: string | null },
>(value: T): T {
  return value.delivery_method === "shipping" ? value : { ...value, delivery_location: null };
}

export const quoteModalSchema = z
  .object({
    name: requiredText(100, "Naam"),
    email: email(),
    phone: optionalText(40, "Telefoonnummer"),
    company: optionalText(120, "Bedrijfsnaam"),
    service: z.union([z.literal("", { error: MISSING }), z.enum(quoteServices.map((s) => s.value))], {
      error: "service",
    }),
    description: optionalText(5000, "Omschrijving"),
    ...delivery,
  })
  .refine((v) => v.service !== "", { error: MISSING, path: ["service"] })
  .transform((v) =>
    dropLocationUnlessShipping({ ...v, service: v.service as Exclude<typeof v.service, ""> }),
  );

export type QuoteModalInput = z.output<typeof quoteModalSchema>;

/** Description used when the quick-quote visitor leaves the message empty (spec §5). */
export function defaultQuickDescription(service: string): string {
  return `Snelle offerte aanvraag voor ${service}`;
}

export const quickQuoteSchema = z
  .object({
    name: requiredText(100, "Naam"),
    email: email(),
    phone: requiredText(40, "Telefoonnummer"),
    service: z
      .enum(quickQuoteServices, { error: "service" })
      .optional()
      .transform((v) => v ?? quickQuoteServices[0]),
    description: optionalText(5000, "Bericht"),
    ...delivery,
  })
  .transform((v) =>
    dropLocationUnlessShipping({
      ...v,
      description: v.description ?? defaultQuickDescription(v.service),
      // The quick form has no company field (spec §3: always empty).
      company: null,
    }),
  );

export type QuickQuoteInput = z.output<typeof quickQuoteSchema>;

export const appointmentSchema = z.object({
  name: requiredText(100, "Naam"),
  email: email(),
  company: optionalText(120, "Bedrijfsnaam"),
  phone: optionalText(40, "Telefoonnummer"),
  preferred_date: z
    .string({ error: MISSING })
    .trim()
    .min(1, { error: MISSING })
    .refine((v) => isBookableDate(v), { error: "date" }),
  preferred_time: z
    .string({ error: MISSING })
    .trim()
    .min(1, { error: MISSING })
    .refine(isValidSlot, { error: "time" }),
  message: optionalText(5000, "Bericht"),
});

export type AppointmentInput = z.output<typeof appointmentSchema>;

export const partnershipSchema = z.object({
  company_name: requiredText(120, "Bedrijfsnaam"),
  contact_person: requiredText(100, "Contactpersoon"),
  email: email(),
  phone: optionalText(40, "Telefoonnummer"),
  employees: optionalText(50, "Aantal medewerkers"),
  print_volume: optionalText(200, "Printvolume"),
});

export type PartnershipInput = z.output<typeof partnershipSchema>;

export const leadSchemas = {
  quote: quoteModalSchema,
  quick: quickQuoteSchema,
  appointment: appointmentSchema,
  partnership: partnershipSchema,
} as const;

/** What a form's schema produces. */
export type LeadData<F extends LeadForm> = z.output<(typeof leadSchemas)[F]>;

export type LeadParseResult<T> = { ok: true; data: T } | { ok: false; error: FormError };

/** Validates plain string fields (from FormData) with the form's schema. */
export function parseLead<F extends LeadForm>(
  form: F,
  fields: Record<string, unknown>,
): LeadParseResult<z.output<(typeof leadSchemas)[F]>> {
  const result = leadSchemas[form].safeParse(fields);
  if (result.success) return { ok: true, data: result.data as z.output<(typeof leadSchemas)[F]> };
  return { ok: false, error: leadFormError(form, result.error.issues) };
}
