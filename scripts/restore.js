#!/usr/bin/env node
// Restores a backup into an empty DATA_DIR (stop the server first). Refuses a DATA_DIR that holds data unless
// --force (the old one is then moved aside), and any file that is not a complete, unchanged backup of this site.
// With S3_BUCKET set the files go to the bucket; with DATABASE_URL set the database part is pg_restore's job.
//
//   npm run restore -- backups/backup-2026-11-23T02-00-00-000Z.tar.gz [--force]
import { parseArgs } from "node:util";
import { loadBuild } from "./load-build.js";

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { force: { type: "boolean" }, help: { type: "boolean", short: "h" } },
  });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const { values, positionals } = parsed;
if (values.help || positionals.length !== 1) {
  console.log("Gebruik: npm run restore -- BESTAND.tar.gz [--force]");
  process.exit(values.help ? 0 : 1);
}

process.env.NODE_ENV ??= "production";
const built = await loadBuild();
process.exit(await built.restoreCommand({ file: positionals[0], force: values.force === true }));
