// Marketing files (spec §3, §7): the public list on the home page and the download behind /bestanden/:id.
import { and, desc, eq } from "drizzle-orm";
import type { UploadRules } from "./http/upload.server";
import type { Database } from "./db/client.server";
import { marketingFiles } from "./db/schema.server";
import { attachmentHeaders, contentTypeFor, type FileStorage } from "./storage.server";

/** What staff may upload as a marketing file (spec §7: brochures, price lists, logos, bundles). */
export const MARKETING_UPLOAD = {
  folder: "marketing",
  fileFields: ["file"],
  accept: ["pdf", "png", "jpeg", "webp", "gif", "svg", "zip"],
  maxFileBytes: 50 * 1024 * 1024,
  maxFiles: 1,
} as const satisfies UploadRules;

export interface MarketingFileListItem {
  id: string;
  fileName: string;
}

/** Active files, newest first. Only id and name leave the server; the storage path stays private. */
export async function listActiveMarketingFiles(db: Database): Promise<MarketingFileListItem[]> {
  return db
    .select({ id: marketingFiles.id, fileName: marketingFiles.fileName })
    .from(marketingFiles)
    .where(eq(marketingFiles.isActive, true))
    .orderBy(desc(marketingFiles.createdAt));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The download response for an active file, or null (unknown id, inactive, or missing in storage). */
export async function marketingFileResponse(
  db: Database,
  storage: FileStorage,
  id: string,
): Promise<Response | null> {
  // A malformed id would make PostgreSQL raise on the uuid cast; it simply does not exist.
  if (!uuidPattern.test(id)) return null;
  const [row] = await db
    .select({ fileName: marketingFiles.fileName, filePath: marketingFiles.filePath })
    .from(marketingFiles)
    .where(and(eq(marketingFiles.id, id), eq(marketingFiles.isActive, true)))
    .limit(1);
  if (!row) return null;
  const file = await storage.read(row.filePath);
  if (!file) return null;
  return new Response(file.body, {
    // The type follows the stored key, whose extension the upload chose from the file's bytes; the download
    // name is whatever staff typed and says nothing about the content.
    headers: attachmentHeaders({
      fileName: row.fileName,
      contentType: contentTypeFor(row.filePath),
      size: file.size,
    }),
  });
}
