// The artwork check (docs/files-and-uploads.md#artwork-checked-at-upload): reads a file's facts and applies the
// rules of app/lib/preflight/findings.ts, within a time limit. It never throws: a file that does not read, or
// not in time, gets the "we konden dit bestand niet lezen" finding. Lead forms call it through
// checkStoredArtwork; anything else with a file in hand (a staff proof) calls checkArtwork.
import { detectFileKind, type FileKind } from "~/lib/file-kind";
import { artworkReport, type ArtworkReport, type PrintOrder } from "~/lib/preflight/findings";
import type { FileStorage } from "../storage.server";
import { readArtworkFacts } from "./facts.server";

/** The longest a check may take, all files of one request together (a 50 MB file takes well under this). */
export const ARTWORK_CHECK_MS = 10_000;

export interface ArtworkFile {
  bytes: Uint8Array;
  /** What the file is by its bytes; detected here when not given. */
  kind?: FileKind | null;
}

/** Resolves when the signal aborts (never rejects): the losing side of a race against the check. */
function aborted(signal: AbortSignal): Promise<"aborted"> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve("aborted");
    else signal.addEventListener("abort", () => resolve("aborted"), { once: true });
  });
}

/** The report of one file, by `signal` or within `timeoutMs`. */
export async function checkArtwork(
  file: ArtworkFile,
  order: PrintOrder = {},
  { timeoutMs = ARTWORK_CHECK_MS, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<ArtworkReport> {
  const deadline = AbortSignal.any([AbortSignal.timeout(timeoutMs), ...(signal ? [signal] : [])]);
  const kind = file.kind === undefined ? detectFileKind(file.bytes) : file.kind;
  const facts = await Promise.race([readArtworkFacts(file.bytes, kind, deadline), aborted(deadline)]);
  return artworkReport(facts === "aborted" ? { kind: "unreadable" } : facts, order);
}

async function readAll(storage: FileStorage, key: string, signal: AbortSignal): Promise<Uint8Array | null> {
  const file = await storage.read(key);
  if (!file) return null;
  const chunks: Uint8Array[] = [];
  const reader = file.body.getReader();
  try {
    for (;;) {
      signal.throwIfAborted();
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return Buffer.concat(chunks);
}

/**
 * The reports of files already in the storage (a lead's uploads), in their order: read back and checked side
 * by side, all within one `timeoutMs`, so the form's answer waits at most that long. A file that cannot be
 * read back gets the unreadable finding.
 */
export async function checkStoredArtwork(
  storage: FileStorage,
  files: readonly { key: string; kind: FileKind }[],
  order: PrintOrder = {},
  { timeoutMs = ARTWORK_CHECK_MS }: { timeoutMs?: number } = {},
): Promise<ArtworkReport[]> {
  const deadline = AbortSignal.timeout(timeoutMs);
  return Promise.all(
    files.map(async (file) => {
      const bytes = await Promise.race([
        readAll(storage, file.key, deadline).catch(() => null),
        aborted(deadline),
      ]);
      if (bytes === null || bytes === "aborted") return artworkReport({ kind: "unreadable" }, order);
      return checkArtwork({ bytes, kind: file.kind }, order, { signal: deadline });
    }),
  );
}
