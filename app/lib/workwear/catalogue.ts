// The work-wear range the shop sells from stock (docs/behaviour.md#what-the-site-does "work wear", §3 cart item), as data: the published
// "workwear-catalogue" content (app/lib/content/workwear-catalogue.ts for its schema, the admin edits it at
// /employee-dashboard/website/werkkleding). Pages get it from their loader and the server's order check reads
// the same published version, so the cart and the order check cannot disagree. Prices are integer euro cents per
// piece including VAT; the bulk price applies from BULK_THRESHOLD pieces of one product (cart.ts). Nothing here
// imports the data: every function takes the products it works on.
import type { PhotoVariants } from "../portfolio";

export interface ColorOption {
  id: string;
  /** Dutch name, always shown next to the swatch (colour alone carries no meaning for everyone). */
  name: string;
  hex: string;
}

/** A product's picture: a processed photo (AVIF/WebP variants) or a static illustration. */
export interface ProductImage {
  /** A file under /images/ (the illustrations the site shipped with); null for a processed photo. */
  staticSrc: string | null;
  variants: PhotoVariants | null;
  width: number;
  height: number;
  alt: string;
}

/**
 * What the EU General Product Safety Regulation (2023/988, art. 19) asks a product offered online to show: who made
 * it (name, postal and electronic address) and what identifies it (article number, EAN or type). docs/workwear.md.
 */
export interface ProductSafety {
  manufacturer: string;
  address: string;
  email: string;
  identifier: string;
}

export interface CatalogueProduct {
  /** docs/behaviour.md#data cart product: id, name, basePrice, bulkPrice. */
  id: string;
  name: string;
  basePrice: number;
  bulkPrice: number;
  description: string;
  sizes: readonly string[];
  colors: readonly ColorOption[];
  /** Logo print (DTF/HTV) per position, from. */
  printFrom: number;
  /** Embroidered logo per position, from. */
  embroideryFrom: number;
  /** Null for a product added without a photo yet (the page shows a plain panel). */
  image: ProductImage | null;
  /** Hidden products are kept (with their prices) but not shown nor orderable. */
  visible: boolean;
  /** GPSR details; null (or absent in a catalogue saved before they existed) until the admin fills them in. */
  safety?: ProductSafety | null;
}

/** The content of kind "workwear-catalogue". */
export interface WorkwearCatalogue {
  products: readonly CatalogueProduct[];
}

/** The products a visitor may see and order, in the admin's order. */
export function orderableProducts(catalogue: WorkwearCatalogue): readonly CatalogueProduct[] {
  return catalogue.products.filter((p) => p.visible);
}

/** The product with this id, or undefined for anything else (ids arrive from forms and local storage). */
export function findProduct(
  products: readonly CatalogueProduct[],
  id: unknown,
): CatalogueProduct | undefined {
  return typeof id === "string" ? products.find((p) => p.id === id) : undefined;
}

export function findColor(product: CatalogueProduct, colorId: unknown): ColorOption | undefined {
  return product.colors.find((c) => c.id === colorId);
}

export function hasSize(product: CatalogueProduct, size: unknown): size is string {
  return typeof size === "string" && product.sizes.includes(size);
}

/** The colour's name for lists and mails ("Marineblauw"); the id when the colour no longer exists. */
export function colorName(product: CatalogueProduct | undefined, colorId: string): string {
  return (product && findColor(product, colorId)?.name) ?? colorId;
}

/**
 * Lowest bulk price of the products, for "vanaf" texts (the work-wear page, the price list's work-wear row, the
 * home card) and structured data; null when nothing can be ordered.
 */
export function lowestPrice(products: readonly CatalogueProduct[]): number | null {
  return products.length ? Math.min(...products.map((p) => p.bulkPrice)) : null;
}

/** Every size and every colour of the products, once each (the order form's rows without JavaScript). */
export function allSizesAndColors(products: readonly CatalogueProduct[]): {
  sizes: string[];
  colors: ColorOption[];
} {
  return {
    sizes: [...new Set(products.flatMap((p) => p.sizes))],
    colors: [...new Map(products.flatMap((p) => p.colors).map((c) => [c.id, c])).values()],
  };
}

/** The product's GPSR details when complete; null hides the page's "Productveiligheid" block. */
export function productSafety(product: Pick<CatalogueProduct, "safety">): ProductSafety | null {
  const safety = product.safety ?? null;
  if (!safety) return null;
  return Object.values(safety).every((v) => typeof v === "string" && v.trim()) ? safety : null;
}

/** Visible products without GPSR details: the editor flags them as not to be offered online. */
export function productsMissingSafety(products: readonly CatalogueProduct[]): CatalogueProduct[] {
  return products.filter((p) => p.visible && !productSafety(p));
}
