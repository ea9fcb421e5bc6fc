// Test databases: an in-memory PGlite, and, when TEST_DATABASE_URL is set, a throwaway PostgreSQL database, each
// empty and migrated. They are copies of the run's migrated templates (database-templates.ts, the integration
// and build projects' globalSetup); a file run without that setup migrates its own.
import { randomBytes } from "node:crypto";
import { openAsBlob } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { afterAll, beforeAll, describe, inject } from "vitest";
import {
  openDatabase,
  pgliteHandle,
  PGLITE_START_PARAMS,
  type DatabaseHandle,
} from "~/server/db/client.server";
import { setDatabaseHandle } from "~/server/db/index.server";

export type DatabaseKind = "pglite" | "postgres";

export interface TestDatabase extends DatabaseHandle {
  /** Closes the handle and drops the throwaway PostgreSQL database. */
  dispose(): Promise<void>;
  /** The throwaway PostgreSQL database's address (a second handle on it plays a second app instance). */
  url?: string;
}

/** Kinds available in this run: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

async function createPglite(): Promise<DatabaseHandle> {
  const template = inject("pgliteTemplate");
  if (!template) {
    const handle = openDatabase({ dataDir: "memory://" });
    await handle.migrate();
    return handle;
  }
  return pgliteHandle(
    new PGlite({ startParams: PGLITE_START_PARAMS, loadDataDir: await openAsBlob(template) }),
  );
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const handle = await createPglite();
    return { ...handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `t_${randomBytes(6).toString("hex")}`;
  const template = inject("postgresTemplate");
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ url: url.toString() });
  if (!template) await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async dispose() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * A fresh, empty, migrated database of `kind` for the enclosing `describe` (or the file): made in beforeAll, set as
 * the app's database (`setDatabaseHandle`) unless `app: false`, disposed of in afterAll. Its fields are filled in
 * beforeAll, so read them in hooks and tests, not while the suite is collected.
 */
export function useTestDatabase(kind: DatabaseKind, options: { app?: boolean } = {}): TestDatabase {
  const database = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(database, await createTestDatabase(kind));
    if (options.app ?? true) setDatabaseHandle(database);
  });
  afterAll(() => database.dispose());
  return database;
}

/** Runs the same suite once per available database kind. */
export function describeEachDatabase(name: string, suite: (kind: DatabaseKind) => void): void {
  for (const kind of databaseKinds) describe(`${name} [${kind}]`, () => suite(kind));
}
