// Production entry: serves the built app (build/server) on PORT.
import http from "node:http";
import v8 from "node:v8";
import vm from "node:vm";

process.env.NODE_ENV ??= "production";
// The embedded database is PostgreSQL compiled to WebAssembly. V8's optimising tier (TurboFan) recompiles its hot
// functions under load, which held 300-500 MB of compiler memory at a time and competed with the requests for
// the CPU; the baseline compiler (Liftoff) alone ran the lead bench faster in a fraction of the memory (README,
// "Memory"). `npm start` / `npm run serve` pass it on node's command line: set from here, after V8 has started, it
// only partly takes effect (idle RSS ~60-100 MB higher, and a 400 MB spike a few seconds after a restart). This is
// the fallback for a bare `node server.js`, set before the build (and the database module) is imported.
v8.setFlagsFromString("--liftoff-only");
// After a burst of traffic V8 let the old generation grow to ~150 MB of garbage (live: ~45 MB) and the buffers it
// held: 420-450 MB resident after bench:pages, at the 450 MB budget. Growing the heap by at most half before the
// next full collection keeps it at 275-290 MB with no measurable CPU per request (README, "Memory"). Read by V8 at
// every collection, so unlike --liftoff-only it takes full effect when set from here.
v8.setFlagsFromString("--heap-growing-percent=50");

const buildDir = process.env.BUILD_DIR ?? "build";
let built;
try {
  built = await import(`./${buildDir}/server/index.js`);
} catch (error) {
  // The app checks every variable on import; a wrong one gets its message alone, without a stack trace.
  console.error(error?.name === "InvalidEnvironmentError" ? error.message : error);
  process.exit(1);
}
const { app, start, stop, logger, getEnv } = built;
const { PORT: port, HOST: host, SHUTDOWN_TIMEOUT_MS: shutdownTimeoutMs } = getEnv();

let stopping = false;
/** Responses under way, so a shutdown can still ask for "Connection: close" on those not yet sent. */
const open = new Set();

const server = http.createServer((req, res) => {
  // From SIGTERM on every answer closes its connection, so keep-alive clients move on instead of reusing it.
  if (stopping) res.setHeader("Connection", "close");
  open.add(res);
  res.once("close", () => open.delete(res));
  // A response that went out with keep-alive before the signal leaves an idle socket behind: close it then.
  res.once("finish", () => {
    if (stopping) setImmediate(() => server.closeIdleConnections());
  });
  app(req, res);
});
server.listen(port, host, () => {
  logger.info?.(`listening on http://localhost:${port}`);
});

try {
  await start();
} catch (error) {
  logger.error?.({ err: error }, "startup failed");
  process.exit(1);
}
// Creating a new embedded database runs initdb in a WebAssembly instance of its own (~250 MB) that is garbage
// afterwards; V8 sees little heap pressure and kept it for good. One full collection after start returns it; the
// "last resort" flavour also shrinks the young generation that start-up grew (~20 MB of idle RSS).
v8.setFlagsFromString("--expose-gc");
vm.runInNewContext("gc")({ type: "major", execution: "sync", flavor: "last-resort" });

async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  logger.info?.({ signal, open: open.size }, "shutting down");
  for (const res of open) if (!res.headersSent) res.setHeader("Connection", "close");
  // No new connections; idle keep-alive sockets close now, busy ones once their response is complete.
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  // A request that hangs must not keep the process alive forever: after the cap its connection is cut (logged),
  // and the worker and database are still stopped.
  let forced = false;
  const cap = setTimeout(() => {
    forced = true;
    logger.warn?.({ open: open.size }, "shutdown cap reached: closing connections with unfinished requests");
    server.closeAllConnections();
  }, shutdownTimeoutMs);
  cap.unref();
  await closed;
  clearTimeout(cap);
  // The background jobs and the database get the same cap again; past it the process ends regardless.
  const hardExit = setTimeout(() => {
    logger.error?.("shutdown: stopping the background jobs and the database did not finish");
    process.exit(1);
  }, shutdownTimeoutMs);
  hardExit.unref();
  try {
    await stop();
  } catch (error) {
    logger.error?.({ err: { message: error?.message } }, "shutdown: stop failed");
    process.exit(1);
  }
  logger.info?.({ forced }, "stopped: outbox worker and database closed");
  process.exit(forced ? 1 : 0);
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
