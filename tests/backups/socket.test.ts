// `npm run backup` while the server runs: the server listens on DATA_DIR/run/backup.sock (only its user may open
// it), the command asks there and gets the outcome; with no server the command hears "nobody" and works alone.
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import type { BackupOutcome } from "~/server/backups/backups.server";
import {
  backupSocketPath,
  listenForBackupRequests,
  requestBackupFromServer,
} from "~/server/backups/socket.server";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const OUTCOME: BackupOutcome = {
  status: "ok",
  runId: "r1",
  fileName: "backup-2026-11-23T02-00-00-000Z.tar.gz",
  size: 1234,
  fileCount: 3,
  database: "pglite",
};

it("hands the request to the running server, over a socket only the server's user can open", async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "backup-socket-"));
  dirs.push(dataDir);
  const socketPath = backupSocketPath(dataDir);
  let asked = 0;
  const server = await listenForBackupRequests(socketPath, async () => {
    asked++;
    return OUTCOME;
  });
  expect(server).not.toBeNull();
  try {
    expect((await stat(socketPath)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(socketPath))).mode & 0o777).toBe(0o700);
    expect(await requestBackupFromServer(socketPath)).toEqual(OUTCOME);
    expect(asked).toBe(1);
    // A second server on the same DATA_DIR does not take the socket over.
    expect(await listenForBackupRequests(socketPath, async () => OUTCOME)).toBeNull();
  } finally {
    await new Promise((resolve) => server!.close(resolve));
  }
});

it("answers null when no server listens, so the command makes the backup itself", async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "backup-socket-"));
  dirs.push(dataDir);
  const socketPath = backupSocketPath(dataDir);
  expect(await requestBackupFromServer(socketPath)).toBeNull();
  const stopped = await listenForBackupRequests(socketPath, async () => OUTCOME);
  await new Promise((resolve) => stopped!.close(resolve));
  expect(await requestBackupFromServer(socketPath)).toBeNull();
});
