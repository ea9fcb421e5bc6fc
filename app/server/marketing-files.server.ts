// Marketing files (docs/behaviour.md#data, #outside-calls-and-tracking): the public list on the home page, the download behind /bestanden/:id, and
// what staff do with them on /employee-dashboard/bestanden (upload, rename, show or hide, delete; audited).
import { and, desc, eq } from "drizzle-orm";
import { isUuid } from "~/lib/uuid";
import { displayFileName, withExtension } from "~/lib/file-kind";
import { audit } from "./audit.server";
import type { UploadedFile } from "./http/upload.server";
import type { Database } from "./db/client.server";
import { marketingFiles } from "./db/schema.server";
import { logger } from "./logger.server";
import { publicContentChanged, publicContentTransaction } from "./public-content.server";
import { attachmentHeaders, contentTypeFor, type FileStorage } from "./storage.server";

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

/** A malformed id would make PostgreSQL raise on the uuid cast; it simply does not exist. */
export function isMarketingFileId(id: string): boolean {
  return isUuid(id);
}

/** The download response for an active file, or null (unknown id, inactive, or missing in storage). */
export async function marketingFileResponse(
  db: Database,
  storage: FileStorage,
  id: string,
): Promise<Response | null> {
  if (!isMarketingFileId(id)) return null;
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

export interface StaffMarketingFile {
  id: string;
  fileName: string;
  isActive: boolean;
  createdAt: Date;
}

/** Every file for the staff page, newest first (the order the home page uses). */
export async function listMarketingFiles(db: Database): Promise<StaffMarketingFile[]> {
  return db
    .select({
      id: marketingFiles.id,
      fileName: marketingFiles.fileName,
      isActive: marketingFiles.isActive,
      createdAt: marketingFiles.createdAt,
    })
    .from(marketingFiles)
    .orderBy(desc(marketingFiles.createdAt));
}

/** The download name staff typed, cleaned and ending in the stored file's extension; null when empty. */
export function downloadName(typed: string, storageKey: string): string | null {
  const name = displayFileName(typed, "");
  if (!name) return null;
  return withExtension(name, storageKey.split(".").pop() ?? "");
}

/**
 * Records an uploaded file (active at once) with its audit entry. When that fails the stored object is
 * removed, so a failed upload leaves neither a row nor an orphan object.
 */
export async function addMarketingFile(
  db: Database,
  storage: FileStorage,
  actorId: string,
  file: UploadedFile,
  typedName: string,
): Promise<string> {
  const fileName =
    downloadName(typedName, file.key) ?? downloadName(file.fileName, file.key) ?? file.fileName;
  try {
    return await publicContentTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(marketingFiles)
        .values({ fileName, filePath: file.key })
        .returning({ id: marketingFiles.id });
      await audit(tx, {
        actorId,
        action: "marketing_file.upload",
        targetType: "marketing_file",
        targetId: row!.id,
        details: { fileName, kind: file.kind, size: file.size },
      });
      await publicContentChanged(tx);
      return row!.id;
    });
  } catch (error) {
    await storage.remove(file.key).catch((removeError: unknown) => {
      logger.error(
        { err: removeError },
        "removing an unrecorded marketing file failed; the object is orphaned",
      );
    });
    throw error;
  }
}

async function filePathOf(db: Database, id: string) {
  if (!isMarketingFileId(id)) return null;
  const [row] = await db
    .select({ filePath: marketingFiles.filePath, fileName: marketingFiles.fileName })
    .from(marketingFiles)
    .where(eq(marketingFiles.id, id));
  return row ?? null;
}

/** Changes the download name to what staff typed (cleaned like an upload's name, extension kept). */
export async function renameMarketingFile(
  db: Database,
  actorId: string,
  id: string,
  typedName: string,
): Promise<"renamed" | "not-found" | "empty-name"> {
  const current = await filePathOf(db, id);
  if (!current) return "not-found";
  const fileName = downloadName(typedName, current.filePath);
  if (!fileName) return "empty-name";
  return publicContentTransaction(db, async (tx) => {
    const [row] = await tx
      .update(marketingFiles)
      .set({ fileName })
      .where(eq(marketingFiles.id, id))
      .returning({ id: marketingFiles.id });
    if (!row) return "not-found";
    await audit(tx, {
      actorId,
      action: "marketing_file.rename",
      targetType: "marketing_file",
      targetId: id,
      details: { from: current.fileName, to: fileName },
    });
    await publicContentChanged(tx);
    return "renamed";
  });
}

/** Shows (active) or hides a file on the home page; false when there is no such file. */
export async function setMarketingFileActive(
  db: Database,
  actorId: string,
  id: string,
  isActive: boolean,
): Promise<boolean> {
  if (!isMarketingFileId(id)) return false;
  return publicContentTransaction(db, async (tx) => {
    const [row] = await tx
      .update(marketingFiles)
      .set({ isActive })
      .where(eq(marketingFiles.id, id))
      .returning({ id: marketingFiles.id });
    if (!row) return false;
    await audit(tx, {
      actorId,
      action: isActive ? "marketing_file.activate" : "marketing_file.deactivate",
      targetType: "marketing_file",
      targetId: id,
    });
    await publicContentChanged(tx);
    return true;
  });
}

/**
 * Deletes the row (with its audit entry) and then the stored object. The row goes first: a file that is
 * not listed can no longer be downloaded, while a row without its object would be a broken link.
 */
export async function deleteMarketingFile(
  db: Database,
  storage: FileStorage,
  actorId: string,
  id: string,
): Promise<boolean> {
  if (!isMarketingFileId(id)) return false;
  const deleted = await publicContentTransaction(db, async (tx) => {
    const [row] = await tx
      .delete(marketingFiles)
      .where(eq(marketingFiles.id, id))
      .returning({ filePath: marketingFiles.filePath, fileName: marketingFiles.fileName });
    if (!row) return null;
    await audit(tx, {
      actorId,
      action: "marketing_file.delete",
      targetType: "marketing_file",
      targetId: id,
      targetLabel: row.fileName,
      details: { fileName: row.fileName },
    });
    await publicContentChanged(tx);
    return row;
  });
  if (!deleted) return false;
  // Another row may share the object (rows inserted by hand before uploads existed); keep it then.
  const [shared] = await db
    .select({ id: marketingFiles.id })
    .from(marketingFiles)
    .where(eq(marketingFiles.filePath, deleted.filePath))
    .limit(1);
  if (!shared) {
    await storage.remove(deleted.filePath).catch((error: unknown) => {
      logger.error(
        { err: error },
        "removing a deleted marketing file's object failed; the object is orphaned",
      );
    });
  }
  return true;
}
