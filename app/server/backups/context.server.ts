// The backup settings of this server, from the environment: where backups go, the rotation, the bucket copy.
import path from "node:path";
import { getDatabaseHandle } from "../db/index.server";
import { getEnv } from "../env.server";
import { getStorage } from "../storage.server";
import type { BackupContext } from "./backups.server";

export function backupDir(): string {
  return path.resolve(getEnv().DATA_DIR, "backups");
}

export function backupContext(): BackupContext {
  const env = getEnv();
  return {
    handle: getDatabaseHandle(),
    storage: getStorage(),
    dir: backupDir(),
    authSecretFile: path.resolve(env.DATA_DIR, "auth-secret"),
    policy: { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY },
    uploadToStorage: Boolean(env.S3_BUCKET),
  };
}
