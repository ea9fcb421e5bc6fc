// Staff and account forms answer a wrong field at that field: the message below it, aria-invalid, focus on it,
// and everything else typed kept.
import { type APIRequestContext } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { activateIsland } from "./helpers";
import { expectToast } from "./lead-helpers";
import { randomIp, staffClient, uniqueEmail } from "./staff-helpers";

const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
});

test("sign-up with a too short password: the message at the password field, the other values kept", async ({
  page,
}) => {
  const email = uniqueEmail("kort");
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Account aanmaken" });
  await form.getByLabel("Voornaam (optioneel)").fill("Kim");
  await form.getByLabel("E-mailadres").fill(email);
  await form.getByLabel("Wachtwoord").fill("kort");
  // The browser's minlength (derived from the schema) would stop this; the server's answer is what we test.
  await form.evaluate((el) => el.setAttribute("novalidate", ""));
  await form.getByRole("button", { name: "Account aanmaken" }).click();

  const password = form.getByLabel("Wachtwoord");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription(
    "Minstens 8 tekens. Het wachtwoord moet minstens 8 tekens hebben.",
  );
  await expect(password).toBeFocused();
  await expect(form.getByLabel("E-mailadres")).toHaveValue(email);
  await expect(form.getByLabel("E-mailadres")).not.toHaveAttribute("aria-invalid");
  await expect(form.getByLabel("Voornaam (optioneel)")).toHaveValue("Kim");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("sign-up inputs carry the schema's constraints", async ({ page }) => {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Account aanmaken" });
  const password = form.getByLabel("Wachtwoord");
  await expect(password).toHaveAttribute("minlength", "8");
  await expect(password).toHaveAttribute("maxlength", "128");
  await expect(password).toHaveAttribute("required", "");
  await expect(form.getByLabel("E-mailadres")).toHaveAttribute("type", "email");
  await expect(form.getByLabel("Voornaam (optioneel)")).not.toHaveAttribute("required");
});

test.describe("admin users", () => {
  let admin: APIRequestContext;
  test.beforeAll(async ({ playwright, adminAccount }) => {
    test.setTimeout(120_000);
    admin = await staffClient(playwright, adminAccount);
  });
  test.afterAll(async () => admin?.dispose());

  test("creating staff with an invalid e-mail address: the message at that field, names kept", async ({
    page,
    context,
  }) => {
    await context.addCookies((await admin.storageState()).cookies);
    await page.goto("/employee-dashboard/admin/users");
    const form = page.getByRole("form", { name: "Medewerker toevoegen" });
    await form.getByLabel("Voornaam").fill("Eva");
    await form.getByLabel("Achternaam").fill("Jansen");
    // Passes the browser's type=email check, not the server's schema (no top-level domain).
    await form.getByLabel("E-mailadres").fill("eva@printshop");
    await form.getByLabel("Rol").selectOption("admin");
    await form.getByRole("button", { name: "Toevoegen" }).click();

    const email = form.getByLabel("E-mailadres");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Vul een geldig e-mailadres in.");
    await expect(email).toBeFocused();
    await expect(form.getByLabel("Voornaam")).toHaveValue("Eva");
    await expect(form.getByLabel("Achternaam")).toHaveValue("Jansen");
    await expect(form.getByLabel("Rol")).toHaveValue("admin");
    await expect(page.getByRole("row", { name: /eva@printshop/ })).toHaveCount(0);
  });
});

test("a lead form marks the field it refuses: aria-invalid, its message as the description, focus on it", async ({
  page,
}) => {
  await page.goto("/#contact");
  await activateIsland(page, "contact");
  const form = page.getByRole("form", { name: "Snelle offerte aanvragen" });
  await form.getByRole("textbox", { name: "Naam", exact: true }).fill("An");
  await form.getByLabel("Telefoonnummer").fill("0612345678");
  // Passes the browser's type=email check, not the schema (no top-level domain).
  await form.getByLabel("E-mailadres").fill("an@voorbeeld");
  await form.getByRole("button", { name: "Vraag offerte aan" }).click();

  // The spec's toast stays; the field says the same at its place.
  await expectToast(page, "error", "Ongeldig e-mailadres", "Voer een geldig e-mailadres in.");
  const email = form.getByLabel("E-mailadres");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Voer een geldig e-mailadres in.");
  await expect(email).toBeFocused();
  await expect(form.getByLabel("Telefoonnummer")).not.toHaveAttribute("aria-invalid");
  await expect(form.getByRole("textbox", { name: "Naam", exact: true })).toHaveValue("An");
});
