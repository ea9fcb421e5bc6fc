// The work-wear catalogue as content (kind "workwear-catalogue", one item "main"): products with sizes, colours,
// base and bulk price, what a logo adds, a photo, visible or not. The admin edits it at
// /employee-dashboard/website/werkkleding; the work-wear pages, the cart and the server's order check all read the
// published version (~/lib/workwear/catalogue for the pure functions on it). Every text is plain text.
import { workwearEditorCopy as copy } from "~/content/workwear-editor";
import { MEDIA_KEY_PATTERN } from "~/lib/portfolio";
import { lowestPrice, orderableProducts, type WorkwearCatalogue } from "~/lib/workwear/catalogue";
import { EMAIL_PATTERN } from "~/lib/email";
import { z } from "~/lib/zod";
import { plainText } from "./plain-text";
import type { PriceList } from "./price-tokens";

/** € 1.000 per piece is far above any garment; a typo of a few zeros is refused, not published. */
export const MAX_PRODUCT_CENTS = 100_000;
export const MAX_PRODUCTS = 40;

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, copy.id)
  .max(40, copy.id);
const cents = z
  .number({ error: copy.amount })
  .int(copy.amount)
  .positive(copy.amount)
  .max(MAX_PRODUCT_CENTS, copy.tooHigh);

const colorSchema = z
  .object({
    id: slug,
    name: plainText({ max: 40, label: "de kleurnaam" }),
    hex: z.string().regex(/^#[0-9a-f]{6}$/i, copy.hex),
  })
  .strict();

const variantSchema = z.object({
  width: z.number().int().positive(),
  key: z.string().regex(MEDIA_KEY_PATTERN),
});

const imageSchema = z
  .object({
    // Only the illustrations the site ships with: never a link elsewhere, never a script URL.
    staticSrc: z
      .string()
      .regex(/^\/images\/[a-z0-9/-]+\.(svg|png|jpg|webp|avif)$/)
      .nullable(),
    variants: z
      .object({ avif: z.array(variantSchema), webp: z.array(variantSchema), jpeg: variantSchema })
      .strict()
      .nullable(),
    width: z.number().int().positive().max(10_000),
    height: z.number().int().positive().max(10_000),
    alt: plainText({ max: 300, label: "de beschrijving van de foto" }),
  })
  .strict()
  .refine((image) => (image.staticSrc === null) !== (image.variants === null), copy.photo);

/** GPSR details: all four or none (an empty block is null; the editor then flags the product). */
const safetySchema = z
  .object({
    manufacturer: plainText({ max: 120, label: "de naam van de fabrikant" }).refine(
      (v) => v.trim() !== "",
      copy.safetyManufacturer,
    ),
    address: plainText({ max: 300, label: "het postadres van de fabrikant" }).refine(
      (v) => v.trim() !== "",
      copy.safetyAddress,
    ),
    email: z.string().trim().max(254, copy.safetyEmail).regex(EMAIL_PATTERN, copy.safetyEmail),
    identifier: plainText({ max: 80, label: "een artikelnummer, EAN of typeaanduiding" }).refine(
      (v) => v.trim() !== "",
      copy.safetyIdentifier,
    ),
  })
  .strict();

const productSchema = z
  .object({
    id: slug,
    name: plainText({ max: 60, label: "de naam" }),
    description: plainText({ max: 400, label: "de omschrijving" }),
    basePrice: cents,
    bulkPrice: cents,
    printFrom: cents,
    embroideryFrom: cents,
    sizes: z
      .array(plainText({ max: 20, label: "de maat" }))
      .min(1, copy.sizes)
      .max(20, copy.sizes)
      .refine((sizes) => new Set(sizes).size === sizes.length, copy.duplicateSize),
    colors: z
      .array(colorSchema)
      .min(1, copy.colors)
      .max(20, copy.colors)
      .refine((colors) => new Set(colors.map((c) => c.id)).size === colors.length, copy.duplicateColor),
    image: imageSchema.nullable(),
    visible: z.boolean(),
    safety: safetySchema.nullable().default(null),
  })
  .strict()
  .refine((p) => p.bulkPrice <= p.basePrice, { message: copy.bulkAboveBase, path: ["bulkPrice"] });

export const workwearCatalogueSchema = z
  .object({ products: z.array(productSchema).min(1, copy.products).max(MAX_PRODUCTS, copy.products) })
  .strict()
  .superRefine((catalogue, ctx) => {
    const seen = new Set<string>();
    catalogue.products.forEach((product, index) => {
      if (seen.has(product.id))
        ctx.addIssue({ code: "custom", message: copy.duplicateId, path: ["products", index, "id"] });
      seen.add(product.id);
    });
  }) satisfies z.ZodType<WorkwearCatalogue>;

export type WorkwearCatalogueContent = z.output<typeof workwearCatalogueSchema>;

/** The price list's row for work wear (~/lib/content/price-list): its amount is the catalogue's, not typed twice. */
export const WORKWEAR_PRICE_ROW = "werkkleding";

/**
 * The price list with its work-wear row's "vanaf" amount set to the catalogue's lowest orderable bulk price, so
 * /diensten, the home card, the FAQ answers and the quote editor's suggestions follow a catalogue change. A
 * catalogue with nothing orderable leaves the row as the price list has it.
 */
export function withWorkwearFrom(list: PriceList, catalogue: WorkwearCatalogue): PriceList {
  const from = lowestPrice(orderableProducts(catalogue));
  if (from === null) return list;
  return {
    ...list,
    rows: list.rows.map((row) =>
      row.id === WORKWEAR_PRICE_ROW && "fromCents" in row.price
        ? { ...row, price: { fromCents: from } }
        : row,
    ),
  };
}
