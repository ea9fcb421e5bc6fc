import { describe, expect, it } from "vitest";
import { decodeKeptInput, encodeKeptInput, MAX_KEPT_INPUT_CHARS } from "./kept-input";

const toCookie = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString("base64url");

describe("kept input of a form sent without JavaScript", () => {
  it("gives back what the visitor typed, accents and all", () => {
    const sent = {
      name: "Piet Snel",
      phone: "06 1234 5678",
      email: "piet@snel",
      service: "Stickers",
      description: "Graag 200 stickers, rond, Ø 8 cm – café “De Boom”.",
    };
    const cookie = encodeKeptInput("quick", sent);
    expect(cookie).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeKeptInput(cookie)).toEqual({ form: "quick", values: sent, fileLost: false });
  });

  it("keeps only the form's own text fields: no bot traps, session ids or other forms' fields", () => {
    const cookie = encodeKeptInput("partnership", {
      company_name: "Snel BV",
      website: "spam",
      _js: "",
      session_id: "abc",
      description: "not a partnership field",
      email: "",
      phone: 612345678,
    });
    expect(decodeKeptInput(cookie)?.values).toEqual({ company_name: "Snel BV" });
  });

  it("says when sent files could not be kept", () => {
    expect(decodeKeptInput(encodeKeptInput("quick", {}, true))).toEqual({
      form: "quick",
      values: {},
      fileLost: true,
    });
    expect(encodeKeptInput("quick", { website: "bot" })).toBeNull();
  });

  it("keeps the work-wear order's plain rows", () => {
    const sent = { name: "An", product_1: "cap", size_1: "M", color_1: "rood", quantity_1: "2" };
    expect(decodeKeptInput(encodeKeptInput("workwear", sent))?.values).toEqual(sent);
  });

  it("drops the longest free text rather than the whole form when it does not fit", () => {
    const cookie = encodeKeptInput("quick", {
      name: "Piet",
      email: "piet@snel",
      phone: "06",
      description: "é".repeat(4000),
    });
    expect(cookie!.length).toBeLessThanOrEqual(MAX_KEPT_INPUT_CHARS);
    expect(decodeKeptInput(cookie)?.values).toEqual({ name: "Piet", email: "piet@snel", phone: "06" });
    // A message that fits stays.
    const fits = encodeKeptInput("quick", { name: "Piet", description: "x".repeat(1500) });
    expect(decodeKeptInput(fits)?.values.description).toHaveLength(1500);
  });

  it("never grows past the cap, whatever was sent", () => {
    const huge = Object.fromEntries(
      ["name", "email", "phone", "service", "delivery_location", "description"].map((k) => [
        k,
        "€".repeat(100_000),
      ]),
    );
    const cookie = encodeKeptInput("quick", huge);
    expect(cookie === null || cookie.length <= MAX_KEPT_INPUT_CHARS).toBe(true);
  });

  it("refuses a garbage cookie", () => {
    for (const raw of [
      undefined,
      "",
      "%%%",
      "not base64!",
      "x".repeat(MAX_KEPT_INPUT_CHARS + 1),
      Buffer.from("not json").toString("base64url"),
      Buffer.from([0xff, 0xfe, 0x00]).toString("base64url"),
      toCookie(null),
      toCookie([1, 2]),
      toCookie("quick"),
      toCookie({ f: "unknown", v: { name: "x" } }),
      toCookie({ f: "__proto__", v: {} }),
      toCookie({ f: "quick", v: ["Piet"] }),
      toCookie({ f: "quick" }),
    ]) {
      expect(decodeKeptInput(raw)).toBeNull();
    }
  });

  it("reads a tampered cookie as plain strings of known fields only", () => {
    const values = decodeKeptInput(
      toCookie({
        f: "quick",
        v: {
          name: { toString: "x" },
          email: ["a@b.nl"],
          phone: 6,
          service: "<script>alert(1)</script>",
          description: "a".repeat(2000),
          delivery_location: "Breda\u0000",
          constructor: "x",
          __proto__: { admin: "1" },
        },
        l: "yes",
      }),
    );
    expect(values).toEqual({
      form: "quick",
      values: {
        // Text only: React renders it as text, never as markup.
        service: "<script>alert(1)</script>",
        description: "a".repeat(2000),
        delivery_location: "Breda",
      },
      fileLost: false,
    });
  });
});
