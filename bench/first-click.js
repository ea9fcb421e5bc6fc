// The visitor's first click on a public page, whose scripts start only on a first interaction (browser/boot.ts):
// Interaction to Next Paint of that click, and how long until what it opens is on screen. Measured as Lighthouse
// measures a phone: 4× CPU slowdown and a slow 4G network (150 ms, 1.6 Mbit/s). Usage: npm run build &&
// npm run bench:first-click.
//
// Scenarios: a phone taps "Menu openen" a second after the page loaded (worst case: the tap starts the scripts),
// after scrolling first (the scroll starts them), and after reading for 8 s (they started when the page was
// idle); a desktop clicks "Vraag offerte aan" in the header (a pointer move starts them as the mouse travels).
import { chromium, devices } from "@playwright/test";
import { chromiumPath } from "../scripts/chromium-path.js";
import { requireProductionBuild, startProductionServer } from "./lib/server.js";

requireProductionBuild();
const server = await startProductionServer({ port: Number(process.env.BENCH_PORT ?? 3300) });
const browser = await chromium.launch({
  executablePath: await chromiumPath(),
  args: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
const runs = Number(process.env.BENCH_RUNS ?? 5);

async function openPage(device) {
  const context = await browser.newContext({ ...device });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  // Interaction to Next Paint: the longest event duration of an interaction (Event Timing API).
  await page.addInitScript(() => {
    window.__inp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId) window.__inp = Math.max(window.__inp, entry.duration);
      }
    }).observe({ type: "event", buffered: true, durationThreshold: 16 });
  });
  await page.goto(`${server.url}/`, { waitUntil: "load" });
  await page.waitForTimeout(1000);
  return { context, page };
}

/** `before` is what the visitor does first (scroll, read); `act` is the click, timed from its start. */
async function scenario(name, device, before, act) {
  const inp = [];
  const visible = [];
  for (let run = 0; run < runs; run++) {
    const { context, page } = await openPage(device);
    await before(page);
    const started = Date.now();
    const target = await act(page);
    await target.waitFor({ state: "visible", timeout: 30_000 });
    visible.push(Date.now() - started);
    await page.waitForTimeout(300);
    // Under 16 ms the Event Timing API reports nothing: shown as "< 16".
    inp.push(await page.evaluate(() => window.__inp));
    await context.close();
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const inpMedian = median(inp);
  return {
    scenario: name,
    "INP median (ms)": inpMedian === 0 ? "< 16" : Math.round(inpMedian),
    "INP max (ms)": Math.max(...inp) === 0 ? "< 16" : Math.round(Math.max(...inp)),
    "on screen after the click, median (ms)": median(visible),
    "… max (ms)": Math.max(...visible),
  };
}

try {
  const phone = devices["Pixel 7"];
  const desktop = devices["Desktop Chrome"];
  const tapMenu = async (page) => {
    await page.getByRole("link", { name: "Menu openen" }).tap();
    return page.getByRole("dialog", { name: "Menu" });
  };
  const rows = [
    await scenario("phone: tap Menu at once", phone, async () => {}, tapMenu),
    await scenario(
      "phone: scroll, tap Menu 2 s later",
      phone,
      async (page) => {
        await page.mouse.wheel(0, 400);
        await page.waitForTimeout(2000);
      },
      tapMenu,
    ),
    await scenario("phone: read 8 s, then tap Menu", phone, (page) => page.waitForTimeout(8000), tapMenu),
    await scenario(
      "desktop: click Vraag offerte aan",
      desktop,
      async () => {},
      async (page) => {
        await page.getByRole("banner").getByRole("link", { name: "Vraag offerte aan" }).click();
        return page.getByRole("dialog", { name: "Offerte aanvragen" });
      },
    ),
  ];
  console.table(rows);
} finally {
  await browser.close();
  await server.stop();
}
