// Serving a proof's files (docs/proofs.md): the previews we rendered (WebP, our own bytes) to the customer behind
// their link and to staff, and the original as staff uploaded it, always as a download (never as our page).
import type { ProofPreview } from "../db/schema.server";
import { attachmentHeaders, type FileStorage } from "../storage.server";
import type { ProofVersionRow } from "./store.server";

/** "1.webp" (the phone preview of page 1) or "1-groot.webp" (the zoom); null for anything else. */
export function previewOf(version: ProofVersionRow, file: string | undefined): { key: string } | null {
  const match = /^(\d{1,2})(-groot)?\.webp$/.exec(file ?? "");
  if (!match) return null;
  const page: ProofPreview | undefined = version.previews[Number(match[1]) - 1];
  if (!page) return null;
  return { key: match[2] ? page.zoomKey : page.key };
}

/** A preview: private (behind a secret link or the staff sign-in), kept by the browser (its key never changes). */
export async function previewResponse(storage: FileStorage, key: string): Promise<Response | null> {
  const file = await storage.read(key);
  if (!file) return null;
  return new Response(file.body, {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(file.size),
      "Cache-Control": "private, max-age=86400, immutable",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}

/** The original file, as a download. */
export async function originalResponse(
  storage: FileStorage,
  version: ProofVersionRow,
): Promise<Response | null> {
  const file = await storage.read(version.fileKey);
  if (!file) return null;
  return new Response(file.body, {
    headers: attachmentHeaders({
      fileName: version.fileName,
      contentType: version.contentType,
      size: file.size,
    }),
  });
}

/** Where a page's previews are served under `base` (the customer's link or the staff's order). */
export function previewUrls(base: string, versionId: string, previews: readonly ProofPreview[]) {
  return previews.map((p, index) => ({
    src: `${base}/${versionId}/${index + 1}.webp`,
    zoomSrc: `${base}/${versionId}/${index + 1}-groot.webp`,
    width: p.width,
    height: p.height,
    zoomWidth: p.zoomWidth,
  }));
}
