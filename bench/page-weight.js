// Page weight of a first view on a phone: every byte Chromium transferred (headers and compressed bodies)
// until the page loaded and the network went quiet, at a mobile viewport (412×915, DPR 2.625, touch), with an
// empty cache. The portfolio shows real photos: 6 phone photos uploaded through the staff page (see
// lib/portfolio-photos.js), the illustrated seed projects removed.
// Usage: npm run build && npm run bench:page-weight [-- /path …] (default: /portfolio). Budget: 400 KB.
import { chromium } from "playwright-core";
import { chromiumPath } from "../scripts/chromium-path.js";
import { startServerWithPortfolioPhotos } from "./lib/portfolio-photos.js";
import { requireProductionBuild } from "./lib/server.js";

requireProductionBuild();

const BUDGET_BYTES = 400 * 1024;
const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const paths = requested.length ? requested : ["/portfolio"];
const photos = Number(process.env.BENCH_PORTFOLIO_PHOTOS ?? 6);

const server = await startServerWithPortfolioPhotos({
  port: Number(process.env.BENCH_PORT ?? 3310),
  count: photos,
});
const browser = await chromium.launch({
  executablePath: await chromiumPath(),
  args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});

let overBudget = false;
try {
  // Warm the server (modules, database), as visitors meet it.
  for (const path of paths) await (await fetch(`${server.url}${path}`)).arrayBuffer();
  for (const path of paths) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
      userAgent:
        "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0.0.0 Mobile Safari/537.36",
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    // encodedDataLength at loadingFinished: the bytes on the wire (headers + compressed body) per request.
    const requests = new Map();
    cdp.on("Network.responseReceived", ({ requestId, response, type }) =>
      requests.set(requestId, { url: response.url, type, mimeType: response.mimeType, bytes: 0 }),
    );
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      const entry = requests.get(requestId);
      if (entry) entry.bytes = encodedDataLength;
    });
    await page.goto(`${server.url}${path}`, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    // Lazy images near the viewport start after layout; give them a moment, then let the network settle.
    await page.waitForTimeout(1000);
    await page.waitForLoadState("networkidle");

    const rows = [...requests.values()];
    const byType = {};
    for (const row of rows) byType[row.type] = (byType[row.type] ?? 0) + row.bytes;
    const total = rows.reduce((sum, row) => sum + row.bytes, 0);
    const images = rows
      .filter((row) => row.type === "Image")
      .map((row) => `${new URL(row.url).pathname.split("/").pop()} ${(row.bytes / 1024).toFixed(1)} KB`);
    console.log(`\n${path} (first view at 412×915, DPR 2.625)`);
    console.table(
      Object.fromEntries(
        Object.entries(byType)
          .sort((a, b) => b[1] - a[1])
          .map(([type, bytes]) => [type, { KB: Number((bytes / 1024).toFixed(1)) }]),
      ),
    );
    console.log(`Images loaded: ${images.length ? images.join(", ") : "none"}`);
    console.log(
      `Transferred: ${(total / 1024).toFixed(1)} KB (${total} bytes) in ${rows.length} requests; budget ${BUDGET_BYTES / 1024} KB: ${total <= BUDGET_BYTES ? "within" : "OVER"}`,
    );
    if (total > BUDGET_BYTES) overBudget = true;
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
if (overBudget) process.exitCode = 1;
