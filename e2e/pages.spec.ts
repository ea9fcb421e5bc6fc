// Every public page of docs/behaviour.md#screens-and-routes: status, title pattern, canonical, social/geo meta, accessibility and images.
import { expect, test, type Page } from "@playwright/test";
import { PUBLIC_PAGES } from "../bench/lib/public-pages.js";
import {
  expectNoAxeViolations,
  expectNoCspViolations,
  layoutShifts,
  recordCspViolations,
  recordLayoutShifts,
  SITE_URL,
  waitForHydration,
} from "./helpers";

const BRAND = "Printshop Breda";
const CLOTHING = `${SITE_URL}/kledingbedrukking`;

const pages: { path: string; title: string; canonical: string }[] = [
  { path: "/", title: "Kleding bedrukken, borduren en belettering in Breda", canonical: `${SITE_URL}/` },
  { path: "/diensten", title: "Diensten en prijzen, drukkerij in Breda", canonical: `${SITE_URL}/diensten` },
  { path: "/kledingbedrukking", title: "Kleding bedrukken in Breda, DTF & HTV", canonical: CLOTHING },
  { path: "/kleding-bedrukken-breda", title: "Kleding bedrukken in Breda, DTF & HTV", canonical: CLOTHING },
  { path: "/kleding-laten-bedrukken", title: "Kleding bedrukken in Breda, DTF & HTV", canonical: CLOTHING },
  { path: "/bedrijfskleding-bedrukken", title: "Kleding bedrukken in Breda, DTF & HTV", canonical: CLOTHING },
  { path: "/pages/algemeen", title: "Kleding bedrukken in Breda, DTF & HTV", canonical: CLOTHING },
  { path: "/borduren", title: "Logo laten borduren in Breda", canonical: `${SITE_URL}/borduren` },
  {
    path: "/voertuigbelettering",
    title: "Autobelettering & wraps in Breda",
    canonical: `${SITE_URL}/voertuigbelettering`,
  },
  { path: "/stickers", title: "Stickers & etiketten laten maken", canonical: `${SITE_URL}/stickers` },
  {
    path: "/particulieren",
    title: "Eigen shirt laten bedrukken in Breda",
    canonical: `${SITE_URL}/particulieren`,
  },
  { path: "/bedankt", title: "Bedankt voor je aanvraag", canonical: `${SITE_URL}/bedankt` },
  { path: "/over-ons", title: "Over ons, jouw drukkerij in Breda", canonical: `${SITE_URL}/over-ons` },
  {
    path: "/portfolio",
    title: "Portfolio: bedrukte kleding en belettering",
    canonical: `${SITE_URL}/portfolio`,
  },
  { path: "/blog", title: "Blog: tips over kleding bedrukken", canonical: `${SITE_URL}/blog` },
  {
    path: "/blog/10-fouten-kledingbedrukking",
    title: "10 fouten bij kledingbedrukking",
    canonical: `${SITE_URL}/blog/10-fouten-kledingbedrukking`,
  },
  {
    path: "/blog/van-ontwerp-tot-gedrukt",
    title: "Van ontwerp tot gedrukt shirt",
    canonical: `${SITE_URL}/blog/van-ontwerp-tot-gedrukt`,
  },
  { path: "/privacy", title: "Privacyverklaring", canonical: `${SITE_URL}/privacy` },
  {
    path: "/algemene-voorwaarden",
    title: "Algemene voorwaarden",
    canonical: `${SITE_URL}/algemene-voorwaarden`,
  },
];

const metaContent = (page: Page, selector: string) =>
  page.locator(`meta[${selector}]`).getAttribute("content");

/**
 * Scrolls every image into view (so lazy ones load) and returns those that failed to decode. The page is
 * hydrated first: scrolling starts its scripts (browser/boot.ts), and an island that takes over replaces its
 * server-rendered images, which would then never finish loading.
 */
async function brokenImages(page: Page): Promise<string[]> {
  await waitForHydration(page);
  return page.evaluate(async () => {
    // A detached image never settles: wait at most 5 s for any one.
    const load = (img: HTMLImageElement) => {
      img.scrollIntoView();
      return Promise.race([img.decode().catch(() => undefined), new Promise((r) => setTimeout(r, 5000))]);
    };
    for (const img of [...document.images]) await load(img);
    // Islands near the images take over once in view (components/island.tsx): wait for each to say so, then
    // check the images the page shows now.
    const taken = (island: Element) =>
      new Promise<void>((resolve) => {
        const done = () => island.hasAttribute("data-island-active");
        if (done()) return resolve();
        new MutationObserver((_, observer) => {
          if (done()) resolve(observer.disconnect());
        }).observe(island, { attributes: true });
        island.scrollIntoView();
      });
    for (const island of document.querySelectorAll("[data-island]")) await taken(island);
    const images = [...document.images];
    for (const img of images) if (!img.complete) await load(img);
    return images
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src);
  });
}

for (const { path, title, canonical } of pages) {
  test(`${path}: status, title, canonical, meta, accessibility, images, CSP`, async ({ page }) => {
    await recordCspViolations(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${title} | ${BRAND}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    expect(await metaContent(page, 'name="description"')).toMatch(/^.{50,}$/);
    expect(await metaContent(page, 'property="og:locale"')).toBe("nl_NL");
    expect(await metaContent(page, 'property="og:url"')).toBe(canonical);
    expect(await metaContent(page, 'name="twitter:card"')).toBe("summary_large_image");
    expect(await metaContent(page, 'name="geo.region"')).toBe("NL-NB");
    await expect(page.locator("h1")).toHaveCount(1);
    await expectNoAxeViolations(page);
    expect(await brokenImages(page)).toEqual([]);
    await expectNoCspViolations(page);
  });
}

test("every page answers the data request of a client-side navigation", async ({ request }) => {
  for (const { path } of pages) {
    const response = await request.get(path === "/" ? "/_.data" : `${path}.data`);
    expect(response.status(), path).toBe(200);
  }
});

test("navigating between service pages in the browser shows each page's own content", async ({ page }) => {
  await page.goto("/kledingbedrukking");
  // Hydrated (the visitor's pointer started the scripts): links now navigate on the client.
  await waitForHydration(page);
  const related = page.getByRole("region", { name: "Bekijk ook onze andere diensten" });
  for (const [href, heading] of [
    ["/stickers", /Stickers/],
    ["/borduren", /Borduren|borduren/],
  ] as const) {
    await related.locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator("h1")).toHaveText(heading);
    await expect(page.getByText("Pagina niet gevonden")).toHaveCount(0);
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  // Every public page (the list bench:pages and the page cache use), the work-wear shop and the 404 included.
  for (const path of PUBLIC_PAGES) {
    test(`${path} is accessible and does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test("the thank-you page is kept out of search results and points to next steps", async ({ page }) => {
  await page.goto("/bedankt");
  expect(await metaContent(page, 'name="robots"')).toContain("noindex");
  await expect(page.getByRole("heading", { name: "Wat gebeurt er nu?" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Bekijk ons portfolio" })).toHaveAttribute(
    "href",
    "/portfolio",
  );
  await expect(page.getByRole("link", { name: /Stuur een WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\//,
  );
});

for (const path of ["/bestaat-niet", "/blog/bestaat-niet", "/diensten/bestaat-niet"]) {
  test(`${path} answers 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`Pagina niet gevonden | ${BRAND}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
    expect(await metaContent(page, 'name="robots"')).toContain("noindex");
    await expect(page.getByRole("link", { name: "Naar de homepage", exact: true })).toHaveAttribute(
      "href",
      "/",
    );
    await expectNoAxeViolations(page);
  });
}

const relatedHrefs = [
  "/kledingbedrukking",
  "/kleding-bedrukken-breda",
  "/kleding-laten-bedrukken",
  "/bedrijfskleding-bedrukken",
  "/borduren",
  "/voertuigbelettering",
  "/stickers",
  "/spandoeken",
  "/werkkleding",
  "/particulieren",
  "/diensten",
];

/** The four clothing-printing addresses are one page (docs/behaviour.md#what-the-site-does: aliases of /kledingbedrukking). */
const clothingPages = relatedHrefs.slice(0, 4);

for (const path of relatedHrefs) {
  const onClothingPage = clothingPages.includes(path);
  test(`related services on ${path} show the other pages, never the page itself under another address`, async ({
    page,
  }) => {
    await page.goto(path);
    const block = page.getByRole("region", { name: "Bekijk ook onze andere diensten" });
    const links = block.getByRole("listitem").getByRole("link");
    await expect(links).toHaveCount(onClothingPage ? 7 : 10);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    const expected = relatedHrefs.filter((href) =>
      onClothingPage ? !clothingPages.includes(href) : href !== path,
    );
    expect(hrefs.sort()).toEqual(expected.sort());
  });
}

test("a service page offers WhatsApp and phone next to the quote button", async ({ page }) => {
  await page.goto("/voertuigbelettering");
  const header = page.locator("main header");
  await expect(header.getByText("Vanaf €150", { exact: true })).toBeVisible();
  await expect(header.getByRole("link", { name: /Stuur een WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d+\?text=/,
  );
  await expect(header.getByRole("link", { name: /Bel ons/ })).toHaveAttribute("href", /^tel:\+\d+$/);
});

const preselected = [
  { path: "/kledingbedrukking", service: "kledingbedrukking" },
  { path: "/kleding-laten-bedrukken", service: "kledingbedrukking" },
  { path: "/borduren", service: "borduren" },
  { path: "/voertuigbelettering", service: "voertuigbelettering" },
  { path: "/stickers", service: "stickers" },
];

for (const { path, service } of preselected) {
  test(`'Vraag offerte aan' on ${path} opens the quote modal with ${service} preselected`, async ({
    page,
  }) => {
    await page.goto(path);
    const button = page.locator("main header").getByRole("link", { name: "Vraag offerte aan" });
    const dialog = page.getByRole("dialog");
    // One click, as a visitor gives it: a click before the scripts arrive is kept and replayed (browser/boot.ts).
    await button.click();
    await expect(dialog).toBeVisible({ timeout: 45_000 });
    await expect(dialog.getByLabel("Dienst")).toHaveValue(service);
  });
}

test("a service page answers FAQ items one at a time", async ({ page }) => {
  await page.goto("/stickers");
  const faq = page.getByRole("region", { name: "Veelgestelde vragen" });
  const first = faq.getByText("Is er een minimale bestelhoeveelheid voor stickers?");
  const second = faq.getByText("Zijn de stickers geschikt voor buiten?");
  await first.click();
  await expect(faq.getByText(/je kunt al één vel bestellen/)).toBeVisible();
  await second.click();
  await expect(faq.getByText(/adviseren we duurzaam vinyl/)).toBeVisible();
  await expect(faq.getByText(/je kunt al één vel bestellen/)).toBeHidden();
});

test("/diensten shows the price table and business benefits", async ({ page }) => {
  await page.goto("/diensten");
  const table = page.getByRole("table", { name: "Vanaf-prijzen per dienst" });
  await expect(table.getByRole("row", { name: /Voertuigbelettering.*Vanaf €150/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /Full wrap.*€1\.200 - €2\.500/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /Stickers en labels.*Vanaf €24,20/ })).toBeVisible();
  for (const benefit of ["Staffelkorting", "Vaste-klantentarieven", "Oplossingen op maat"]) {
    await expect(page.getByRole("heading", { name: benefit })).toBeVisible();
  }
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((text) => JSON.parse(text)["@type"])).toEqual(
    expect.arrayContaining(["BreadcrumbList", "Service"]),
  );
});

test("the blog lists posts newest first and a post renders with BlogPosting data", async ({ page }) => {
  await page.goto("/blog");
  const dates = await page
    .locator("main article time")
    .evaluateAll((times) => times.map((t) => t.getAttribute("datetime")!));
  expect(dates.length).toBeGreaterThanOrEqual(2);
  expect(dates).toEqual([...dates].sort().reverse());

  await page
    .getByRole("link", { name: "10 fouten bij kledingbedrukking (en hoe je ze voorkomt)", exact: true })
    .click();
  await expect(page).toHaveURL(/\/blog\/10-fouten-kledingbedrukking$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "10 fouten bij kledingbedrukking (en hoe je ze voorkomt)",
  );
  await expect(
    page.getByRole("heading", { level: 2, name: "1. Een logo met een te lage resolutie aanleveren" }),
  ).toBeVisible();
  await expect(page.locator("main").getByText("{brand}")).toHaveCount(0);

  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
    JSON.parse(t),
  );
  const posting = jsonLd.find((data) => data["@type"] === "BlogPosting");
  expect(posting).toMatchObject({
    headline: "10 fouten bij kledingbedrukking (en hoe je ze voorkomt)",
    // Full ISO with the Amsterdam zone; a post never edited since its day was last changed on that day.
    datePublished: "2026-03-12T00:00:00+01:00",
    dateModified: "2026-03-12T00:00:00+01:00",
    author: { name: `Team ${BRAND}` },
    publisher: { name: BRAND },
  });
  expect(jsonLd.some((data) => data["@type"] === "BreadcrumbList")).toBe(true);
  expect(await metaContent(page, 'property="og:type"')).toBe("article");
});

test("sitemap.xml lists the canonical pages and posts, and robots.txt names it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const expected = [
    "/",
    "/diensten",
    "/kledingbedrukking",
    "/borduren",
    "/voertuigbelettering",
    "/stickers",
    "/particulieren",
    "/over-ons",
    "/reviews",
    "/portfolio",
    "/blog",
    "/blog/10-fouten-kledingbedrukking",
    "/blog/van-ontwerp-tot-gedrukt",
    "/privacy",
    "/algemene-voorwaarden",
  ].map((path) => (path === "/" ? `${SITE_URL}/` : `${SITE_URL}${path}`));
  expect(locs).toEqual(expect.arrayContaining(expected));
  for (const absent of [
    "kleding-bedrukken-breda",
    "kleding-laten-bedrukken",
    "bedrijfskleding-bedrukken",
    "pages/algemeen",
    "bedankt",
    "auth",
    "employee",
  ]) {
    expect(locs.some((loc) => loc!.includes(`/${absent}`))).toBe(false);
  }
  expect(xml).toMatch(
    /<loc>[^<]+\/blog\/10-fouten-kledingbedrukking<\/loc><lastmod>2026-03-12T00:00:00\+01:00<\/lastmod>/,
  );

  // Every listed page exists.
  for (const loc of locs) {
    const response = await request.get(new URL(loc!).pathname);
    expect(response.status(), loc).toBe(200);
  }

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  expect(robots).toContain("Disallow: /employee");
});

test("the social preview image and web manifest are served", async ({ request }) => {
  const image = await request.get("/og-image.png");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  const png = await image.body();
  // PNG IHDR: width and height are big-endian at bytes 16-23.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(png.length).toBeLessThan(120_000);

  const manifest = await (await request.get("/site.webmanifest")).json();
  expect(manifest).toMatchObject({ lang: "nl", theme_color: "#e11d48" });
  expect(manifest.icons[0].src).toBe("/favicon.svg");
});

test("portfolio images reserve their space and load lazily below the fold", async ({ page }) => {
  await page.goto("/portfolio");
  const images = page.locator("main img");
  expect(await images.count()).toBeGreaterThanOrEqual(6);
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute("width", /\d+/);
    await expect(img).toHaveAttribute("height", /\d+/);
    expect(await img.getAttribute("alt")).toMatch(/\S{10,}/);
  }
  await expect(images.last()).toHaveAttribute("loading", "lazy");
});

test("a font that arrives late moves nothing on the page, and the next page has it", async ({ page }) => {
  // A slow phone connection: the font is held until the page has painted without it.
  let release!: () => void;
  const painted = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await painted;
    await route.continue();
  });
  await recordLayoutShifts(page);
  const fontArrived = page.waitForResponse(/\.woff2$/);
  await page.goto("/", { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  release();
  await fontArrived;
  // Two frames after the font is in use: a shift it caused has been laid out and reported by then.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  expect(await layoutShifts(page)).toEqual([]);

  await page.goto("/diensten");
  expect(
    await page.evaluate(() =>
      [...document.fonts].some((font) => font.family.includes("Inter") && font.status === "loaded"),
    ),
  ).toBe(true);
});
