import { describe, expect, it } from "vitest";
import { interestNoteNumber, interestNoteText, isInterestNoteNumber } from "./interest-note";

describe("the interest note", () => {
  it("numbers its own series and says why it carries no VAT", () => {
    expect(interestNoteNumber(2026, 7)).toBe("R2026-0007");
    expect(isInterestNoteNumber("R2026-0007")).toBe(true);
    expect(isInterestNoteNumber("F2026-0007")).toBe(false);
    const text = interestNoteText({
      number: "R2026-0001",
      invoiceNumber: "F2026-0012",
      issuedOn: "2026-12-07",
      invoiceDueOn: "2026-11-01",
      countedTo: "2026-12-07",
      principalCents: 100_000,
      cents: 1_057,
      provisional: false,
      iban: "NL00BANK0123456789",
      accountName: "Printshop Breda",
    });
    expect(text.title).toBe("Rentenota R2026-0001");
    expect(text.dueOn).toBe("2026-12-21");
    expect(text.paragraphs[1]).toContain("geen btw");
    expect(text.payment).toContain("onder vermelding van R2026-0001");
    expect(text.facts.find(([label]) => label === "Periode")?.[1]).toBe(
      "2 november 2026 t/m 7 december 2026",
    );
  });
});
