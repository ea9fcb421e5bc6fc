// Upload load test: 100 files of 5 MB, 10 at a time, through the staff marketing-files form (multipart, the
// real route with its sign-in) against a production build on local disk storage. Prints throughput and the
// server's resident memory: uploads are streamed to storage, so peak RSS must stay flat, far below the
// 500 MB that passes through.
// Usage: npm run build && npm run bench:uploads   (BUILD_DIR, BENCH_PORT, BENCH_FILES, BENCH_FILE_MB,
// BENCH_CONNECTIONS to adjust)
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { totp } from "../tests/auth/totp.ts";
import { requireProductionBuild, startProductionServer } from "./lib/server.js";

requireProductionBuild();
const files = Number(process.env.BENCH_FILES ?? 100);
const fileBytes = Number(process.env.BENCH_FILE_MB ?? 5) * 1024 * 1024;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const admin = { email: "bench@uploads.test", password: "bench-uploads-wachtwoord" };

const server = await startProductionServer({
  port: Number(process.env.BENCH_PORT ?? 3312),
  prepare(dataDir) {
    const created = spawnSync(
      process.execPath,
      ["scripts/create-admin.js", "--email", admin.email, "--password", admin.password],
      { env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" }, stdio: "ignore" },
    );
    if (created.status !== 0) throw new Error("could not create the bench admin");
  },
});

// ---- A signed-in staff session (password, TOTP enrolment), as a cookie header ----
const cookies = new Map();
async function send(pathname, init = {}) {
  const response = await fetch(`${server.url}${pathname}`, {
    ...init,
    redirect: "manual",
    headers: { ...init.headers, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
  });
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const index = pair.indexOf("=");
    cookies.set(pair.slice(0, index), pair.slice(index + 1));
  }
  return response;
}
const form = (fields) => ({ method: "POST", body: new URLSearchParams(fields) });
await send("/employee-login", form({ intent: "password", ...admin }));
// The password starts the set-up and redirects to the page that shows the pending secret.
await send("/employee-login/2fa", form({ intent: "start", password: admin.password }));
const enrolment = await (await send("/employee-login/2fa")).text();
const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(enrolment)?.[1];
if (!secret) throw new Error("TOTP enrolment page not as expected");
const verified = await send("/employee-login/2fa", form({ intent: "verify", code: totp(secret) }));
if (verified.headers.get("location") !== "/employee") throw new Error("sign-in failed");

// ---- Memory of the server process, sampled while the uploads run ----
function rssMegabytes() {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}
const idleRss = rssMegabytes();
let peakRss = idleRss;
let done = 0;
/** Peak RSS per quarter of the uploads: flat when streaming, rising with every file when buffering or leaking. */
const quarterPeaks = [idleRss, idleRss, idleRss, idleRss];
const sampler = setInterval(() => {
  const rss = rssMegabytes();
  peakRss = Math.max(peakRss, rss);
  const quarter = Math.min(3, Math.floor((done / files) * 4));
  quarterPeaks[quarter] = Math.max(quarterPeaks[quarter], rss);
}, 20);

// One PDF-looking file of the chosen size; every upload sends the same bytes.
const pdf = new Uint8Array(fileBytes);
pdf.set(new TextEncoder().encode("%PDF-1.7\n"));
const blob = new Blob([pdf], { type: "application/pdf" });

let next = 0;
let failed = 0;
const started = performance.now();
async function worker() {
  while (next < files) {
    const n = next++;
    const body = new FormData();
    body.set("intent", "upload");
    body.set("fileName", `Bench ${n}`);
    body.set("file", blob, `bench-${n}.pdf`);
    const response = await send("/employee-dashboard/bestanden", { method: "POST", body });
    await response.arrayBuffer();
    if (response.status !== 200) failed++;
    done++;
  }
}
await Promise.all(Array.from({ length: connections }, worker));
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
const peakHwm =
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))[1]) / 1024;

const stored = readdirSync(path.join(server.dataDir, "files", "marketing")).filter(
  (name) => statSync(path.join(server.dataDir, "files", "marketing", name)).size === fileBytes,
).length;
await server.stop();

const totalMb = (files * fileBytes) / 1024 / 1024;
console.table({
  files,
  "file size MB": fileBytes / 1024 / 1024,
  concurrent: connections,
  "failed uploads": failed,
  "stored complete files": stored,
  seconds: Number(seconds.toFixed(1)),
  "throughput MB/s": Number((totalMb / seconds).toFixed(1)),
  "files/s": Number((files / seconds).toFixed(1)),
  "server RSS idle MB": Math.round(idleRss),
  "server RSS peak MB": Math.round(peakRss),
  "RSS peak per quarter MB": quarterPeaks.map(Math.round).join(" / "),
  "server RSS high-water MB": Math.round(peakHwm),
});
// Flat: the last quarter needs no more memory than the first (10 % and 32 MB of slack for the garbage
// collector's timing), so memory does not grow with the data that passed through.
const flat = quarterPeaks[3] <= quarterPeaks[0] * 1.1 + 32;
const ok = failed === 0 && stored === files && flat;
console.log(
  ok
    ? `OK: ${files} uploads stored; RSS flat (peak ${Math.round(peakRss - idleRss)} MB above idle while ${totalMb} MB passed through).`
    : "PROBLEM: failed or missing uploads, or memory grew with the data (buffering or a leak?).",
);
process.exitCode = ok ? 0 : 1;
