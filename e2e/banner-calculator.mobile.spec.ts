// The banners and signs calculator on /spandoeken at a phone's width (412 px), with and without JavaScript:
// sides typed in centimetres, the price from the rules, what is out of range in centimetres, and with JavaScript
// the answer follows the typing from a script that loads on first use. Axe (it runs in the page, so with
// JavaScript) on the page with an answer.
import type { Page } from "@playwright/test";
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

  test("the form prices a banner in cm and says in cm what is out of range", async ({ page }) => {
    await page.goto("/spandoeken");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Spandoeken & borden laten maken in Breda",
    );
    await expect(page.getByText("Vanaf €30,25").first()).toBeVisible();
    const form = calculator(page);
    await form.getByLabel("Materiaal").selectOption({ label: "PVC-spandoek" });
    await form.getByLabel("Breedte (cm)").fill("200");
    await form.getByLabel("Hoogte (cm)").fill("100");
    await form.getByLabel("Aantal").fill("1");
    await form.getByRole("button", { name: "Bereken prijs" }).click();
    await expect(page).toHaveURL(
      /\/spandoeken\?materiaal=pvc&breedte=200&hoogte=100&aantal=1&btw=incl#prijs$/,
    );
    await expect(answer(page).locator("[data-price-total]")).toContainText("€ 67,76 incl. btw");
    await expect(answer(page)).toContainText("€ 56,00 excl. btw");
    await expect(answer(page)).toContainText("Verwacht klaar:");
    await expect(
      answer(page).getByRole("button", { name: "Offerte aanvragen met deze prijs" }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);

    await calculator(page).getByLabel("Breedte (cm)").fill("600");
    await calculator(page).getByRole("button", { name: "Bereken prijs" }).click();
    await expect(answer(page)).toContainText("Breedte: Kies een maat tussen 20 en 500 cm.");
    await expect(answer(page).getByRole("link", { name: "Vraag een offerte op maat aan" })).toBeVisible();
  });
});

test("with JavaScript the banner's price follows the typing from a script loaded on first use", async ({
  page,
}) => {
  const calculatorScripts: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (/\/assets\/calculator-[\w-]+\.js$/.test(url.pathname)) calculatorScripts.push(url.pathname);
  });
  await page.goto("/spandoeken");
  await waitForHydration(page);
  expect(calculatorScripts).toEqual([]);

  const form = calculator(page);
  await form.getByLabel("Materiaal").selectOption({ label: "Dibond-bord 3 mm" });
  await form.getByLabel("Breedte (cm)").fill("100");
  const priced = page.waitForResponse(
    (response) =>
      response.url().includes("/api/prijs/banners") &&
      response.url().includes("materiaal=dibond&breedte=100&hoogte=50&aantal=2&"),
  );
  await form.getByLabel("Hoogte (cm)").fill("50");
  await form.getByLabel("Aantal").fill("2");
  await priced;
  // 0,5 m² × € 65,00 + € 5,00 = € 37,50 a piece; two and the set-up: € 90,00 excl. VAT.
  await expect(answer(page).locator("[data-price-total]")).toContainText("€ 108,90 incl. btw");
  expect(calculatorScripts).toHaveLength(1);
  await expect(page).toHaveURL(/materiaal=dibond&breedte=100&hoogte=50&aantal=2&btw=incl#prijs$/);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
