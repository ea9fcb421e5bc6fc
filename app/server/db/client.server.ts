// One database handle per process: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { getEnv } from "../env.server";
import { dumpDatabase, type LogicalDump } from "./logical-dump.server";
import * as schema from "./schema.server";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle accepted wherever a Database is. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * The embedded database as a logical dump of its live rows, taken in one transaction (logical-dump.server.ts).
   * Absent on PostgreSQL, where pg_dump does this.
   */
  snapshot?: () => Promise<LogicalDump>;
  /** The embedded database's client (restore loads a dump through it). Absent on PostgreSQL. */
  pglite?: PGlite;
}

/**
 * PGlite's own start parameters plus smaller memory settings. It runs PostgreSQL in this process's WebAssembly
 * heap, where the default 128 MB of shared buffers were most of the idle footprint; a shop's tables fit in a
 * fraction of that, and the operating system still caches the files (README, "Memory").
 */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  "-c",
  "shared_buffers=16MB",
  "-c",
  "temp_buffers=2MB",
  "-c",
  "work_mem=2MB",
  "-c",
  "maintenance_work_mem=16MB",
];

const migrationsFolder = () => path.resolve(getEnv().MIGRATIONS_DIR);

/** Opens a database. `url` wins; otherwise PGlite in `dataDir` (or in memory for `memory://`). */
export function openDatabase(options: { url?: string; dataDir?: string }): DatabaseHandle {
  if (options.url) {
    const client = postgres(options.url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      async migrate() {
        // Several app instances may start at once: one migrates, the others wait for the lock.
        const single = postgres(options.url!, { max: 1, onnotice: () => {} });
        try {
          await single`select pg_advisory_lock(724311)`;
          await migratePostgres(drizzlePostgres(single), { migrationsFolder: migrationsFolder() });
          await single`select pg_advisory_unlock(724311)`;
        } finally {
          await single.end({ timeout: 5 });
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dataDir = options.dataDir ?? "./data";
  if (dataDir === "memory://") return pgliteHandle(new PGlite({ startParams: PGLITE_START_PARAMS }));
  const dir = path.resolve(dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  return pgliteHandle(new PGlite(dir, { startParams: PGLITE_START_PARAMS }));
}

/**
 * The handle on a PGlite client opened elsewhere (the test suite opens in-memory clients from a migrated data
 * directory's dump, which skips PGlite's initdb of several seconds per database).
 */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
    snapshot: () => dumpDatabase(client),
    pglite: client,
  };
}

export async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
