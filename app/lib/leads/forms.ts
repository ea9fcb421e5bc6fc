// The lead forms and their schemas, used by the browser (lazily, before sending) and by the server (the
// authority). Each form feeds one lead type of the registry.
import type { z } from "../zod";
import { appointmentSchema } from "./appointment";
import { leadFormError, type FormError, type LeadForm } from "./messages";
import { partnershipSchema } from "./partnership";
import { quickQuoteSchema, quoteModalSchema } from "./quote";
import type { LeadType } from "./registry";
import { workwearOrderSchema } from "./workwear";

/**
 * Each form's lead type, schema, the anchor of the page section it sits in (for the no-JavaScript path), and
 * whether a visitor may attach files (a logo or design; ~/lib/leads/attachments).
 */
export const leadForms = {
  quote: { type: "quote", schema: quoteModalSchema, anchor: "", attachments: true },
  quick: { type: "quote", schema: quickQuoteSchema, anchor: "#contact", attachments: true },
  appointment: { type: "appointment", schema: appointmentSchema, anchor: "", attachments: false },
  workwear: { type: "workwear", schema: workwearOrderSchema, anchor: "#bestelformulier", attachments: true },
  partnership: {
    type: "partnership",
    schema: partnershipSchema,
    anchor: "#zakelijk-partner",
    attachments: false,
  },
} as const satisfies Record<
  LeadForm,
  { type: LeadType; schema: z.ZodType; anchor: string; attachments: boolean }
>;

/** What a form's schema produces. */
export type LeadData<F extends LeadForm> = z.output<(typeof leadForms)[F]["schema"]>;

export type LeadParseResult<T> = { ok: true; data: T } | { ok: false; error: FormError };

/** Validates plain string fields (from FormData) with the form's schema. */
export function parseLead<F extends LeadForm>(
  form: F,
  fields: Record<string, unknown>,
): LeadParseResult<LeadData<F>> {
  const result = leadForms[form].schema.safeParse(fields);
  if (result.success) return { ok: true, data: result.data as LeadData<F> };
  return { ok: false, error: leadFormError(form, result.error.issues) };
}
