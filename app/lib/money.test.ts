import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  documentTotals,
  formatEuro,
  groupFromGross,
  lineCounts,
  totalsOfGroups,
  VAT_RATES,
  vatInGross,
  vatOn,
  type PricedLine,
  type VatRate,
} from "./money";

describe("formatEuro", () => {
  it("writes cents the Dutch way with a comma and thousands dots", () => {
    expect(formatEuro(1250)).toBe("€\u00a012,50");
    expect(formatEuro(0)).toBe("€\u00a00,00");
    expect(formatEuro(5)).toBe("€\u00a00,05");
    expect(formatEuro(123456)).toBe("€\u00a01.234,56");
    expect(formatEuro(100000000)).toBe("€\u00a01.000.000,00");
    expect(formatEuro(-500)).toBe("-€\u00a05,00");
  });

  it("refuses amounts that are not whole cents", () => {
    expect(() => formatEuro(12.5)).toThrow(RangeError);
    expect(() => formatEuro(Number.NaN)).toThrow(RangeError);
  });
});

const line = (
  quantity: number,
  unitPriceCents: number,
  vatRate: VatRate,
  extra: Partial<PricedLine> = {},
) => ({
  quantity,
  unitPriceCents,
  vatRate,
  ...extra,
});

describe("documentTotals", () => {
  it("rounds the VAT once per rate, on the rate's sum, not per line", () => {
    // Ten lines of € 0,07 at 21 %: per line 1,47 → 1 ct each (10 ct); on the sum 70 ct → 14,7 → 15 ct.
    const totals = documentTotals(Array.from({ length: 10 }, () => line(1, 7, 21)));
    expect(totals).toEqual({
      vat: [{ rate: 21, netCents: 70, vatCents: 15 }],
      netCents: 70,
      vatCents: 15,
      grossCents: 85,
    });
  });

  it("groups by rate, highest first, and leaves out rates no counted line has", () => {
    const totals = documentTotals([line(2, 1_000, 0), line(50, 800, 21), line(1, 1_250, 9)]);
    expect(totals.vat).toEqual([
      { rate: 21, netCents: 40_000, vatCents: 8_400 },
      { rate: 9, netCents: 1_250, vatCents: 113 },
      { rate: 0, netCents: 2_000, vatCents: 0 },
    ]);
    expect(totals).toMatchObject({ netCents: 43_250, vatCents: 8_513, grossCents: 51_763 });
  });

  it("counts an optional line only while it is ticked; a discount is a negative line at its rate", () => {
    const lines = [line(100, 850, 21), line(1, 15_000, 21, { optional: true }), line(1, -4_250, 21)];
    expect(documentTotals(lines)).toMatchObject({ netCents: 80_750, vatCents: 16_958, grossCents: 97_708 });
    lines[1] = { ...lines[1]!, included: true };
    expect(documentTotals(lines)).toMatchObject({ netCents: 95_750, vatCents: 20_108, grossCents: 115_858 });
  });

  it("rounds half away from zero, also for a rate whose sum is negative", () => {
    expect(vatOn(50, 21)).toBe(11); // 10,5 ct
    expect(vatOn(-50, 21)).toBe(-11);
    expect(vatOn(2, 21)).toBe(0); // 0,42 ct
  });

  it("stays exact at the largest documents the quote limits allow (100 lines of 100,000 × € 1.000.000)", () => {
    const totals = documentTotals(Array.from({ length: 100 }, () => line(100_000, 100_000_000, 21)));
    expect(totals.netCents).toBe(1_000_000_000_000_000);
    expect(totals.vatCents).toBe(210_000_000_000_000);
  });

  const lines = fc.array(
    fc.record({
      quantity: fc.integer({ min: 1, max: 100_000 }),
      unitPriceCents: fc.integer({ min: -100_000, max: 10_000_000 }),
      vatRate: fc.constantFrom(...VAT_RATES),
      optional: fc.boolean(),
      included: fc.boolean(),
    }),
    { maxLength: 100 },
  );

  it("property: the totals are the sum of the counted lines, and each rate's VAT is its sum's rounded once", () => {
    fc.assert(
      fc.property(lines, (ls) => {
        const totals = documentTotals(ls);
        const counted = ls.filter(lineCounts);
        expect(totals.netCents).toBe(counted.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0));
        for (const group of totals.vat) {
          const net = counted
            .filter((l) => l.vatRate === group.rate)
            .reduce((s, l) => s + l.quantity * l.unitPriceCents, 0);
          expect(group.netCents).toBe(net);
          expect(Math.abs(group.vatCents * 100 - net * group.rate)).toBeLessThanOrEqual(50);
        }
        expect(totals.grossCents).toBe(totals.netCents + totals.vatCents);
        expect(new Set(totals.vat.map((g) => g.rate)).size).toBe(totals.vat.length);
      }),
    );
  });

  it("property: ticking an optional line adds exactly that line's net to its rate", () => {
    fc.assert(
      fc.property(lines, fc.nat(), (ls, pick) => {
        if (ls.length === 0) return;
        const index = pick % ls.length;
        const off = ls.map((l, i) => (i === index ? { ...l, optional: true, included: false } : l));
        const on = ls.map((l, i) => (i === index ? { ...l, optional: true, included: true } : l));
        const picked = ls[index]!;
        expect(documentTotals(on).netCents - documentTotals(off).netCents).toBe(
          picked.quantity * picked.unitPriceCents,
        );
      }),
    );
  });
});

describe("vatInGross", () => {
  it("derives the VAT from an amount incl. VAT: € 10,00 at 21 % holds € 1,74, at 9 % € 0,83", () => {
    expect(groupFromGross(21, 1_000)).toEqual({ rate: 21, netCents: 826, vatCents: 174 });
    expect(groupFromGross(9, 1_000)).toEqual({ rate: 9, netCents: 917, vatCents: 83 });
    expect(groupFromGross(0, 1_000)).toEqual({ rate: 0, netCents: 1_000, vatCents: 0 });
    expect(groupFromGross(21, -1_000)).toEqual({ rate: 21, netCents: -826, vatCents: -174 });
    // € 2,42 at 21 % holds exactly 42 cents; € 0,06 holds 1,04 cents, rounded to 1.
    expect(vatInGross(242, 21)).toBe(42);
    expect(vatInGross(6, 21)).toBe(1);
  });

  it.each([{ rate: 21 }, { rate: 9 }] as const)(
    "states every amount from € 0,01 to € 100,00 exactly at $rate %, its VAT rounded once and within a cent of the net's",
    ({ rate }) => {
      const wrong: number[] = [];
      for (let gross = 1; gross <= 10_000; gross++) {
        const group = groupFromGross(rate, gross);
        // Rounded once, half away from zero, on gross × rate / (100 + rate).
        const exact = (gross * rate) / (100 + rate);
        if (
          group.netCents + group.vatCents !== gross ||
          totalsOfGroups([group]).grossCents !== gross ||
          Math.abs(group.vatCents - exact) > 0.5 ||
          // As the e-invoice rules check it (BR-CO-17: VAT = net × rate / 100, within their tolerance).
          Math.abs(group.vatCents - vatOn(group.netCents, rate)) > 1
        )
          wrong.push(gross);
      }
      expect(wrong).toEqual([]);
    },
  );

  it("is symmetric for credits and exact on large amounts", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(...VAT_RATES),
        (gross, rate) => {
          const group = groupFromGross(rate, gross);
          expect(group.netCents + group.vatCents).toBe(gross);
          expect(groupFromGross(rate, -gross)).toEqual({
            rate,
            netCents: -group.netCents,
            vatCents: -group.vatCents,
          });
        },
      ),
    );
  });
});
