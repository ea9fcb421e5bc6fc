// Time to make a quote PDF (issue 28: a 20-line quote in under 200 ms): BENCH_RUNS renders after a warm-up,
// median and p95 of the wall time and of the CPU time (the CPU figure is the one a busy machine skews less).
// The TypeScript modules are loaded through Vite as the development server loads them (server.dev.js), so the
// ~/ imports resolve without a production build (which bundles them into one file with no export to call).
// Usage: npm run bench:quote-pdf   (BENCH_RUNS, BENCH_LINES to adjust; BENCH_PDF=quote.pdf keeps one PDF to look at)
import { writeFileSync } from "node:fs";
import { createServer } from "vite";

const runs = Number(process.env.BENCH_RUNS ?? 200);
const lineCount = Number(process.env.BENCH_LINES ?? 20);

const vite = await createServer({
  configFile: false,
  appType: "custom",
  logLevel: "error",
  resolve: { tsconfigPaths: true },
  server: { middlewareMode: true, ws: false },
});
const { renderQuotePdf } = await vite.ssrLoadModule("/app/server/quotes/pdf.server.ts");
const { itemLine, testQuoteDocument, testSupplier } = await vite.ssrLoadModule(
  "/tests/helpers/quote-document.ts",
);

const descriptions = [
  "T-shirts bedrukken, full colour op de borst, Zoë's ontwerp",
  "Hoodies borduren, logo links op de borst (max. 10.000 steken)",
  "Stickers op vel, contoursnit, glanzend gelamineerd vinyl",
  "Autobelettering bestelbus, zijkanten en achterdeur, inclusief montage in onze werkplaats",
  "Ontwerp en drukproef",
];
// 19 items over both VAT rates (a few optional, one of them ticked) and the one discount line, accepted.
const lines = Array.from({ length: lineCount - 1 }, (_, index) =>
  itemLine(
    `${descriptions[index % descriptions.length]} (${index + 1})`,
    1 + ((index * 7) % 60),
    350 + index * 125,
    {
      vatRate: index % 4 === 3 ? 9 : 21,
      optional: index % 6 === 5,
      included: index % 12 === 5,
    },
  ),
);
lines.push(itemLine("Korting vaste klant", 1, -2500, { kind: "discount" }));
const doc = testQuoteDocument(lines, {
  status: "geaccepteerd",
  acceptance: { name: "Jan de Vries", at: "2026-03-05T13:07:00Z" },
});

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// The first render reads and parses the Inter files; it is printed apart, as a server's first quote after a start.
let started = performance.now();
const first = await renderQuotePdf(doc, testSupplier);
const firstMs = performance.now() - started;
if (process.env.BENCH_PDF) writeFileSync(process.env.BENCH_PDF, first);
for (let run = 0; run < 10; run++) await renderQuotePdf(doc, testSupplier);

const wall = [];
const cpu = [];
for (let run = 0; run < runs; run++) {
  const cpuBefore = process.cpuUsage();
  started = performance.now();
  await renderQuotePdf(doc, testSupplier);
  wall.push(performance.now() - started);
  const used = process.cpuUsage(cpuBefore);
  cpu.push((used.user + used.system) / 1000);
}
await vite.close();

const round = (ms) => Math.round(ms * 10) / 10;
console.log(`${lineCount}-line quote PDF (${first.length.toLocaleString("en")} bytes), ${runs} runs:`);
console.table({
  "wall ms": { first: round(firstMs), median: round(percentile(wall, 50)), p95: round(percentile(wall, 95)) },
  "cpu ms": { median: round(percentile(cpu, 50)), p95: round(percentile(cpu, 95)) },
});
