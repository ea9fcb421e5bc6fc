import { describe, expect, it } from "vitest";
import { parseLead } from "./forms";
import { errorForCode } from "./registry";
import { heldListOf, spamVerdict } from "../spam";

describe("lead schemas", () => {
  it("checks required fields before the e-mail pattern (quick quote)", () => {
    const result = parseLead("quick", { name: "An", email: "geen-email", phone: "" });
    expect(result).toEqual({
      ok: false,
      error: {
        code: "velden",
        title: "Gegevens vereist",
        description: "We hebben je naam, email en telefoonnummer nodig voor contact.",
        // Each failing field with its own message: an empty one asks to be filled in.
        fields: {
          email: "Voer een geldig e-mailadres in.",
          phone: "Vul dit veld in.",
        },
      },
    });
    expect(parseLead("quick", { name: "An", email: "geen-email", phone: "06" })).toMatchObject({
      ok: false,
      error: { title: "Ongeldig e-mailadres", description: "Voer een geldig e-mailadres in." },
    });
  });

  it("fills the quick-quote defaults", () => {
    const result = parseLead("quick", { name: "An", email: "an@x.nl", phone: "06", service: "Stickers" });
    expect(result).toMatchObject({
      ok: true,
      data: { service: "Stickers", description: "Snelle offerte aanvraag voor Stickers", company: null },
    });
  });

  it("rejects wrongly typed values", () => {
    expect(parseLead("quote", { name: 1, email: "a@b.nl", service: "stickers" })).toMatchObject({
      ok: false,
    });
    expect(
      parseLead("partnership", { company_name: "A", contact_person: "B", email: "a@b.nl", phone: ["x"] }),
    ).toMatchObject({
      ok: false,
    });
  });

  it("has a message for every no-JavaScript error code", () => {
    for (const code of ["velden", "email", "ongeldig", "datum", "tijd", "tijdslot", "limiet", "server"])
      expect(errorForCode("quick", code, "076")).toBeDefined();
    expect(errorForCode("quick", "<script>", "076")).toBeUndefined();
  });
});

describe("bot traps", () => {
  it("tells a filled honeypot from a too-fast fill, and holds no missing fill time against the sender", () => {
    expect(spamVerdict({ website: "x" })).toBe("honeypot");
    expect(spamVerdict({ website: "x", _t: "100" }, { minFillMs: 3000 })).toBe("honeypot");
    expect(spamVerdict({ _t: "1200" }, { minFillMs: 3000 })).toBe("time-trap");
    expect(spamVerdict({ _t: "abc" }, { minFillMs: 3000 })).toBe("time-trap");
    expect(spamVerdict({ _t: "4000" }, { minFillMs: 3000 })).toBeNull();
    expect(spamVerdict({}, { minFillMs: 3000 })).toBeNull();
    expect(spamVerdict({ _t: "10" }, { minFillMs: 0 })).toBeNull();
  });

  it("puts a time-trap lead on the review list and everything else trapped on the spam list", () => {
    expect(heldListOf("time-trap")).toBe("review");
    expect(heldListOf("honeypot")).toBe("spam");
    // Rows flagged before the reason was stored.
    expect(heldListOf(null)).toBe("spam");
  });
});
