// The process-wide database, opened from the environment on first use.
import { getEnv } from "../env.server";
import { openDatabase, type Database, type DatabaseHandle } from "./client.server";

let handle: DatabaseHandle | undefined;
let ready: Promise<void> | undefined;

export function getDatabaseHandle(): DatabaseHandle {
  if (!handle) {
    const env = getEnv();
    handle = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  }
  return handle;
}

/** Applies pending migrations once; every caller awaits the same run. */
export function migrateDatabase(): Promise<void> {
  ready ??= getDatabaseHandle().migrate();
  return ready;
}

export function getDb(): Database {
  return getDatabaseHandle().db;
}

/** For tests and tools that bring their own database. */
export function setDatabaseHandle(next: DatabaseHandle): void {
  handle = next;
  ready = undefined;
}

export async function closeDatabase(): Promise<void> {
  const current = handle;
  handle = undefined;
  ready = undefined;
  await current?.close();
}
