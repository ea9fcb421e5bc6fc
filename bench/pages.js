// Load test of the public pages against a production build on the embedded database: for every public page and
// for one static asset, autocannon with 10 connections for a few seconds, once with `Accept-Encoding: br` and once
// with `gzip`. Prints requests/s, p50/p99 latency, the compressed body size, the ratio of each page's rate to the
// static asset's rate (same encoding, same run), the uncompressed document size, the server's CPU time per page
// request (which a busy machine skews less than requests/s) and its memory (RSS) idle after start and after the load.
// Usage: npm run build && npm run bench:pages   (BUILD_DIR, BENCH_PORT, BENCH_SECONDS, BENCH_CONNECTIONS to adjust)
import { readFileSync } from "node:fs";
import http from "node:http";
import autocannon from "autocannon";
import { cpuMs } from "./lib/memory.js";
import { PUBLIC_PAGES as pages } from "./lib/public-pages.js";
import { requireProductionBuild, startProductionServer } from "./lib/server.js";

requireProductionBuild();
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** Resident memory of a process in MB (Linux). */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? 0) / 1024);
}

/** One raw GET: status and the body bytes as sent (not decoded). */
function rawGet(url, encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encoding } }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            encoding: res.headers["content-encoding"] ?? "identity",
            bytes: Buffer.concat(chunks).length,
          }),
        );
      })
      .on("error", reject);
  });
}

const server = await startProductionServer({ port: Number(process.env.BENCH_PORT ?? 3320) });
try {
  // Idle: after start, before any page has been asked for.
  await new Promise((r) => setTimeout(r, 1000));
  const idleRss = rssMb(server.pid);

  // The static asset: the site's stylesheet (compressible, like a page), found in the home document.
  const homeHtml = await (await fetch(`${server.url}/`)).text();
  const asset = homeHtml.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
  if (!asset) throw new Error("no stylesheet found in the home page");
  const targets = [
    { label: `static ${asset}`, path: asset, static: true },
    ...pages.map((p) => ({ label: p, path: p })),
  ];

  // Warm up: the first request of each page loads its modules and reads its content.
  for (const t of targets)
    for (let i = 0; i < 3; i++) await (await fetch(`${server.url}${t.path}`)).arrayBuffer();

  const rows = [];
  const staticRate = {};
  let pageCpuMs = 0;
  let pageRequests = 0;
  for (const encoding of ["br", "gzip"]) {
    for (const t of targets) {
      const sample = await rawGet(`${server.url}${t.path}`, encoding);
      const cpuBefore = cpuMs(server.pid);
      const result = await autocannon({
        url: `${server.url}${t.path}`,
        connections,
        duration: seconds,
        headers: { "accept-encoding": encoding },
      });
      const rate = result.requests.average;
      if (!t.static) {
        pageCpuMs += cpuMs(server.pid) - cpuBefore;
        pageRequests += result.requests.total;
      }
      if (t.static) staticRate[encoding] = rate;
      rows.push({
        page: t.label,
        enc: sample.encoding,
        status: sample.status,
        "req/s": Math.round(rate),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        "body bytes": sample.bytes,
        "÷ static": t.static ? "1.00" : (rate / staticRate[encoding]).toFixed(2),
        errors: result.errors + result.timeouts + (result.non2xx && sample.status < 400 ? result.non2xx : 0),
      });
    }
  }
  console.table(rows);

  const html = {};
  for (const p of ["/", "/kledingbedrukking", "/blog/10-fouten-kledingbedrukking"]) {
    html[p] = (await rawGet(`${server.url}${p}`, "identity")).bytes;
  }
  const pageRows = rows.filter((r) => !r.page.startsWith("static"));
  const worst = (enc) => Math.min(...pageRows.filter((r) => r.enc === enc).map((r) => Number(r["÷ static"])));
  console.log(
    `Uncompressed documents: ${Object.entries(html)
      .map(([p, b]) => `${p} ${(b / 1024).toFixed(1)} KB`)
      .join(", ")}`,
  );
  console.log(
    `Lowest page rate ÷ static rate: br ${worst("br").toFixed(2)}, gzip ${worst("gzip").toFixed(2)}`,
  );
  console.log(`Server CPU per page request: ${(pageCpuMs / pageRequests).toFixed(3)} ms`);
  console.log(`Server RSS: ${idleRss} MB idle after start, ${rssMb(server.pid)} MB after the load`);
} finally {
  await server.stop();
}
