// What a file is, decided by its first bytes (magic numbers), never by its name or the browser's claim: a
// visitor can call anything "logo.png". Pure, so the upload reader and its tests share one definition.

export const FILE_KINDS = [
  "png",
  "jpeg",
  "webp",
  "gif",
  "avif",
  "heic",
  "tiff",
  "pdf",
  "zip",
  "svg",
  "postscript",
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export interface FileKindInfo {
  /** The Content-Type a stored file of this kind is served with. */
  contentType: string;
  /** Extension of the generated storage key (never the visitor's). */
  extension: string;
  /** Dutch-readable name in error messages and lists, e.g. "PNG" or "AI/EPS". */
  label: string;
}

export const FILE_KIND_INFO: Record<FileKind, FileKindInfo> = {
  png: { contentType: "image/png", extension: "png", label: "PNG" },
  jpeg: { contentType: "image/jpeg", extension: "jpg", label: "JPG" },
  webp: { contentType: "image/webp", extension: "webp", label: "WebP" },
  gif: { contentType: "image/gif", extension: "gif", label: "GIF" },
  avif: { contentType: "image/avif", extension: "avif", label: "AVIF" },
  heic: { contentType: "image/heic", extension: "heic", label: "HEIC" },
  tiff: { contentType: "image/tiff", extension: "tif", label: "TIFF" },
  pdf: { contentType: "application/pdf", extension: "pdf", label: "PDF" },
  zip: { contentType: "application/zip", extension: "zip", label: "ZIP" },
  svg: { contentType: "image/svg+xml", extension: "svg", label: "SVG" },
  postscript: { contentType: "application/postscript", extension: "eps", label: "AI/EPS" },
};

/** Other names people's files of a kind carry, for a file picker's filter (the server decides by the bytes). */
const EXTENSION_ALIASES: Partial<Record<FileKind, string[]>> = { jpeg: ["jpeg"], tiff: ["tiff"] };

/** A file input's `accept` for these kinds: ".png,.jpg,.jpeg,…". */
export function acceptAttribute(kinds: readonly FileKind[]): string {
  return kinds
    .flatMap((kind) => [FILE_KIND_INFO[kind].extension, ...(EXTENSION_ALIASES[kind] ?? [])])
    .map((extension) => `.${extension}`)
    .join(",");
}

/** Kinds that are raster photos or pictures (what `sharp` can read), for callers that accept "an image". */
export const IMAGE_KINDS = [
  "png",
  "jpeg",
  "webp",
  "gif",
  "avif",
  "heic",
  "tiff",
] as const satisfies readonly FileKind[];

/** How many leading bytes detectFileKind needs at most; fewer is fine for a short file. */
export const SNIFF_BYTES = 4096;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

/** ISO base media (HEIF family): `ftyp` box with a major brand and compatible brands. */
function heifKind(bytes: Uint8Array): FileKind | null {
  if (!startsWith(bytes, ascii("ftyp"), 4)) return null;
  const boxSize = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, 256);
  const brands: string[] = [];
  for (let offset = 8; offset + 4 <= Math.min(boxSize, bytes.length); offset += 4) {
    if (offset === 12) continue; // minor version, not a brand
    brands.push(String.fromCharCode(...bytes.subarray(offset, offset + 4)));
  }
  if (brands.some((brand) => brand === "avif" || brand === "avis")) return "avif";
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return "heic";
  return null;
}

/**
 * An SVG document: text whose root element is `<svg`, after an optional BOM, XML declaration, comments and
 * doctype. Anything else that looks like markup (HTML!) is not an SVG.
 */
function isSvg(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  let text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  if (text.startsWith("\uFEFF")) text = text.slice(1);
  return /^\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^[>]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/i.test(
    text,
  );
}

/** The kind of a file from its first bytes (up to SNIFF_BYTES), or null when it is none we know. */
export function detectFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return "tiff";
  // PDF, and Illustrator files saved with PDF compatibility (every .ai since CS).
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  // PostScript: EPS and pre-CS Illustrator files; C5 D0 D3 C6 is the DOS EPS binary header (preview + PS).
  if (startsWith(bytes, ascii("%!PS")) || startsWith(bytes, [0xc5, 0xd0, 0xd3, 0xc6])) return "postscript";
  // ZIP, including an empty archive.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]))
    return "zip";
  const heif = heifKind(bytes);
  if (heif) return heif;
  if (isSvg(bytes)) return "svg";
  return null;
}

/** "PNG, JPG of PDF": the accepted kinds for a Dutch message, each label once. */
export function describeKinds(kinds: readonly FileKind[]): string {
  const labels = [...new Set(kinds.map((kind) => FILE_KIND_INFO[kind].label))];
  if (labels.length <= 1) return labels.join("");
  return `${labels.slice(0, -1).join(", ")} of ${labels.at(-1)}`;
}

/** What one upload form takes; the server's reader (app/server/http/upload.server.ts) enforces it. */
export interface UploadRules {
  /** Storage folder of the generated keys, e.g. "marketing": keys look like "marketing/<uuid>.pdf". */
  folder: string;
  /** Form fields that may carry files; a file in any other field is refused. */
  fileFields: readonly string[];
  /** Kinds (by content) this form takes. */
  accept: readonly FileKind[];
  maxFileBytes: number;
  /** Files per request (file inputs left empty do not count). */
  maxFiles: number;
  /** All text fields together; defaults to the plain form limit. */
  maxFieldBytes?: number;
}

/** "50 MB", "1,5 MB": Dutch decimal comma, binary megabytes (what a file manager shows). */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1).replace(".", ",")} MB`;
}

/**
 * A file over its form's limit, in the words the upload reader uses. The name when it is known: the browser's
 * check and the reader's byte count know it; a body refused by its length alone has not been read.
 */
export function fileTooLargeMessage(maxBytes: number, fileName?: string): string {
  const file = fileName === undefined ? "Het bestand" : `Het bestand „${fileName}”`;
  return `${file} is te groot (maximaal ${formatMegabytes(maxBytes)}).`;
}

/**
 * The browser's check when staff choose a file: the message for the first file over the limit, or null. It
 * saves uploading 50 MB only to hear it was too much; the server still counts the bytes itself.
 */
export function oversizedFileMessage(
  files: Iterable<{ name: string; size: number }>,
  rules: Pick<UploadRules, "maxFileBytes">,
): string | null {
  for (const file of files)
    if (file.size > rules.maxFileBytes)
      return fileTooLargeMessage(rules.maxFileBytes, displayFileName(file.name));
  return null;
}

/** Longest file name we keep for display; longer names are shortened, keeping the extension. */
export const MAX_FILE_NAME_LENGTH = 160;

/**
 * A visitor's file name made safe to show and to use as a download name: no folders, no control or
 * bidirectional-override characters (which can disguise "gpj.exe" as "exe.jpg"), NFC, trimmed, shortened.
 * Dutch letters stay. An empty result becomes `fallback`.
 */
export function displayFileName(name: string, fallback = "bestand"): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  let clean = base
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  if ([...clean].length > MAX_FILE_NAME_LENGTH) {
    const chars = [...clean];
    const dot = clean.lastIndexOf(".");
    const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : "";
    clean =
      chars
        .slice(0, MAX_FILE_NAME_LENGTH - [...extension].length)
        .join("")
        .trimEnd() + extension;
  }
  return clean || fallback;
}

/**
 * A download name that ends in the stored file's extension: staff may rename "Prijslijst 2026.pdf" to
 * "Prijslijst", and visitors should still get a file their computer opens as a PDF.
 */
export function withExtension(name: string, extension: string): string {
  const lower = name.toLowerCase();
  const variants =
    extension === "jpg" ? ["jpg", "jpeg"] : extension === "tif" ? ["tif", "tiff"] : [extension];
  return variants.some((ext) => lower.endsWith(`.${ext}`)) ? name : `${name}.${extension}`;
}
