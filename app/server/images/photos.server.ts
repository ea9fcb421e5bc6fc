// The photo pipeline of the portfolio: one upload becomes AVIF and WebP at a few widths plus a fallback JPEG,
// turned upright (EXIF orientation) and without any metadata (a phone's EXIF carries the GPS position of the
// shop's customer). The widest variant of each format stays under MAX_VARIANT_BYTES: quality goes down step by
// step until it fits. The source is decoded once (shrunk on load) to raw pixels at the widest output width;
// every variant is encoded from those, so a 12 MP photo is never held decoded at full size more than once.
// Jobs run one at a time and libvips uses one thread each: the server has 2 cores, and a page must still load
// while staff upload.
import { randomUUID } from "node:crypto";
import type Sharp from "sharp";
import {
  FALLBACK_JPEG_WIDTH,
  MAX_VARIANT_BYTES,
  PHOTO_WIDTHS,
  PORTFOLIO_MESSAGES,
  type PhotoVariant,
  type PhotoVariants,
} from "~/lib/portfolio";
import { logger } from "../logger.server";
import type { FileStorage } from "../storage.server";

let sharpLoading: Promise<typeof Sharp> | undefined;

/**
 * sharp is loaded with the first photo, not at start: libvips and its libraries are ~30 MB resident, and most
 * server processes never process a photo (README, "Memory").
 */
export function loadSharp(): Promise<typeof Sharp> {
  sharpLoading ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    // Every photo is new: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return sharpLoading;
}

/** The upload is not a photo sharp can read (a fake extension, a broken file): the Dutch reason in `message`. */
export class PhotoRefusedError extends Error {
  constructor(message: string = PORTFOLIO_MESSAGES.unreadable) {
    super(message);
    this.name = "PhotoRefusedError";
  }
}

export interface ProcessedPhoto {
  /** Of the widest variant (its aspect ratio is every variant's). */
  width: number;
  height: number;
  variants: PhotoVariants;
  /** Bytes of each stored variant, by key (for tests and the audit log). */
  sizes: Record<string, number>;
}

type Format = "avif" | "webp" | "jpeg";

const QUALITY_STEPS: Record<Format, readonly number[]> = {
  avif: [55, 48, 40, 33, 26, 20],
  webp: [80, 72, 64, 56, 48, 40, 32],
  jpeg: [80, 72, 64, 56, 48, 40, 32],
};
const EXTENSION: Record<Format, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };
const CONTENT_TYPE: Record<Format, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };
/** 12 MP is 12e6; a panorama may be larger, a decompression bomb is refused. */
const MAX_INPUT_PIXELS = 80_000_000;

let queue: Promise<unknown> = Promise.resolve();

/** Runs jobs one after another (the pipeline is CPU-bound; two at once only slow each other and the site). */
export function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  queue = run.catch(() => {});
  return run;
}

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** Decodes, turns upright and shrinks to the widest output width; no metadata survives raw pixels. */
async function decode(input: Buffer): Promise<Pixels> {
  const widest = PHOTO_WIDTHS.at(-1)!;
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(input, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({ width: widest, withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels };
  } catch (error) {
    logger.info({ err: error }, "a portfolio upload could not be decoded");
    throw new PhotoRefusedError();
  }
}

async function encode(pixels: Pixels, format: Format, width: number, quality: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(pixels.data, {
    raw: { width: pixels.width, height: pixels.height, channels: pixels.channels },
  });
  if (width < pixels.width) image.resize({ width });
  if (format === "avif") image.avif({ quality, effort: 4 });
  else if (format === "webp") image.webp({ quality, effort: 4 });
  else image.jpeg({ quality, mozjpeg: true, progressive: true });
  return image.toBuffer();
}

/** The highest quality step whose output fits MAX_VARIANT_BYTES (the last step when none does). */
async function encodeWithinBudget(pixels: Pixels, format: Format, width: number): Promise<Buffer> {
  const steps = QUALITY_STEPS[format];
  let output: Buffer | null = null;
  for (const quality of steps) {
    output = await encode(pixels, format, width, quality);
    if (output.byteLength <= MAX_VARIANT_BYTES) return output;
  }
  logger.warn({ format, width, bytes: output!.byteLength }, "a photo variant stays over the byte budget");
  return output!;
}

/** The output widths for a source: the standard widths below its width, and its own width capped. */
export function variantWidths(sourceWidth: number): number[] {
  const widest = Math.min(sourceWidth, PHOTO_WIDTHS.at(-1)!);
  return [...new Set([...PHOTO_WIDTHS.filter((w) => w < widest), widest])];
}

/**
 * Processes a photo and stores its variants under "portfolio/<uuid>-<width>.<ext>" (unique keys, served
 * immutably). Throws PhotoRefusedError when the bytes are no readable image; when storing fails, whatever was
 * stored is removed again before the error is thrown.
 */
export function processPhoto(input: Buffer, storage: FileStorage): Promise<ProcessedPhoto> {
  return oneAtATime(async () => {
    const pixels = await decode(input);
    const id = randomUUID();
    const widths = variantWidths(pixels.width);
    const jpegWidth = Math.min(FALLBACK_JPEG_WIDTH, pixels.width);
    const jobs: { format: Format; width: number }[] = [
      ...widths.map((width) => ({ format: "avif" as const, width })),
      ...widths.map((width) => ({ format: "webp" as const, width })),
      { format: "jpeg", width: jpegWidth },
    ];
    const stored: string[] = [];
    const sizes: Record<string, number> = {};
    const variants: PhotoVariants = { avif: [], webp: [], jpeg: { width: jpegWidth, key: "" } };
    try {
      for (const { format, width } of jobs) {
        const bytes = await encodeWithinBudget(pixels, format, width);
        const key = `portfolio/${id}-${width}.${EXTENSION[format]}`;
        await storage.write(key, bytes);
        stored.push(key);
        sizes[key] = bytes.byteLength;
        const variant: PhotoVariant = { width, key };
        if (format === "jpeg") variants.jpeg = variant;
        else variants[format].push(variant);
      }
    } catch (error) {
      await Promise.allSettled(stored.map((key) => storage.remove(key)));
      throw error;
    }
    const widest = widths.at(-1)!;
    return {
      width: widest,
      height: Math.round((pixels.height * widest) / pixels.width),
      variants,
      sizes,
    };
  });
}

/** The type a variant is served with, from its key's extension. */
export function variantContentType(key: string): string {
  const ext = key.split(".").pop();
  const format = (Object.keys(EXTENSION) as Format[]).find((f) => EXTENSION[f] === ext);
  return format ? CONTENT_TYPE[format] : "application/octet-stream";
}
