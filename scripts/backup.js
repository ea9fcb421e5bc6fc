#!/usr/bin/env node
// Makes one backup now (database + stored files → DATA_DIR/backups, and the S3 bucket when configured), using the
// app's own code from the production build. While the server runs, the server makes it (through its socket
// DATA_DIR/run/backup.sock: PGlite allows one process); otherwise this command opens DATA_DIR itself.
//
//   npm run backup
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import path from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";
const entry = path.resolve(buildDir, "server/index.js");
if (!existsSync(entry)) {
  console.log(`Geen build gevonden in ${buildDir}/, eerst bouwen…`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
process.env.LOG_LEVEL ??= "warn";
let built;
try {
  built = await import(pathToFileURL(entry).href);
} catch (error) {
  console.error(error?.name === "InvalidEnvironmentError" ? error.message : error);
  process.exit(1);
}
process.exit(await built.backupCommand());
