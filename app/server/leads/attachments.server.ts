// Files sent with a lead (any lead type): their rows in lead_attachments, the lines the shop's e-mail shows,
// and the staff-only download. A visitor's file is never served as a page of our origin: always with nosniff and
// a sandboxing CSP, as an attachment (raster previews inline, still sandboxed).
import { and, asc, eq } from "drizzle-orm";
import { formatFileSize, isPreviewableImage } from "~/lib/leads/attachments";
import type { ArtworkReport } from "~/lib/preflight/findings";
import type { LeadType } from "~/lib/leads/registry";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { leadAttachments } from "../db/schema.server";
import type { UploadedFile } from "../http/upload.server";
import { attachmentHeaders, type FileStorage } from "../storage.server";

/** A file as it arrived with a request: stored under storageKey, or not stored at all (storage failed). */
export interface ReceivedAttachment {
  fileName: string;
  contentType: string;
  size: number;
  /** null when the storage backend failed for this file: the lead keeps a note instead (size then 0). */
  storageKey: string | null;
  /** The artwork check's report (app/server/preflight); null when not checked (not stored). */
  artworkReport?: ArtworkReport | null;
}

export type LeadAttachment = typeof leadAttachments.$inferSelect;

export function insertAttachments(
  tx: Database | Tx,
  type: LeadType,
  leadId: string,
  files: readonly ReceivedAttachment[],
): Promise<unknown> {
  if (!files.length) return Promise.resolve();
  return tx.insert(leadAttachments).values(
    files.map((f) => ({
      leadType: type,
      leadId,
      storageKey: f.storageKey,
      fileName: f.fileName,
      contentType: f.contentType,
      size: f.size,
      storeFailed: f.storageKey === null,
      artworkReport: f.artworkReport ?? null,
    })),
  );
}

/**
 * The files the upload reader stored (with their artwork reports, in the same order), and those the storage
 * backend failed to keep (name only).
 */
export function receivedAttachments(
  stored: readonly UploadedFile[],
  failed: readonly string[],
  reports: readonly ArtworkReport[] = [],
): ReceivedAttachment[] {
  return [
    ...stored.map((f, i) => ({
      fileName: f.fileName,
      contentType: f.contentType,
      size: f.size,
      storageKey: f.key,
      artworkReport: reports[i] ?? null,
    })),
    ...failed.map((fileName) => ({
      fileName,
      contentType: "application/octet-stream",
      size: 0,
      storageKey: null,
    })),
  ];
}

export function listAttachments(db: Database, type: LeadType, leadId: string): Promise<LeadAttachment[]> {
  return db
    .select()
    .from(leadAttachments)
    .where(and(eq(leadAttachments.leadType, type), eq(leadAttachments.leadId, leadId)))
    .orderBy(asc(leadAttachments.createdAt), asc(leadAttachments.fileName));
}

export async function getAttachment(db: Database, id: string): Promise<LeadAttachment | null> {
  const [row] = await db.select().from(leadAttachments).where(eq(leadAttachments.id, id));
  return row ?? null;
}

/** The shop mail's lines about the files: names and sizes and where staff open them (files stay out of mail). */
export function attachmentMailLines(files: readonly ReceivedAttachment[], leadUrl: string): string[] {
  if (!files.length) return [];
  return [
    `Meegestuurde bestanden (${files.length}):`,
    ...files.map((f) =>
      f.storageKey
        ? `- ${f.fileName} (${formatFileSize(f.size)})`
        : `- ${f.fileName} – NIET OPGESLAGEN: de opslag was niet bereikbaar; vraag de klant het bestand opnieuw te sturen.`,
    ),
    `Bekijk en download ze bij de aanvraag: ${leadUrl}`,
  ];
}

/**
 * The stored file as a response for staff. `preview` serves a raster image inline (for an <img> on the lead
 * page); everything else, SVG included, is an attachment. null when the object is missing.
 */
export async function attachmentResponse(
  storage: FileStorage,
  attachment: LeadAttachment,
  { preview = false }: { preview?: boolean } = {},
): Promise<Response | null> {
  if (!attachment.storageKey) return null;
  if (preview && !isPreviewableImage(attachment.contentType)) return null;
  const file = await storage.read(attachment.storageKey);
  if (!file) return null;
  const headers = attachmentHeaders({
    fileName: attachment.fileName,
    contentType: attachment.contentType,
    size: file.size,
  });
  if (preview) headers.set("Content-Disposition", "inline");
  headers.set("Cross-Origin-Resource-Policy", "same-origin");
  headers.set("Cache-Control", "private, no-store");
  return new Response(file.body, { headers });
}

/** One file's artwork report as /bedankt shows it. */
export interface SentArtwork {
  fileName: string;
  report: ArtworkReport;
}

/** How long /bedankt shows the reports after the files arrived; after that the address shows the form only. */
export const ARTWORK_SHOWN_MS = 60 * 60 * 1000;

/** The reports of a lead's checked files, while they are fresh (a link kept for days shows none). */
export async function sentArtwork(
  type: LeadType,
  leadId: string,
  { db = getDb(), now = new Date() }: { db?: Database; now?: Date } = {},
): Promise<SentArtwork[]> {
  const rows = await listAttachments(db, type, leadId);
  return rows
    .filter((a) => a.artworkReport && now.getTime() - a.createdAt.getTime() < ARTWORK_SHOWN_MS)
    .map((a) => ({ fileName: a.fileName, report: a.artworkReport! }));
}
