// The portfolio staff maintain: what an item and a photo are, the form rules (Dutch messages), the upload rules
// for photos, and how a processed photo becomes a <picture> (srcset per format, sizes for the grid). Pure: the
// staff page, the public pages and the server share it.
import type { ServiceSlug } from "~/content/services";
import type { UploadRules } from "./file-kind";
import { z } from "./zod";

/** Widths the pipeline makes of every photo (never wider than the source). */
export const PHOTO_WIDTHS = [480, 800, 1200] as const;
/** The fallback JPEG's width, for the rare browser without AVIF or WebP. */
export const FALLBACK_JPEG_WIDTH = 800;
/** The widest variant of each format stays under this (quality is lowered step by step until it fits). */
export const MAX_VARIANT_BYTES = 150 * 1024;

/** What staff may upload as a portfolio photo: a raster image by its bytes, a phone's 12 MP JPEG included. */
export const PORTFOLIO_UPLOAD = {
  folder: "portfolio-uploads",
  fileFields: ["photo"],
  accept: ["jpeg", "png", "webp", "avif", "tiff"],
  maxFileBytes: 25 * 1024 * 1024,
  maxFiles: 1,
} as const satisfies UploadRules;

export interface PhotoVariant {
  width: number;
  key: string;
}

/** Storage keys of a processed photo. */
export interface PhotoVariants {
  avif: PhotoVariant[];
  webp: PhotoVariant[];
  jpeg: PhotoVariant;
}

/** A photo as the public pages render it: processed variants, or a static image (the illustrated seed items). */
export type PhotoView = {
  alt: string;
  width: number;
  height: number;
  /** The <img> fallback: the JPEG variant or the static image. */
  src: string;
  /** Empty for a static image. */
  avifSrcSet: string;
  webpSrcSet: string;
};

export interface PortfolioCard {
  id: string;
  title: string;
  sector: string;
  service: ServiceSlug;
  description: string;
  photos: PhotoView[];
}

/** Where a stored variant is served from (app/routes/media.ts). */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/** Keys the media route serves: processed portfolio variants only, never an original or a visitor's file. */
export const MEDIA_KEY_PATTERN = /^portfolio\/[0-9a-f-]{36}-\d{2,4}\.(avif|webp|jpg)$/;

export function srcSet(variants: readonly PhotoVariant[]): string {
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${mediaUrl(v.key)} ${v.width}w`)
    .join(", ");
}

export function photoView(photo: {
  variants: PhotoVariants | null;
  staticSrc: string | null;
  width: number;
  height: number;
  altText: string;
}): PhotoView {
  const base = { alt: photo.altText, width: photo.width, height: photo.height };
  if (!photo.variants) return { ...base, src: photo.staticSrc ?? "", avifSrcSet: "", webpSrcSet: "" };
  return {
    ...base,
    src: mediaUrl(photo.variants.jpeg.key),
    avifSrcSet: srcSet(photo.variants.avif),
    webpSrcSet: srcSet(photo.variants.webp),
  };
}

/**
 * `sizes` of the portfolio grid (components/portfolio-grid.tsx; containerClass: max 72rem, 1rem padding on a
 * phone and 1.5rem from 640px; gap 1.5rem): on a phone a card is a row with the photo in 40% of it, then two
 * columns from 640px and three from 1024px. Exact rather than generous, so a phone does not fetch a
 * desktop-sized photo.
 */
export const GRID_SIZES =
  "(min-width: 1152px) 352px, (min-width: 1024px) calc((100vw - 6rem) / 3), (min-width: 640px) calc((100vw - 4.5rem) / 2), calc((100vw - 2rem) * 0.4)";

/** Every key of a photo's variants (to remove them from storage). */
export function variantKeys(variants: PhotoVariants | null): string[] {
  if (!variants) return [];
  return [...variants.avif, ...variants.webp, variants.jpeg].map((v) => v.key);
}

export const PORTFOLIO_MESSAGES = {
  title: "Vul een titel in (maximaal 120 tekens).",
  sector: "Vul de branche in (maximaal 120 tekens).",
  service: "Kies een dienst.",
  description: "Vul een beschrijving in (maximaal 1000 tekens).",
  alt: "Beschrijf wat er op de foto te zien is (alt-tekst, maximaal 300 tekens).",
  noPhoto: "Kies een foto om te uploaden.",
  unreadable: "Deze foto kon niet worden gelezen. Kies een JPG-, PNG-, WebP-, AVIF- of TIFF-foto.",
} as const;

const noNul = (v: string) => !v.includes("\u0000");
const text = (max: number, error: string) =>
  z.string({ error }).trim().min(1, { error }).max(max, { error }).refine(noNul, { error });

export const PORTFOLIO_SERVICES = [
  "kledingbedrukking",
  "borduren",
  "voertuigbelettering",
  "stickers",
] as const satisfies readonly ServiceSlug[];

/** The fields staff fill in for an item. */
export const portfolioItemSchema = z.object({
  title: text(120, PORTFOLIO_MESSAGES.title),
  sector: text(120, PORTFOLIO_MESSAGES.sector),
  service: z.enum(PORTFOLIO_SERVICES, { error: PORTFOLIO_MESSAGES.service }),
  description: text(1000, PORTFOLIO_MESSAGES.description),
});
export type PortfolioItemInput = z.output<typeof portfolioItemSchema>;

/** A photo's alt text is required: the portfolio is pictures, and a screen reader needs to hear them. */
export const altTextSchema = text(300, PORTFOLIO_MESSAGES.alt);

/** The first error of a failed parse, as the one Dutch message the form shows. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? PORTFOLIO_MESSAGES.title;
}

/** Where the staff page's script sends a new project or a photo, so it can show the upload's progress. */
export const PORTFOLIO_UPLOAD_URL = "/employee-dashboard/portfolio/upload";

/**
 * The answer of a staff portfolio form. `target`: the form it belongs to ("new", an item id or a photo id).
 * `photoError`: the upload reader refused the photo or the body before any field was read, so it names no
 * target. `moved`: the item a move was about, for the focus.
 */
export interface PortfolioAnswer {
  notice?: string;
  formError?: string;
  target?: string;
  photoError?: string;
  moved?: string;
}
