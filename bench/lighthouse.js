// Lighthouse (mobile emulation) against a production build: Performance, Accessibility, Best Practices, SEO,
// plus the gzipped JavaScript a first visit to "/" downloads, and per page the LCP in ms and, when the LCP is an
// image, that image's bytes. Usage: npm run build && npm run bench:lighthouse [-- /path …] (without paths: the
// home page, a service page and a blog post). Two paths stand for pages behind a secret link:
// - "/offerte" is a customer's sent quote, made through the staff pages first (lib/sent-quote.js);
// - "/drukproef" is a customer's proof page: that quote accepted by the customer, then a ~5 MB 12 MP JPEG uploaded
//   as the proof on the order page (lib/proof-page.js); "/offerte" beside it is then the accepted order's page.
// With /portfolio among the paths the portfolio shows 6 real photos (BENCH_PORTFOLIO_PHOTOS) uploaded through the
// staff page, not the illustrated seed projects (lib/portfolio-photos.js). "/stickers" is a product page with the
// price calculator, as any public path is measured.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumPath } from "../scripts/chromium-path.js";
import { startServerWithPortfolioPhotos } from "./lib/portfolio-photos.js";
import { startServerWithProof } from "./lib/proof-page.js";
import { startServerWithSentQuote } from "./lib/sent-quote.js";
import { requireProductionBuild, startProductionServer } from "./lib/server.js";

requireProductionBuild();

const defaultPaths = ["/", "/kledingbedrukking", "/blog/10-fouten-kledingbedrukking"];
const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
let paths = requested.length ? requested : defaultPaths;
const port = Number(process.env.BENCH_PORT ?? 3300);
let server;
// A stand-in ("/offerte") is measured at the secret path it stands for and named by the stand-in in the table.
const labels = new Map();
const standFor = (standIns) => {
  paths = paths.map((path) => standIns[path] ?? path);
  for (const [label, real] of Object.entries(standIns)) labels.set(real, label);
};
if (paths.includes("/drukproef")) {
  // "/drukproef" stands for a customer's proof page: a sent quote accepted, then a proof uploaded by staff.
  const proof = await startServerWithProof({ port });
  server = proof.server;
  standFor({ "/drukproef": proof.proofPath, "/offerte": proof.quotePath });
} else if (paths.includes("/offerte")) {
  // "/offerte" stands for a customer's quote page: a quote is made and sent through the staff pages first.
  const quote = await startServerWithSentQuote({ port });
  server = quote.server;
  standFor({ "/offerte": quote.quotePath });
} else
  server = paths.includes("/portfolio")
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

/** One Lighthouse run; headless Chromium now and then fails one outright (no score), which is repeated. */
async function measure(path) {
  let result;
  for (let attempt = 1; attempt <= 3; attempt++) {
    result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (result.lhr.categories.performance?.score != null) {
      // BENCH_LHR_DIR keeps every run's full report, to see which tasks and metrics cost the points.
      if (process.env.BENCH_LHR_DIR) {
        mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
        const name = `${path.replaceAll("/", "_") || "_"}-${Date.now()}.json`;
        writeFileSync(join(process.env.BENCH_LHR_DIR, name), result.report);
      }
      return result;
    }
    console.warn(
      `${path}: Lighthouse run ${attempt} failed (${result.lhr.runtimeError?.code ?? "no score"}), retrying`,
    );
  }
  return result;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The LCP element's image and what it transferred, or null when the LCP is text: Chromium names the image's URL
 * in the trace's LargestImagePaint candidate for the LCP candidate's node; the bytes are its network request's.
 */
function lcpImage(result) {
  const events = result.artifacts?.Trace?.traceEvents ?? [];
  const lcp = events.filter((e) => e.name === "largestContentfulPaint::Candidate").at(-1);
  const nodeId = lcp?.args?.data?.nodeId;
  const paint = events
    .filter((e) => e.name === "LargestImagePaint::Candidate" && e.pid === lcp?.pid)
    .findLast((e) => e.args?.data?.DOMNodeId === nodeId);
  const url = paint?.args?.data?.imageUrl;
  if (!url) return null;
  const request = (result.lhr.audits["network-requests"]?.details?.items ?? []).find(
    (item) => item.url === url,
  );
  const name = url.startsWith("data:") ? "data: URL" : new URL(url).pathname.split("/").at(-1);
  return { name, bytes: request?.transferSize ?? 0 };
}

const rows = [];
let homeScriptTransfer = 0;
try {
  for (const path of paths) {
    // The issue's measure is the median of three runs (BENCH_RUNS): the run with the median performance score.
    const runs = [];
    for (let run = 0; run < Number(process.env.BENCH_RUNS ?? 3); run++) runs.push(await measure(path));
    runs.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
    const result = runs[Math.floor(runs.length / 2)];
    const allScores = runs.map((r) => Math.round(r.lhr.categories.performance.score * 100)).join("/");
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const image = lcpImage(result);
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
      path: labels.get(path) ?? path,
      performance: score("performance"),
      runs: allScores,
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      "LCP ms": Math.round(audits["largest-contentful-paint"].numericValue),
      "LCP image": image ? `${kb(image.bytes)} ${image.name}` : "(text)",
      CLS: audits["cumulative-layout-shift"].displayValue,
      TBT: audits["total-blocking-time"].displayValue,
      notPerfect: failing.slice(0, 6).join(" "),
    });
  }

  // JavaScript of a first visit to "/": what runs before the visitor does anything (inline scripts and any
  // script file outside the boot template), and what the first interaction fetches (browser/boot.ts).
  const html = await (await fetch(`${server.url}/`)).text();
  const template = /<template id="app-boot">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? "";
  const page = html.replace(template, "");
  const inlineScripts = [
    ...page.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ];
  const inlineGzip = gzipSync(inlineScripts.map((m) => m[1]).join("")).length;
  const scriptFiles = (markup) => {
    const files = new Set(
      [
        ...markup.matchAll(
          /<(?:link rel="?modulepreload"?|script)\b[^>]*? (?:href|src)="(\/assets\/[^"]+\.js)"/g,
        ),
      ].map((m) => m[1]),
    );
    // Dynamic imports, and the module script's static import of the boot script.
    for (const m of markup.matchAll(/import ?\(?"(\/assets\/[^"]+\.js)"\)?/g)) files.add(m[1]);
    return files;
  };
  const gzipOf = async (files) => {
    let bytes = 0;
    for (const src of files) {
      const body = Buffer.from(await (await fetch(`${server.url}${src}`)).arrayBuffer());
      bytes += gzipSync(body, { level: 6 }).length;
    }
    return bytes;
  };
  const firstFiles = scriptFiles(page);
  const firstGzip = inlineGzip + (await gzipOf(firstFiles));
  const onInteraction = scriptFiles(template);
  console.table(rows);
  console.log(
    `Home page JavaScript before any interaction: ${kb(firstGzip)} gzipped (${inlineScripts.length} inline scripts ` +
      `${kb(inlineGzip)}, ${firstFiles.size} files); ${kb(homeScriptTransfer)} script files transferred in the ` +
      `Lighthouse run. Fetched on the first interaction: ${onInteraction.size} files, ${kb(await gzipOf(onInteraction))} gzipped.`,
  );
} finally {
  await chrome.kill();
  await server.stop();
}
