import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VAT_RATES } from "../money";
import { QUOTE_LIMITS, quoteLinesProblem, quoteTotals, type QuoteLine } from "./lines";

/** A line within every limit. */
const validLine: fc.Arbitrary<QuoteLine> = fc.record({
  kind: fc.constantFrom("item" as const, "shipping" as const),
  description: fc
    .string({ minLength: 1, maxLength: QUOTE_LIMITS.descriptionMax })
    .filter((d) => d.trim().length > 0),
  quantity: fc.integer({ min: QUOTE_LIMITS.quantityMin, max: QUOTE_LIMITS.quantityMax }),
  unitPriceCents: fc.integer({ min: 0, max: QUOTE_LIMITS.unitPriceMaxCents }),
  vatRate: fc.constantFrom(...VAT_RATES),
  optional: fc.boolean(),
  included: fc.boolean(),
});

const validLines = fc.array(validLine, { maxLength: QUOTE_LIMITS.lines });

/** One way to break one line of a valid quote, with the Dutch message it must get. */
const breakages: [string, (line: QuoteLine) => QuoteLine, string][] = [
  ["empty description", (l) => ({ ...l, description: "   " }), "Elke regel heeft een omschrijving"],
  [
    "long description",
    (l) => ({ ...l, description: "x".repeat(QUOTE_LIMITS.descriptionMax + 1) }),
    "Elke regel heeft een omschrijving",
  ],
  ["no pieces", (l) => ({ ...l, quantity: 0 }), "Het aantal is een heel getal van 1 tot 100.000."],
  [
    "too many pieces",
    (l) => ({ ...l, quantity: 100_001 }),
    "Het aantal is een heel getal van 1 tot 100.000.",
  ],
  ["half a piece", (l) => ({ ...l, quantity: 1.5 }), "Het aantal is een heel getal van 1 tot 100.000."],
  ["negative price", (l) => ({ ...l, unitPriceCents: -1 }), "De prijs ligt tussen € 0 en € 1.000.000."],
  [
    "price over a million",
    (l) => ({ ...l, unitPriceCents: QUOTE_LIMITS.unitPriceMaxCents + 1 }),
    "De prijs ligt tussen € 0 en € 1.000.000.",
  ],
  ["fraction of a cent", (l) => ({ ...l, unitPriceCents: 10.5 }), "De prijs ligt tussen € 0 en € 1.000.000."],
  ["unknown VAT rate", (l) => ({ ...l, vatRate: 6 as never }), "Kies een btw-tarief: 21%, 9% of 0%."],
];

describe("quoteLinesProblem", () => {
  it("property: lines within the limits pass, and their totals are whole cents", () => {
    fc.assert(
      fc.property(validLines, (lines) => {
        expect(quoteLinesProblem(lines)).toBeNull();
        const totals = quoteTotals(lines);
        expect(Number.isSafeInteger(totals.grossCents)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it.each(breakages)(
    "property: one line with %s anywhere refuses the quote in Dutch",
    (_name, spoil, message) => {
      fc.assert(
        fc.property(fc.array(validLine, { minLength: 1, maxLength: 20 }), fc.nat(), (lines, pick) => {
          const index = pick % lines.length;
          const spoilt = lines.map((l, i) => (i === index ? spoil(l) : l));
          expect(quoteLinesProblem(spoilt)).toContain(message);
        }),
        { numRuns: 50 },
      );
    },
  );

  it("allows one discount line, with a negative price within the limit, and not two", () => {
    const discount = (cents: number): QuoteLine => ({
      kind: "discount",
      description: "Korting",
      quantity: 1,
      unitPriceCents: cents,
      vatRate: 21,
      optional: false,
      included: true,
    });
    expect(quoteLinesProblem([discount(-5_000)])).toBeNull();
    expect(quoteLinesProblem([discount(5_000)])).toBe("De prijs ligt tussen € 0 en € 1.000.000.");
    expect(quoteLinesProblem([discount(-100), discount(-100)])).toBe(
      "Een offerte heeft hoogstens één kortingsregel.",
    );
  });

  it("refuses more than 100 lines", () => {
    fc.assert(
      fc.property(fc.array(validLine, { minLength: 101, maxLength: 120 }), (lines) => {
        expect(quoteLinesProblem(lines)).toBe("Een offerte heeft hoogstens 100 regels.");
      }),
      { numRuns: 10 },
    );
  });
});
