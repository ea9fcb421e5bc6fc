// Passwords in the browser: "Wachtwoord vergeten" from the sign-in page, the mailed link, a new password, and
// signing in with it; the pages pass axe.
import { expect as baseExpect, test } from "@playwright/test";
import { passwordCopy } from "../app/content/password";
import { expectNoAxeViolations } from "./helpers";
import { newClient, randomIp, resetLinkFor, uniqueEmail } from "./staff-helpers";

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
});

test("a customer who forgot the password asks for a link, chooses a new password from the mail and signs in with it", async ({
  page,
  playwright,
}) => {
  const email = uniqueEmail("vergeten");
  const setup = await newClient(playwright);
  await setup.post("/auth", { form: { intent: "sign-up", email, password: "oud-wachtwoord" } });
  await setup.dispose();

  await page.goto("/auth");
  await page.getByRole("link", { name: passwordCopy.forgotLink }).click();
  await expect(page).toHaveURL(/\/auth\/wachtwoord-vergeten$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(passwordCopy.forgotTitle);
  const form = page.getByRole("form", { name: passwordCopy.forgotTitle });
  await form.getByLabel("E-mailadres").fill(email);
  await form.getByRole("button", { name: passwordCopy.forgotButton }).click();
  await expect(page.getByRole("status").filter({ hasText: passwordCopy.forgotSent })).toBeVisible();
  await expectNoAxeViolations(page);

  // The link from the mail, in a fresh browser.
  const link = await resetLinkFor(email);
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(passwordCopy.resetTitle);
  const reset = page.getByRole("form", { name: passwordCopy.resetTitle });
  await reset.getByLabel(passwordCopy.newLabel, { exact: true }).fill("nieuw-wachtwoord");
  await reset.getByLabel(passwordCopy.confirmLabel).fill("iets-anders-123");
  await reset.getByRole("button", { name: passwordCopy.resetButton }).click();
  // A Dutch message at the field, the first field in error focused.
  const confirm = page.getByLabel(passwordCopy.confirmLabel);
  await expect(confirm).toHaveAccessibleDescription(passwordCopy.mismatch);
  await expect(confirm).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByLabel(passwordCopy.newLabel, { exact: true }).fill("nieuw-wachtwoord");
  await confirm.fill("nieuw-wachtwoord");
  await page.getByRole("button", { name: passwordCopy.resetButton }).click();
  await expect(page.getByRole("status").filter({ hasText: passwordCopy.resetDone })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(passwordCopy.resetDoneTitle);

  // The same link a second time: spent.
  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText(passwordCopy.linkInvalid);
  await expect(page.getByRole("link", { name: passwordCopy.newLinkButton })).toBeVisible();

  // Signing in: the old password is refused, the new one works.
  await page.goto("/auth");
  const signIn = page.getByRole("form", { name: "Inloggen" });
  await signIn.getByLabel("E-mailadres").fill(email);
  await signIn.getByLabel("Wachtwoord").fill("oud-wachtwoord");
  await signIn.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("alert")).toHaveText("E-mailadres of wachtwoord is onjuist.");
  await page.getByRole("form", { name: "Inloggen" }).getByLabel("Wachtwoord").fill("nieuw-wachtwoord");
  await page.getByRole("form", { name: "Inloggen" }).getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Ingelogd als ${email}`)).toBeVisible();

  // From the account page to "Wachtwoord wijzigen".
  await page.getByRole("link", { name: passwordCopy.changeTitle }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(passwordCopy.changeTitle);
  await expectNoAxeViolations(page);
});

test("without JavaScript a customer changes the password from the account page with plain form posts", async ({
  browser,
  playwright,
}) => {
  const email = uniqueEmail("zonder-js");
  const setup = await newClient(playwright);
  await setup.post("/auth", { form: { intent: "sign-up", email, password: "oud-wachtwoord" } });
  await setup.dispose();
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": randomIp() },
  });
  const page = await context.newPage();
  await page.goto("/auth");
  const signIn = page.getByRole("form", { name: "Inloggen" });
  await signIn.getByLabel("E-mailadres").fill(email);
  await signIn.getByLabel("Wachtwoord").fill("oud-wachtwoord");
  await signIn.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("link", { name: passwordCopy.changeTitle }).click();
  const form = page.getByRole("form", { name: passwordCopy.changeTitle });
  await form.getByLabel(passwordCopy.currentLabel).fill("fout-wachtwoord");
  await form.getByLabel(passwordCopy.newLabel, { exact: true }).fill("nieuw-wachtwoord");
  await form.getByLabel(passwordCopy.confirmLabel).fill("nieuw-wachtwoord");
  await form.getByRole("button", { name: passwordCopy.changeButton }).click();
  await expect(page.getByLabel(passwordCopy.currentLabel)).toHaveAccessibleDescription(
    passwordCopy.wrongCurrent,
  );
  await page.getByLabel(passwordCopy.currentLabel).fill("oud-wachtwoord");
  await page.getByLabel(passwordCopy.newLabel, { exact: true }).fill("nieuw-wachtwoord");
  await page.getByLabel(passwordCopy.confirmLabel).fill("nieuw-wachtwoord");
  await page.getByRole("button", { name: passwordCopy.changeButton }).click();
  await expect(page).toHaveURL(/\/auth\/wachtwoord-wijzigen\?gewijzigd=1$/);
  await expect(page.getByRole("status").filter({ hasText: passwordCopy.changed })).toBeVisible();
  await context.close();
});
