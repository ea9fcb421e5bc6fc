// A price from the rules (./rules): the price per piece (the per-unit price less the quantity break, rounded to
// the rule's step), the set-up costs, the minimum order, and VAT once on the total. The same function answers
// the calculator, the "vanaf" amounts of the price list, the editor's preview and the server's check of a quote
// request, so none of them can disagree. Whole cents throughout; VAT as money.ts rounds it on a document.
import { pricingCopy as copy } from "~/content/pricing";
import { vatOn } from "~/lib/money";
import {
  PRICE_VAT_RATE,
  SIDE_UNIT,
  type AreaRule,
  type Configuration,
  type PriceRules,
  type QuantityBreak,
  type TextileRule,
} from "./rules";

/** One line of the price as a quote carries it: quantity × unit price excl. VAT. */
export interface PriceLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
}

export interface BreakOffer {
  quantity: number;
  perPieceNetCents: number;
  perPieceGrossCents: number;
}

export interface Priced {
  ok: true;
  quantity: number;
  /** The price per piece excl. VAT after the break, rounded to the rule's step. */
  pieceCents: number;
  /** The quantity break that applies (0 when none). */
  breakPercent: number;
  setupCents: number;
  /** Whether the order was raised to the minimum. */
  minimumApplied: boolean;
  lines: PriceLine[];
  netCents: number;
  vatCents: number;
  grossCents: number;
  perPieceNetCents: number;
  perPieceGrossCents: number;
  /** The same choice at each quantity break the rule has ("bij 250 stuks € 0,41 per stuk"). */
  breaks: BreakOffer[];
}

export interface OutOfRange {
  ok: false;
  /** Per field of the configuration that the rules do not price, the Dutch reason. */
  fields: Record<string, string>;
}

export type PriceResult = Priced | OutOfRange;

/** Half up, for non-negative numerator and positive denominator. */
function divRound(num: bigint, den: bigint): bigint {
  return (2n * num + den) / (2n * den);
}

/** The break that applies at a quantity: the last whose `from` it reaches. */
export function breakAt(breaks: readonly QuantityBreak[], quantity: number): number {
  let percent = 0;
  for (const b of breaks) if (quantity >= b.from) percent = b.percent;
  return percent;
}

/**
 * A piece price less its break, rounded half up to a multiple of `rounding`; never below one step (a piece is
 * never free). `rawMicro`: the price per piece before the break in millionths of a cent.
 */
function piecePrice(rawMicro: bigint, percent: number, rounding: number): number {
  const steps = divRound(rawMicro * BigInt(100 - percent), 100n * 1_000_000n * BigInt(rounding));
  return Math.max(1, Number(steps)) * rounding;
}

function wholeIn(value: number, min: number, max: number): boolean {
  return Number.isSafeInteger(value) && value >= min && value <= max;
}

interface Parts {
  rawMicro: bigint;
  setup: PriceLine[];
  description: string;
}

function areaParts(
  rule: AreaRule,
  config: Extract<Configuration, { widthMm: number }>,
  fields: Record<string, string>,
): Parts | null {
  const material = rule.materials.find((m) => m.id === config.material);
  if (!material) fields.material = copy.outOfRange.material;
  const unit = SIDE_UNIT[config.product];
  // The limits as the visitor types sides (a banner's 200 mm reads "20 cm").
  const inUnit = (mm: number) => Math.round(mm / unit.mm);
  for (const side of ["widthMm", "heightMm"] as const) {
    if (!Number.isSafeInteger(config[side])) fields[side] = copy.outOfRange.whole;
    else if (!wholeIn(config[side], rule.minSideMm, rule.maxSideMm))
      fields[side] = copy.outOfRange.side(inUnit(rule.minSideMm), inUnit(rule.maxSideMm), unit.name);
  }
  if (!material || fields.widthMm || fields.heightMm) return null;
  const area = BigInt(config.widthMm) * BigInt(config.heightMm);
  return {
    rawMicro: BigInt(rule.pieceCents) * 1_000_000n + BigInt(material.squareMeterCents) * area,
    setup:
      rule.setupCents > 0
        ? [{ description: copy.line.setup, quantity: 1, unitPriceCents: rule.setupCents }]
        : [],
    description: copy.line.area(
      copy.productName[config.product],
      config.widthMm / unit.mm,
      config.heightMm / unit.mm,
      unit.name,
      material.name,
    ),
  };
}

function textileParts(
  rule: TextileRule,
  config: Extract<Configuration, { product: "textile" }>,
  fields: Record<string, string>,
): Parts | null {
  const garment = rule.garments.find((g) => g.id === config.garment);
  if (!garment) fields.garment = copy.outOfRange.garment;
  if (!wholeIn(config.positions, 1, rule.maxPositions))
    fields.positions = copy.outOfRange.positions(rule.maxPositions);
  if (config.technique === "print") {
    if (!wholeIn(config.colours, 1, rule.maxColours))
      fields.colours = copy.outOfRange.colours(rule.maxColours);
    if (!garment || fields.positions || fields.colours) return null;
    const screens = config.colours * config.positions;
    return {
      rawMicro: BigInt(garment.pieceCents + screens * rule.colourCents) * 1_000_000n,
      setup:
        rule.screenCents > 0
          ? [{ description: copy.line.screens(screens), quantity: screens, unitPriceCents: rule.screenCents }]
          : [],
      description: copy.line.print(garment.name, config.positions, config.colours),
    };
  }
  const size = rule.stitchSizes.find((s) => s.id === config.stitchSize);
  if (!size) fields.stitchSize = copy.outOfRange.stitchSize;
  if (!garment || !size || fields.positions) return null;
  return {
    rawMicro: BigInt(garment.pieceCents + config.positions * size.pieceCents) * 1_000_000n,
    setup:
      rule.digitisingCents > 0
        ? [
            {
              description: copy.line.digitising(config.positions),
              quantity: config.positions,
              unitPriceCents: rule.digitisingCents,
            },
          ]
        : [],
    description: copy.line.embroidery(garment.name, config.positions, size.name),
  };
}

function ruleOf(rules: PriceRules, config: Configuration): AreaRule | TextileRule {
  return config.product === "textile" ? rules.textile : rules[config.product];
}

interface Totals {
  pieceCents: number;
  breakPercent: number;
  lines: PriceLine[];
  setupCents: number;
  minimumApplied: boolean;
  netCents: number;
  vatCents: number;
  grossCents: number;
  perPieceNetCents: number;
  perPieceGrossCents: number;
}

function totalsAt(rule: AreaRule | TextileRule, parts: Parts, quantity: number): Totals {
  const breakPercent = breakAt(rule.breaks, quantity);
  const pieceCents = piecePrice(parts.rawMicro, breakPercent, rule.roundingCents);
  const lines: PriceLine[] = [
    { description: parts.description, quantity, unitPriceCents: pieceCents },
    ...parts.setup,
  ];
  const setupCents = parts.setup.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
  const subtotal = quantity * pieceCents + setupCents;
  const minimumApplied = subtotal < rule.minimumCents;
  if (minimumApplied)
    lines.push({ description: copy.line.minimum, quantity: 1, unitPriceCents: rule.minimumCents - subtotal });
  const netCents = Math.max(subtotal, rule.minimumCents);
  const vatCents = vatOn(netCents, PRICE_VAT_RATE);
  const grossCents = netCents + vatCents;
  const q = BigInt(quantity);
  return {
    pieceCents,
    breakPercent,
    lines,
    setupCents,
    minimumApplied,
    netCents,
    vatCents,
    grossCents,
    perPieceNetCents: Number(divRound(BigInt(netCents), q)),
    perPieceGrossCents: Number(divRound(BigInt(grossCents), q)),
  };
}

/** The price of a configuration under the rules, or what is out of range. */
export function priceOf(rules: PriceRules, config: Configuration): PriceResult {
  const rule = ruleOf(rules, config);
  const fields: Record<string, string> = {};
  if (!Number.isSafeInteger(config.quantity)) fields.quantity = copy.outOfRange.whole;
  else if (config.quantity < 1) fields.quantity = copy.outOfRange.quantityMin;
  else if (config.quantity > rule.maxQuantity) fields.quantity = copy.outOfRange.quantity(rule.maxQuantity);
  const parts =
    config.product === "textile"
      ? textileParts(rules.textile, config, fields)
      : areaParts(rules[config.product], config, fields);
  if (!parts || Object.keys(fields).length > 0) return { ok: false, fields };
  const breaks = rule.breaks
    .filter((b) => b.from > 1 && b.from <= rule.maxQuantity)
    .map((b) => {
      const at = totalsAt(rule, parts, b.from);
      return {
        quantity: b.from,
        perPieceNetCents: at.perPieceNetCents,
        perPieceGrossCents: at.perPieceGrossCents,
      };
    });
  return { ok: true, quantity: config.quantity, ...totalsAt(rule, parts, config.quantity), breaks };
}
