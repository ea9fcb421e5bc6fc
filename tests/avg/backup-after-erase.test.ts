// An erased person does not survive in a backup made afterwards. Person A (leads of every type, notes, an
// attachment, an account, mails, audit entries) and person B alike; A is erased; then a backup is made on the
// embedded database as in production (a data directory on disk, where deleted rows linger in the data files and
// WAL). Every byte of every entry of the archive is searched for A's address and A's file, and a restore of the
// backup still holds all of B.
import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const root = vi.hoisted(() => {
  const dir = `/tmp/avg-backup-test-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = `${dir}/live`;
  process.env.SHOP_EMAIL = "winkel@drukkerij.test";
  return dir;
});

import { erasePerson } from "~/server/avg/erasure.server";
import { hasData, lookupPerson } from "~/server/avg/lookup.server";
import { runBackup } from "~/server/backups/backups.server";
import { restoreBackup } from "~/server/backups/restore.server";
import { openDatabase, type DatabaseHandle } from "~/server/db/client.server";
import { setDatabaseHandle } from "~/server/db/index.server";
import { createLocalStorage, getStorage } from "~/server/storage.server";
import { createAdmin, seedPerson } from "./seed";
import { databaseTraces } from "./traces";

/** Every entry of a .tar.gz with its bytes. */
async function archiveEntries(file: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  await reading;
  return entries;
}

/** Names of the entries whose bytes contain `needle` (UTF-8 or UTF-16LE, any ASCII case), as fileTraces does. */
function entriesContaining(entries: Map<string, Buffer>, needle: string): string[] {
  const lower = needle.toLowerCase();
  return [...entries]
    .filter(
      ([, bytes]) =>
        bytes.toString("latin1").toLowerCase().includes(lower) ||
        bytes.toString("utf16le").toLowerCase().includes(lower),
    )
    .map(([name]) => name);
}

const SLOW = { timeout: 180_000 };

describe("a backup made after an erasure", SLOW, () => {
  const live = `${root}/live`;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = openDatabase({ dataDir: live });
    await handle.migrate();
    setDatabaseHandle(handle);
  }, SLOW.timeout);
  afterAll(async () => {
    await handle.close().catch(() => {});
    await rm(root, { recursive: true, force: true });
  });

  it("holds no trace of the erased person, and its restore still holds the other person's data", async () => {
    const { db } = handle;
    const admin = await createAdmin(db);
    const a = await seedPerson(db, getStorage(), "Anna.Erasmus+avg@Example.com", admin.id, "11:00");
    const b = await seedPerson(db, getStorage(), "bert.blijft@example.nl", admin.id, "12:00");
    const addressA = a.email.toLowerCase();
    expect(await erasePerson(db, getStorage(), admin, a.email)).toMatchObject({ ok: true });
    expect(await databaseTraces(db, addressA)).toEqual([]);

    const outcome = await runBackup(
      {
        handle,
        storage: getStorage(),
        dir: `${live}/backups`,
        policy: { daily: 7, weekly: 4 },
        uploadToStorage: false,
      },
      { trigger: "command" },
    );
    expect(outcome).toMatchObject({ status: "ok", database: "pglite" });
    const file = path.join(`${live}/backups`, (outcome as { fileName: string }).fileName);

    const entries = await archiveEntries(file);
    expect([...entries.keys()]).toContain("database/public.quote_requests.copy");
    // The search finds what is there: B's address in the dump, B's design among the files.
    expect(entriesContaining(entries, b.email)).toEqual(
      expect.arrayContaining(["database/public.quote_requests.copy", "database/public.users.copy"]),
    );
    expect(entries.has(`files/${b.attachmentKey}`)).toBe(true);
    // And nothing of A: not the address (whole or its local part), not the design nor its storage key.
    expect(entriesContaining(entries, addressA)).toEqual([]);
    expect(entriesContaining(entries, "anna.erasmus+avg")).toEqual([]);
    expect(entriesContaining(entries, a.attachmentKey)).toEqual([]);
    expect([...entries.keys()].filter((name) => name.includes(a.attachmentKey))).toEqual([]);

    // Restored on a new machine, the backup holds B entirely and A not at all.
    const target = `${root}/hersteld`;
    const result = await restoreBackup({
      file,
      dataDir: target,
      force: false,
      bucket: null,
      usesPostgres: false,
    });
    expect(result.database).toBe("restored");
    const restored = openDatabase({ dataDir: target });
    try {
      await restored.migrate();
      const other = await lookupPerson(restored.db, b.email);
      expect(other.leads).toHaveLength(7);
      expect(other.account).not.toBeNull();
      expect(other.mails.length).toBeGreaterThan(0);
      expect(hasData(await lookupPerson(restored.db, a.email))).toBe(false);
      expect(await databaseTraces(restored.db, addressA)).toEqual([]);
      const design = await createLocalStorage(`${target}/files`).read(b.attachmentKey);
      expect(Buffer.from(await new Response(design!.body).arrayBuffer())).toEqual(b.attachmentBytes);
    } finally {
      await restored.close();
    }
  });
});
