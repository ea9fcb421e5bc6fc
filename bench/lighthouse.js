// Lighthouse (mobile emulation) against a production build: Performance, Accessibility, Best Practices, SEO,
// plus the gzipped JavaScript a first visit to "/" downloads. Usage: npm run build && npm run bench:lighthouse
// [-- /path …] (without paths: the home page, a service page and a blog post). With /portfolio among the paths
// the portfolio shows 6 real photos (BENCH_PORTFOLIO_PHOTOS) uploaded through the staff page, not the
// illustrated seed projects (lib/portfolio-photos.js).
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumPath } from "../scripts/chromium-path.js";
import { startServerWithPortfolioPhotos } from "./lib/portfolio-photos.js";
import { requireProductionBuild, startProductionServer } from "./lib/server.js";

requireProductionBuild();

const defaultPaths = ["/", "/kledingbedrukking", "/blog/10-fouten-kledingbedrukking"];
const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const paths = requested.length ? requested : defaultPaths;
const port = Number(process.env.BENCH_PORT ?? 3300);
const server = paths.includes("/portfolio")
  ? await startServerWithPortfolioPhotos({ port, count: Number(process.env.BENCH_PORTFOLIO_PHOTOS ?? 6) })
  : await startProductionServer({ port });
const chrome = await chromeLauncher.launch({
  chromePath: await chromiumPath(),
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

// Measure a warm server, as visitors meet it: the first requests after a start load modules and open the database.
for (let round = 0; round < 3; round++) {
  for (const path of paths) await (await fetch(`${server.url}${path}`)).arrayBuffer();
}

const rows = [];
let homeScriptTransfer = 0;
try {
  for (const path of paths) {
    // Headless Chromium now and then fails a run outright (no score at all); such a run is repeated, not counted.
    let result;
    for (let attempt = 1; attempt <= 3; attempt++) {
      result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (result.lhr.categories.performance?.score != null) break;
      console.warn(
        `${path}: Lighthouse run ${attempt} failed (${result.lhr.runtimeError?.code ?? "no score"}), retrying`,
      );
    }
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = Object.values(audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== "informative" &&
          a.scoreDisplayMode !== "manual",
      )
      .filter((a) => !["performance"].includes(a.id))
      .map((a) => a.id);
    if (path === "/") {
      // What Chromium actually transferred for scripts (brotli, as the server negotiates it).
      homeScriptTransfer = (audits["network-requests"]?.details?.items ?? [])
        .filter((item) => item.resourceType === "Script")
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    }
    rows.push({
      path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      LCP: audits["largest-contentful-paint"].displayValue,
      CLS: audits["cumulative-layout-shift"].displayValue,
      TBT: audits["total-blocking-time"].displayValue,
      notPerfect: failing.slice(0, 6).join(" "),
    });
  }

  // JavaScript of a first visit to "/": every script the page loads, gzipped as the server sends it.
  const html = await (await fetch(`${server.url}/`)).text();
  const scripts = new Set(
    [
      ...html.matchAll(
        /<(?:link rel="?modulepreload"?|script)\b[^>]*? (?:href|src)="(\/assets\/[^"]+\.js)"/g,
      ),
    ].map((m) => m[1]),
  );
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) scripts.add(m[1]);
  let gzipBytes = 0;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(`${server.url}${src}`)).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 6 }).length;
  }
  console.table(rows);
  console.log(
    `Home page JavaScript on first visit: ${scripts.size} files, ${(gzipBytes / 1024).toFixed(1)} KB gzipped (${gzipBytes} bytes) ` +
      `(${(homeScriptTransfer / 1024).toFixed(1)} KB transferred with brotli in the Lighthouse run)`,
  );
} finally {
  await chrome.kill();
  await server.stop();
}
