// File storage for uploaded and managed files, with two backends behind one interface: local disk under
// DATA_DIR/files (one machine) or an S3-compatible bucket (several machines; S3_BUCKET set). Keys are relative
// paths like "marketing/<uuid>.pdf" (the marketing_files.file_path column); a key can never resolve outside
// the storage root, and the same key rules hold for both backends so data can move between them.
// One file on purpose (over 300 lines): both backends implement one interface under the same key rules, and
// side by side they stay alike.
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, opendir, realpath, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { FILE_KIND_INFO } from "~/lib/file-kind";
import { getEnv, type Env } from "./env.server";

export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
}

export interface WriteStreamOptions {
  /** Stored with the object on S3 (ignored on disk, where downloads set their own type). */
  contentType?: string;
}

export interface FileStorage {
  /**
   * The file's bytes as a stream, or null when the key is invalid or no such file exists. `chunkBytes` asks for
   * larger pieces from disk (a backup reads every file; fewer pieces mean fewer event-loop turns).
   */
  read(key: string, options?: { chunkBytes?: number }): Promise<StoredFile | null>;
  write(key: string, data: Uint8Array | string): Promise<void>;
  /**
   * Streams `source` into the file without holding it in memory. The file appears only once the stream
   * ended cleanly: when `source` errors (an aborted upload, a size limit) nothing is left under `key`.
   * Resolves with the number of bytes stored.
   */
  writeStream(key: string, source: Readable, options?: WriteStreamOptions): Promise<{ size: number }>;
  /** Deletes the file; a key that does not exist is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Every stored file (key and size) whose key starts with `prefix`, one at a time in no promised order:
   * a backup walks thousands of files without holding the list. Unfinished writes are not listed.
   */
  list(prefix?: string): AsyncIterable<ListedFile>;
}

export interface ListedFile {
  key: string;
  size: number;
}

/** Relative, "/"-separated, no "..", ".", empty segments, NUL bytes or backslashes: the same on disk and S3. */
export function isValidStorageKey(key: string): boolean {
  if (!key || key.length > 512 || key.includes("\0") || key.includes("\\") || key.startsWith("/"))
    return false;
  return key.split("/").every((s) => s !== ".." && s !== "." && s !== "");
}

/**
 * Absolute path for a storage key, or null when the key could escape the root
 * (absolute paths, "..", NUL bytes, backslashes, empty keys).
 */
export function resolveStorageKey(root: string, key: string): string | null {
  if (!isValidStorageKey(key) || path.isAbsolute(key)) return null;
  const base = path.resolve(root);
  const full = path.resolve(base, key);
  return full.startsWith(base + path.sep) ? full : null;
}

function invalidKey(key: string): Error {
  return new Error(`Invalid storage key: ${key}`);
}

/** Counts the bytes that pass, for the size writeStream reports. */
async function* counted(source: Readable, counter: { size: number }): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
    counter.size += buffer.byteLength;
    yield buffer;
  }
}

export function createLocalStorage(root: string): FileStorage {
  return {
    async read(key, options = {}) {
      const full = resolveStorageKey(root, key);
      if (!full) return null;
      let handle;
      try {
        // A symlink inside the root must not lead outside it either.
        const [realRoot, realFile] = await Promise.all([realpath(root), realpath(full)]);
        if (!realFile.startsWith(realRoot + path.sep)) return null;
        handle = await open(realFile, "r");
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        const stream = createReadStream("", {
          fd: handle,
          autoClose: true,
          highWaterMark: options.chunkBytes,
        });
        return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, size: stat.size };
      } catch (error) {
        await handle?.close().catch(() => {});
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async write(key, data) {
      const full = resolveStorageKey(root, key);
      if (!full) throw invalidKey(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    async writeStream(key, source) {
      const full = resolveStorageKey(root, key);
      if (!full) {
        source.destroy();
        throw invalidKey(key);
      }
      await mkdir(path.dirname(full), { recursive: true });
      // Written beside the target and renamed when complete, so a half upload is never readable as the file.
      const partial = `${full}.${randomUUID()}.part`;
      const counter = { size: 0 };
      try {
        await pipeline(counted(source, counter), createWriteStream(partial, { flags: "wx" }));
        await rename(partial, full);
      } catch (error) {
        source.destroy();
        await rm(partial, { force: true });
        throw error;
      }
      return { size: counter.size };
    },
    async remove(key) {
      const full = resolveStorageKey(root, key);
      if (!full) throw invalidKey(key);
      await rm(full, { force: true });
    },
    async *list(prefix = "") {
      let dir;
      try {
        dir = await opendir(root, { recursive: true, bufferSize: 64 });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
        throw error;
      }
      for await (const entry of dir) {
        // Symlinks and unfinished writes (renamed into place when complete) are not stored files.
        if (!entry.isFile() || entry.name.endsWith(".part")) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
        if (!key.startsWith(prefix) || !isValidStorageKey(key)) continue;
        const full = path.join(entry.parentPath, entry.name);
        const info = await stat(full).catch(() => null);
        // Removed between the listing and now: no longer stored.
        if (info) yield { key, size: info.size };
      }
    },
  };
}

export interface S3StorageConfig {
  bucket: string;
  client: S3Client;
}

/** Bytes per multipart part (the S3 minimum); with one part in flight an upload holds about two parts. */
const S3_PART_SIZE = 5 * 1024 * 1024;

export function createS3Storage({ bucket, client }: S3StorageConfig): FileStorage {
  return {
    async read(key) {
      if (!isValidStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async write(key, data) {
      if (!isValidStorageKey(key)) throw invalidKey(key);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: data }));
    },
    async writeStream(key, source, options = {}) {
      if (!isValidStorageKey(key)) {
        source.destroy();
        throw invalidKey(key);
      }
      const counter = { size: 0 };
      // Upload sends one PUT for a small file and a multipart upload otherwise; when the source fails it
      // aborts the multipart upload, so no object (and no stray parts) remain.
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: key,
          Body: Readable.from(counted(source, counter)),
          ContentType: options.contentType,
        },
        partSize: S3_PART_SIZE,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        source.destroy();
        throw error;
      }
      return { size: counter.size };
    },
    async remove(key) {
      if (!isValidStorageKey(key)) throw invalidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async *list(prefix = "") {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix || undefined,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && isValidStorageKey(object.Key)) yield { key: object.Key, size: object.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

/** The S3 client for the S3_* settings (endpoint and path style for MinIO/Garage, explicit keys when set). */
export function s3ClientConfig(env: Env): S3ClientConfig {
  return {
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

let storage: FileStorage | undefined;

/** The process-wide storage: the S3 bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function getStorage(): FileStorage {
  if (storage) return storage;
  const env = getEnv();
  storage = env.S3_BUCKET
    ? createS3Storage({ bucket: env.S3_BUCKET, client: new S3Client(s3ClientConfig(env)) })
    : createLocalStorage(path.resolve(env.DATA_DIR, "files"));
  return storage;
}

/** Extension → type: every kind an upload can produce, plus the other spellings of the same kinds. */
const contentTypes: Record<string, string> = {
  ...Object.fromEntries(Object.values(FILE_KIND_INFO).map((info) => [info.extension, info.contentType])),
  jpeg: FILE_KIND_INFO.jpeg.contentType,
  tiff: FILE_KIND_INFO.tiff.contentType,
  ai: FILE_KIND_INFO.postscript.contentType,
  txt: "text/plain; charset=utf-8",
};

/** Content type from the file name's extension; unknown types download as bytes. */
export function contentTypeFor(fileName: string): string {
  const ext = fileName.split(".").pop()?.toLowerCase() ?? "";
  return Object.hasOwn(contentTypes, ext) ? contentTypes[ext]! : "application/octet-stream";
}

/**
 * `attachment` disposition that survives any file name: an ASCII fallback for old clients
 * plus the exact UTF-8 name (RFC 6266 / RFC 5987). Quotes and line breaks cannot inject headers.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Stored files never run in our origin: no sniffing into HTML, and a sandbox with nothing allowed. */
export const ATTACHMENT_CSP = "sandbox; default-src 'none'";

/**
 * Headers for sending a stored file as a download under `fileName`. The same for marketing files and files
 * a visitor sent: an uploaded SVG or HTML is saved by the browser, never rendered as a page of this site.
 */
export function attachmentHeaders(file: { fileName: string; contentType: string; size: number }): Headers {
  return new Headers({
    "Content-Type": file.contentType,
    "Content-Length": String(file.size),
    "Content-Disposition": attachmentDisposition(file.fileName),
    "Content-Security-Policy": ATTACHMENT_CSP,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-cache",
  });
}
