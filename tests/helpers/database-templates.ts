// Vitest globalSetup of the projects that use test databases (vitest.config.ts): migrates one database of each
// kind once per run, so that every file's database is a copy instead of a fresh initdb plus all migrations.
// - PGlite: a migrated in-memory database's data directory, dumped to a tar file; createTestDatabase opens each
//   database from it (PGlite's initdb alone took about 5 s per database on the two-core test machine).
// - PostgreSQL (TEST_DATABASE_URL): a migrated template database; createTestDatabase runs
//   `create database … template …`, a file copy inside the server.
import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../app/server/db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The tar file of a migrated PGlite data directory. */
    pgliteTemplate: string;
    /** The migrated template database on TEST_DATABASE_URL's server, when it is set. */
    postgresTemplate: string | undefined;
  }
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const suffix = randomBytes(6).toString("hex");
  const file = path.join(tmpdir(), `pglite-template-${suffix}.tar`);
  const lite = openDatabase({ dataDir: "memory://" });
  await lite.migrate();
  await writeFile(file, Buffer.from(await (await lite.pglite!.dumpDataDir("none")).arrayBuffer()));
  await lite.close();
  project.provide("pgliteTemplate", file);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let template: string | undefined;
  if (adminUrl) {
    template = `tpl_${suffix}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${template}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const handle = openDatabase({ url: url.toString() });
    await handle.migrate();
    // A template must have no open connections while a copy is made.
    await handle.close();
  }
  project.provide("postgresTemplate", template);

  return async () => {
    await rm(file, { force: true });
    if (!adminUrl || !template) return;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}
