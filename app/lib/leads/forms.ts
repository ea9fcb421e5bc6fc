// The lead forms and their schemas, used by the browser (lazily, before sending) and by the server (the
// authority). Each form feeds one lead type of the registry.
import type { z } from "../zod";
import { appointmentSchema } from "./appointment";
import { leadFormError, type FormError, type LeadForm } from "./messages";
import { partnershipSchema } from "./partnership";
import { quickQuoteSchema, quoteModalSchema } from "./quote";
import type { LeadType } from "./registry";
import { workwearOrderSchema } from "./workwear";
import { lineFieldNames, NO_JS_LINE_ROWS } from "../workwear/order-form";

const contactFields = ["name", "email", "phone"] as const;
const deliveryFields = ["delivery_method", "delivery_location"] as const;
/** The plain order rows of the work-wear form without JavaScript. */
const noJsLineFields = Array.from({ length: NO_JS_LINE_ROWS }, (_, i) =>
  Object.values(lineFieldNames(i + 1)),
).flat();

/**
 * Each form's lead type, schema, the anchor of the page section it sits in (for the no-JavaScript path),
 * whether a visitor may attach files (a logo or design; ~/lib/leads/attachments), and the fields a form sent
 * without JavaScript gets back after an error (~/lib/leads/kept-input). The quote dialog opens only with
 * JavaScript, so it has nothing to give back; the appointment form is also a page (/afspraak).
 */
export const leadForms = {
  quote: { type: "quote", schema: quoteModalSchema, anchor: "", attachments: true, keep: [] },
  quick: {
    type: "quote",
    schema: quickQuoteSchema,
    anchor: "#contact",
    attachments: true,
    keep: [...contactFields, "service", ...deliveryFields, "description"],
  },
  appointment: {
    type: "appointment",
    schema: appointmentSchema,
    anchor: "",
    attachments: false,
    keep: [...contactFields, "company", "message", "preferred_date", "preferred_time"],
  },
  workwear: {
    type: "workwear",
    schema: workwearOrderSchema,
    anchor: "#bestelformulier",
    attachments: true,
    keep: [
      ...contactFields,
      "company",
      ...deliveryFields,
      "logo_position",
      "technique",
      "notes",
      ...noJsLineFields,
    ],
  },
  partnership: {
    type: "partnership",
    schema: partnershipSchema,
    anchor: "#zakelijk-partner",
    attachments: false,
    keep: ["company_name", "contact_person", "email", "phone", "employees", "print_volume"],
  },
} as const satisfies Record<
  LeadForm,
  { type: LeadType; schema: z.ZodType; anchor: string; attachments: boolean; keep: readonly string[] }
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
