// Parsing a lead form with its schema, used by the browser (lazily, before sending) and by the server (the
// authority). The forms themselves (schema, path, messages) are in their lead type's definition; the registry
// lists them (~/lib/leads/registry leadForms).
import type { z } from "../zod";
import type { FormError } from "./messages";
import { leadFormError, leadForms, type LeadForm } from "./registry";

/** What a form's schema produces. */
export type LeadData<F extends LeadForm> = z.output<(typeof leadForms)[F]["schema"]>;

export type LeadParseResult<T> = { ok: true; data: T } | { ok: false; error: FormError };

/** Validates plain string fields (from FormData) with the form's schema. */
export function parseLead<F extends LeadForm>(
  form: F,
  fields: Record<string, unknown>,
): LeadParseResult<LeadData<F>> {
  const schema: z.ZodType = leadForms[form].schema;
  const result = schema.safeParse(fields);
  if (result.success) return { ok: true, data: result.data as LeadData<F> };
  return { ok: false, error: leadFormError(form, result.error.issues) };
}
