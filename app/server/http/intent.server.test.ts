import { describe, expect, it } from "vitest";
import { z } from "~/lib/zod";
import { dispatchIntent, intent } from "./intent.server";

const intents = {
  rename: intent(z.object({ name: z.string().trim().min(1, { error: "Vul een naam in." }) }), ({ name }) => ({
    notice: `Hernoemd naar ${name}.`,
  })),
};
const options = { unknown: "Onbekende actie." };

const post = (body: string, type = "application/x-www-form-urlencoded") =>
  new Request("http://localhost/employee-dashboard/bestanden", {
    method: "POST",
    headers: { "content-type": type },
    body,
  });

describe("dispatchIntent", () => {
  it("reads the request and answers with data() and the result's status", async () => {
    const answer = await dispatchIntent(post("intent=rename&name=+Flyer+"), intents, options);
    expect(answer.init?.status).toBe(200);
    expect(answer.data).toEqual({ intent: "rename", notice: "Hernoemd naar Flyer." });
    const refused = await dispatchIntent(post("intent=rename&name="), intents, options);
    expect(refused.init?.status).toBe(400);
    expect(refused.data.fieldErrors).toEqual({ name: "Vul een naam in." });
  });

  it("takes fields an upload already read", async () => {
    const answer = await dispatchIntent({ intent: "upload" }, intents, options);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ intent: null, formError: "Onbekende actie." });
  });

  it("turns a body that is no form into a Dutch 4xx, not a 500", async () => {
    const thrown = await dispatchIntent(
      post('{"intent":"rename"}', "application/json"),
      intents,
      options,
    ).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 415 }, data: "Stuur het formulier in via de website." });
  });
});
