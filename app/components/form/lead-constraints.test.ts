// The lead forms' HTML constraints come from their zod schemas (constraintsFrom). The page must not load zod to
// compute them, so they are kept in lead-constraints.json, written and checked here: a schema change that this
// file does not follow fails (`npx vitest run app/components/form/lead-constraints.test.ts -u` rewrites it).
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { constraintsFrom, type FieldConstraint } from "~/lib/form-constraints";
import { leadForms } from "~/lib/leads/registry";
import stored from "./lead-constraints.json";

/** Only what an input gets: no entry for a field without constraints, no `required: false`. */
function compact(constraints: Record<string, FieldConstraint>) {
  const out: Record<string, Partial<FieldConstraint>> = {};
  for (const [name, { required, ...limits }] of Object.entries(constraints)) {
    const entry = required ? { required, ...limits } : limits;
    if (Object.keys(entry).length) out[name] = entry;
  }
  return out;
}

describe("lead-constraints.json", () => {
  it("is what the lead schemas say", async () => {
    const derived = Object.fromEntries(
      Object.entries(leadForms).map(([form, entry]) => [
        form,
        compact(constraintsFrom(entry.schema as z.ZodType)),
      ]),
    );
    await expect(`${JSON.stringify(derived, null, 2)}\n`).toMatchFileSnapshot("./lead-constraints.json");
  });

  it("marks the contact fields as the forms ask for them", () => {
    expect(stored.quick.name).toEqual({ required: true, maxLength: 100 });
    expect(stored.quick.email).toEqual({ required: true, maxLength: 254, type: "email" });
    expect(stored.quick.phone).toEqual({ required: true, maxLength: 40 });
    expect(stored.quote.phone).toEqual({ maxLength: 40 });
    // Required by the form's refinement, though its own schema lets it be empty.
    expect(stored.quote.service).toEqual({ required: true });
    // A choice the quick form may leave out (it falls back to its first service) is not required.
    expect(stored.quick).not.toHaveProperty("service");
  });
});
