// Precompresses the built client assets (run by `npm run build`): every script, stylesheet and SVG under
// build/client/assets gets a brotli (quality 11) and a gzip (level 9) twin, which server/app.ts sends as they are.
// Compressing per request cost ~1.2 ms of CPU for the 94 KB stylesheet alone, at quality 4.
// Usage: node scripts/compress-assets.js [buildDir] (default: $BUILD_DIR or "build").
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;
const dir = path.join(process.argv[2] ?? process.env.BUILD_DIR ?? "build", "client", "assets");

let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(dir)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const body = readFileSync(path.join(dir, name));
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  // A twin that saves nothing (a tiny file) is left out: the file goes as it is.
  if (br.length < body.length) writeFileSync(path.join(dir, `${name}.br`), br);
  if (gz.length < body.length) writeFileSync(path.join(dir, `${name}.gz`), gz);
  files++;
  before += body.length;
  after += br.length;
}
console.log(
  `Precompressed ${files} assets: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB with brotli.`,
);
