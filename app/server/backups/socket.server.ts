// `npm run backup` while the server runs: PGlite allows one process per data directory, so the command asks the
// running server to make the backup. It does so over a Unix socket in DATA_DIR/run (folder 0700, socket 0600):
// only the user the server runs as (and root) can connect, without a password or an open port, and nothing on
// the network can reach it. The server answers one JSON line per request.
import { chmod, mkdir, rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { logger } from "../logger.server";
import type { BackupOutcome } from "./backups.server";

export function backupSocketPath(dataDir: string): string {
  return path.resolve(dataDir, "run", "backup.sock");
}

/** Whether a server answers on the socket (a socket file left by a crashed server does not). */
function isAlive(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Serves backup requests until the returned server is closed; null when another live server holds the socket. */
export async function listenForBackupRequests(
  socketPath: string,
  makeBackup: () => Promise<BackupOutcome>,
): Promise<net.Server | null> {
  await mkdir(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  await chmod(path.dirname(socketPath), 0o700);
  if (await isAlive(socketPath)) return null;
  await rm(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.setEncoding("utf8");
    let input = "";
    socket.on("error", () => {});
    socket.on("data", (chunk: string) => {
      input += chunk;
      if (input.length > 1024) socket.destroy();
      if (!input.includes("\n")) return;
      const command = input.split("\n")[0]!.trim();
      socket.pause();
      const answer =
        command === "backup"
          ? makeBackup()
          : Promise.resolve({ status: "failed", runId: "", error: "unknown command" } as const);
      void answer.then((outcome) => socket.end(`${JSON.stringify(outcome)}\n`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      resolve();
    });
  });
  await chmod(socketPath, 0o600);
  server.on("error", (error) => logger.error({ err: { message: error.message } }, "backup socket error"));
  return server;
}

/**
 * Asks the running server for a backup and waits for its answer; null when no server listens (the command then
 * makes the backup itself).
 */
export function requestBackupFromServer(socketPath: string): Promise<BackupOutcome | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let connected = false;
    let answer = "";
    socket.setEncoding("utf8");
    socket.once("connect", () => {
      connected = true;
      socket.write("backup\n");
    });
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.once("error", (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === "ENOENT" || error.code === "ECONNREFUSED")) resolve(null);
      else reject(error);
    });
    socket.once("end", () => {
      try {
        resolve(JSON.parse(answer) as BackupOutcome);
      } catch {
        reject(new Error("De server gaf een onleesbaar antwoord."));
      }
    });
  });
}
