// The production server as an operator sees it: start on the embedded database or PostgreSQL, /healthz,
// restart on existing data (sessions included), and a graceful SIGTERM.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import postgres from "postgres";

// Each test starts servers of its own on a fresh data directory: on a busy machine that takes a while.
test.describe.configure({ mode: "serial", timeout: 180_000 });

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
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const url = `http://localhost:${port}`;
  await expect
    .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status ?? 0, { timeout: 90_000 })
    .toBe(200);
  return { child, url, stderr: () => stderr };
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
    // A path that does not percent-decode (bots, mangled links) gets the 404 page, and no log line of its own.
    for (const malformed of ["/blog/%E0%A4%A", "/%", "/media/%E0"]) {
      const answer = await fetch(`${first.url}${malformed}`);
      expect(answer.status, malformed).toBe(404);
    }
    expect(await (await fetch(`${first.url}/blog/%E0%A4%A`)).text()).toContain("Pagina niet gevonden");
    expect(first.stderr()).not.toContain("could not be decoded");

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

/** Starts the server with its log on a pipe (info level), for the shutdown tests. */
async function startLoggingServer(env: Record<string, string>) {
  const port = nextPort++;
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  const url = `http://localhost:${port}`;
  await expect
    .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status ?? 0, { timeout: 90_000 })
    .toBe(200);
  return { child, port, url, log: () => log };
}

test("SIGTERM under keep-alive load: every started response completes, the worker and database stop, exit 0", async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "shutdown-"));
  try {
    const server = await startLoggingServer({
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: "shutdown-secret-shutdown-secret-0123456789",
      SHUTDOWN_TIMEOUT_MS: "20000",
    });
    let signalled = false;
    let started = 0;
    let completed = 0;
    const cutOff: string[] = [];
    // With a query string a page is rendered per request, not sent from the render cache in a few microseconds:
    // that keeps answers under way when the signal arrives.
    const paths = ["/?ronde=1", "/diensten?ronde=1", "/healthz", "/over-ons?ronde=1"];

    // Six keep-alive clients, each on its own connection, loop requests until the server stops answering.
    async function client(index: number) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = index; ; i++) {
        const outcome = await new Promise<"ok" | "refused">((resolve) => {
          const req = http.get(`${server.url}${paths[i % paths.length]}`, { agent }, (res) => {
            started++;
            res.on("data", () => {});
            res.on("aborted", () => cutOff.push(`${res.statusCode} aborted`));
            res.on("error", (error) => cutOff.push(`${res.statusCode} ${error.message}`));
            res.on("end", () => {
              if (res.complete) completed++;
              else cutOff.push(`${res.statusCode} incomplete`);
              resolve("ok");
            });
          });
          // No answer started on this request (connection refused or closed before it was read): not a cut-off.
          req.on("error", () => resolve("refused"));
        });
        if (outcome === "refused" && signalled) break;
      }
      agent.destroy();
    }
    const clients = Array.from({ length: 6 }, (_, i) => client(i));
    await expect.poll(() => started, { timeout: 20_000 }).toBeGreaterThan(30);

    // A form post whose body is still arriving at the signal: its answer is certainly still to come then. (How
    // many of the page answers are still unsent at that moment depends on the machine's speed.)
    const body = "name=Jan&phone=0612345678&email=jan%40example.nl&service=Stickers";
    const slowPost = http.request(`${server.url}/api/snelle-offerte`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": Buffer.byteLength(body),
        origin: server.url,
        // The server answers "100 Continue" once it has read the headers: the signal that the request is under way.
        expect: "100-continue",
      },
    });
    const slowAnswer = new Promise<http.IncomingMessage>((resolve, reject) => {
      slowPost.on("response", (res) => {
        res.resume();
        res.on("end", () => resolve(res));
      });
      slowPost.on("error", reject);
    });
    const continued = new Promise((resolve) => slowPost.once("continue", resolve));
    slowPost.flushHeaders();
    await continued;
    slowPost.write(body.slice(0, 10));

    const exited = exitCode(server.child);
    signalled = true;
    server.child.kill("SIGTERM");
    // The rest of the body arrives while the server is shutting down.
    await expect.poll(() => server.log()).toContain("shutting down");
    slowPost.end(body.slice(10));
    const answer = await slowAnswer;
    expect(await exited).toBe(0);
    await Promise.all(clients);

    expect(cutOff).toEqual([]);
    expect(completed).toBe(started);
    // The answer under way at the signal was sent whole, with "Connection: close".
    expect(answer.complete).toBe(true);
    expect(answer.headers.connection).toBe("close");
    expect(server.log()).toContain("shutting down");
    expect(server.log()).toContain("stopped: outbox worker and database closed");
    expect(server.log()).not.toContain("shutdown cap reached");
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("SIGTERM with a request that never finishes: cut off at SHUTDOWN_TIMEOUT_MS (logged), database still closed", async () => {
  test.setTimeout(150_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "shutdown-stuck-"));
  try {
    const server = await startLoggingServer({
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: "shutdown-secret-shutdown-secret-0123456789",
      SHUTDOWN_TIMEOUT_MS: "1000",
    });
    // A form post that announces 200 bytes and sends 10: the server waits for the rest.
    const socket = net.connect(server.port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const socketClosed = new Promise((resolve) => socket.once("close", resolve));
    socket.on("error", () => {});
    // The server has read the headers once it answers "100 Continue" (a connection without a request would
    // simply be closed).
    const continued = new Promise((resolve) => socket.once("data", resolve));
    socket.write(
      "POST /api/offerte HTTP/1.1\r\nHost: localhost\r\nExpect: 100-continue\r\n" +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 200\r\n\r\nname=Jan&e",
    );
    expect(String(await continued)).toMatch(/^HTTP\/1\.1 100 Continue/);
    const exited = exitCode(server.child);
    server.child.kill("SIGTERM");
    expect(await exited).toBe(1);
    await socketClosed;
    expect(server.log()).toContain("shutdown cap reached");
    expect(server.log()).toContain("stopped: outbox worker and database closed");
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
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
