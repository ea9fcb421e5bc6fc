// `npm run restore -- FILE [--force]`: puts a backup back into DATA_DIR. Never half-restores: the archive is
// extracted and checked against its manifest, and the database is loaded, in a folder next to DATA_DIR; only
// then is that folder renamed into place. Refuses a DATA_DIR that holds data unless forced (the old one is then
// moved aside, not deleted), a running server, and any file that is not a complete backup of this site.
import { createReadStream, existsSync, openAsBlob } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import {
  AUTH_SECRET_ENTRY,
  BACKUP_STORAGE_PREFIX,
  DATABASE_ENTRY,
  databaseIndexSchema,
  databaseTableEntry,
  FILES_PREFIX,
  type BackupManifest,
  type DatabaseIndex,
} from "~/lib/backups";
import { openDatabase } from "../db/client.server";
import { DumpTooNewError, loadDatabase as loadDump } from "../db/logical-dump.server";
import type { FileStorage } from "../storage.server";
import { BackupError, extractBackup } from "./archive.server";
import { backupSocketPath } from "./socket.server";

/**
 * Entries of DATA_DIR that are not data: the backups themselves, the server's socket folder, and the session
 * secret alone (loading the app, as this command does, creates one; a backup's own secret replaces it).
 */
const NOT_DATA = new Set(["backups", "run", "auth-secret"]);

export interface RestoreOptions {
  file: string;
  dataDir: string;
  force: boolean;
  /** The bucket when S3 is configured: files go there instead of DATA_DIR/files. */
  bucket: FileStorage | null;
  /** DATABASE_URL is set: the embedded database in a backup is not restored (pg_restore does that part). */
  usesPostgres: boolean;
}

export interface RestoreResult {
  manifest: BackupManifest;
  fileCount: number;
  database: "restored" | "skipped" | "absent";
  /** Where the replaced DATA_DIR was moved (with --force over existing data). */
  movedAside: string | null;
}

async function dataEntries(dataDir: string): Promise<string[]> {
  const names = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  return names.filter((name) => !NOT_DATA.has(name));
}

async function bucketHasFiles(bucket: FileStorage): Promise<boolean> {
  for await (const file of bucket.list()) if (!file.key.startsWith(BACKUP_STORAGE_PREFIX)) return true;
  return false;
}

/** Is a server answering on DATA_DIR's backup socket? (Without asking it for a backup.) */
async function serverRuns(dataDir: string): Promise<boolean> {
  const socketPath = backupSocketPath(dataDir);
  if (!existsSync(socketPath)) return false;
  const { connect } = await import("node:net");
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const file = path.resolve(options.file);
  const target = path.resolve(options.dataDir);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new BackupError(`Back-upbestand niet gevonden: ${options.file}`);
  if (await serverRuns(target))
    throw new BackupError("De server draait nog met deze DATA_DIR. Stop hem eerst en herstel dan.");

  const existing = await dataEntries(target);
  const bucketInUse = options.bucket ? await bucketHasFiles(options.bucket) : false;
  if (!options.force && (existing.length || bucketInUse))
    throw new BackupError(
      `DATA_DIR (${target}) ${existing.length ? "bevat al gegevens" : "is leeg, maar de S3-bucket bevat al bestanden"}. ` +
        "Herstellen overschrijft die; gebruik --force als dat de bedoeling is (de oude DATA_DIR wordt dan opzij gezet).",
    );

  // Next to DATA_DIR, so the final rename stays on one file system.
  await mkdir(path.dirname(target), { recursive: true });
  const work = await mkdtemp(path.join(path.dirname(target), `.${path.basename(target)}-herstel-`));
  try {
    const extracted = path.join(work, "archief");
    const staged = path.join(work, "data");
    const manifest = await extractBackup(file, extracted);
    await mkdir(staged, { mode: 0o700 });

    let database: RestoreResult["database"] = "absent";
    if (manifest.database === "pglite" && !options.usesPostgres) {
      await loadDatabase(extracted, manifest, staged);
      database = "restored";
    } else if (manifest.database === "pglite") {
      database = "skipped";
    }

    if (manifest.entries.some((e) => e.path === AUTH_SECRET_ENTRY))
      await rename(path.join(extracted, ...AUTH_SECRET_ENTRY.split("/")), path.join(staged, "auth-secret"));

    const files = manifest.entries.filter((e) => e.path.startsWith(FILES_PREFIX));
    if (options.bucket) {
      for (const entry of files)
        await options.bucket.writeStream(
          entry.path.slice(FILES_PREFIX.length),
          createReadStream(path.join(extracted, ...entry.path.split("/"))),
        );
    } else if (files.length) {
      await rename(path.join(extracted, "files"), path.join(staged, "files"));
    }

    // Into place: the backups (and nothing else) of the current DATA_DIR move along.
    let movedAside: string | null = null;
    if (existsSync(target)) {
      for (const name of await readdir(target))
        if (name === "backups") await rename(path.join(target, name), path.join(staged, name));
      if (existing.length) {
        movedAside = `${target}.voor-herstel-${new Date().toISOString().replace(/[:.]/g, "-")}`;
        await rename(target, movedAside);
      } else {
        await rm(target, { recursive: true, force: true });
      }
    }
    await rename(staged, target);
    return { manifest, fileCount: files.length, database, movedAside };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const LOAD_FAILED = "De database in de back-up kon niet worden geladen. Er is niets hersteld.";

/**
 * Creates the embedded database in `dataDir` (its `pglite` folder) with the app's migrations, the same code the
 * server runs at start, and loads the backup's logical dump into it.
 */
async function loadDatabase(extracted: string, manifest: BackupManifest, dataDir: string): Promise<void> {
  const entryPath = (entry: string) => path.join(extracted, ...entry.split("/"));
  let index: DatabaseIndex;
  try {
    index = databaseIndexSchema.parse(JSON.parse(await readFile(entryPath(DATABASE_ENTRY), "utf8")));
  } catch {
    throw new BackupError(LOAD_FAILED);
  }
  const listed = new Set(manifest.entries.map((e) => e.path));
  if (!index.tables.every((t) => listed.has(databaseTableEntry(t.schema, t.name))))
    throw new BackupError(LOAD_FAILED);
  const handle = openDatabase({ dataDir });
  try {
    await handle.migrate();
    await loadDump(handle.pglite!, index, (entry) => openAsBlob(entryPath(entry)));
  } catch (error) {
    if (error instanceof DumpTooNewError)
      throw new BackupError(
        `Deze back-up is gemaakt met een nieuwere versie van de website (databaseversie ${error.dumpMigrations}, ` +
          `deze versie kent er ${error.codeMigrations}). Werk de website eerst bij en herstel dan. Er is niets hersteld.`,
      );
    throw new BackupError(LOAD_FAILED);
  } finally {
    await handle.close().catch(() => {});
  }
}
