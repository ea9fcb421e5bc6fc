// The production server as an operator sees it: start on the embedded database or PostgreSQL, /healthz,
// restart on existing data (sessions included), and a graceful SIGTERM.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
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
      // As on a fresh clone: no secret configured (tests pass one where they need it).
      BETTER_AUTH_SECRET: "",
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

test("runs on the embedded database without configuration, keeps data and sessions across restarts and shuts down gracefully", async ({
  playwright,
}) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lifecycle-"));
  // Cookies are scoped to the host, not the port, so one client carries its session to the restarted server.
  const client = await playwright.request.newContext();
  try {
    const first = await startServer({ DATA_DIR: dataDir });
    expect(await (await fetch(`${first.url}/healthz`)).json()).toEqual({ status: "ok" });
    expect((await fetch(`${first.url}/`)).status).toBe(200);

    // No BETTER_AUTH_SECRET: the server made one, readable by its owner only, beside the data.
    const secretFile = path.join(dataDir, "auth-secret");
    const secret = readFileSync(secretFile, "utf8");
    expect(secret.trim().length).toBeGreaterThanOrEqual(32);
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);

    const signUp = await client.post(`${first.url}/auth`, {
      form: { intent: "sign-up", email: "herstart@example.nl", password: "klant-wachtwoord" },
    });
    expect(await signUp.text()).toContain("We hebben je een e-mail gestuurd");
    // Sign-up never signs in (same answer for every address); an unverified customer may sign in.
    const signIn = await client.post(`${first.url}/auth`, {
      form: { intent: "sign-in", email: "herstart@example.nl", password: "klant-wachtwoord" },
    });
    expect(new URL(signIn.url()).pathname).toBe("/dashboard");
    const exited = exitCode(first.child);
    first.child.kill("SIGTERM");
    expect(await exited).toBe(0);

    // Same data directory again: migrations already applied, the same secret, the customer still signed in.
    const second = await startServer({ DATA_DIR: dataDir });
    expect(readFileSync(secretFile, "utf8")).toBe(secret);
    const dashboard = await client.get(`${second.url}/dashboard`, { maxRedirects: 0 });
    expect(dashboard.status()).toBe(200);
    expect(await dashboard.text()).toContain("herstart@example.nl");
    const exitedAgain = exitCode(second.child);
    second.child.kill("SIGTERM");
    expect(await exitedAgain).toBe(0);
  } finally {
    await client.dispose();
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
      BETTER_AUTH_SECRET: "lifecycle-secret-lifecycle-secret-0123456789",
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

test("refuses to start with a wrong setting and says which variable is wrong", () => {
  const result = spawnSync(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(nextPort++),
      SITE_URL: "www.printshop-breda.example",
      SITE_KVK: "1234",
    },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toBe(
    "Invalid environment variables:\n" +
      "  SITE_URL: must be an http(s) URL, e.g. https://www.printshop-breda.nl\n" +
      "  SITE_KVK: must be the 8 digits of a KvK number\n",
  );
});
