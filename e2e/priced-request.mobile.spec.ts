// On a phone (412 px) without JavaScript: "Offerte aanvragen met deze prijs" on the stickers calculator's answer
// is a plain POST with the choice; at the price shown it lands on /bedankt, and a price the rules do not give
// (here a forged one) is answered with the real price to confirm, nothing sent until the visitor confirms.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";
import { mailsMentioning } from "./lead-helpers";
import { expect, test } from "./fixtures";
import { randomIp, uniqueEmail } from "./staff-helpers";

test.use({ viewport: { width: 412, height: 915 }, extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

const ANSWER = "/stickers?materiaal=vinyl-glans&breedte=50&hoogte=50&aantal=250&btw=incl#prijs";

/** What a forged (or stale) page would post: the server never uses it. */
async function forgeShownPrice(page: Page) {
  await page.route("**/offerte-met-prijs", (route) =>
    route.continue({ postData: route.request().postData()!.replace("shownCents=7260", "shownCents=100") }),
  );
}

async function fillRequest(page: Page, email: string) {
  const form = page.locator("form[data-priced-request]");
  await form.getByLabel("Naam").fill("Prijs Telefoon");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Telefoon").fill("0612345678");
  return form;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the calculator's request at the price shown lands on /bedankt and mails the shop", async ({
    page,
  }) => {
    await page.goto(ANSWER);
    await expect(page.locator("[data-price-total]")).toContainText("€ 72,60");
    const email = uniqueEmail("prijs");
    const form = await fillRequest(page, email);
    const sent = page.waitForResponse(
      (r) => r.url().endsWith("/offerte-met-prijs") && r.request().method() === "POST",
    );
    await form.getByRole("button", { name: "Offerte aanvragen met deze prijs" }).click();
    expect((await sent).status()).toBe(303);
    await expect(page).toHaveURL(/\/bedankt\?verstuurd=priced/);
    await expect(page.getByRole("heading", { name: "Bedankt voor je offerteaanvraag!" })).toBeVisible();
    expect(await mailsMentioning(email, 2)).toHaveLength(2);
  });

  test("a price the rules do not give is answered with the real one; confirming sends it", async ({
    page,
  }) => {
    await page.goto(ANSWER);
    const email = uniqueEmail("prijs-gewijzigd");
    const form = await fillRequest(page, email);
    await forgeShownPrice(page);
    const answered = page.waitForResponse((r) => r.url().endsWith("/offerte-met-prijs"));
    await form.getByRole("button", { name: "Offerte aanvragen met deze prijs" }).click();
    expect((await answered).status()).toBe(409);
    await expect(page.getByRole("heading", { name: "De prijs is gewijzigd" })).toBeVisible();
    await expect(page.locator("[data-new-price]")).toContainText(/De prijs is nu €\s72,60 incl\. btw/);
    await expect(page.getByText(/^Je zag €\s1,00 incl\. btw\.$/)).toBeVisible();
    await page.unrouteAll();
    const confirmed = page.waitForResponse(
      (r) => r.url().endsWith("/offerte-met-prijs") && r.status() === 303,
    );
    await page.getByRole("button", { name: "Aanvraag met de nieuwe prijs versturen" }).click();
    await confirmed;
    await expect(page).toHaveURL(/\/bedankt\?verstuurd=priced/);
    expect(await mailsMentioning(email, 2)).toHaveLength(2);
  });
});

test("the answer's request form and the new-price page pass axe and fit the phone", async ({ page }) => {
  await page.goto(ANSWER);
  await fillRequest(page, uniqueEmail("prijs-axe"));
  await expectNoAxeViolations(page);
  await forgeShownPrice(page);
  const answered = page.waitForResponse((r) => r.url().endsWith("/offerte-met-prijs"));
  await page.getByRole("button", { name: "Offerte aanvragen met deze prijs" }).click();
  expect((await answered).status()).toBe(409);
  await expect(page.getByRole("heading", { name: "De prijs is gewijzigd" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await expectNoAxeViolations(page);
});
