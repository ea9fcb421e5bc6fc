// Marketing file rules shared by the staff page (its hints) and the server (the upload reader, the body cap).
import type { UploadRules } from "./file-kind";

/** What staff may upload as a marketing file (docs/behaviour.md#outside-calls-and-tracking: brochures, price lists, logos, bundles). */
export const MARKETING_UPLOAD = {
  folder: "marketing",
  fileFields: ["file"],
  accept: ["pdf", "png", "jpeg", "webp", "gif", "svg", "zip"],
  maxFileBytes: 50 * 1024 * 1024,
  maxFiles: 1,
} as const satisfies UploadRules;
