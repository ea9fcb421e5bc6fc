// Test databases: a fresh in-memory PGlite, and, when TEST_DATABASE_URL is set, a fresh PostgreSQL database.
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { describe } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/server/db/client.server";

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

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const handle = openDatabase({ dataDir: "memory://" });
    await handle.migrate();
    return { ...handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ url: url.toString() });
  await handle.migrate();
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

/** Runs the same suite once per available database kind. */
export function describeEachDatabase(name: string, suite: (kind: DatabaseKind) => void): void {
  for (const kind of databaseKinds) describe(`${name} [${kind}]`, () => suite(kind));
}
