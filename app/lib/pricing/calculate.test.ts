import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceRulesSeed } from "~/content/price-rules";
import { priceListSeed } from "~/content/prices";
import { displayPrice } from "~/lib/content/price-tokens";
import { documentTotals, vatOn } from "~/lib/money";
import { priceOf, type Priced, type PriceResult } from "./calculate";
import { lowestPrices, previewConfigurations, withRulePrices } from "./from-prices";
import {
  ROUNDING_STEPS,
  type AreaRule,
  type Configuration,
  type PriceRules,
  type QuantityBreak,
} from "./rules";

const rules = priceRulesSeed;
const ok = (result: PriceResult): Priced => {
  if (!result.ok) throw new Error(`out of range: ${JSON.stringify(result.fields)}`);
  return result;
};
const sticker = (over: Partial<Extract<Configuration, { widthMm: number }>> = {}) =>
  ({
    product: "stickers",
    material: "vinyl-glans",
    widthMm: 50,
    heightMm: 50,
    quantity: 250,
    ...over,
  }) as const;

describe("a sticker's price", () => {
  it("is its area at the material's m² price plus the piece price, less the break, with set-up and VAT once", () => {
    // 50 × 50 mm at € 60/m² = 15 ct, + 10 ct a piece = 25 ct; 30 % off at 250 = 17,5 → 18 ct.
    const price = ok(priceOf(rules, sticker()));
    expect(price.pieceCents).toBe(18);
    expect(price.breakPercent).toBe(30);
    expect(price.setupCents).toBe(1500);
    expect(price.netCents).toBe(250 * 18 + 1500);
    expect(price.vatCents).toBe(vatOn(6000, 21));
    expect(price.grossCents).toBe(7260);
    expect(price.perPieceGrossCents).toBe(29);
    expect(price.lines).toEqual([
      { description: "Stickers en labels, 50 × 50 mm, Vinyl glanzend", quantity: 250, unitPriceCents: 18 },
      { description: "Opstartkosten", quantity: 1, unitPriceCents: 1500 },
    ]);
  });

  it("names the price per piece at every quantity break", () => {
    const price = ok(priceOf(rules, sticker({ quantity: 10 })));
    expect(price.breaks.map((b) => b.quantity)).toEqual([50, 100, 250, 500, 1000, 5000]);
    expect(price.breaks.find((b) => b.quantity === 250)).toEqual({
      quantity: 250,
      perPieceNetCents: 24,
      perPieceGrossCents: 29,
    });
  });

  it("raises a small order to the minimum with a line that says so", () => {
    const price = ok(priceOf(rules, sticker({ quantity: 1, widthMm: 10, heightMm: 10 })));
    expect(price.minimumApplied).toBe(true);
    expect(price.netCents).toBe(2000);
    expect(price.lines.at(-1)).toEqual({
      description: "Aanvulling tot het minimale orderbedrag",
      quantity: 1,
      unitPriceCents: 2000 - 1 * 11 - 1500,
    });
  });

  it("says what is out of range: a sticker of 3 m, 100.000 pieces, a material the rules do not price", () => {
    expect(priceOf(rules, sticker({ widthMm: 3000, quantity: 100_000, material: "goud" }))).toEqual({
      ok: false,
      fields: {
        quantity: "We rekenen online tot 50.000 stuks.",
        material: "Voor dit materiaal hebben we geen vaste prijs.",
        widthMm: "Kies een maat tussen 10 en 1000 mm.",
      },
    });
    expect(priceOf(rules, sticker({ heightMm: Number.NaN, quantity: 0 }))).toEqual({
      ok: false,
      fields: { quantity: "Kies minstens 1 stuk.", heightMm: "Vul een heel getal in." },
    });
  });
});

describe("a textile price", () => {
  it("counts the garment, a colour per position per piece, and a screen per colour per position once", () => {
    const price = ok(
      priceOf(rules, {
        product: "textile",
        garment: "polo",
        quantity: 25,
        technique: "print",
        positions: 2,
        colours: 3,
      }),
    );
    // (900 + 6 × 100) × 0,8 = 1200; 6 screens à € 10.
    expect(price.pieceCents).toBe(1200);
    expect(price.lines).toEqual([
      { description: "Polo met bedrukking op 2 posities, 3 kleuren", quantity: 25, unitPriceCents: 1200 },
      { description: "Zeefdrukramen (6)", quantity: 6, unitPriceCents: 1000 },
    ]);
    expect(price.netCents).toBe(36000);
  });

  it("counts embroidery by stitch size per position and digitising once per position", () => {
    const price = ok(
      priceOf(rules, {
        product: "textile",
        garment: "t-shirt",
        quantity: 10,
        technique: "embroidery",
        positions: 1,
        stitchSize: "klein",
      }),
    );
    // (350 + 450) × 0,9 = 720.
    expect(price.pieceCents).toBe(720);
    expect(price.netCents).toBe(7200 + 3500);
  });

  it("refuses a garment, stitch size or number of colours the rules do not price", () => {
    expect(
      priceOf(rules, {
        product: "textile",
        garment: "jas",
        quantity: 5,
        technique: "print",
        positions: 5,
        colours: 7,
      }),
    ).toEqual({
      ok: false,
      fields: {
        garment: "Voor dit kledingstuk hebben we geen vaste prijs.",
        positions: "Kies 1 tot 4 posities.",
        colours: "Kies 1 tot 6 kleuren.",
      },
    });
  });
});

describe("the vanaf amounts", () => {
  it("are the lowest the calculator gives, and fill the price list's rule rows", () => {
    const lowest = lowestPrices(rules);
    expect(lowest.stickers).toBe(2000 + vatOn(2000, 21));
    const list = withRulePrices(priceListSeed, rules);
    const shown = Object.fromEntries(list.rows.map((row) => [row.id, displayPrice(row.price)]));
    expect(shown.stickers).toBe("Vanaf €24,20");
    expect(shown.kledingbedrukking).toBe(displayPrice({ fromCents: lowest.print }));
    expect(shown.borduren).toBe(displayPrice({ fromCents: lowest.embroidery }));
    expect(shown.voertuigbelettering).toBe("Vanaf €150");
  });

  it("are never above a price the calculator gives for a typical choice", () => {
    const lowest = lowestPrices(rules);
    for (const config of previewConfigurations(rules)) {
      const price = ok(priceOf(rules, config));
      if (config.product === "textile") {
        const which = config.technique === "print" ? lowest.print : lowest.embroidery;
        expect(price.perPieceGrossCents).toBeGreaterThanOrEqual(which);
      } else expect(price.grossCents).toBeGreaterThanOrEqual(lowest[config.product]);
    }
  });
});

// Rules as an owner could set them within the editor's limits: breaks ascending with a discount that never drops.
const breaksArb: fc.Arbitrary<QuantityBreak[]> = fc
  .uniqueArray(fc.tuple(fc.integer({ min: 2, max: 5000 }), fc.integer({ min: 0, max: 90 })), {
    maxLength: 6,
    selector: ([from]) => from,
  })
  .map((pairs) => {
    const froms = pairs.map(([from]) => from).sort((a, b) => a - b);
    const percents = pairs.map(([, percent]) => percent).sort((a, b) => a - b);
    return froms.map((from, i) => ({ from, percent: percents[i]! }));
  });

const areaRuleArb: fc.Arbitrary<AreaRule> = fc.record({
  materials: fc
    .integer({ min: 1, max: 100_000 })
    .map((squareMeterCents) => [{ id: "m", name: "M", squareMeterCents }]),
  pieceCents: fc.integer({ min: 0, max: 10_000 }),
  setupCents: fc.integer({ min: 0, max: 100_000 }),
  minSideMm: fc.constant(1),
  maxSideMm: fc.constant(5000),
  maxQuantity: fc.constant(10_000),
  minimumCents: fc.integer({ min: 0, max: 100_000 }),
  roundingCents: fc.constantFrom(...ROUNDING_STEPS),
  breaks: breaksArb,
});

const rulesWith = (stickers: AreaRule): PriceRules => ({ ...rules, stickers });

describe("the rules, for any rules the editor accepts", () => {
  const sides = fc.integer({ min: 1, max: 5000 });
  const quantity = fc.integer({ min: 1, max: 9_999 });

  it("never charge more per piece for more pieces", () => {
    fc.assert(
      fc.property(areaRuleArb, sides, sides, quantity, (rule, widthMm, heightMm, q) => {
        const at = (n: number) =>
          ok(
            priceOf(rulesWith(rule), { product: "stickers", material: "m", widthMm, heightMm, quantity: n }),
          );
        const [a, b] = [at(q), at(q + 1)];
        // Exactly (total / quantity), and as rounded to cents for the page.
        expect(b.netCents * q).toBeLessThanOrEqual(a.netCents * (q + 1));
        expect(b.perPieceNetCents).toBeLessThanOrEqual(a.perPieceNetCents);
        expect(b.perPieceGrossCents).toBeLessThanOrEqual(a.perPieceGrossCents);
      }),
    );
  });

  it("apply the break a quantity reaches, round to the rule's step, keep the minimum and add VAT once", () => {
    fc.assert(
      fc.property(areaRuleArb, sides, sides, quantity, (rule, widthMm, heightMm, q) => {
        const price = ok(
          priceOf(rulesWith(rule), { product: "stickers", material: "m", widthMm, heightMm, quantity: q }),
        );
        const expected = [...rule.breaks].reverse().find((b) => q >= b.from)?.percent ?? 0;
        expect(price.breakPercent).toBe(expected);
        expect(price.pieceCents % rule.roundingCents).toBe(0);
        expect(price.pieceCents).toBeGreaterThan(0);
        const raw = rule.pieceCents + (rule.materials[0]!.squareMeterCents * widthMm * heightMm) / 1e6;
        const exact = (raw * (100 - expected)) / 100;
        const step = rule.roundingCents;
        if (exact < step / 2) expect(price.pieceCents).toBe(step);
        else expect(Math.abs(price.pieceCents - exact)).toBeLessThanOrEqual(step / 2 + 1e-6);
        expect(price.netCents).toBeGreaterThanOrEqual(rule.minimumCents);
        expect(price.netCents).toBe(Math.max(rule.minimumCents, q * price.pieceCents + rule.setupCents));
        // The lines are a quote's: its totals (VAT rounded once on the sum) are the calculator's.
        const totals = documentTotals(price.lines.map((line) => ({ ...line, vatRate: 21 })));
        expect(totals.netCents).toBe(price.netCents);
        expect(totals.vatCents).toBe(price.vatCents);
        expect(price.grossCents).toBe(price.netCents + vatOn(price.netCents, 21));
        for (const value of [price.netCents, price.vatCents, price.grossCents, price.perPieceGrossCents])
          expect(Number.isSafeInteger(value)).toBe(true);
      }),
    );
  });
});

describe("the textile rules", () => {
  it("never charge more per piece for more pieces, printed or embroidered", () => {
    const config = fc.oneof(
      fc.record({
        garment: fc.constantFrom(...rules.textile.garments.map((g) => g.id)),
        positions: fc.integer({ min: 1, max: 4 }),
        colours: fc.integer({ min: 1, max: 6 }),
        technique: fc.constant("print" as const),
      }),
      fc.record({
        garment: fc.constantFrom(...rules.textile.garments.map((g) => g.id)),
        positions: fc.integer({ min: 1, max: 4 }),
        stitchSize: fc.constantFrom(...rules.textile.stitchSizes.map((s) => s.id)),
        technique: fc.constant("embroidery" as const),
      }),
    );
    fc.assert(
      fc.property(config, fc.integer({ min: 1, max: 2499 }), (choice, q) => {
        const at = (quantity: number) =>
          ok(priceOf(rules, { product: "textile", quantity, ...choice } as Configuration));
        expect(at(q + 1).perPieceGrossCents).toBeLessThanOrEqual(at(q).perPieceGrossCents);
      }),
    );
  });
});
