// The "vanaf" amounts the rules give, and the price list with them filled in: the rows the calculators price
// (PRICE_RULE_ROWS) show the lowest price the calculator can give, incl. VAT, so a "vanaf" on a page can never be
// below or beside what the calculator answers. The editor's preview table is here too: the same rules at typical sizes.
import type { PriceList } from "~/lib/content/price-tokens";
import { priceOf, type Priced } from "./calculate";
import type { AreaProduct, Configuration, PriceRules } from "./rules";

/** Which price-list row shows which lowest price of the rules. */
export const PRICE_RULE_ROWS = {
  stickers: "stickers",
  kledingbedrukking: "print",
  borduren: "embroidery",
  spandoeken: "banners",
} as const satisfies Record<string, keyof LowestPrices>;

export interface LowestPrices {
  /** The lowest order total incl. VAT. */
  stickers: number;
  banners: number;
  /** The lowest price per piece incl. VAT. */
  print: number;
  embroidery: number;
}

function priced(rules: PriceRules, config: Configuration): Priced | null {
  const result = priceOf(rules, config);
  return result.ok ? result : null;
}

function min(values: (number | undefined)[]): number {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length ? Math.min(...known) : 0;
}

/**
 * The lowest total of an area product: the smallest piece on the cheapest material, at 1 piece or at the start
 * of a break (within a break the total grows with the quantity, so its lowest is where the break starts).
 */
function lowestAreaTotal(rules: PriceRules, product: AreaProduct): number {
  const rule = rules[product];
  const quantities = [1, ...rule.breaks.map((b) => b.from).filter((q) => q <= rule.maxQuantity)];
  return min(
    rule.materials.flatMap((material) =>
      quantities.map(
        (quantity) =>
          priced(rules, {
            product,
            material: material.id,
            widthMm: rule.minSideMm,
            heightMm: rule.minSideMm,
            quantity,
          })?.grossCents,
      ),
    ),
  );
}

/** The lowest price per piece of textile: the most pieces (a piece never costs more at more), one position. */
function lowestTextilePiece(rules: PriceRules, technique: "print" | "embroidery"): number {
  const rule = rules.textile;
  const quantity = rule.maxQuantity;
  return min(
    rule.garments.flatMap((garment) =>
      technique === "print"
        ? [
            priced(rules, {
              product: "textile",
              garment: garment.id,
              quantity,
              technique,
              positions: 1,
              colours: 1,
            })?.perPieceGrossCents,
          ]
        : rule.stitchSizes.map(
            (size) =>
              priced(rules, {
                product: "textile",
                garment: garment.id,
                quantity,
                technique,
                positions: 1,
                stitchSize: size.id,
              })?.perPieceGrossCents,
          ),
    ),
  );
}

export function lowestPrices(rules: PriceRules): LowestPrices {
  return {
    stickers: lowestAreaTotal(rules, "stickers"),
    banners: lowestAreaTotal(rules, "banners"),
    print: lowestTextilePiece(rules, "print"),
    embroidery: lowestTextilePiece(rules, "embroidery"),
  };
}

/** The price list with the rule rows' "vanaf" amounts from the rules (`rules`: the list's own, or the defaults). */
export function withRulePrices(list: PriceList, rules: PriceRules): PriceList {
  const lowest = lowestPrices(rules);
  return {
    ...list,
    rows: list.rows.map((row) => {
      const from = Object.hasOwn(PRICE_RULE_ROWS, row.id)
        ? lowest[PRICE_RULE_ROWS[row.id as keyof typeof PRICE_RULE_ROWS]]
        : 0;
      return from > 0 ? { ...row, price: { fromCents: from } } : row;
    }),
  };
}

/**
 * A list stored before a rule row existed (the banners' "spandoeken", added with /spandoeken) gets the seed's row
 * after the row it follows there, so the page's "vanaf" and its token always have an amount from the rules.
 */
export function withRuleRows(list: PriceList, seed: PriceList): PriceList {
  const missing = seed.rows.filter(
    (row) => Object.hasOwn(PRICE_RULE_ROWS, row.id) && !list.rows.some((r) => r.id === row.id),
  );
  if (missing.length === 0) return list;
  const rows = [...list.rows];
  for (const row of missing) {
    const before = seed.rows[seed.rows.indexOf(row) - 1];
    const at = before ? rows.findIndex((r) => r.id === before.id) : -1;
    rows.splice(at === -1 ? rows.length : at + 1, 0, row);
  }
  return { ...list, rows };
}

/** Typical choices per product for the editor's preview table (first material, garment, size of the rules). */
export function previewConfigurations(rules: PriceRules): Configuration[] {
  const area = (product: AreaProduct, sizes: [number, number][], quantities: number[]) => {
    const material = rules[product].materials[0]?.id ?? "";
    return sizes.flatMap(([widthMm, heightMm]) =>
      quantities.map((quantity) => ({ product, material, widthMm, heightMm, quantity })),
    );
  };
  const garment = rules.textile.garments[0]?.id ?? "";
  const stitchSize = rules.textile.stitchSizes[0]?.id ?? "";
  return [
    ...area(
      "stickers",
      [
        [50, 50],
        [100, 100],
      ],
      [50, 250, 1000],
    ),
    ...area("banners", [[2000, 1000]], [1, 5]),
    ...[1, 25, 100].map((quantity) => ({
      product: "textile" as const,
      garment,
      quantity,
      technique: "print" as const,
      positions: 1,
      colours: 1,
    })),
    ...[10, 50].map((quantity) => ({
      product: "textile" as const,
      garment,
      quantity,
      technique: "embroidery" as const,
      positions: 1,
      stitchSize,
    })),
  ];
}

export interface PreviewRow {
  choice: string;
  quantity: number;
  /** Null when the rules do not price this choice (an empty list of materials, a smaller largest quantity). */
  perPieceGrossCents: number | null;
  grossCents: number | null;
}

/** The editor's preview table: the typical choices and what the rules give for them. */
export function previewTable(rules: PriceRules): PreviewRow[] {
  return previewConfigurations(rules).map((config) => {
    const result = priceOf(rules, config);
    return {
      choice: result.ok ? result.lines[0]!.description : config.product,
      quantity: config.quantity,
      perPieceGrossCents: result.ok ? result.perPieceGrossCents : null,
      grossCents: result.ok ? result.grossCents : null,
    };
  });
}
