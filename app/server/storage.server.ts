// File storage for marketing files: local disk under DATA_DIR/files. Keys are relative paths (the
// marketing_files.file_path column); a key can never resolve outside the storage root.
import { createReadStream } from "node:fs";
import { mkdir, open, realpath, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { getEnv } from "./env.server";

export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
}

export interface FileStorage {
  /** The file's bytes as a stream, or null when the key is invalid or no such file exists. */
  read(key: string): Promise<StoredFile | null>;
  write(key: string, data: Uint8Array | string): Promise<void>;
  /** Deletes the file; a key that does not exist is not an error. */
  remove(key: string): Promise<void>;
}

/**
 * Absolute path for a storage key, or null when the key could escape the root
 * (absolute paths, "..", NUL bytes, backslashes, empty keys).
 */
export function resolveStorageKey(root: string, key: string): string | null {
  if (!key || key.includes("\0") || key.includes("\\") || path.isAbsolute(key)) return null;
  const segments = key.split("/");
  if (segments.some((s) => s === ".." || s === "." || s === "")) return null;
  const base = path.resolve(root);
  const full = path.resolve(base, key);
  return full.startsWith(base + path.sep) ? full : null;
}

export function createLocalStorage(root: string): FileStorage {
  return {
    async read(key) {
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
        const stream = createReadStream("", { fd: handle, autoClose: true });
        return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, size: stat.size };
      } catch (error) {
        await handle?.close().catch(() => {});
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async write(key, data) {
      const full = resolveStorageKey(root, key);
      if (!full) throw new Error(`Invalid storage key: ${key}`);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    async remove(key) {
      const full = resolveStorageKey(root, key);
      if (!full) throw new Error(`Invalid storage key: ${key}`);
      await rm(full, { force: true });
    },
  };
}

let storage: FileStorage | undefined;

/** The process-wide storage: DATA_DIR/files. */
export function getStorage(): FileStorage {
  storage ??= createLocalStorage(path.resolve(getEnv().DATA_DIR, "files"));
  return storage;
}

const contentTypes: Record<string, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
  zip: "application/zip",
  ai: "application/postscript",
  eps: "application/postscript",
  txt: "text/plain; charset=utf-8",
};

/** Content type from the file name's extension; unknown types download as bytes. */
export function contentTypeFor(fileName: string): string {
  const ext = fileName.split(".").pop()?.toLowerCase() ?? "";
  return contentTypes[ext] ?? "application/octet-stream";
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
