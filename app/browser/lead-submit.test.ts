import { describe, expect, it } from "vitest";
import { SESSION_FIELD } from "~/lib/leads/messages";
import { JS_FIELD, STARTED_FIELD } from "~/lib/spam";
import { leadBody, readLeadAnswer, textFields } from "./lead-submit";

const failure = { code: "server", title: "Er ging iets mis", description: "Bel ons direct: 076" };

describe("leadBody", () => {
  const entries: [string, FormDataEntryValue][] = [
    ["name", "Kim"],
    [JS_FIELD, ""],
    ["email", "kim@example.nl"],
  ];

  it("sends text fields urlencoded with the marker, the session and the time since the page load", () => {
    const body = leadBody(entries, [], { sessionId: "abc123", sinceLoad: 4321.6 });
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(body)).toEqual({
      name: "Kim",
      email: "kim@example.nl",
      [JS_FIELD]: "1",
      [SESSION_FIELD]: "abc123",
      [STARTED_FIELD]: "4322",
    });
  });

  it("goes multipart with files, the files after every text field", () => {
    const file = new File(["logo"], "logo.png", { type: "image/png" });
    const body = leadBody(entries, [file], { sessionId: "s", sinceLoad: 10 });
    expect(body).toBeInstanceOf(FormData);
    const keys = [...body.keys()];
    expect(keys.at(-1)).toBe("attachments");
    expect(keys.indexOf("attachments")).toBeGreaterThan(keys.indexOf(STARTED_FIELD));
    expect((body as FormData).get("attachments")).toBeInstanceOf(File);
  });
});

describe("textFields", () => {
  it("keeps the first value of a repeated name and leaves files out", () => {
    const file = new File(["x"], "x.png");
    expect(
      textFields([
        ["service", "Drukwerk"],
        ["service", "Textiel"],
        ["attachments", file],
      ]),
    ).toEqual({ service: "Drukwerk" });
  });
});

describe("readLeadAnswer", () => {
  it("reads a success with its message and the thank-you page", () => {
    expect(
      readLeadAnswer(200, { ok: true, title: "Aanvraag verstuurd!", next: "/bedankt?f=p" }, failure),
    ).toEqual({
      ok: true,
      success: { code: "ok", title: "Aanvraag verstuurd!", description: undefined },
      next: "/bedankt?f=p",
    });
  });

  it("passes a 4xx message on with its per-field messages, dropping what is not a string", () => {
    const answer = readLeadAnswer(
      400,
      { ok: false, code: "email", title: "Fout", fields: { email: "Voer een geldig e-mailadres in.", x: 3 } },
      failure,
    );
    expect(answer).toEqual({
      ok: false,
      error: {
        code: "email",
        title: "Fout",
        description: undefined,
        fields: { email: "Voer een geldig e-mailadres in." },
      },
    });
  });

  it("gives the failure message for a 5xx, an unreadable answer or a 4xx without a message", () => {
    expect(readLeadAnswer(500, { ok: false, title: "Intern" }, failure)).toEqual({
      ok: false,
      error: failure,
    });
    expect(readLeadAnswer(200, null, failure)).toEqual({ ok: false, error: failure });
    expect(readLeadAnswer(413, "te groot", failure)).toEqual({ ok: false, error: failure });
  });
});
