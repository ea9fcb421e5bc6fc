// The price rules behind the calculators (issue 41): what the owners set in the price editor (stored with the
// price list, content kind "price-list") and what a configuration a visitor chooses looks like. Every amount is
// whole cents excl. VAT; VAT (21 %) is added once on an order's total (./calculate). Pure: no I/O.

/** A quantity break: from this quantity on, the price per piece is `percent` lower. */
export interface QuantityBreak {
  from: number;
  percent: number;
}

export const ROUNDING_STEPS = [1, 5, 10] as const;
export type RoundingStep = (typeof ROUNDING_STEPS)[number];

/** What every rule has: breaks, a minimum order, a largest quantity and the step a piece price is rounded to. */
interface RuleCommon {
  /** Ascending `from`, `percent` never lower than the break before (so a piece never costs more at more pieces). */
  breaks: QuantityBreak[];
  /** The least an order costs excl. VAT, set-up included. */
  minimumCents: number;
  maxQuantity: number;
  /** The price per piece is rounded (half up) to a multiple of this: 1 (a cent), 5 or 10. */
  roundingCents: RoundingStep;
}

export interface Material {
  id: string;
  name: string;
  /** Per m² of a piece. */
  squareMeterCents: number;
}

/** Stickers and labels, banners and signs: a piece of width × height mm on a material, per m². */
export interface AreaRule extends RuleCommon {
  materials: Material[];
  /** Per piece on top of its area (cutting, handling). */
  pieceCents: number;
  /** Once per order (the file check, the machine's set-up). */
  setupCents: number;
  minSideMm: number;
  maxSideMm: number;
}

export interface Garment {
  id: string;
  name: string;
  pieceCents: number;
}

export interface StitchSize {
  id: string;
  name: string;
  /** Per piece per position. */
  pieceCents: number;
}

/** Printed or embroidered textile: a garment, and per position a print of some colours or an embroidery. */
export interface TextileRule extends RuleCommon {
  garments: Garment[];
  /** Print: per piece, per position, per colour. */
  colourCents: number;
  /** Print: a screen per colour per position, once per order. */
  screenCents: number;
  maxColours: number;
  maxPositions: number;
  stitchSizes: StitchSize[];
  /** Embroidery: digitising the logo, once per position. */
  digitisingCents: number;
}

/** Vehicle lettering stays "op aanvraag": per vehicle type a guide range, shown as an indication only. */
export interface VehicleGuide {
  id: string;
  name: string;
  /** Lettering (logo, contact details: part of the vehicle), excl. VAT. */
  partialFromCents: number;
  partialToCents: number;
  /** A full wrap, excl. VAT. */
  wrapFromCents: number;
  wrapToCents: number;
}

export interface VehicleRule {
  vehicles: VehicleGuide[];
}

export interface PriceRules {
  stickers: AreaRule;
  banners: AreaRule;
  textile: TextileRule;
  /** Absent in rules stored before the guide prices existed: the defaults apply (~/content/price-rules). */
  vehicle?: VehicleRule;
}

export type AreaProduct = "stickers" | "banners";
export type PricedProduct = AreaProduct | "textile";

/**
 * The unit a visitor types an area product's sides in: stickers in mm, banners and signs in cm (a banner of
 * 2 × 1 m is "200 × 100"). The rules keep every side in mm; the form, the messages and the quote line use this.
 */
export const SIDE_UNIT = {
  stickers: { name: "mm", mm: 1 },
  banners: { name: "cm", mm: 10 },
} as const satisfies Record<AreaProduct, { name: string; mm: number }>;

/** What a visitor chose. Numbers as typed (the parser in ./configuration turns a query into this). */
export type Configuration =
  | {
      product: AreaProduct;
      material: string;
      widthMm: number;
      heightMm: number;
      quantity: number;
    }
  | {
      product: "textile";
      garment: string;
      quantity: number;
      technique: "print";
      positions: number;
      colours: number;
    }
  | {
      product: "textile";
      garment: string;
      quantity: number;
      technique: "embroidery";
      positions: number;
      stitchSize: string;
    };

/** VAT on every calculator price: printing is at the standard rate. */
export const PRICE_VAT_RATE = 21;
