import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../business-calendar";
import { commercialInterest, commercialRateOn, COMMERCIAL_INTEREST_RATES } from "./commercial-interest";

describe("statutory commercial interest (BW 6:119a)", () => {
  it("has a rate for every half year from its first row on, without gaps", () => {
    COMMERCIAL_INTEREST_RATES.forEach((rate, i) => {
      expect(rate.from).toMatch(/^\d{4}-(01|07)-01$/);
      const previous = COMMERCIAL_INTEREST_RATES[i - 1];
      if (previous) {
        const year = Number(previous.from.slice(0, 4));
        expect(rate.from).toBe(previous.from.endsWith("01-01") ? `${year}-07-01` : `${year + 1}-01-01`);
      }
    });
    expect(commercialRateOn("2024-03-15")).toEqual({ basisPoints: 1250, known: true });
    expect(commercialRateOn("2024-07-01")).toEqual({ basisPoints: 1225, known: true });
    expect(() => commercialRateOn("2021-12-31")).toThrow(RangeError);
  });

  it("counts simple interest per day from the day after the due date", () => {
    // € 1.000 due 31 January 2024, paid 1 March: 30 days at 12,5 % = € 10,27.
    expect(commercialInterest(100_000, "2024-01-31", "2024-03-01")).toEqual({
      cents: 1027,
      days: 30,
      provisional: false,
    });
    // Nothing on the due date itself.
    expect(commercialInterest(100_000, "2024-01-31", "2024-01-31").cents).toBe(0);
    expect(commercialInterest(100_000, "2024-01-31", "2024-02-01").cents).toBe(34); // 12,5 % / 365
  });

  it("changes rate at the half year", () => {
    // 10 days in June at 12,5 %, 10 in July at 12,25 %: 100 000 × 24 750 / 3 650 000 = 678,08 cents.
    expect(commercialInterest(100_000, "2024-06-20", "2024-07-10").cents).toBe(678);
  });

  it("adds a year's interest to the principal after each full year (BW 6:119a lid 3)", () => {
    // 2024 (366 days: 182 at 12,5 %, 184 at 12,25 %) gives € 124,08; then 10 days at 11,15 % on € 1.124,08.
    expect(commercialInterest(100_000, "2023-12-31", "2024-12-31").cents).toBe(12_408);
    expect(commercialInterest(100_000, "2023-12-31", "2025-01-10").cents).toBe(12_408 + 343);
  });

  it("says when a half year is not in the table yet (counted at the last known rate)", () => {
    const last = COMMERCIAL_INTEREST_RATES.at(-1)!;
    const year = Number(last.from.slice(0, 4));
    const unknown = last.from.endsWith("01-01") ? `${year}-07-15` : `${year + 1}-01-15`;
    const result = commercialInterest(100_000, addDays(unknown, -30), unknown);
    expect(result.provisional).toBe(true);
    expect(commercialRateOn(unknown)).toEqual({ basisPoints: last.basisPoints, known: false });
    expect(commercialInterest(100_000, "2024-01-31", "2024-03-01").provisional).toBe(false);
  });

  const day = fc.integer({ min: 0, max: 1_500 }).map((n) => addDays("2022-01-01", n));

  it("grows with time and the principal, and in the first year is within a cent of the simple formula", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        day,
        fc.integer({ min: 0, max: 364 }),
        fc.integer({ min: 1, max: 200 }),
        (principal, dueOn, length, more) => {
          const until = addDays(dueOn, length);
          const interest = commercialInterest(principal, dueOn, until);
          expect(interest.days).toBe(length);
          expect(commercialInterest(principal, dueOn, addDays(until, more)).cents).toBeGreaterThanOrEqual(
            interest.cents,
          );
          expect(commercialInterest(principal + 1000, dueOn, until).cents).toBeGreaterThanOrEqual(
            interest.cents,
          );
          let simple = 0;
          for (let d = 1; d <= length; d++)
            simple += (principal * commercialRateOn(addDays(dueOn, d)).basisPoints) / 10_000 / 365;
          expect(Math.abs(interest.cents - simple)).toBeLessThanOrEqual(0.51);
        },
      ),
      { numRuns: 500 },
    );
  });
});
