// Making, rotating and listing backups. A run is recorded in backup_runs (started, finished, status, size, counts,
// error) whether it was the nightly one, an admin's click or `npm run backup`. One run at a time per process;
// the nightly run is claimed through a unique scheduled_for, so of several app instances one makes it.
import { createReadStream } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, gte, inArray } from "drizzle-orm";
import {
  BACKUP_STORAGE_PREFIX,
  backupFileName,
  backupsToKeep,
  parseBackupFileName,
  type RotationPolicy,
} from "~/lib/backups";
import { audit } from "../audit.server";
import type { Database, DatabaseHandle } from "../db/client.server";
import { backupRuns } from "../db/schema.server";
import { logger } from "../logger.server";
import type { FileStorage } from "../storage.server";
import { writeBackup } from "./archive.server";

export type BackupTrigger = "scheduled" | "manual" | "command";

export interface BackupContext {
  handle: DatabaseHandle;
  storage: FileStorage;
  /** DATA_DIR/backups. */
  dir: string;
  policy: RotationPolicy;
  /** DATA_DIR/auth-secret, backed up when it exists. */
  authSecretFile?: string;
  /** Also keep a copy in the bucket (S3 configured). */
  uploadToStorage: boolean;
  now?: () => Date;
}

export type BackupOutcome =
  | {
      status: "ok";
      runId: string;
      fileName: string;
      size: number;
      fileCount: number;
      database: "pglite" | "none";
    }
  | { status: "failed"; runId: string; error: string }
  /** Another run is going on in this process, or another instance claimed this night. */
  | { status: "busy" };

let current: Promise<BackupOutcome> | null = null;

/** The running backup of this process, if any (the staff page waits a little for it). */
export function runningBackup(): Promise<BackupOutcome> | null {
  return current;
}

/** An error message fit for the staff page and the log: no paths (they could name a file), at most 300 chars. */
function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\/[^\s'"]+/g, "<pad>").slice(0, 300) || "Onbekende fout";
}

/** Makes one backup and records it; never throws (a failure is recorded and logged). */
export function runBackup(
  context: BackupContext,
  options: { trigger: BackupTrigger; actorId?: string | null; scheduledFor?: Date },
): Promise<BackupOutcome> {
  if (current) return Promise.resolve({ status: "busy" });
  const run = (async (): Promise<BackupOutcome> => {
    const { db } = context.handle;
    const [row] = await db
      .insert(backupRuns)
      .values({
        trigger: options.trigger,
        actorId: options.actorId ?? null,
        scheduledFor: options.scheduledFor ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: backupRuns.id });
    if (!row) return { status: "busy" };
    if (options.trigger !== "scheduled")
      await audit(db, {
        actorId: options.actorId ?? null,
        action: "backup.create",
        targetType: "backup",
        targetId: row.id,
        details: { trigger: options.trigger },
      });
    const createdAt = (context.now ?? (() => new Date()))();
    const fileName = backupFileName(createdAt);
    const target = path.join(context.dir, fileName);
    try {
      await removeStalePartials(context.dir);
      const written = await writeBackup({
        target,
        database: context.handle,
        storage: context.storage,
        now: createdAt,
        authSecretFile: context.authSecretFile,
      });
      if (context.uploadToStorage)
        await context.storage.writeStream(BACKUP_STORAGE_PREFIX + fileName, createReadStream(target), {
          contentType: "application/gzip",
        });
      await db
        .update(backupRuns)
        .set({
          status: "ok",
          finishedAt: new Date(),
          fileName,
          size: written.size,
          fileCount: written.fileCount,
          database: written.manifest.database,
        })
        .where(eq(backupRuns.id, row.id));
      logger.info(
        {
          backup: fileName,
          bytes: written.size,
          files: written.fileCount,
          database: written.manifest.database,
        },
        "backup written",
      );
      await rotateBackups(context).catch((error: unknown) =>
        logger.error({ err: { message: describeError(error) } }, "backup rotation failed"),
      );
      return {
        status: "ok",
        runId: row.id,
        fileName,
        size: written.size,
        fileCount: written.fileCount,
        database: written.manifest.database,
      };
    } catch (error) {
      await rm(target, { force: true }).catch(() => {});
      const message = describeError(error);
      logger.error({ err: { message }, trigger: options.trigger }, "backup failed");
      await db
        .update(backupRuns)
        .set({ status: "failed", finishedAt: new Date(), error: message })
        .where(eq(backupRuns.id, row.id))
        .catch(() => {});
      return { status: "failed", runId: row.id, error: message };
    }
  })();
  current = run.catch((error: unknown): BackupOutcome => {
    // Recording the run itself failed (database down): logged, reported as failed.
    const message = describeError(error);
    logger.error({ err: { message } }, "backup failed");
    return { status: "failed", runId: "", error: message };
  });
  const result = current;
  void result.finally(() => {
    if (current === result) current = null;
  });
  return result;
}

const DAY_MS = 86_400_000;

/** A .part older than a day is what a crashed run left behind. */
async function removeStalePartials(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.endsWith(".tar.gz.part")) continue;
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info && Date.now() - info.mtimeMs > DAY_MS) await rm(path.join(dir, name), { force: true });
  }
}

export interface BackupFile {
  fileName: string;
  createdAt: Date;
  size: number;
}

/** The finished backups in `dir`, newest first. */
export async function listBackupFiles(dir: string): Promise<BackupFile[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const files: BackupFile[] = [];
  for (const fileName of names) {
    const createdAt = parseBackupFileName(fileName);
    if (!createdAt) continue;
    const info = await stat(path.join(dir, fileName)).catch(() => null);
    if (info?.isFile()) files.push({ fileName, createdAt, size: info.size });
  }
  return files.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Deletes the backups the rotation policy does not keep, on disk and (when uploaded) in the bucket. */
export async function rotateBackups(context: BackupContext): Promise<string[]> {
  const files = await listBackupFiles(context.dir);
  const keep = backupsToKeep(files, context.policy);
  const removed: string[] = [];
  for (const file of files) {
    if (keep.has(file)) continue;
    await rm(path.join(context.dir, file.fileName), { force: true });
    removed.push(file.fileName);
  }
  if (context.uploadToStorage) {
    const remote: { fileName: string; createdAt: Date }[] = [];
    for await (const listed of context.storage.list(BACKUP_STORAGE_PREFIX)) {
      const fileName = listed.key.slice(BACKUP_STORAGE_PREFIX.length);
      const createdAt = parseBackupFileName(fileName);
      if (createdAt) remote.push({ fileName, createdAt });
    }
    const keepRemote = backupsToKeep(remote, context.policy);
    for (const file of remote)
      if (!keepRemote.has(file)) await context.storage.remove(BACKUP_STORAGE_PREFIX + file.fileName);
  }
  return removed;
}

export type BackupRun = typeof backupRuns.$inferSelect;

/** The runs of the last `days` days, newest first (the staff page shows running and failed ones). */
export async function recentRuns(db: Database, days = 35): Promise<BackupRun[]> {
  return db
    .select()
    .from(backupRuns)
    .where(gte(backupRuns.startedAt, new Date(Date.now() - days * DAY_MS)))
    .orderBy(desc(backupRuns.startedAt))
    .limit(200);
}

/** The successful run that wrote each of these files, for what the file holds. */
export async function runsForFiles(db: Database, fileNames: string[]): Promise<Map<string, BackupRun>> {
  if (!fileNames.length) return new Map();
  const rows = await db
    .select()
    .from(backupRuns)
    .where(and(inArray(backupRuns.fileName, fileNames), eq(backupRuns.status, "ok")));
  return new Map(rows.map((row) => [row.fileName!, row]));
}
