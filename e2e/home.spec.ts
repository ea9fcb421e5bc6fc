// The home page of docs/behaviour.md#screens-and-routes: section order, the exact claims, FAQ behaviour, region, contact, map, footer.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { openDatabase } from "../app/server/db/client.server";
import { marketingFiles } from "../app/server/db/schema.server";
import { activateIsland, expectNoAxeViolations, waitForHydration } from "./helpers";
import { SHOP_LEGAL_DETAILS } from "../tests/helpers/shop-details";

/** The shop's address as the test server has it (playwright.config.ts sets the legal details). */
const SHOP_ADDRESS = `${SHOP_LEGAL_DETAILS.SITE_STREET}, ${SHOP_LEGAL_DETAILS.SITE_POSTAL_CODE} ${SHOP_LEGAL_DETAILS.SITE_CITY}`;

const WHATSAPP_GREETING = "Hallo Printshop Breda, ik wil graag meer informatie over jullie diensten.";

/** The page's top-level sections, also those inside a server-markup or island wrapper. */
async function sectionNames(page: Page): Promise<string[]> {
  return page
    .locator("main > section, main > [data-server-markup] > section, main > [data-island] > section")
    .evaluateAll((sections) =>
      sections.map((section) => {
        const labelledBy = section.getAttribute("aria-labelledby");
        const label = labelledBy
          ? document.getElementById(labelledBy)?.textContent
          : section.getAttribute("aria-label");
        return (label ?? "").trim();
      }),
    );
}

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    // Nothing may contact Google before the visitor asks for the map.
    await page.route(/google\.com/, (route) => route.abort());
    await page.goto("/");
    await waitForHydration(page);
  });

  test("shows the sections in the order of the spec", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Kleding bedrukken en belettering in Breda",
    );
    expect(await sectionNames(page)).toEqual([
      "Kleding bedrukken en belettering in Breda",
      "Alles voor kleding, belettering en stickers onder één dak",
      "Ons verhaal",
      // The portfolio staff maintain (issue 13): the first three visible projects.
      "Uit onze werkplaats",
      "Vanuit Breda actief in heel West-Brabant",
      "Veelgestelde vragen",
      "Zakelijk partnerschap",
      "Vraag direct een offerte aan",
      "Kleding bedrukken in Breda: lokaal, snel en zonder minimum",
    ]);
  });

  test("makes the home page claims: rating, stats, reply and contact promises", async ({ page }) => {
    const hero = page.getByRole("region", { name: "Kleding bedrukken en belettering in Breda" });
    // The rating comes from the published reviews (e2e/reviews.spec.ts follows it): no fixed "5.0 uit 50+".
    await expect(
      hero.getByRole("link", {
        name: /^(\d,\d gemiddeld uit \d+ reviews?|Lees de reviews van onze klanten)$/,
      }),
    ).toHaveAttribute("href", "/reviews");
    await expect(hero).not.toContainText("50+");
    for (const [value, label] of [
      ["4-9", "werkdagen levertijd"],
      ["100%", "kwaliteitsgarantie"],
      // The quote promise in business hours: true at any moment (the page comes from the render cache).
      ["2 werkuren", "reactietijd"],
    ]) {
      const stat = hero.locator("dl > div").filter({ hasText: label });
      await expect(stat.locator("dd")).toHaveText(value!);
    }
    // The same promise as the stat (site.replyWithin via the {reactie-offerte} token), not "binnen 2 uur".
    await expect(page.locator("#contact")).toContainText("Je krijgt binnen 2 werkuren een reactie.");
    await expect(hero.getByRole("heading", { name: "Onze werkplaats" })).toBeVisible();
    await expect(hero).toContainText(SHOP_ADDRESS);
  });

  test("hero: quote button scrolls to the contact section, WhatsApp and private promo links", async ({
    page,
  }) => {
    const hero = page.getByRole("region", { name: "Kleding bedrukken en belettering in Breda" });
    const whatsapp = hero.getByRole("link", { name: /WhatsApp ons/ });
    const href = await whatsapp.getAttribute("href");
    expect(new URL(href!).origin + new URL(href!).pathname).toBe("https://wa.me/31600000000");
    expect(new URL(href!).searchParams.get("text")).toBe(WHATSAPP_GREETING);
    await expect(hero.getByRole("link", { name: /Ook voor particulieren/ })).toHaveAttribute(
      "href",
      "/particulieren",
    );

    const quote = hero.getByRole("link", { name: "Gratis offerte aanvragen" });
    await expect(quote).toHaveAttribute("href", "/#contact");
    await expect(page.locator("#contact")).not.toBeInViewport();
    await quote.click();
    await expect(page.locator("#contact")).toBeInViewport();
    await expect(page.locator("#contact")).toBeFocused();
  });

  test("services: four cards linking to their pages, business, private and process blocks", async ({
    page,
  }) => {
    const services = page.getByRole("region", {
      name: "Alles voor kleding, belettering en stickers onder één dak",
    });
    const cards = services.getByRole("listitem").getByRole("link");
    for (const [title, href] of [
      ["Kledingbedrukking", "/kledingbedrukking"],
      ["Borduren", "/borduren"],
      ["Belettering", "/voertuigbelettering"],
      ["Stickers & Labels", "/stickers"],
      ["Spandoeken & Borden", "/spandoeken"],
      ["Werkkleding", "/werkkleding"],
    ]) {
      await expect(
        cards.filter({ has: page.getByRole("heading", { name: title, exact: true }) }),
      ).toHaveAttribute("href", href!);
    }
    await expect(
      services.getByRole("heading", { name: "Waarom kiezen voor Printshop Breda?" }),
    ).toBeVisible();
    for (const benefit of ["Staffelkorting", "Vaste-klantentarieven", "Oplossingen op maat"]) {
      await expect(services.getByText(benefit, { exact: false }).first()).toBeVisible();
    }
    await expect(services.getByRole("link", { name: /Stel je vraag via WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/31600000000\?text=/,
    );
    await expect(services.getByRole("link", { name: "Meer voor particulieren" })).toHaveAttribute(
      "href",
      "/particulieren",
    );
    const steps = services.getByRole("list").filter({ hasText: "Stap 1" }).getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(steps.getByRole("heading")).toHaveText([
      "Stap 1: Contact",
      "Stap 2: Ontwerp & offerte",
      "Stap 3: Productie",
      "Stap 4: Levering of ophalen",
    ]);

    await services.getByRole("link", { name: "Vraag een zakelijke offerte aan" }).click();
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
  });

  test("story: about, appointment and workshop tour buttons; no downloads list without files", async ({
    page,
  }) => {
    const story = page.getByRole("region", { name: "Ons verhaal" });
    await expect(story.getByRole("link", { name: "Meer over ons" })).toHaveAttribute("href", "/over-ons");
    await expect(story.getByRole("link", { name: /online gesprek/i })).toBeVisible();
    const tour = story.getByRole("link", { name: /Bekijk onze werkplaats/ });
    await expect(tour).toHaveAttribute("target", "_blank");
    await expect(tour).toHaveAttribute("rel", /noopener/);
    await expect(tour).toHaveAttribute("href", "https://www.printshop-breda.example/rondleiding");
    await expect(story.getByRole("heading", { name: "Downloads" })).toHaveCount(0);
  });

  test("region: eight places with distance, each linking to the contact section", async ({ page }) => {
    const region = page.getByRole("region", { name: /actief in heel West-Brabant/ });
    const places = region.getByRole("listitem");
    await expect(places).toHaveCount(8);
    const expected = [
      ["Tilburg", 20],
      ["Oosterhout", 10],
      ["Etten-Leur", 15],
      ["Roosendaal", 30],
      ["Bergen op Zoom", 40],
      ["Ginneken", 5],
      ["Princenhage", 8],
      ["Bavel", 12],
    ] as const;
    for (const [index, [name, km]] of expected.entries()) {
      const link = places.nth(index).getByRole("link");
      await expect(link).toContainText(name);
      await expect(link).toContainText(`${km} km`);
      await expect(link).toHaveAttribute("href", "/#contact");
    }
    await places.nth(4).getByRole("link").click();
    await expect(page.locator("#contact")).toBeInViewport();
  });

  test("FAQ: twelve questions, one open at a time, collapsible", async ({ page }) => {
    const faq = page.getByRole("region", { name: "Veelgestelde vragen" });
    const items = faq.locator("details");
    await expect(items).toHaveCount(12);
    const first = items.nth(0);
    const second = items.nth(1);
    await expect(first.getByText(/geen minimale afname/)).toBeHidden();

    await first.locator("summary").click();
    await expect(first.getByText(/geen minimale afname/)).toBeVisible();

    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open");
    await expect(faq.locator("details[open]")).toHaveCount(1);

    await second.locator("summary").click();
    await expect(faq.locator("details[open]")).toHaveCount(0);

    // Keyboard works too.
    await items.nth(3).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(3)).toHaveAttribute("open", "");
  });

  test("publishes the FAQ as FAQPage structured data", async ({ page }) => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "FAQPage");
    expect(faq.mainEntity).toHaveLength(12);
  });

  test("contact: cards, map only on click, route planner and chat", async ({ page }) => {
    const googleRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("google.com")) googleRequests.push(request.url());
    });
    const contact = page.locator("#contact");
    await expect(contact.getByRole("link", { name: "076 000 0000" })).toHaveAttribute(
      "href",
      "tel:+31760000000",
    );
    await expect(contact.getByRole("link", { name: "info@printshop-breda.example" })).toHaveAttribute(
      "href",
      "mailto:info@printshop-breda.example",
    );
    await expect(contact).toContainText("Maandag t/m vrijdag: 10:00 - 17:00");
    await expect(contact).toContainText("Zaterdag en zondag gesloten");
    // The calendar offers no weekend appointment, so the page promises none.
    await expect(contact).not.toContainText("afspraak mogelijk");
    await expect(contact.getByRole("link", { name: /Route plannen/ })).toHaveAttribute(
      "href",
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(SHOP_ADDRESS)}`,
    );
    await expect(contact.getByRole("link", { name: /Start een WhatsApp-chat/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/31600000000\?text=/,
    );

    await activateIsland(page, "contact");
    await expect(contact.locator("iframe")).toHaveCount(0);
    const placeholder = page.getByTestId("map-placeholder");
    const before = await placeholder.boundingBox();
    expect(googleRequests).toEqual([]);

    // The link for pages without scripts (e2e/nojs-dialog-links.spec.ts) stays hidden.
    await expect(contact.getByRole("link", { name: /Kaart bekijken op Google Maps/ })).toHaveCount(0);
    await contact.getByRole("button", { name: "Kaart laden" }).click();
    const map = contact.locator("iframe");
    await expect(map).toHaveAttribute(
      "src",
      `https://www.google.com/maps?q=${encodeURIComponent(SHOP_ADDRESS)}&output=embed`,
    );
    const after = await map.boundingBox();
    // Same size before and after: loading the map does not shift the layout.
    expect({ width: after?.width, height: after?.height }).toEqual({
      width: before?.width,
      height: before?.height,
    });
  });

  test("footer: service, company, legal and contact links, social and regional lists", async ({ page }) => {
    const footer = page.locator("footer");
    for (const href of [
      "/kledingbedrukking",
      "/borduren",
      "/voertuigbelettering",
      "/stickers",
      "/werkkleding",
      "/werkkleding/bestellen",
      "/diensten",
      "/portfolio",
      "/over-ons",
      "/blog",
      "/privacy",
      "/algemene-voorwaarden",
      "/herroepen",
      "/#contact",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: /Instagram/ })).toHaveAttribute("target", "_blank");
    const regions = footer.getByRole("navigation", { name: "Actief in Breda en de regio" });
    await expect(regions.getByRole("link", { name: "Kleding bedrukken Tilburg" })).toBeVisible();
    await expect(regions.getByRole("link", { name: "Autobelettering Breda" })).toHaveAttribute(
      "href",
      "/voertuigbelettering",
    );
    await expect(footer).toContainText(`KvK: ${SHOP_LEGAL_DETAILS.SITE_KVK}`);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Printshop Breda`);
  });

  test("has no accessibility violations", async ({ page }) => {
    await expectNoAxeViolations(page);
  });
});

/** Scrolls to the contact island and gives its code a moment to (fail to) load. */
async function scrollToContactIsland(page: Page) {
  await waitForHydration(page);
  await page.locator('[data-island="contact"]').scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
}

test.describe("islands: the partnership block and contact section", () => {
  test("load their code only when the visitor comes near them", async ({ page }) => {
    const islandCode: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/(contact-section|partnership-block)-/.test(request.url()))
        islandCode.push(request.url());
    });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator('[data-island="contact"]')).not.toHaveAttribute("data-island-active");
    expect(islandCode).toEqual([]);

    await activateIsland(page, "contact");
    await activateIsland(page, "partnership");
    expect(islandCode).toHaveLength(2);
    // The server's HTML was replaced, not duplicated.
    await expect(page.getByRole("form", { name: "Snelle offerte aanvragen" })).toHaveCount(1);
    await expect(page.locator("#contact")).toHaveCount(1);
  });

  test("keep what the visitor typed, and the focus, when their code takes over", async ({ page }) => {
    // Hold the contact section's code back, so the visitor types into the server-rendered form.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/contact-section-/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Snelle offerte aanvragen" });
    await form.getByRole("textbox", { name: "Naam", exact: true }).fill("An Jansen");
    await form.getByLabel("Levering").selectOption("shipping");
    await form.getByLabel("E-mailadres").fill("an@voorbeeld.nl");
    await expect(page.locator('[data-island="contact"]')).not.toHaveAttribute("data-island-active");

    release();
    await expect(page.locator('[data-island="contact"]')).toHaveAttribute("data-island-active", "");
    await expect(form.getByRole("textbox", { name: "Naam", exact: true })).toHaveValue("An Jansen");
    await expect(form.getByLabel("E-mailadres")).toHaveValue("an@voorbeeld.nl");
    await expect(form.getByLabel("E-mailadres")).toBeFocused();
    // The choice reached React too: the delivery location field appears for shipping.
    await expect(form.getByLabel("Levering")).toHaveValue("shipping");
    await expect(form.getByLabel("Leverlocatie")).toBeVisible();
  });

  test("without their code, keep the server's HTML, or load the page in full after a navigation", async ({
    page,
  }) => {
    await page.route(/\/assets\/contact-section-/, (route) => route.abort());
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/");
    await scrollToContactIsland(page);
    // The server-rendered form is still there and posts like without JavaScript.
    await expect(page.getByRole("form", { name: "Snelle offerte aanvragen" })).toBeVisible();
    await expect(page.locator('[data-island="contact"]')).not.toHaveAttribute("data-island-active");

    await page.goto("/diensten");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("banner").getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("form", { name: "Snelle offerte aanvragen" })).toBeVisible();
    // A document load, not a client-side render with an empty contact section.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test("show at once after a client-side navigation to the home page", async ({ page }) => {
    await page.goto("/diensten");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-island="contact"]')).toHaveAttribute("data-island-active", "");
    await expect(page.locator('[data-island="partnership"]')).toHaveAttribute("data-island-active", "");
    await expect(page.getByRole("link", { name: "Aanmelden als partner" })).toHaveCount(1);
    await expect(page.getByRole("form", { name: "Snelle offerte aanvragen" })).toHaveCount(1);
  });
});

test("server-rendered sections: sent once, rendered after client-side navigation, links stay in the app", async ({
  page,
  request,
}) => {
  // The sections' HTML is in the document once; the loader data only refers to it.
  const html = await (await request.get("/")).text();
  expect(html.split("Alles voor kleding, belettering en stickers onder één dak").length - 1).toBe(1);

  await page.goto("/diensten");
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Printshop Breda/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Veelgestelde vragen" })).toBeVisible();
  await expect(page.locator("footer")).toContainText("KvK");

  // The services card (the portfolio block below links to the same page with the same words).
  await page
    .getByRole("link", { name: /Meer over borduren/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/borduren$/);
  await expect(page.locator("h1")).toContainText("Borduren");
  // No document load on the way: the page's JavaScript state survived both navigations.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

// Downloads need rows in marketing_files and files in storage. A second server gets a data directory we seed
// directly (database and disk, no HTTP), before it starts.
test("a route change starts at the top, and Back returns to where the visitor was", async ({ page }) => {
  await page.goto("/diensten");
  await waitForHydration(page);
  const link = page.locator("footer").locator('a[href="/over-ons"]').first();
  await link.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  await link.click();
  await expect(page).toHaveURL(/\/over-ons$/);
  await expect(page.locator("h1")).toContainText("Over");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/diensten$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
});

test.describe("marketing file downloads", () => {
  test.describe.configure({ mode: "serial" });
  const port = Number(process.env.E2E_PORT ?? 3100) + 50;
  const base = `http://localhost:${port}`;
  const dataDir = path.resolve(`data/e2e-files-${port}`);
  const ids: Record<string, string> = {};
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(path.join(dataDir, "files", "marketing"), { recursive: true });
    await writeFile(path.join(dataDir, "files", "marketing", "brochure.pdf"), "%PDF-1.4 brochure");
    const handle = openDatabase({ dataDir });
    await handle.migrate();
    const rows = await handle.db
      .insert(marketingFiles)
      .values([
        {
          fileName: "Brochure 2026.pdf",
          filePath: "marketing/brochure.pdf",
          createdAt: new Date("2026-06-01"),
        },
        { fileName: "Kwijtgeraakt.pdf", filePath: "marketing/kwijt.pdf", createdAt: new Date("2026-01-01") },
        { fileName: "Ingetrokken.pdf", filePath: "marketing/brochure.pdf", isActive: false },
      ])
      .returning({ id: marketingFiles.id, fileName: marketingFiles.fileName });
    for (const row of rows) ids[row.fileName] = row.id;
    await handle.close();

    server = spawn(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        BETTER_AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
      },
      stdio: "inherit",
    });
    await expect
      .poll(async () => (await fetch(`${base}/healthz`).catch(() => undefined))?.status, { timeout: 60_000 })
      .toBe(200);
  });

  test.afterAll(async () => {
    server?.kill("SIGTERM");
    await new Promise((resolve) => server?.once("exit", resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  test("lists active files newest first and downloads one with a confirmation", async ({ page }) => {
    await page.goto(`${base}/`);
    await waitForHydration(page);
    const story = page.getByRole("region", { name: "Ons verhaal" });
    await expect(story.getByRole("heading", { name: "Downloads" })).toBeVisible();
    const links = story.getByRole("listitem").getByRole("link");
    await expect(links).toHaveText(["Brochure 2026.pdf downloaden", "Kwijtgeraakt.pdf downloaden"]);

    const downloadPromise = page.waitForEvent("download");
    await links.first().click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("Brochure 2026.pdf");
    await expect(page.getByRole("status").filter({ hasText: "Bestand gedownload!" })).toBeVisible();
  });

  test("says so when a download fails", async ({ page }) => {
    await page.goto(`${base}/`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Kwijtgeraakt.pdf downloaden" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Fout bij downloaden van bestand" }),
    ).toBeVisible();
  });

  test("serves the file as an attachment and 404s unknown or inactive ids", async ({ request }) => {
    const ok = await request.get(`${base}/bestanden/${ids["Brochure 2026.pdf"]}`);
    expect(ok.status()).toBe(200);
    expect(ok.headers()["content-disposition"]).toContain('attachment; filename="Brochure 2026.pdf"');
    expect(await ok.text()).toBe("%PDF-1.4 brochure");
    expect((await request.get(`${base}/bestanden/${ids["Ingetrokken.pdf"]}`)).status()).toBe(404);
    expect((await request.get(`${base}/bestanden/niet-bestaand`)).status()).toBe(404);
    expect((await request.get(`${base}/bestanden/..%2F..%2Fpackage.json`)).status()).toBe(404);
  });
});
