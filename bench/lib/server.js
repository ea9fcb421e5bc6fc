// Starts the production build on a given port with a throwaway data directory, for benchmarks.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const defaultBuildDir = process.env.BUILD_DIR ?? "build";
/** The auth secret every benchmark server (and the commands it runs on the same DATA_DIR) uses. */
export const BENCH_AUTH_SECRET =
  process.env.BETTER_AUTH_SECRET ?? "bench-secret-bench-secret-bench-secret-0123";

/** Ends the process with a hint when there is no production build to measure. */
export function requireProductionBuild(buildDir = defaultBuildDir) {
  if (!existsSync(`${buildDir}/server/index.js`)) {
    console.error(`No production build in ./${buildDir}: run "npm run build" first.`);
    process.exit(1);
  }
}

/**
 * `prepare(dataDir)` runs before the server starts (the embedded database allows one process at a time).
 * `captureLog` keeps the server's output for `log()` instead of printing it (tests read what it logged).
 */
export async function startProductionServer({
  port,
  buildDir = defaultBuildDir,
  env = {},
  prepare,
  captureLog = false,
}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
  if (prepare) await prepare(dataDir);
  // BENCH_NODE_ARGS adds flags to the server's node, e.g. "--cpu-prof --cpu-prof-dir=prof" to profile it.
  const nodeArgs = [
    // The same V8 flags as `npm run serve` / `npm start` (package.json; README, "Memory").
    "--max-semi-space-size=8",
    "--liftoff-only",
    ...(process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean),
  ];
  const child = spawn(process.execPath, [...nodeArgs, "server.js"], {
    env: {
      // The same allocator settings as `npm run serve` / `npm start` (README, "Memory"); the environment wins.
      MALLOC_ARENA_MAX: "2",
      MALLOC_TRIM_THRESHOLD_: "131072",
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      LOG_LEVEL: "warn",
      BETTER_AUTH_SECRET: BENCH_AUTH_SECRET,
      ...env,
    },
    stdio: ["ignore", captureLog ? "pipe" : "inherit", captureLog ? "pipe" : "inherit"],
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk) => (output += chunk));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not become healthy");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    /** What the server wrote so far (with `captureLog`; empty otherwise). */
    log: () => output,
    /** Stops the server; `keepData` leaves the data directory for inspection (then remove it yourself). */
    async stop({ keepData = false } = {}) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
