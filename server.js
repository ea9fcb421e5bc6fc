// Production entry: serves the built app (build/server) on PORT.
process.env.NODE_ENV ??= "production";

const buildDir = process.env.BUILD_DIR ?? "build";
const { app, start, stop, logger } = await import(`./${buildDir}/server/index.js`);

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

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
