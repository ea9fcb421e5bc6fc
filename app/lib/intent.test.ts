import { describe, expect, expectTypeOf, it } from "vitest";
import { intent, type IntentFields, resultFor, runIntent } from "./intent";
import { MISSING_FIELD_MESSAGE, z } from "./zod";

const noteSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, { error: "Schrijf eerst een notitie." })
    .max(10, { error: "Een notitie is maximaal 10 tekens." }),
});
const idSchema = z.object({ id: z.string().min(1) });

const saved: string[] = [];
const intents = {
  note: intent(noteSchema, ({ body }) => {
    saved.push(body);
    return { notice: "Notitie opgeslagen." };
  }),
  delete: intent(idSchema, ({ id }) =>
    id === "weg" ? { status: 404, formError: "Bestaat niet meer." } : { notice: "Verwijderd.", target: id },
  ),
};
const options = { unknown: "Onbekende actie." };

describe("runIntent", () => {
  it("answers a missing or unknown intent with the route's Dutch 400, whatever else was posted", async () => {
    const posted: IntentFields[] = [
      {},
      { intent: "wis-alles" },
      { intent: "__proto__" },
      { intent: "constructor" },
    ];
    for (const fields of posted) {
      expect(await runIntent(fields, intents, options)).toEqual({
        status: 400,
        result: { intent: null, formError: "Onbekende actie." },
      });
    }
  });

  it("refuses bad fields with one Dutch message per field and the submitted values, without the handler", async () => {
    saved.length = 0;
    const empty = await runIntent({ intent: "note", body: "   " }, intents, options);
    expect(empty).toEqual({
      status: 400,
      result: {
        intent: "note",
        fieldErrors: { body: "Schrijf eerst een notitie." },
        values: { body: "   " },
      },
    });
    const long = await runIntent({ intent: "note", body: "x".repeat(11) }, intents, options);
    expect(long.result.fieldErrors).toEqual({ body: "Een notitie is maximaal 10 tekens." });
    const missing = await runIntent({ intent: "note" }, intents, options);
    expect(missing.result).toEqual({
      intent: "note",
      fieldErrors: { body: MISSING_FIELD_MESSAGE },
      values: {},
    });
    expect(saved).toEqual([]);
  });

  it("runs the handler with the parsed values and answers with its notice and status", async () => {
    saved.length = 0;
    const ok = await runIntent({ intent: "note", body: "  Gebeld  ", extra: "x" }, intents, options);
    expect(ok).toEqual({ status: 200, result: { intent: "note", notice: "Notitie opgeslagen." } });
    expect(saved).toEqual(["Gebeld"]);
    const gone = await runIntent({ intent: "delete", id: "weg" }, intents, options);
    expect(gone).toEqual({ status: 404, result: { intent: "delete", formError: "Bestaat niet meer." } });
    const done = await runIntent({ intent: "delete", id: "p1" }, intents, options);
    expect(done.result).toEqual({ intent: "delete", notice: "Verwijderd.", target: "p1" });
  });

  it("sends the submitted values back with a field error the handler found", async () => {
    const taken = {
      rename: intent(z.object({ id: z.string(), name: z.string() }), () => ({
        status: 409,
        fieldErrors: { name: "Die naam is al in gebruik." },
      })),
    };
    const answer = await runIntent({ intent: "rename", id: "f1", name: "Flyer", other: "x" }, taken, options);
    expect(answer).toEqual({
      status: 409,
      result: {
        intent: "rename",
        fieldErrors: { name: "Die naam is al in gebruik." },
        values: { id: "f1", name: "Flyer" },
      },
    });
  });

  it("lets a handler's redirect through", async () => {
    const redirecting = {
      save: intent(z.object({}), () => {
        throw new Response(null, { status: 302, headers: { location: "/klaar" } });
      }),
    };
    const thrown = await runIntent({ intent: "save" }, redirecting, options).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/klaar");
  });

  it("types field errors by the intent's schema", async () => {
    const { result } = await runIntent({ intent: "note", body: "" }, intents, options);
    const note = resultFor(result, "note");
    expectTypeOf(note?.fieldErrors).toEqualTypeOf<Partial<Record<"body", string>> | undefined>();
    expect(note?.fieldErrors?.body).toBe("Schrijf eerst een notitie.");
    expect(resultFor(result, "delete")).toBeUndefined();
  });
});
