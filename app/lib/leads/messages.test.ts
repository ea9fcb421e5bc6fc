import { describe, expect, it } from "vitest";
import { parseLead } from "./forms";
import { leadFormError } from "./registry";

describe("per-field messages of a failed lead form", () => {
  it("names each failing field: an empty one asks to be filled in, the others say what is wrong", () => {
    const tooLong = "x".repeat(201);
    const result = parseLead("partnership", { email: "geen-adres", print_volume: tooLong, company_name: "" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    // The toast says what the spec says first (missing fields); the fields say each their own.
    expect(result.error).toMatchObject({ code: "velden", title: "Verplichte velden ontbreken" });
    expect(result.error.fields).toEqual({
      company_name: "Vul dit veld in.",
      contact_person: "Vul dit veld in.",
      email: "Voer een geldig e-mailadres in.",
      print_volume: "Verwacht printvolume is te lang (maximaal 200 tekens).",
    });
  });

  it("leaves out issues about the whole form and says nothing per field when none is about one", () => {
    const error = leadFormError("workwear", [{ message: "winkelwagen", path: [] }]);
    expect(error.code).toBe("winkelwagen");
    expect(error.fields).toBeUndefined();
  });

  it("says at an empty required field what it needs, and uses a message's title where it has no description", () => {
    const error = leadFormError("appointment", [
      { message: "missing", path: ["name"] },
      { message: "time", path: ["preferred_time"] },
    ]);
    expect(error.title).toBe("Vul alle verplichte velden in");
    expect(error.fields).toEqual({
      name: "Vul dit veld in.",
      preferred_time: "Kies een van de vrije tijden.",
    });
  });
});
