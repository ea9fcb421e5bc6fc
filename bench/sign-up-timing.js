// Sign-up timing for a new versus an existing e-mail address against a production build: both must take about
// as long (and answer the same), or the timing tells an attacker which addresses have an account.
// Usage: npm run build && npm run bench:sign-up   (BENCH_PORT, BENCH_ROUNDS to adjust). Prints medians; no asserts.
import { requireProductionBuild, startProductionServer } from "./lib/server.js";

requireProductionBuild();
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const server = await startProductionServer({
  port: Number(process.env.BENCH_PORT ?? 3320),
  // Every request claims its own client IP (one trusted proxy hop) so the sign-up rate limit stays out of the way.
  env: { TRUST_PROXY: "1" },
});

let ip = 0;
async function signUp(email) {
  ip++;
  const started = performance.now();
  const response = await fetch(`${server.url}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: server.url,
      "x-forwarded-for": `10.9.${(ip >> 8) & 255}.${ip & 255}`,
    },
    body: new URLSearchParams({ intent: "sign-up", email, password: "bench-wachtwoord" }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  return {
    ms,
    status: response.status,
    cookies: response.headers.getSetCookie().length,
    length: text.length,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

try {
  const existing = "bestaand@bench.example";
  await signUp(existing);
  // Warm up both paths (first requests compile code and fill caches).
  for (let i = 0; i < 3; i++) {
    await signUp(`warm-${i}@bench.example`);
    await signUp(existing);
  }
  const fresh = [];
  const taken = [];
  // Interleaved, so load on the machine affects both series alike.
  for (let i = 0; i < rounds; i++) {
    fresh.push(await signUp(`nieuw-${i}@bench.example`));
    taken.push(await signUp(existing));
  }
  const summary = (name, series) =>
    console.log(
      `${name}: median ${median(series.map((r) => r.ms)).toFixed(1)} ms, min ${Math.min(...series.map((r) => r.ms)).toFixed(1)}, max ${Math.max(...series.map((r) => r.ms)).toFixed(1)}; statuses ${[...new Set(series.map((r) => r.status))]}; Set-Cookie ${[...new Set(series.map((r) => r.cookies))]}; body lengths ${[...new Set(series.map((r) => r.length))]}`,
    );
  summary("new address     ", fresh);
  summary("existing address", taken);
} finally {
  await server.stop();
}
