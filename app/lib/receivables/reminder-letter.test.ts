import { describe, expect, it } from "vitest";
import { reminderLetter, scheduleStep, storedStep } from "./reminder-letter";

const base = {
  sentOn: "2027-01-05",
  invoiceNumber: "F2026-0012",
  issuedOn: "2026-12-08",
  dueOn: "2026-12-22",
  openCents: 123_456,
  brand: "Printshop Breda",
  iban: "NL91 ABNA 0417 1643 00",
};

describe("reminder letters", () => {
  it("makes a consumer's second step the statutory letter and counts it as the second", () => {
    expect(storedStep("second", false)).toBe("statutory_letter");
    expect(storedStep("second", true)).toBe("second");
    expect(storedStep("first", false)).toBe("first");
    expect(scheduleStep("statutory_letter")).toBe("second");
    expect(scheduleStep("first")).toBe("first");
  });

  it("states the amount, the 14 days from the day after receipt, the costs without VAT", () => {
    const letter = reminderLetter({
      ...base,
      step: "statutory_letter",
      collectionCostsCents: 18_518,
      deadline: "2027-01-19",
    });
    expect(letter.title).toBe("Aanmaning factuur F2026-0012");
    expect(letter.paragraphs.join(" ")).toContain("Er staat nog €\u00a01.234,56 open.");
    expect(letter.paragraphs.join(" ")).toContain(
      "gerekend vanaf de dag na ontvangst van deze brief: betaal uiterlijk 19 januari 2027.",
    );
    expect(letter.paragraphs.join(" ")).toContain("incassokosten in rekening: €\u00a0185,18");
    expect(letter.paragraphs.join(" ")).toContain("geen btw");
    expect(letter.payment).toBe(
      "Graag €\u00a01.234,56 overmaken uiterlijk 19 januari 2027 naar IBAN NL91 ABNA 0417 1643 00 ten name van Printshop Breda, onder vermelding van F2026-0012.",
    );
    expect(() => reminderLetter({ ...base, step: "statutory_letter" })).toThrow();
  });

  it("shows a business the interest so far without charging it", () => {
    const letter = reminderLetter({ ...base, step: "first", interest: { cents: 1_027, provisional: true } });
    expect(letter.title).toBe("Herinnering factuur F2026-0012");
    expect(letter.paragraphs.at(-1)).toBe(
      "Over een te late betaling is de wettelijke handelsrente verschuldigd (art. 6:119a BW). Tot en met 5 januari 2027 is dat €\u00a010,27 (voorlopig berekend). Die brengen we nu niet in rekening; we behouden ons het recht daarop voor.",
    );
    expect(reminderLetter({ ...base, step: "second" }).title).toBe("Tweede herinnering factuur F2026-0012");
  });
});
