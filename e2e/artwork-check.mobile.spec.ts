// On a phone (Pixel 7, 412 px): a visitor sends a 72 dpi photo with the quick quote form and reads, on the answer
// page, what the artwork check found, in Dutch with the fix, and that the request went through anyway ("laat ons
// het oplossen"). With JavaScript (the form sends with upload progress and navigates) and without (a plain POST).
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { activateIsland, expectNoAxeViolations, waitForHydration } from "./helpers";
import { mailsMentioning, uniqueEmail } from "./lead-helpers";
import { expect, test } from "./fixtures";
import { randomIp } from "./staff-helpers";

test.describe.configure({ timeout: 90_000 });

/** A 600 × 400 pixel RGB photo at 72 dpi. */
const photo = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .withMetadata({ density: 72 })
    .jpeg()
    .toBuffer();

const RGB_WARNING =
  "Het bestand is in RGB (de kleuren van een scherm). We drukken in CMYK, dus felle kleuren kunnen iets doffer uitvallen.";

async function fillQuickForm(page: Page, email: string) {
  const quick = page.getByRole("form", { name: "Snelle offerte aanvragen" });
  await quick.getByRole("textbox", { name: "Naam", exact: true }).fill("Foto Telefoon");
  await quick.getByLabel("E-mailadres").fill(email);
  await quick.getByLabel("Telefoonnummer").fill("0612345678");
  await quick
    .getByLabel("Logo of ontwerp meesturen (optioneel)")
    .setInputFiles({ name: "foto-72dpi.jpg", mimeType: "image/jpeg", buffer: await photo() });
  return quick;
}

async function expectReport(page: Page) {
  const report = page.getByRole("region", { name: "Controle van je bestanden" });
  await expect(report.getByRole("heading", { name: /foto-72dpi\.jpg/ })).toContainText("Let op");
  await expect(report).toContainText("600 × 400 pixels. Geschikt tot ca. 10 × 7 cm bij 150 dpi.");
  await expect(report).toContainText(RGB_WARNING);
  await expect(report).toContainText(
    "Oplossing: Zet het ontwerp om naar CMYK (bijvoorbeeld met het profiel FOGRA39) voordat je het stuurt, of laat ons dat doen.",
  );
  await expect(report.getByRole("heading", { name: "Laat ons het oplossen" })).toBeVisible();
  // Fits the phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
}

test.describe("with JavaScript", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

  test("the quick form's photo is checked and the answer page shows the warning", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await activateIsland(page, "contact");
    const email = uniqueEmail("artwork-js");
    const quick = await fillQuickForm(page, email);
    const sent = page.waitForResponse(
      (r) => r.url().endsWith("/api/snelle-offerte") && r.request().method() === "POST",
    );
    await quick.getByRole("button", { name: "Vraag offerte aan" }).click();
    expect((await sent).status()).toBe(200);
    await expect(page).toHaveURL(/\/bedankt\?verstuurd=quick&aanvraag=[0-9a-f-]{36}$/);
    await expectReport(page);
    await expectNoAxeViolations(page);
    await mailsMentioning(email, 2);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

  test("the plain POST lands on the answer page with the same report", async ({ page }) => {
    await page.goto("/");
    const email = uniqueEmail("artwork-nojs");
    const quick = await fillQuickForm(page, email);
    const sent = page.waitForResponse((r) => r.url().endsWith("/api/snelle-offerte"));
    await quick.getByRole("button", { name: "Vraag offerte aan" }).click();
    expect((await sent).status()).toBe(303);
    await expect(page).toHaveURL(/\/bedankt\?verstuurd=quick&aanvraag=[0-9a-f-]{36}$/);
    await expectReport(page);
    // (axe needs JavaScript; the same page is checked with it above.)
    await mailsMentioning(email, 2);
  });
});
