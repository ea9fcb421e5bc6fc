// Does a backup block visitors? Seeds a production server (embedded database) with 20,000 leads and 200 MB of
// uploaded files, then measures page and lead-form requests with autocannon, first without and then during a
// backup made by `npm run backup` through the running server; prints p50/p99 of both, the backup's duration
// and size. Every response time is collected, so the "during" figures cover exactly the backup's duration.
// Usage: npm run build && npm run bench:backup
//   (BUILD_DIR, BENCH_PORT, BENCH_LEADS, BENCH_FILES_MB, BENCH_PAGE_RATE, BENCH_LEAD_RATE, BENCH_CONNECTIONS,
//   BENCH_BASELINE_SECONDS to adjust)
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { quoteRequestBody } from "./lib/quote-request.js";
import { BENCH_AUTH_SECRET, requireProductionBuild, startProductionServer } from "./lib/server.js";

requireProductionBuild();
const leads = Number(process.env.BENCH_LEADS ?? 20_000);
const filesMb = Number(process.env.BENCH_FILES_MB ?? 200);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
// Visitors at a steady rate (a busy day for a small shop is far less), not autocannon's flat-out default: a
// server kept at 100 % by the load generator measures the load generator, not what a backup does to visitors.
const pageRate = Number(process.env.BENCH_PAGE_RATE ?? 20);
const leadRate = Number(process.env.BENCH_LEAD_RATE ?? 5);
const baselineSeconds = Number(process.env.BENCH_BASELINE_SECONDS ?? 15);
const buildDir = process.env.BUILD_DIR ?? "build";

/** The embedded database with the schema and `leads` quote requests, and `filesMb` 1 MB design files. */
async function seed(dataDir) {
  const db = new PGlite(path.join(dataDir, "pglite"));
  await migrate(drizzle(db), { migrationsFolder: "drizzle" });
  await db.exec(`
    insert into quote_requests (form, name, email, phone, company, service, description, delivery_method,
      delivery_location, created_at)
    select 'modal', 'Klant ' || i, 'klant-' || i || '@example.com', '0612345678', 'Bedrijf ' || i, 'stickers',
      repeat('Stickers met ons logo, rond 5 cm, vijfhonderd stuks. ', 6), 'shipping', 'Tilburg',
      now() - (i || ' minutes')::interval
    from generate_series(1, ${leads}) as i`);
  const folder = path.join(dataDir, "files", "leads");
  mkdirSync(folder, { recursive: true });
  const ids = (await db.query(`select id from quote_requests order by created_at desc limit ${filesMb}`))
    .rows;
  for (const { id } of ids) {
    const key = `leads/${randomUUID()}.png`;
    // Random bytes: uploads are photos and PDFs that gzip cannot shrink.
    writeFileSync(path.join(dataDir, "files", key), randomBytes(1024 * 1024));
    await db.query(
      `insert into lead_attachments (lead_type, lead_id, storage_key, file_name, content_type, size)
       values ('quote', $1, $2, 'ontwerp.png', 'image/png', $3)`,
      [id, key, 1024 * 1024],
    );
  }
  await db.close();
}

const server = await startProductionServer({
  port: Number(process.env.BENCH_PORT ?? 3320),
  prepare: seed,
  env: {
    LEAD_RATE_LIMIT_PER_MINUTE: "1000000",
    BACKUP_TIME: "off",
  },
});

/** Runs page and lead load until `until` resolves; returns every response time (ms) and the failures. */
async function measure(until) {
  const samples = { page: [], lead: [] };
  const failures = { page: 0, lead: 0 };
  const start = (kind, options) => {
    const instance = autocannon({ connections, duration: 3600, timeout: 60, ...options });
    instance.on("response", (_client, status, _bytes, time) => {
      if (status >= 200 && status < 400) samples[kind].push(time);
      else failures[kind]++;
    });
    instance.on("reqError", () => failures[kind]++);
    return instance;
  };
  const pages = start("page", {
    overallRate: pageRate,
    // A query string gets the dynamic render (prerendered pages would only measure static file serving).
    url: `${server.url}/werkkleding?bench=1`,
  });
  const forms = start("lead", {
    overallRate: leadRate,
    url: `${server.url}/api/offerte`,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        setupRequest: (request) => ({ ...request, body: quoteRequestBody() }),
      },
    ],
  });
  const result = await until();
  pages.stop();
  forms.stop();
  return { samples, failures, result };
}

function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(label, { samples, failures }, seconds) {
  const row = (kind) => ({
    phase: label,
    requests: kind,
    count: samples[kind].length,
    "per s": Math.round(samples[kind].length / seconds),
    failed: failures[kind],
    "p50 ms": Math.round(percentile(samples[kind], 50)),
    "p99 ms": Math.round(percentile(samples[kind], 99)),
    "max ms": Math.round(Math.max(...samples[kind])),
  });
  return [row("page"), row("lead")];
}

function runBackupCommand() {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, ["scripts/backup.js"], {
      env: {
        ...process.env,
        DATA_DIR: server.dataDir,
        BUILD_DIR: buildDir,
        LOG_LEVEL: "warn",
        BETTER_AUTH_SECRET: BENCH_AUTH_SECRET,
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output, seconds: (performance.now() - started) / 1000 }));
  });
}

try {
  // Warm-up (first renders compile and fill caches), then the baseline.
  await measure(() => new Promise((r) => setTimeout(r, 5000)));
  const baseline = await measure(() => new Promise((r) => setTimeout(r, baselineSeconds * 1000)));
  const during = await measure(runBackupCommand);
  const backup = during.result;
  if (backup.code !== 0) throw new Error(`npm run backup failed:\n${backup.output}`);
  const backupsDir = path.join(server.dataDir, "backups");
  const [file] = readdirSync(backupsDir).filter((n) => n.endsWith(".tar.gz"));
  const size = statSync(path.join(backupsDir, file)).size;
  console.log(
    `Seeded: ${leads} leads, ${filesMb} files of 1 MB. Load: ${pageRate} pages/s and ${leadRate} lead posts/s ` +
      `(${connections} connections each).`,
  );
  console.table([
    ...summary("without backup", baseline, baselineSeconds),
    ...summary("during backup", during, backup.seconds),
  ]);
  console.log(backup.output.trim());
  console.log(
    `Backup duration: ${backup.seconds.toFixed(1)} s, size: ${(size / 1024 / 1024).toFixed(1)} MB (${file}).`,
  );
} finally {
  await server.stop();
}
