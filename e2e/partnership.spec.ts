// The partnership block in the browser: teaser → form → 'Annuleren', validation, failure, success → /bedankt.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { activateIsland, expectNoAxeViolations } from "./helpers";
import { expectToast, mailsMentioning, uniqueEmail } from "./lead-helpers";

test.describe.configure({ timeout: 90_000 });

async function openForm(page: Page) {
  await page.goto("/");
  await activateIsland(page, "partnership");
  await page.getByRole("link", { name: "Aanmelden als partner" }).click();
  const form = page.getByRole("form", { name: "Aanmelden als zakelijk partner" });
  await expect(form).toBeVisible();
  return form;
}

test("goes from the teaser to the form and back with 'Annuleren'", async ({ page }) => {
  const form = await openForm(page);
  await expect(page.getByRole("heading", { name: "Aanmelden als zakelijk partner" })).toBeFocused();
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Annuleren" }).click();
  await expect(page.getByRole("link", { name: "Aanmelden als partner" })).toBeVisible();
  await expect(form).toBeHidden();
});

test("asks for the required fields", async ({ page }) => {
  const form = await openForm(page);
  await form.getByLabel("Bedrijfsnaam").fill("Sportclub Breda");
  await form.getByRole("button", { name: "Aanmelding versturen" }).click();
  await expectToast(
    page,
    "error",
    "Verplichte velden ontbreken",
    "Vul alsjeblieft alle verplichte velden in.",
  );
});

test("shows the failure toast with the phone number when the server fails", async ({ page }) => {
  const form = await openForm(page);
  await page.route("**/api/partner", (route) => route.fulfill({ status: 500, body: "" }));
  await form.getByLabel("Bedrijfsnaam").fill("Sportclub Breda");
  await form.getByLabel("Contactpersoon").fill("Piet");
  await form.getByLabel("E-mailadres").fill("piet@example.com");
  await form.getByRole("button", { name: "Aanmelding versturen" }).click();
  await expectToast(
    page,
    "error",
    "Er ging iets mis",
    "Probeer het nog eens of bel ons direct: 076 000 0000",
  );
  await expect(form.getByLabel("Contactpersoon")).toHaveValue("Piet");
});

test("sends the registration and goes to /bedankt", async ({ page }) => {
  const form = await openForm(page);
  const email = uniqueEmail("partner");
  await form.getByLabel("Bedrijfsnaam").fill("Sportclub Breda");
  await form.getByLabel("Contactpersoon").fill("Piet");
  await form.getByLabel("E-mailadres").fill(email);
  await form.getByLabel("Aantal medewerkers").fill("10-50");
  await form.getByRole("button", { name: "Aanmelding versturen" }).click();
  // The reply time follows the opening hours at the moment of sending (lib/reply-promise).
  await expectToast(
    page,
    "success",
    "Aanvraag verstuurd!",
    /^We nemen (vandaag|morgen|\p{L}+dag \d+ \p{L}+) vóór \d{2}:\d{2} contact met je op\.$/u,
  );
  await expect(page).toHaveURL(/\/bedankt\?verstuurd=/);
  const mails = await mailsMentioning(email, 2);
  expect(mails.join("\n")).toContain("10-50");
});
