// The stickers calculator at a phone's width (412 px), with and without JavaScript: the GET form answers with the
// price (incl. VAT first, the zakelijk switch remembered), says what is out of range, and with JavaScript the
// answer follows the typing with at most one request per 250 ms, from a script that loads on first use.
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, waitForHydration } from "./helpers";

test.use({ viewport: { width: 412, height: 915 } });

const calculator = (page: Page) => page.getByRole("region", { name: "Bereken je prijs" });
const answer = (page: Page) => page.locator("[data-calculator-result]");

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form answers with the price, remembers zakelijk and says what is out of range", async ({
    page,
  }) => {
    await page.goto("/stickers");
    const form = calculator(page);
    await form.getByLabel("Breedte (mm)").fill("50");
    await form.getByLabel("Hoogte (mm)").fill("50");
    await form.getByLabel("Aantal").fill("250");
    await form.getByRole("button", { name: "Bereken prijs" }).click();
    await expect(page).toHaveURL(
      /\/stickers\?materiaal=vinyl-glans&breedte=50&hoogte=50&aantal=250&btw=incl#prijs$/,
    );
    await expect(answer(page)).toContainText("€ 72,60 incl. btw");
    await expect(answer(page)).toContainText("€ 0,29 per stuk");
    await expect(answer(page)).toContainText("bij 1.000 stuks € 0,18 per stuk");
    await expect(answer(page)).toContainText("Verwacht klaar:");
    await expectNoSidewaysScroll(page);

    await form.getByLabel("Zakelijk, excl. btw").check();
    await form.getByRole("button", { name: "Bereken prijs" }).click();
    await expect(answer(page)).toContainText("€ 60,00 excl. btw");
    // A shared link without the switch: this visitor still sees excl. first.
    await page.goto("/stickers?materiaal=vinyl-glans&breedte=50&hoogte=50&aantal=250");
    await expect(answer(page).locator("[data-price-total]")).toContainText("€ 60,00 excl. btw");

    await calculator(page).getByLabel("Breedte (mm)").fill("3000");
    await calculator(page).getByRole("button", { name: "Bereken prijs" }).click();
    await expect(answer(page)).toContainText("Breedte: Kies een maat tussen 10 en 1000 mm.");
    await expect(answer(page).getByRole("link", { name: "Vraag een offerte op maat aan" })).toBeVisible();
  });
});

test("with JavaScript the price follows the typing, at most one request per 250 ms", async ({
  page,
  context,
}) => {
  const calculatorScripts: string[] = [];
  const asked: Request[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (/\/assets\/calculator-[\w-]+\.js$/.test(url.pathname)) calculatorScripts.push(url.pathname);
    if (url.pathname === "/api/prijs/stickers") asked.push(request);
  });
  await page.addInitScript(() => {
    const times: number[] = [];
    (window as unknown as { priceFetches: number[] }).priceFetches = times;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes("/api/prijs/"))
        times.push(performance.now());
      return original(input, init);
    };
  });
  await page.goto("/stickers");
  await waitForHydration(page);
  // Nothing of the calculator before it is used.
  expect(calculatorScripts).toEqual([]);

  const quantity = calculator(page).getByLabel("Aantal");
  const last = page.waitForResponse(
    (response) => response.url().includes("/api/prijs/stickers") && response.url().includes("aantal=1000&"),
  );
  await quantity.fill("");
  await quantity.pressSequentially("1000");
  await last;
  await expect(answer(page)).toContainText("€ 175,45 incl. btw");
  await expect(answer(page)).toContainText("€ 0,18 per stuk");
  expect(calculatorScripts).toHaveLength(1);
  // When the page's script asked (the network's start times also count waiting for a connection).
  const starts = await page.evaluate(() => (window as unknown as { priceFetches: number[] }).priceFetches);
  expect(starts.length).toBe(asked.length);
  for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(249);
  await expect(page).toHaveURL(/aantal=1000&btw=incl#prijs$/);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  const excl = page.waitForResponse((response) => response.url().includes("btw=excl"));
  await calculator(page).getByLabel("Zakelijk, excl. btw").check();
  await excl;
  await expect(answer(page)).toContainText("€ 145,00 excl. btw");
  expect((await context.cookies()).find((c) => c.name === "prijs-btw")?.value).toBe("excl");

  // The quote request carries the choice and the price shown (the server prices it again: docs/pricing.md).
  const request = answer(page).locator("form[data-priced-request]");
  await expect(request.getByRole("button", { name: "Offerte aanvragen met deze prijs" })).toBeVisible();
  await expect(request.locator('input[name="aantal"]')).toHaveValue("1000");
  await expect(request.locator('input[name="materiaal"]')).toHaveValue("vinyl-glans");
  await expect(request.locator('input[name="shownCents"]')).toHaveValue("17545");

  const outOfRange = page.waitForResponse((response) => response.url().includes("aantal=100000"));
  await quantity.fill("100000");
  await outOfRange;
  await expect(answer(page)).toContainText("Aantal: We rekenen online tot 50.000 stuks.");
  await expectNoAxeViolations(page);
});
