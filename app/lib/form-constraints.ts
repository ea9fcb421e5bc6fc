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

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType) => schema._zod.def as Def;

/** Optional, default, nullable and pipe wrappers hide the string schema that holds the length limits. */
function innermost(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return innermost(def.innerType);
  if (def.type === "pipe" && def.in) return innermost(def.in);
  return schema;
}

function constraintOf(schema: z.ZodType): FieldConstraint {
  // An empty input posts "": the field is required when the schema refuses that and an absent field alike (a
  // choice that may be left out, as the quick form's service, falls back to a default).
  const required = !schema.safeParse("").success && !schema.safeParse(undefined).success;
  const constraint: FieldConstraint = { required };
  const inner = innermost(schema) as Partial<z.ZodString>;
  if (inner._zod?.def.type !== "string") return constraint;
  if (inner.minLength && inner.minLength > 1) constraint.minLength = inner.minLength;
  if (inner.maxLength != null) constraint.maxLength = inner.maxLength;
  const checks = (inner._zod?.def as { checks?: { _zod: { def: { pattern?: RegExp } } }[] }).checks ?? [];
  const usesEmailPattern = checks.some((check) => check._zod.def.pattern === EMAIL_PATTERN);
  if (inner.format === "email" || usesEmailPattern) constraint.type = "email";
  return constraint;
}

/** The fields of a form schema: an object, possibly behind refinements and transforms (which pipe it). */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const inner = innermost(schema);
  const shape = defOf(inner).shape;
  if (!shape) throw new Error("constraintsFrom needs an object schema");
  return shape;
}

/**
 * Fields a check of the whole form refuses when left empty (a refinement that requires one). zod runs such a
 * check only when no field failed outright, so each field gets "" where its own schema allows that, else
 * nothing where it may be left out; only required text fields fail, and they fail in a way that lets it run.
 */
function refusedWhenEmpty(schema: z.ZodType, shape: Record<string, z.ZodType>): Set<string> {
  const probe = Object.fromEntries(
    Object.entries(shape).map(([name, field]) => [
      name,
      field.safeParse("").success || !field.safeParse(undefined).success ? "" : undefined,
    ]),
  );
  const refused = new Set<string>();
  let issues: readonly z.core.$ZodIssue[];
  try {
    issues = schema.safeParse(probe).error?.issues ?? [];
  } catch {
    return refused; // an asynchronous check: only the fields' own schemas count
  }
  for (const issue of issues) if (typeof issue.path[0] === "string") refused.add(issue.path[0]);
  return refused;
}

/** HTML constraints per field of a form schema; spread them on the matching input. */
export function constraintsFrom<T extends z.ZodType>(
  schema: T,
): { [K in keyof z.input<T>]-?: FieldConstraint } {
  const shape = shapeOf(schema);
  const refused = refusedWhenEmpty(schema, shape);
  return Object.fromEntries(
    Object.entries(shape).map(([name, field]) => {
      const constraint = constraintOf(field);
      // A field its own schema lets be empty can still be required by the form (quote modal: the service).
      if (!constraint.required && refused.has(name) && field.safeParse("").success)
        constraint.required = true;
      return [name, constraint];
    }),
  ) as { [K in keyof z.input<T>]-?: FieldConstraint };
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
