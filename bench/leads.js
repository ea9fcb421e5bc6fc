// Load test of lead capture: 5,000 quote requests from 50 concurrent clients against a production build on the
// embedded database (PGlite), or on PostgreSQL when DATABASE_URL is set (an empty database of its own), then a
// count of stored rows and queued mails, which must match the 2xx answers.
// The measured run follows a warm-up of BENCH_WARMUP (500) leads, whose latency is printed apart.
// Usage: npm run build && npm run bench:leads   (BUILD_DIR, BENCH_PORT, BENCH_AMOUNT, BENCH_CONNECTIONS,
// BENCH_WARMUP to adjust)
import { rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import postgres from "postgres";
import { cpuMs, settledRssMb } from "./lib/memory.js";
import { quoteRequestBody } from "./lib/quote-request.js";
import { requireProductionBuild, startProductionServer } from "./lib/server.js";

requireProductionBuild();
const amount = Number(process.env.BENCH_AMOUNT ?? 5000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const warmUpAmount = Number(process.env.BENCH_WARMUP ?? 500);
const server = await startProductionServer({
  port: Number(process.env.BENCH_PORT ?? 3310),
  env: {
    // One client IP sends everything: lift the per-IP limit so the bench measures the app, not the limiter.
    LEAD_RATE_LIMIT_PER_MINUTE: "1000000",
  },
});

const rssIdle = await settledRssMb(server.pid);

/** `count` quote requests from `connections` clients at once. */
const post = (count) =>
  autocannon({
    url: `${server.url}/api/offerte`,
    connections,
    amount: count,
    // Generous: a request answered late still counts, so the stored/2xx comparison stays exact.
    timeout: 120,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        setupRequest: (request) => ({ ...request, body: quoteRequestBody() }),
      },
    ],
  });

// A freshly started server answers its first burst slowly (the first 50 concurrent leads took 0.5-0.7 s while the
// JavaScript and the database's WebAssembly were compiled): that is start-up, reported on its own, not the
// steady state the latency figures are about.
const warmUp = warmUpAmount > 0 ? await post(warmUpAmount) : undefined;
const cpuBefore = cpuMs(server.pid);
const result = await post(amount);

const cpuUsed = cpuMs(server.pid) - cpuBefore;
const rssAfter = await settledRssMb(server.pid);

// Count what the server stored, after it has shut down cleanly.
await server.stop({ keepData: true });
const databaseUrl = process.env.DATABASE_URL;
const pg = databaseUrl ? postgres(databaseUrl, { max: 1, onnotice: () => {} }) : undefined;
const lite = databaseUrl ? undefined : new PGlite(path.join(server.dataDir, "pglite"));
const one = async (sql) => Number(pg ? (await pg.unsafe(sql))[0].n : (await lite.query(sql)).rows[0].n);
const stored = await one("select count(*)::int as n from quote_requests where is_spam = false");
const queued = await one("select count(*)::int as n from outbox");
const sent = await one("select count(*)::int as n from outbox where status = 'sent'");
await (pg ? pg.end() : lite.close());
rmSync(server.dataDir, { recursive: true, force: true });

const ok = result["2xx"] + (warmUp?.["2xx"] ?? 0);
const figures = {
  database: databaseUrl ? "PostgreSQL" : "PGlite",
  "warm-up requests (not in the figures below)": warmUp?.requests.total ?? 0,
  "warm-up latency p99 / max ms": warmUp ? `${warmUp.latency.p99} / ${warmUp.latency.max}` : "-",
  requests: result.requests.total,
  "2xx": ok,
  "non-2xx": result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  "requests/s (mean)": Math.round(result.requests.average),
  "latency p50 ms": result.latency.p50,
  "latency p99 ms": result.latency.p99,
  // Includes sending the queued mail that the worker got to during the run.
  "server CPU ms per request": Math.round((100 * cpuUsed) / result.requests.total) / 100,
  "stored quote rows": stored,
  "queued e-mails (outbox rows)": queued,
  "e-mails already sent (.eml written)": sent,
  "server RSS idle after start MB": rssIdle,
  "server RSS after the bench MB": rssAfter,
};
console.table(figures);
const refused = result.non2xx + result.errors + (warmUp ? warmUp.non2xx + warmUp.errors : 0);
const consistent = stored === ok && queued === 2 * ok && refused === 0;
console.log(
  consistent
    ? `OK: every 2xx answer is one stored lead with two queued e-mails (${ok} leads, ${queued} e-mails).`
    : `MISMATCH: ${ok} 2xx answers, ${stored} stored leads, ${queued} queued e-mails.`,
);
process.exit(consistent ? 0 : 1);
