// Files a visitor may send with a lead (a logo or design): how many, how large, which kinds, and the Dutch
// messages when a file does not fit. Shared by the browser (a quick check before uploading) and the server (the
// authority, which decides the kind by the file's bytes, not by its name). Free of zod and of server code.
import type { UploadRules } from "../file-kind";
import type { FormError } from "./messages";

/** The multipart field the forms send their files in. */
export const ATTACHMENT_FIELD = "attachments";
export const MAX_ATTACHMENTS = 3;
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;

/**
 * What the upload reader takes with a lead: kinds by content (an AI file is PDF or PostScript inside), sizes,
 * count, and the text fields' limit of every lead form (32 KB: a few hundred bytes is a person typing).
 */
export const LEAD_UPLOAD = {
  folder: "leads",
  fileFields: [ATTACHMENT_FIELD],
  accept: ["png", "jpeg", "svg", "pdf", "postscript"],
  maxFileBytes: MAX_ATTACHMENT_BYTES,
  maxFiles: MAX_ATTACHMENTS,
  maxFieldBytes: 32 * 1024,
} as const satisfies UploadRules;

/** Name endings the file picker offers and the browser checks before sending. */
const ATTACHMENT_EXTENSIONS = ["png", "jpg", "jpeg", "svg", "pdf", "ai", "eps"] as const;

/** The file input's `accept` attribute. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(",");

export const ATTACHMENT_HINT =
  "Logo of ontwerp: PNG, JPG, SVG, PDF, AI of EPS, maximaal 3 bestanden van 20 MB.";

/** Raster images staff may see as a preview; SVG, PDF and EPS never render in our pages (they can run code). */
export function isPreviewableImage(contentType: string): boolean {
  return contentType === "image/png" || contentType === "image/jpeg";
}

/** "12 KB", "1,5 MB": the way a Dutch reader writes sizes (1 KB = 1024 bytes, like file managers). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb.toLocaleString("nl-NL", { maximumFractionDigits: 1 })} MB`;
}

/** The no-JavaScript error code of every refused file (the file name does not travel in the URL). */
export const ATTACHMENT_ERROR_CODE = "bestand";

const named = (fileName: string) => `‘${fileName}’`;

export function attachmentTypeError(fileName: string): FormError {
  return {
    code: ATTACHMENT_ERROR_CODE,
    title: "Bestandstype niet toegestaan",
    description: `${named(fileName)} is geen PNG, JPG, SVG, PDF, AI of EPS. Stuur je logo of ontwerp in een van die formaten.`,
  };
}

export function attachmentSizeError(fileName: string): FormError {
  return {
    code: ATTACHMENT_ERROR_CODE,
    title: "Bestand te groot",
    description: `${named(fileName)} is groter dan 20 MB. Stuur een kleiner bestand.`,
  };
}

export function attachmentCountError(): FormError {
  return {
    code: ATTACHMENT_ERROR_CODE,
    title: "Te veel bestanden",
    description: `Je kunt maximaal ${MAX_ATTACHMENTS} bestanden meesturen.`,
  };
}

/** The server refused a file (its bytes, its size, their number); `reason` is the upload reader's Dutch text. */
export function attachmentRefusedError(reason?: string): FormError {
  return {
    code: ATTACHMENT_ERROR_CODE,
    title: "Bestand niet geaccepteerd",
    description: reason ?? `Er is niets verstuurd. ${ATTACHMENT_HINT}`,
  };
}

/**
 * The error for a ?fout=<code> of a form sent without JavaScript. The form comes back with its text, but a
 * browser cannot put a file back into a file input: the visitor chooses one again.
 */
export function attachmentErrorForCode(code: string): FormError | undefined {
  return code === ATTACHMENT_ERROR_CODE
    ? attachmentRefusedError(`Er is niets verstuurd. Kies opnieuw een bestand. ${ATTACHMENT_HINT}`)
    : undefined;
}

/**
 * The browser's quick check of the chosen files, by name ending and size, so a visitor hears at once that a
 * file will not go; the server checks the bytes again. An empty file input sends no files.
 */
export function checkAttachments(files: readonly { name: string; size: number }[]): FormError | null {
  const chosen = files.filter((f) => f.name !== "" || f.size > 0);
  if (chosen.length > MAX_ATTACHMENTS) return attachmentCountError();
  for (const file of chosen) {
    const ext = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : "";
    if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext)) return attachmentTypeError(file.name);
    if (file.size > MAX_ATTACHMENT_BYTES) return attachmentSizeError(file.name);
  }
  return null;
}
