// The production build's server entry, for the command-line scripts (backup, restore, create-admin): they run the
// app's own code, so a password is hashed and a backup written exactly as the server does. Builds first when
// there is no build yet; a wrong setting ends the script with the app's own Dutch message, not a stack trace.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import path from "node:path";

export async function loadBuild() {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const entry = path.resolve(buildDir, "server/index.js");
  if (!existsSync(entry)) {
    console.log(`Geen build gevonden in ${buildDir}/, eerst bouwen…`);
    const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  process.env.LOG_LEVEL ??= "warn";
  try {
    return await import(pathToFileURL(entry).href);
  } catch (error) {
    console.error(error?.name === "InvalidEnvironmentError" ? error.message : error);
    process.exit(1);
  }
}
