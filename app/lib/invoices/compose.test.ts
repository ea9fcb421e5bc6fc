// The invoice composition rules: a deposit split over the VAT rates so each rate's VAT is right (and the amount is
// met exactly whenever whole cents allow it), the prepayment amount the deposit invoice can state, the final
// invoice's deduction of what was prepaid, and a credit invoice's lines and VAT (a refund's stated exactly).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { documentTotals, totalsOfGroups, VAT_RATES, vatOn, type VatGroup } from "../money";
import {
  creditDraft,
  deductionLines,
  depositLines,
  percentLabel,
  prepaymentAmount,
  splitGross,
  splitOverRates,
  type RateShare,
} from "./compose";

const grossOf = (shares: RateShare[]) =>
  documentTotals(shares.map((s) => ({ quantity: 1, unitPriceCents: s.netCents, vatRate: s.rate })))
    .grossCents;

/** A quote's totals: 21 % on € 616,95 and 9 % on € 250,00 (€ 1.019,01 incl. VAT). */
const mixed: VatGroup[] = documentTotals([
  { quantity: 1, unitPriceCents: 61_695, vatRate: 21 },
  { quantity: 1, unitPriceCents: 25_000, vatRate: 9 },
]).vat;

const groupsArbitrary = fc
  .uniqueArray(fc.constantFrom(...VAT_RATES), { minLength: 1, maxLength: 3 })
  .chain((rates) =>
    fc.tuple(
      ...rates.map((rate) =>
        fc
          .integer({ min: 1, max: 50_000_000 })
          .map((net) => ({ rate, netCents: net, vatCents: vatOn(net, rate) })),
      ),
    ),
  )
  .map((groups) => [...groups].sort((a, b) => b.rate - a.rate) as VatGroup[]);

describe("splitOverRates", () => {
  it("€ 100,00 at 21 % alone cannot be stated exactly; the nearest is a cent off", () => {
    const [only] = documentTotals([{ quantity: 1, unitPriceCents: 100_000, vatRate: 21 }]).vat;
    const split = splitOverRates([only!], 10_000);
    expect(split).toHaveLength(1);
    expect(Math.abs(grossOf(split) - 10_000)).toBe(1);
    // And the amount the deposit invoice can state is what the customer is asked.
    expect(grossOf(splitOverRates([only!], 9_999))).toBe(9_999);
  });

  it("keeps each rate's share of the amount incl. VAT and meets it exactly where cents allow", () => {
    const split = splitOverRates(mixed, 30_570);
    expect(split.map((s) => s.rate)).toEqual([21, 9]);
    expect(grossOf(split)).toBe(30_570);
    // 21 % holds € 746,51 of the document's € 1.019,01 incl. VAT; of the deposit too, within a cent or two.
    const share21 = split[0]!.netCents + vatOn(split[0]!.netCents, 21);
    expect(Math.abs(share21 - Math.round((30_570 * 74_651) / 101_901))).toBeLessThanOrEqual(2);
  });

  it("gives the document's own nets for its whole total", () => {
    expect(splitOverRates(mixed, 101_901)).toEqual([
      { rate: 21, netCents: 61_695 },
      { rate: 9, netCents: 25_000 },
    ]);
  });

  it("any amount of any document: at most a cent per rate away, and exact for an amount a split can state", () => {
    fc.assert(
      fc.property(groupsArbitrary, fc.double({ min: 0.01, max: 1, noNaN: true }), (groups, share) => {
        const total = groups.reduce((sum, g) => sum + g.netCents + g.vatCents, 0);
        const target = Math.max(1, Math.round(total * share));
        const split = splitOverRates(groups, target);
        expect(split.map((s) => s.rate)).toEqual(groups.map((g) => g.rate));
        expect(Math.abs(grossOf(split) - target)).toBeLessThanOrEqual(1);
        const stated = grossOf(split);
        expect(grossOf(splitOverRates(groups, stated))).toBe(stated);
      }),
      { numRuns: 300 },
    );
  });
});

describe("prepaymentAmount", () => {
  it("is the whole total at 100 % and an amount the deposit invoice states exactly below it", () => {
    expect(prepaymentAmount(mixed, 100)).toBe(101_901);
    fc.assert(
      fc.property(groupsArbitrary, fc.integer({ min: 1, max: 99 }), (groups, percent) => {
        const amount = prepaymentAmount(groups, percent);
        const total = groups.reduce((sum, g) => sum + g.netCents + g.vatCents, 0);
        expect(Math.abs(amount - Math.round((total * percent) / 100))).toBeLessThanOrEqual(1);
        expect(grossOf(splitOverRates(groups, amount))).toBe(amount);
      }),
      { numRuns: 300 },
    );
  });
});

describe("invoice lines", () => {
  it("names a deposit per VAT rate with its percentage and the quote", () => {
    const amount = prepaymentAmount(mixed, 30);
    const lines = depositLines("OFF-2026-0007", mixed, amount);
    expect(lines.map((l) => l.description)).toEqual([
      "Aanbetaling 30% op offerte OFF-2026-0007 (btw 21%)",
      "Aanbetaling 30% op offerte OFF-2026-0007 (btw 9%)",
    ]);
    expect(lines.every((l) => l.quantity === 1)).toBe(true);
    expect(documentTotals(lines).grossCents).toBe(amount);
    expect(percentLabel(1, 3)).toBe("33,3");
  });

  it("deducts a prepayment invoice per rate, less what a credit invoice gave back", () => {
    const prepayment = { number: "F2026-0001", vat: [...mixed], grossCents: 101_901 };
    expect(deductionLines(prepayment, [])).toEqual([
      {
        description: "Vooruitbetaald volgens factuur F2026-0001 (btw 21%)",
        quantity: 1,
        unitPriceCents: -61_695,
        vatRate: 21,
      },
      {
        description: "Vooruitbetaald volgens factuur F2026-0001 (btw 9%)",
        quantity: 1,
        unitPriceCents: -25_000,
        vatRate: 9,
      },
    ]);
    const credit = {
      number: "F2026-0002",
      vat: [{ rate: 21, netCents: -1_000, vatCents: -210 }],
      grossCents: -1_210,
    };
    const lines = deductionLines(prepayment, [credit]);
    expect(lines[0]).toMatchObject({
      description: "Vooruitbetaald volgens factuur F2026-0001, na creditfactuur F2026-0002 (btw 21%)",
      unitPriceCents: -60_695,
    });
    // A prepayment credited in full leaves nothing to deduct.
    const all = {
      number: "F2026-0003",
      vat: mixed.map((g) => ({ ...g, netCents: -g.netCents, vatCents: -g.vatCents })),
      grossCents: -101_901,
    };
    expect(deductionLines(prepayment, [all])).toEqual([]);
  });

  it("credits a refund over the invoice's rates, or negates every line of a cancelled invoice", () => {
    const invoice = {
      number: "F2026-0004",
      vat: [...mixed],
      grossCents: 101_901,
      lines: [
        { description: "Shirts", quantity: 50, unitPriceCents: 1_234, vatRate: 21 as const },
        { description: "Boekjes", quantity: 20, unitPriceCents: 1_250, vatRate: 9 as const },
      ],
    };
    const refund = creditDraft(invoice, 5_000);
    expect(refund.lines.map((l) => l.description)).toEqual([
      "Terugbetaling op factuur F2026-0004 (btw 21%)",
      "Terugbetaling op factuur F2026-0004 (btw 9%)",
    ]);
    expect(totalsOfGroups(refund.vat).grossCents).toBe(-5_000);
    // Each rate's net is its line's.
    expect(documentTotals(refund.lines).vat.map((g) => g.netCents)).toEqual(
      refund.vat.map((g) => g.netCents),
    );
    // The rest after a refund: exactly the nets and VAT the invoice still holds.
    const first = { number: "F2026-0005", vat: refund.vat, grossCents: -5_000 };
    const rest = creditDraft(invoice, null, [first]);
    expect(rest.lines.map((l) => l.description)).toEqual([
      "Creditering restant van factuur F2026-0004 (btw 21%)",
      "Creditering restant van factuur F2026-0004 (btw 9%)",
    ]);
    const credited = totalsOfGroups([...refund.vat, ...rest.vat]);
    expect(credited.grossCents).toBe(-101_901);
    for (const rate of [21, 9])
      expect(
        [...refund.vat, ...rest.vat].filter((g) => g.rate === rate).reduce((sum, g) => sum + g.netCents, 0),
      ).toBe(-invoice.vat.find((g) => g.rate === rate)!.netCents);
    expect(creditDraft(invoice, 101_901 - 5_000, [first]).vat).toEqual(rest.vat);
    expect(creditDraft(invoice, null)).toEqual({
      lines: [
        { description: "Shirts", quantity: 50, unitPriceCents: -1_234, vatRate: 21 },
        { description: "Boekjes", quantity: 20, unitPriceCents: -1_250, vatRate: 9 },
      ],
      vat: mixed.map((g) => ({ rate: g.rate, netCents: -g.netCents, vatCents: -g.vatCents })),
    });
  });
});

describe("a refund's credit invoice", () => {
  it.each([{ rate: 21 }, { rate: 9 }] as const)(
    "states every refund from € 0,01 to € 100,00 exactly at $rate %",
    ({ rate }) => {
      const [group] = documentTotals([{ quantity: 1, unitPriceCents: 100_000, vatRate: rate }]).vat;
      const invoice = {
        number: "F2026-0001",
        vat: [group!],
        grossCents: 100_000 + group!.vatCents,
        lines: [],
      };
      const wrong: number[] = [];
      for (let cents = 1; cents <= 10_000; cents++) {
        const { lines, vat } = creditDraft(invoice, cents);
        const net = documentTotals(lines).vat.map((g) => g.netCents);
        if (totalsOfGroups(vat).grossCents !== -cents || net.join() !== vat.map((g) => g.netCents).join())
          wrong.push(cents);
      }
      expect(wrong).toEqual([]);
    },
  );

  it("states any refund exactly over several rates, never more at a rate than it holds", () => {
    fc.assert(
      fc.property(groupsArbitrary, fc.integer({ min: 1, max: 10_000_000 }), (groups, wanted) => {
        const gross = groups.reduce((sum, g) => sum + g.netCents + g.vatCents, 0);
        const asked = Math.min(wanted, gross);
        const invoice = { number: "F2026-0001", vat: groups, grossCents: gross, lines: [] };
        const { vat } = creditDraft(invoice, asked);
        expect(totalsOfGroups(vat).grossCents).toBe(-asked);
        for (const g of vat) {
          const held = groups.find((h) => h.rate === g.rate)!;
          expect(-(g.netCents + g.vatCents)).toBeLessThanOrEqual(held.netCents + held.vatCents);
        }
      }),
    );
  });

  it("splits in proportion by the largest remainder, adding up exactly", () => {
    expect(
      splitGross(
        [
          { rate: 21, grossCents: 74_651 },
          { rate: 9, grossCents: 27_250 },
        ],
        1_000,
      ),
    ).toEqual([
      { rate: 21, grossCents: 733 },
      { rate: 9, grossCents: 267 },
    ]);
    expect(splitGross([{ rate: 21, grossCents: 0 }], 1_000)).toEqual([]);
  });
});
