// Production entry: serves the built app (build/server) on PORT.
process.env.NODE_ENV ??= "production";

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
const { PORT: port, HOST: host } = getEnv();

const server = app.listen(port, host, () => {
  logger.info?.(`listening on http://localhost:${port}`);
});

try {
  await start();
} catch (error) {
  logger.error?.({ err: error }, "startup failed");
  process.exit(1);
}

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  logger.info?.({ signal }, "shutting down");
  // Stop accepting connections, let in-flight requests finish, then release the database.
  server.close();
  server.closeIdleConnections?.();
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await new Promise((resolve) => server.on("close", resolve));
  await stop();
  process.exit(0);
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
