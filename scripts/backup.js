#!/usr/bin/env node
// Makes one backup now (database + stored files → DATA_DIR/backups, and the S3 bucket when configured), using the
// app's own code from the production build. While the server runs, the server makes it (through its socket
// DATA_DIR/run/backup.sock: PGlite allows one process); otherwise this command opens DATA_DIR itself.
//
//   npm run backup
import { loadBuild } from "./load-build.js";

process.env.NODE_ENV ??= "production";
const built = await loadBuild();
process.exit(await built.backupCommand());
