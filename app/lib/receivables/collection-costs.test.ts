import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  collectionCosts,
  COLLECTION_COSTS_MAX_CENTS as MAX,
  COLLECTION_COSTS_MIN_CENTS as MIN,
} from "./collection-costs";

const euros = (amount: number) => Math.round(amount * 100);

describe("collection costs (Besluit vergoeding voor buitengerechtelijke incassokosten, art. 2)", () => {
  it("follows the scale at its boundaries", () => {
    expect(collectionCosts(euros(2_500))).toBe(euros(375)); // 15 %
    expect(collectionCosts(euros(3_000))).toBe(euros(425)); // + 10 % of 500
    expect(collectionCosts(euros(5_000))).toBe(euros(625));
    expect(collectionCosts(euros(10_000))).toBe(euros(875)); // + 5 % of 5.000
    expect(collectionCosts(euros(200_000))).toBe(euros(2_775)); // + 1 % of 190.000
    expect(collectionCosts(euros(1_000_000))).toBe(euros(6_775)); // + 0,5 % of 800.000: the maximum
    expect(collectionCosts(euros(5_000_000))).toBe(MAX);
  });

  it("charges at least € 40, from the first cent open, and nothing on nothing", () => {
    expect(collectionCosts(1)).toBe(MIN);
    expect(collectionCosts(euros(100))).toBe(MIN);
    expect(collectionCosts(euros(266.67))).toBe(MIN); // 15 % is € 40,0005
    expect(collectionCosts(euros(267))).toBe(euros(40.05));
    expect(collectionCosts(0)).toBe(0);
  });

  it("rounds once, half up, to whole cents", () => {
    expect(collectionCosts(euros(1_234.56))).toBe(18_518); // € 185,184
    expect(collectionCosts(123_457)).toBe(18_519); // € 185,1855
    expect(collectionCosts(500_001)).toBe(62_500); // 5 % of a cent
  });

  it("refuses amounts that are not whole, non-negative cents", () => {
    expect(() => collectionCosts(-1)).toThrow(RangeError);
    expect(() => collectionCosts(10.5)).toThrow(RangeError);
  });

  // The scale as the Besluit writes it, in floating point: the amount the integer version must round.
  const reference = (cents: number) => {
    const eur = cents / 100;
    const parts: [number, number][] = [
      [2_500, 0.15],
      [2_500, 0.1],
      [5_000, 0.05],
      [190_000, 0.01],
      [Infinity, 0.005],
    ];
    let rest = eur;
    let costs = 0;
    for (const [size, rate] of parts) {
      const part = Math.min(rest, size);
      costs += part * rate;
      rest -= part;
    }
    return Math.min(6_775, Math.max(40, costs)) * 100;
  };

  it("agrees with the scale computed in euros to within rounding, for any principal", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300_000_000 }), (cents) => {
        expect(Math.abs(collectionCosts(cents) - reference(cents))).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
      { numRuns: 2_000 },
    );
  });

  it("never falls when more is open, and a cent more open adds at most a cent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (a, more) => {
          expect(collectionCosts(a + more)).toBeGreaterThanOrEqual(collectionCosts(a));
          expect(collectionCosts(a + 1) - collectionCosts(a)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("stays within € 40 and € 6.775 and above the minimum never exceeds 15 % of the principal", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const costs = collectionCosts(cents);
        expect(Number.isSafeInteger(costs)).toBe(true);
        expect(costs).toBeGreaterThanOrEqual(MIN);
        expect(costs).toBeLessThanOrEqual(MAX);
        if (costs > MIN) expect(costs).toBeLessThanOrEqual(Math.round(cents * 0.15));
      }),
      { numRuns: 2_000 },
    );
  });
});
