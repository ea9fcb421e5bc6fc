// Storage backends for tests: local disk in a temporary folder, and S3 against a local s3rver (an
// S3-compatible server on a free port). The same suite runs on both, as the app runs on either.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { describe } from "vitest";
import { createLocalStorage, createS3Storage, type FileStorage } from "~/server/storage.server";

export type StorageKind = "local" | "s3";
export const storageKinds: StorageKind[] = ["local", "s3"];

export interface TestStorage {
  storage: FileStorage;
  /** Every object or file the backend holds, partial files and stray uploads included. */
  listAll(): Promise<string[]>;
  dispose(): Promise<void>;
}

const BUCKET = "test-files";

export async function createTestStorage(kind: StorageKind): Promise<TestStorage> {
  const dir = await mkdtemp(path.join(tmpdir(), `storage-${kind}-`));
  if (kind === "local") {
    const root = path.join(dir, "files");
    return {
      storage: createLocalStorage(root),
      async listAll() {
        const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
        return entries
          .filter((e) => e.isFile())
          .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
          .sort();
      },
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const client = new S3Client({
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  return {
    storage: createS3Storage({ bucket: BUCKET, client }),
    async listAll() {
      const list = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (list.Contents ?? []).map((object) => object.Key ?? "").sort();
    },
    async dispose() {
      // Pooled keep-alive sockets would keep the server's close() waiting.
      client.destroy();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Runs the same suite once per storage backend. */
export function describeEachStorage(name: string, suite: (kind: StorageKind) => void): void {
  for (const kind of storageKinds) describe(`${name} [${kind}]`, () => suite(kind));
}
