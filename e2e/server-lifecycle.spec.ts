// The production server as an operator sees it: start on the embedded database or PostgreSQL, /healthz,
// restart on existing data, and a graceful SIGTERM.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import postgres from "postgres";

test.describe.configure({ mode: "serial" });

let nextPort = 3400 + Math.floor(Math.random() * 200);

async function startServer(env: Record<string, string>) {
  const port = nextPort++;
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PORT: String(port),
      // Production refuses to start without a session secret.
      BETTER_AUTH_SECRET: "lifecycle-secret-lifecycle-secret-0123456789",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const url = `http://localhost:${port}`;
  await expect
    .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status ?? 0, { timeout: 30_000 })
    .toBe(200);
  return { child, url };
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

test("runs on the embedded database, keeps data across restarts and shuts down gracefully", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lifecycle-"));
  try {
    const first = await startServer({ DATA_DIR: dataDir });
    expect(await (await fetch(`${first.url}/healthz`)).json()).toEqual({ status: "ok" });
    expect((await fetch(`${first.url}/`)).status).toBe(200);
    const exited = exitCode(first.child);
    first.child.kill("SIGTERM");
    expect(await exited).toBe(0);

    // Same data directory again: migrations are already applied and the server comes up healthy.
    const second = await startServer({ DATA_DIR: dataDir });
    const exitedAgain = exitCode(second.child);
    second.child.kill("SIGTERM");
    expect(await exitedAgain).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("runs on PostgreSQL when DATABASE_URL is set", async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  test.skip(!adminUrl, "TEST_DATABASE_URL not set");
  const name = `lifecycle_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminUrl!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  try {
    const server = await startServer({
      DATABASE_URL: url.toString(),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "pg-")),
    });
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    const db = postgres(url.toString(), { max: 1 });
    const [row] =
      await db`select count(*)::int as n from information_schema.tables where table_name = 'quote_requests'`;
    expect(row?.n).toBe(1);
    await db.end();
    const exited = exitCode(server.child);
    server.child.kill("SIGTERM");
    expect(await exited).toBe(0);
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
