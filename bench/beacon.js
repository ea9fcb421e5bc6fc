// Load test of the page-view beacon: POST /api/bezoek from 50 concurrent clients against a production build on the
// embedded database, then a count of stored visits, which must match the 204 answers.
// Usage: npm run build && npm run bench:beacon   (BUILD_DIR, BENCH_PORT, BENCH_AMOUNT, BENCH_CONNECTIONS to adjust)
import { rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import { requireProductionBuild, startProductionServer } from "./lib/server.js";

requireProductionBuild();
const amount = Number(process.env.BENCH_AMOUNT ?? 10_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const server = await startProductionServer({ port: Number(process.env.BENCH_PORT ?? 3311) });

const paths = ["/", "/stickers", "/kledingbedrukking", "/blog", "/over-ons", "/portfolio"];
let counter = 0;
const body = () => {
  counter++;
  return JSON.stringify({
    p: paths[counter % paths.length],
    s: `benchsession${String(counter % 2000).padStart(8, "0")}`,
    r: counter % 3 ? "https://l.instagram.com/" : "https://www.google.nl/",
  });
};

const result = await autocannon({
  url: `${server.url}/api/bezoek`,
  connections,
  amount,
  timeout: 120,
  requests: [
    {
      method: "POST",
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        "user-agent": "Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/130.0 Mobile Safari/537.36",
      },
      setupRequest: (request) => ({ ...request, body: body() }),
    },
  ],
});

await server.stop({ keepData: true });
const db = new PGlite(path.join(server.dataDir, "pglite"));
const stored = Number((await db.query("select count(*)::int as n from analytics_visits")).rows[0].n);
await db.close();
rmSync(server.dataDir, { recursive: true, force: true });

console.table({
  requests: result.requests.total,
  "2xx": result["2xx"],
  "non-2xx": result.non2xx,
  errors: result.errors,
  "requests/s (mean)": Math.round(result.requests.average),
  "latency p50 ms": result.latency.p50,
  "latency p99 ms": result.latency.p99,
  "stored visits": stored,
});
const consistent = stored === result["2xx"] && result.non2xx === 0 && result.errors === 0;
console.log(consistent ? "OK: every 204 stored one visit." : "MISMATCH between answers and stored visits.");
process.exit(consistent ? 0 : 1);
