// The backup archive: one streamed .tar.gz with the embedded database's logical dump (an index and one entry
// per table), every stored file and, last, a
// manifest with each entry's size and SHA-256. Writing streams file by file (nothing is held whole in memory but
// the database dump PGlite hands over); reading extracts into a folder and checks every byte against the
// manifest before anything is used, so a corrupt, truncated or foreign file is refused as a whole.
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";
import {
  BACKUP_APP_NAME,
  BACKUP_FORMAT_VERSION,
  AUTH_SECRET_ENTRY,
  BACKUP_STORAGE_PREFIX,
  DATABASE_ENTRY,
  FILES_PREFIX,
  isDatabaseEntry,
  MANIFEST_ENTRY,
  manifestProblem,
  type BackupManifest,
  type ManifestEntry,
} from "~/lib/backups";
import type { DatabaseHandle } from "../db/client.server";
import { isValidStorageKey, type FileStorage } from "../storage.server";

/** A refusal with a Dutch message meant for the person running the command or the admin. */
export class BackupError extends Error {
  override name = "BackupError";
}

export const BACKUP_MESSAGES = {
  notGzip: "Dit bestand is geen back-up van deze website (geen tar.gz-archief).",
  damaged:
    "Het back-upbestand is beschadigd of onvolledig (afgebroken download of kopie?). Er is niets hersteld.",
  foreign: "Dit is geen back-up van deze website.",
  noManifest: "Het back-upbestand is onvolledig: het manifest ontbreekt. Er is niets hersteld.",
  checksum: "Het back-upbestand is beschadigd: de inhoud klopt niet met het manifest. Er is niets hersteld.",
} as const;

export interface WrittenBackup {
  manifest: BackupManifest;
  /** Bytes of the .tar.gz. */
  size: number;
  fileCount: number;
}

/**
 * Bytes per write into the archive. Sources hand over 16-64 KB pieces; each piece costs a few turns of the event
 * loop, and while visitors keep the server busy every turn waits for their requests. Fewer, larger pieces keep
 * a backup under load from crawling (without making visitors wait: it still yields between pieces).
 */
const PIECE_BYTES = 1024 * 1024;

async function* inPieces(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const chunk of source) {
    pending.push(
      Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
    );
    length += chunk.byteLength;
    if (length >= PIECE_BYTES) {
      yield pending.length === 1 ? pending[0]! : Buffer.concat(pending, length);
      pending = [];
      length = 0;
    }
  }
  if (length) yield pending.length === 1 ? pending[0]! : Buffer.concat(pending, length);
}

/** Writes `chunks` into a tar entry of `size` bytes, hashing as it goes; resolves with the manifest line. */
async function addEntry(
  pack: tar.Pack,
  name: string,
  size: number,
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  mtime: Date,
): Promise<ManifestEntry> {
  const hash = createHash("sha256");
  let written = 0;
  let entry!: ReturnType<tar.Pack["entry"]>;
  const finished = new Promise<void>((resolve, reject) => {
    entry = pack.entry({ name, size, mtime, mode: 0o600, type: "file" }, (e) => (e ? reject(e) : resolve()));
  });
  for await (const chunk of inPieces(source)) {
    hash.update(chunk);
    written += chunk.byteLength;
    if (written > size) break;
    if (!entry.write(chunk)) await once(entry, "drain");
  }
  if (written !== size) {
    entry.destroy();
    throw new Error(`entry ${name} changed size while it was read`);
  }
  (entry as unknown as { end(): void }).end(); // streamx's types demand a chunk; it takes none
  await finished;
  return { path: name, size, sha256: hash.digest("hex") };
}

/**
 * Writes a backup to `target` (via `target.part`, renamed when complete): the database snapshot when `database`
 * can take one, then every stored file except the bucket's own backup copies, then the manifest.
 */
export async function writeBackup(options: {
  target: string;
  database: Pick<DatabaseHandle, "snapshot">;
  storage: FileStorage;
  now: Date;
  /** DATA_DIR/auth-secret; included when the file exists. */
  authSecretFile?: string;
}): Promise<WrittenBackup> {
  const { target, database, storage, now } = options;
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const partial = `${target}.part`;
  const pack = tar.pack();
  let size = 0;
  const counter = async function* (source: AsyncIterable<unknown>) {
    for await (const chunk of source) {
      size += (chunk as Buffer).byteLength;
      yield chunk as Buffer;
    }
  };
  // Level 1: uploads (images, PDFs) are compressed already, so higher levels cost CPU for a few percent.
  const written = pipeline(
    pack,
    createGzip({ level: 1, chunkSize: PIECE_BYTES }),
    counter,
    createWriteStream(partial, { flags: "wx", mode: 0o600 }),
  );
  const entries: ManifestEntry[] = [];
  try {
    const snapshot = database.snapshot ? await database.snapshot() : null;
    if (snapshot) {
      const index = Buffer.from(JSON.stringify(snapshot.index, null, 1));
      entries.push(await addEntry(pack, DATABASE_ENTRY, index.length, [index], now));
      for (const table of snapshot.tables) {
        entries.push(
          await addEntry(
            pack,
            table.entry,
            table.rows.size,
            Readable.fromWeb(table.rows.stream() as never),
            now,
          ),
        );
        table.rows = new Blob([]); // written: let it go before the files
      }
    }
    const secret = options.authSecretFile ? await readFile(options.authSecretFile).catch(() => null) : null;
    if (secret) entries.push(await addEntry(pack, AUTH_SECRET_ENTRY, secret.length, [secret], now));
    for await (const listed of storage.list()) {
      if (listed.key.startsWith(BACKUP_STORAGE_PREFIX)) continue;
      const file = await storage.read(listed.key, { chunkBytes: PIECE_BYTES });
      if (!file) continue; // deleted since the listing
      entries.push(
        await addEntry(pack, FILES_PREFIX + listed.key, file.size, Readable.fromWeb(file.body as never), now),
      );
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT_VERSION,
      app: BACKUP_APP_NAME,
      createdAt: now.toISOString(),
      database: snapshot ? "pglite" : "none",
      entries,
    };
    pack.entry({ name: MANIFEST_ENTRY, mtime: now, mode: 0o600 }, JSON.stringify(manifest, null, 1));
    pack.finalize();
    await written;
    await rename(partial, target);
    const fileCount = entries.filter((e) => e.path.startsWith(FILES_PREFIX)).length;
    return { manifest, size, fileCount };
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}

/** Largest manifest read into memory (about 100 bytes per file: room for a million files). */
const MAX_MANIFEST_BYTES = 128 * 1024 * 1024;

function isArchivePath(name: string): boolean {
  return (
    isDatabaseEntry(name) ||
    name === AUTH_SECRET_ENTRY ||
    (name.startsWith(FILES_PREFIX) && isValidStorageKey(name.slice(FILES_PREFIX.length)))
  );
}

/**
 * Extracts `file` into `into` (which must be empty or absent) and checks it against its manifest. Resolves with
 * the manifest only when every entry is present with the right size and checksum and nothing else is there;
 * otherwise throws a BackupError with a Dutch reason (the caller removes `into`).
 */
export async function extractBackup(file: string, into: string): Promise<BackupManifest> {
  await mkdir(into, { recursive: true, mode: 0o700 });
  const extract = tar.extract();
  const gunzip = createGunzip();
  let failure: unknown;
  const reading = pipeline(createReadStream(file), gunzip, extract).catch((error: unknown) => {
    failure ??= error;
  });
  const found = new Map<string, ManifestEntry>();
  let manifestText: string | null = null;
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (name === MANIFEST_ENTRY && type === "file" && manifestText === null) {
        const chunks: Buffer[] = [];
        let length = 0;
        for await (const chunk of entry as AsyncIterable<Buffer>) {
          length += chunk.byteLength;
          if (length > MAX_MANIFEST_BYTES) throw new BackupError(BACKUP_MESSAGES.foreign);
          chunks.push(chunk);
        }
        manifestText = Buffer.concat(chunks).toString("utf8");
        continue;
      }
      if (type !== "file" || !isArchivePath(name) || found.has(name))
        throw new BackupError(BACKUP_MESSAGES.foreign);
      const full = path.join(into, ...name.split("/"));
      await mkdir(path.dirname(full), { recursive: true, mode: 0o700 });
      const hash = createHash("sha256");
      let size = 0;
      await pipeline(
        entry,
        async function* (source: AsyncIterable<unknown>) {
          for await (const chunk of source) {
            hash.update(chunk as Buffer);
            size += (chunk as Buffer).byteLength;
            yield chunk as Buffer;
          }
        },
        createWriteStream(full, { flags: "wx", mode: 0o600 }),
      );
      found.set(name, { path: name, size, sha256: hash.digest("hex") });
    }
  } catch (error) {
    extract.destroy();
    await reading;
    if (error instanceof BackupError) throw error;
    failure ??= error;
  }
  await reading;
  if (failure) throw new BackupError(describeReadFailure(failure));
  if (manifestText === null)
    throw new BackupError(found.size ? BACKUP_MESSAGES.noManifest : BACKUP_MESSAGES.foreign);
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    throw new BackupError(BACKUP_MESSAGES.foreign);
  }
  const problem = manifestProblem(parsed);
  if (problem) throw new BackupError(problem);
  const manifest = parsed as BackupManifest;
  if (manifest.entries.length !== found.size) throw new BackupError(BACKUP_MESSAGES.checksum);
  for (const expected of manifest.entries) {
    const actual = found.get(expected.path);
    if (!actual || actual.size !== expected.size || actual.sha256 !== expected.sha256)
      throw new BackupError(BACKUP_MESSAGES.checksum);
  }
  return manifest;
}

function describeReadFailure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "Z_DATA_ERROR" && /header/i.test((error as Error).message)) return BACKUP_MESSAGES.notGzip;
  return BACKUP_MESSAGES.damaged;
}
