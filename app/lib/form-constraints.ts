// The zod schema of a form is the single source of its rules: the server parses with it, and the inputs get the
// matching HTML constraints (required, minLength, maxLength, type="email") so a browser flags a mistake before
// the round trip. A failed parse becomes one Dutch message per field, shown at that field.
import type { z } from "zod";
import { EMAIL_PATTERN } from "./email";

export interface FieldConstraint {
  required: boolean;
  minLength?: number;
  maxLength?: number;
  type?: "email";
}

type Shape = Record<string, z.ZodType>;

/** Optional, default, nullable and pipe wrappers hide the string schema that holds the length limits. */
function innermost(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  if (def.innerType) return innermost(def.innerType);
  if (def.type === "pipe" && def.in) return innermost(def.in);
  return schema;
}

function constraintOf(schema: z.ZodType): FieldConstraint {
  // An empty input posts "": the field is required exactly when the schema refuses that.
  const constraint: FieldConstraint = { required: !schema.safeParse("").success };
  const inner = innermost(schema) as Partial<z.ZodString>;
  if (inner._zod?.def.type !== "string") return constraint;
  if (inner.minLength && inner.minLength > 1) constraint.minLength = inner.minLength;
  if (inner.maxLength != null) constraint.maxLength = inner.maxLength;
  const checks = (inner._zod?.def as { checks?: { _zod: { def: { pattern?: RegExp } } }[] }).checks ?? [];
  const usesEmailPattern = checks.some((check) => check._zod.def.pattern === EMAIL_PATTERN);
  if (inner.format === "email" || usesEmailPattern) constraint.type = "email";
  return constraint;
}

/** HTML constraints per field of an object schema; spread them on the matching input. */
export function constraintsFrom<S extends Shape>(
  schema: z.ZodObject<S>,
): { [K in keyof S]: FieldConstraint } {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([name, field]) => [name, constraintOf(field)]),
  ) as { [K in keyof S]: FieldConstraint };
}

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per top-level field of a failed parse (a field shows one thing to fix at a time). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const [name] = issue.path;
    if (typeof name === "string" && !Object.hasOwn(out, name)) out[name] = issue.message;
  }
  return out;
}
