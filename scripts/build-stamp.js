// Whether build/ was made from the sources as they are now: a SHA-256 over every file the build reads (app/,
// server/, public/, the build configuration and the lockfile), kept in build/.source-hash by `npm run build`.
// `npm start` builds only when the stamp is missing or differs, so a second start serves at once.
// Usage: node scripts/build-stamp.js --write   (after a build)
//        node scripts/build-stamp.js --check   (exit 0 when current, 1 when a build is needed)
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const INPUTS = [
  "app",
  "server",
  "public",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/compress-assets.js",
];
const STAMP = path.join(process.env.BUILD_DIR ?? "build", ".source-hash");

function* files(entry) {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) return yield entry;
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

function sourceHash() {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(input)) hash.update(file).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

const mode = process.argv[2];
if (mode === "--write") {
  writeFileSync(STAMP, `${sourceHash()}\n`);
} else if (mode === "--check") {
  const current = existsSync(STAMP) && readFileSync(STAMP, "utf8").trim() === sourceHash();
  process.exit(current ? 0 : 1);
} else {
  console.error("Usage: node scripts/build-stamp.js --write | --check");
  process.exit(2);
}
