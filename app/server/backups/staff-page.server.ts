// What the staff backups page (/employee-dashboard/admin/backups) reads and does: the list of backups with what
// each holds, the failed and running runs, "make one now" (waiting a little for it), and the download of one
// file, audit-logged. The route modules only guard, parse and render.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { backupsCopy as copy } from "~/content/backups";
import { formatDateTime } from "~/lib/shop-time";
import { RECENT_BACKUPS_KEPT, parseBackupFileName } from "~/lib/backups";
import { formatFileSize } from "~/lib/leads/attachments";
import { audit } from "../audit.server";
import { getDb } from "../db/index.server";
import { getEnv } from "../env.server";
import { listBackupFiles, recentRuns, runBackup, runsForFiles } from "./backups.server";
import { backupContext, backupDir } from "./context.server";

/** A run that has not finished after this long belongs to a process that stopped. */
const STALE_RUN_MS = 6 * 60 * 60 * 1000;
/** How long the "make one now" request waits for the backup before answering that it is still running. */
const WAIT_FOR_BACKUP_MS = 15_000;

/** The page's data: the schedule, the backups on disk (newest first), whether one runs, the failed runs. */
export async function backupsOverview() {
  const db = getDb();
  const env = getEnv();
  const files = await listBackupFiles(backupDir());
  const [runs, byFile] = await Promise.all([
    recentRuns(db),
    runsForFiles(
      db,
      files.map((f) => f.fileName),
    ),
  ]);
  const now = Date.now();
  const stale = (startedAt: Date) => now - startedAt.getTime() >= STALE_RUN_MS;
  return {
    schedule:
      env.BACKUP_TIME === "off"
        ? copy.scheduleOff
        : copy.schedule({
            time: env.BACKUP_TIME,
            recent: RECENT_BACKUPS_KEPT,
            daily: env.BACKUP_KEEP_DAILY,
            weekly: env.BACKUP_KEEP_WEEKLY,
            bucket: Boolean(env.S3_BUCKET),
          }),
    postgres: Boolean(env.DATABASE_URL),
    backups: files.map((file) => {
      const run = byFile.get(file.fileName);
      return {
        fileName: file.fileName,
        when: formatDateTime(file.createdAt),
        size: formatFileSize(file.size),
        files: run?.fileCount ?? null,
        database: run ? run.database === "pglite" : null,
      };
    }),
    running: runs.some((r) => r.status === "running" && !stale(r.startedAt)),
    failed: runs
      .filter((r) => r.status === "failed" || (r.status === "running" && stale(r.startedAt)))
      .slice(0, 20)
      .map((r) => ({
        id: r.id,
        when: formatDateTime(r.startedAt),
        trigger: copy.triggers[r.trigger] ?? r.trigger,
        error: r.status === "running" ? copy.interrupted : (r.error ?? ""),
      })),
  };
}

export type BackupNowResult = { notice: string } | { formError: string; status: 409 | 503 };

/** "Nu een back-up maken": starts a run and waits up to 15 s for it; a longer one goes on in the background. */
export async function backupNow(actorId: string): Promise<BackupNowResult> {
  const running = runBackup(backupContext(), { trigger: "manual", actorId });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outcome = await Promise.race([
    running,
    new Promise<null>((resolve) => (timer = setTimeout(resolve, WAIT_FOR_BACKUP_MS, null))),
  ]);
  clearTimeout(timer);
  if (!outcome) return { notice: copy.stillRunning };
  if (outcome.status === "busy") return { formError: copy.busy, status: 409 };
  if (outcome.status === "failed") return { formError: copy.failed(outcome.error), status: 503 };
  return { notice: copy.made(formatFileSize(outcome.size)) };
}

/**
 * One backup file as a stream, its download written to the audit log; null when `name` is not a backup's name
 * (never a path: only names a backup can have are looked up) or no such file exists.
 */
export async function openBackupDownload(
  actorId: string,
  name: string,
): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null> {
  if (!parseBackupFileName(name)) return null;
  const full = path.join(backupDir(), name);
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) return null;
  await audit(getDb(), { actorId, action: "backup.download", targetType: "backup", targetId: name });
  return { body: Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>, size: info.size };
}
