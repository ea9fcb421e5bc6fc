// The previews of a proof (docs/proofs.md): each page of the file staff uploaded becomes a phone-sized WebP and
// a larger one for zooming. An image is one page; a PDF's pages are rendered by PDFium (WebAssembly) to bitmaps
// first. Runs before any transaction: the caller stores the version afterwards. Jobs share the photo pipeline's
// queue (one CPU-bound job at a time on a 2-core server).
import { randomUUID } from "node:crypto";
import type { ProofPreview } from "../db/schema.server";
import { logger } from "../logger.server";
import type { FileStorage } from "../storage.server";
import { loadSharp, oneAtATime } from "./photos.server";

/** The preview on a phone (412 CSS px at 2x) and the zoomed one. */
export const PROOF_PREVIEW_WIDTH = 828;
export const PROOF_ZOOM_WIDTH = 2000;
/** A proof is a few pages; a catalogue of a hundred is not a proof. */
export const MAX_PROOF_PAGES = 20;
const MAX_INPUT_PIXELS = 80_000_000;

export class ProofUnreadableError extends Error {
  constructor(
    message = "Dit bestand kunnen we niet lezen. Kies een JPEG-, PNG-, WebP-, TIFF- of PDF-bestand.",
  ) {
    super(message);
    this.name = "ProofUnreadableError";
  }
}

type Raw = { data: Uint8Array; width: number; height: number; channels: 3 | 4 };

async function pdfPages(input: Buffer): Promise<Raw[]> {
  const { PDFiumLibrary } = await import("@hyzyla/pdfium");
  const library = await PDFiumLibrary.init();
  try {
    let document;
    try {
      document = await library.loadDocument(new Uint8Array(input));
    } catch (error) {
      logger.info({ err: error }, "a proof PDF could not be opened");
      throw new ProofUnreadableError("Deze PDF kunnen we niet openen (beschadigd of met een wachtwoord).");
    }
    try {
      if (document.getPageCount() > MAX_PROOF_PAGES)
        throw new ProofUnreadableError(`Een drukproef heeft maximaal ${MAX_PROOF_PAGES} pagina's.`);
      const pages: Raw[] = [];
      for (const page of document.pages()) {
        const { originalWidth } = page.getOriginalSize();
        const scale = Math.min(8, Math.max(1, PROOF_ZOOM_WIDTH / Math.max(1, originalWidth)));
        const bitmap = await page.render({ scale, render: "bitmap" });
        // PDFium renders BGRA: swap to RGBA for sharp.
        const data = bitmap.data;
        for (let i = 0; i < data.length; i += 4) {
          const b = data[i]!;
          data[i] = data[i + 2]!;
          data[i + 2] = b;
        }
        pages.push({ data, width: bitmap.width, height: bitmap.height, channels: 4 });
      }
      if (pages.length === 0) throw new ProofUnreadableError("Deze PDF heeft geen pagina's.");
      return pages;
    } finally {
      document.destroy();
    }
  } finally {
    library.destroy();
  }
}

async function webp(
  source: Buffer | Raw,
  width: number,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  const sharp = await loadSharp();
  const image = Buffer.isBuffer(source)
    ? sharp(source, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS }).autoOrient()
    : sharp(source.data, { raw: { width: source.width, height: source.height, channels: source.channels } });
  const { data, info } = await image
    .resize({ width, withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .toColourspace("srgb")
    .webp({ quality: 80, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * Renders and stores the previews of `input` under "proofs/<uuid>-<page>-<width>.webp". Throws
 * ProofUnreadableError (a Dutch message) for a file that cannot be read; what was stored is removed again then.
 */
export function renderProofPreviews(
  input: Buffer,
  isPdf: boolean,
  storage: FileStorage,
): Promise<ProofPreview[]> {
  return oneAtATime(async () => {
    const id = randomUUID();
    const stored: string[] = [];
    try {
      const pages: (Buffer | Raw)[] = isPdf ? await pdfPages(input) : [input];
      const previews: ProofPreview[] = [];
      for (const [index, page] of pages.entries()) {
        let small, zoom;
        try {
          small = await webp(page, PROOF_PREVIEW_WIDTH);
          zoom = await webp(page, PROOF_ZOOM_WIDTH);
        } catch (error) {
          if (error instanceof ProofUnreadableError) throw error;
          logger.info({ err: error }, "a proof could not be decoded");
          throw new ProofUnreadableError();
        }
        const key = `proofs/${id}-${index + 1}-${small.width}.webp`;
        const zoomKey = `proofs/${id}-${index + 1}-${zoom.width}z.webp`;
        await storage.write(key, small.bytes);
        stored.push(key);
        await storage.write(zoomKey, zoom.bytes);
        stored.push(zoomKey);
        previews.push({
          key,
          width: small.width,
          height: small.height,
          zoomKey,
          zoomWidth: zoom.width,
          zoomHeight: zoom.height,
        });
      }
      return previews;
    } catch (error) {
      await Promise.allSettled(stored.map((key) => storage.remove(key)));
      throw error;
    }
  });
}
