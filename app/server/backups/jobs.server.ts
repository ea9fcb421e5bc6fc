// Started with the server: the nightly backup at BACKUP_TIME (Amsterdam time) and the socket through which
// `npm run backup` asks this server for a backup (see socket.server.ts).
import type { Server } from "node:net";
import { nextBackupAt } from "~/lib/backups";
import { registerBackgroundJob } from "../background.server";
import { getEnv } from "../env.server";
import { logger } from "../logger.server";
import { runBackup } from "./backups.server";
import { backupContext } from "./context.server";
import { backupSocketPath, listenForBackupRequests } from "./socket.server";

registerBackgroundJob(() => {
  const env = getEnv();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const plan = () => {
    if (stopped || env.BACKUP_TIME === "off") return;
    const at = nextBackupAt(new Date(), env.BACKUP_TIME);
    const wait = () => {
      const left = at.getTime() - Date.now();
      if (left > 0) {
        timer = setTimeout(wait, left);
        timer.unref();
        return;
      }
      void runBackup(backupContext(), { trigger: "scheduled", scheduledFor: at }).finally(plan);
    };
    wait();
  };
  plan();

  let socket: Server | null = null;
  void listenForBackupRequests(backupSocketPath(env.DATA_DIR), () =>
    runBackup(backupContext(), { trigger: "command" }),
  )
    .then((server) => {
      if (stopped) server?.close();
      else socket = server;
      if (!server) logger.warn("backup socket is held by another server; npm run backup goes there");
    })
    .catch((error: Error) =>
      logger.error({ err: { message: error.message } }, "backup socket could not be opened"),
    );

  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close();
  };
});
