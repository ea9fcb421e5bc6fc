// Meta tags built in a loader travel once (components/document-meta.ts): in the document's <head>, not again
// in the hydration data. Hydration keeps the server's tags, and a client-side navigation replaces them.
import { expect, test, type Page } from "@playwright/test";
import { SITE_URL, waitForHydration } from "./helpers";

async function headMeta(page: Page) {
  return page.evaluate(() => ({
    titles: Array.from(document.head.querySelectorAll("title"), (t) => t.textContent),
    canonicals: Array.from(document.head.querySelectorAll('link[rel="canonical"]'), (l) =>
      l.getAttribute("href"),
    ),
    ogUrls: Array.from(document.head.querySelectorAll('meta[property="og:url"]'), (m) =>
      m.getAttribute("content"),
    ),
    jsonLdTypes: Array.from(
      document.head.querySelectorAll('script[type="application/ld+json"]'),
      (s) => (JSON.parse(s.textContent ?? "{}") as { "@type": string })["@type"],
    ),
  }));
}

/** Page errors and console errors (a hydration mismatch is reported as one). */
function recordErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

const HOME_TITLE = "Kleding bedrukken, borduren en belettering in Breda | Printshop Breda";
const HOME = {
  titles: [HOME_TITLE],
  canonicals: [`${SITE_URL}/`],
  ogUrls: [`${SITE_URL}/`],
  jsonLdTypes: ["LocalBusiness", "FAQPage"],
};

test("the home page's JSON-LD and meta tags are in the document once", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html.split('"FAQPage"').length - 1).toBe(1);
  expect(html.split("Is er een minimale bestelhoeveelheid?").length - 1).toBe(2); // the FAQ section and its JSON-LD
  expect(html.split("summary_large_image").length - 1).toBe(1);
});

test("hydration keeps the server's meta tags and navigations replace them", async ({ page }) => {
  const errors = recordErrors(page);
  await page.goto("/");
  await waitForHydration(page);
  expect(await headMeta(page)).toEqual(HOME);

  // A client-side navigation to a service page: its tags replace the home page's.
  await page.locator('main a[href="/kledingbedrukking"]').first().click();
  await expect(page).toHaveURL(/\/kledingbedrukking$/);
  await expect(page).toHaveTitle(/^Kleding bedrukken in Breda, DTF & HTV/);
  const service = await headMeta(page);
  expect(service.titles).toHaveLength(1);
  expect(service.canonicals).toEqual([`${SITE_URL}/kledingbedrukking`]);
  expect(service.ogUrls).toEqual([`${SITE_URL}/kledingbedrukking`]);
  expect(service.jsonLdTypes).not.toContain("FAQPage");

  // Back home: the same tags as the document had.
  await page.goBack();
  await expect(page).toHaveTitle(HOME_TITLE);
  expect(await headMeta(page)).toEqual(HOME);
  expect(errors).toEqual([]);
});

test("a service page opened directly hands its tags over to the next page", async ({ page }) => {
  const errors = recordErrors(page);
  await page.goto("/kledingbedrukking");
  await waitForHydration(page);
  const before = await headMeta(page);
  expect(before.canonicals).toEqual([`${SITE_URL}/kledingbedrukking`]);
  await page
    .getByRole("navigation", { name: "Hoofdmenu" })
    .getByRole("link", { name: "Home", exact: true })
    .click();
  await expect(page).toHaveURL(`${new URL(page.url()).origin}/`);
  await expect(page).toHaveTitle(HOME_TITLE);
  expect(await headMeta(page)).toEqual(HOME);
  expect(errors).toEqual([]);
});
