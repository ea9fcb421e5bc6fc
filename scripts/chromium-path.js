// The Chromium that browser tests (playwright.config.ts) and benchmarks (bench/lighthouse.js) drive.
// In order: CHROMIUM_PATH, Debian's /usr/bin/chromium, and otherwise the headless Chromium shipped in the npm
// package @sparticuz/chromium, so `npm install && npm test` also works where `apt-get install chromium` was not
// run. CHROMIUM_PATH=@sparticuz forces that fallback (to test it on a machine that has Debian's Chromium).
// Only the executable is taken from the package: its recommended flags (--single-process, --disable-web-security,
// …) suit AWS Lambda, not tests, so callers keep their own flags.
import { existsSync } from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
export const BUNDLED = "@sparticuz";

/** Resolves the Chromium executable; the bundled one is unpacked to the temp folder on first use. */
export async function chromiumPath(env = process.env) {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured && configured !== BUNDLED) return configured;
  if (!configured && existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const { default: chromium } = await import("@sparticuz/chromium");
  return chromium.executablePath();
}
