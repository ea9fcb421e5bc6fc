// Amounts as staff type them in the quote editor, and as the price list writes them.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatEuroCompact, formatEuroInput, parseEuroInput } from "./money";

describe("parseEuroInput", () => {
  it("reads the ways a Dutch employee types an amount", () => {
    expect(parseEuroInput("12,50")).toBe(1250);
    expect(parseEuroInput("12,5")).toBe(1250);
    expect(parseEuroInput("12,")).toBe(1200);
    expect(parseEuroInput("12")).toBe(1200);
    expect(parseEuroInput("€ 8")).toBe(800);
    expect(parseEuroInput(" 1.234,56 ")).toBe(123456);
    expect(parseEuroInput("1.200")).toBe(120000);
    expect(parseEuroInput("12.50")).toBe(1250);
    expect(parseEuroInput("0")).toBe(0);
    expect(parseEuroInput("1.000.000")).toBe(100_000_000);
  });

  it("refuses what is no amount in whole cents", () => {
    for (const text of [
      "",
      "abc",
      "12,505",
      "-5",
      "+5",
      "1,2,3",
      "12.5.0",
      "1.23,00",
      "1e3",
      ",50",
      "999999999999999",
    ])
      expect(parseEuroInput(text), text).toBeNull();
  });

  it("reads back every amount it writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (cents) => {
        expect(parseEuroInput(formatEuroInput(cents))).toBe(cents);
      }),
    );
  });
});

describe("formatEuroCompact", () => {
  it("leaves the cents out of whole euros, as the price list does", () => {
    expect(formatEuroCompact(800)).toBe("€8");
    expect(formatEuroCompact(495)).toBe("€4,95");
    expect(formatEuroCompact(120000)).toBe("€1.200");
  });
});
