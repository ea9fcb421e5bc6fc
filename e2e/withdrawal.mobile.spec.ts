// The withdrawal function on a phone (412 px wide), with and without JavaScript: the footer's "Bestelling
// herroepen" link, the form with its Dutch errors at the fields, the check step, the confirm, and the
// acknowledgement mail with the moment of receipt; axe on each step (with JavaScript: axe is injected as a script). Matching notices to orders is covered by
// tests/workwear/withdrawal.test.ts; here the number matches no order, which is accepted and flagged for staff.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "./helpers";
import { mailsMentioning, uniqueEmail } from "./lead-helpers";

/** `axe`: axe needs the page's JavaScript (it is injected), so only the run with JavaScript checks each step. */
async function withdrawStepByStep(page: Page, email: string, axe: boolean) {
  const checkAxe = () => (axe ? expectNoAxeViolations(page) : Promise.resolve());
  // Four axe runs and six page loads on a shared machine.
  test.slow();
  const form = page.locator("main form");
  // The number the confirmation mail's link carries is filled in.
  await expect(form.getByLabel("Bestelnummer of offertenummer")).toHaveValue("WK-0000ABCD");
  await checkAxe();

  // Nothing filled in: the server answers with a Dutch message at each field.
  await form.getByLabel("Bestelnummer of offertenummer").fill("");
  let answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/herroepen"));
  await form.getByRole("button", { name: "Verder naar controleren" }).click();
  expect((await answer).status()).toBe(400);
  await expect(form.getByText("Vul je naam in.")).toBeVisible();
  await expect(form.getByText("Vul je e-mailadres in.")).toBeVisible();
  await expect(form.getByText("Vul je bestelnummer of offertenummer in.")).toBeVisible();
  await expect(form.getByText("Kies of je de hele bestelling of een deel herroept.")).toBeVisible();
  await expect(form.getByLabel("Je naam")).toHaveAttribute("aria-invalid", "true");
  await checkAxe();

  await form.getByLabel("Je naam").fill("Eva Jansen");
  await form.getByLabel("Je e-mailadres").fill(email);
  await form.getByLabel("Bestelnummer of offertenummer").fill("wk-0000abcd");
  await form.getByRole("radio", { name: "Een deel van de bestelling" }).check();
  await form.getByLabel("Welke artikelen zonder logo?").fill("2 × Polo, M, Zwart");
  answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/herroepen"));
  await form.getByRole("button", { name: "Verder naar controleren" }).click();
  expect((await answer).status()).toBe(200);

  // The check step shows what will be sent, then the confirm.
  await expect(page.getByRole("heading", { name: "Controleer je herroeping" })).toBeVisible();
  await expect(page.getByText("WK-0000ABCD")).toBeVisible();
  await expect(page.getByText("2 × Polo, M, Zwart")).toBeVisible();
  await checkAxe();
  answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/herroepen"));
  await page.getByRole("button", { name: "Herroeping bevestigen" }).click();
  const confirmed = await answer;
  expect(confirmed.status()).toBe(200);

  await expect(page.getByRole("heading", { name: "We hebben je herroeping ontvangen" })).toBeVisible();
  const status = page.getByRole("status").filter({ hasText: "Ontvangen op" });
  await expect(status).toContainText(`We hebben een ontvangstbevestiging gestuurd naar ${email}.`);
  const when = /Ontvangen op (.+?)\./.exec((await status.textContent()) ?? "")?.[1];
  expect(when).toBeTruthy();
  await checkAxe();

  // The acknowledgement (to the customer) and the shop's notice, the first with the content and its time.
  const mails = await mailsMentioning(email, 2);
  const ack = mails.find((m) => m.includes("Ontvangstbevestiging van je herroeping"));
  expect(ack).toContain(`We hebben je herroeping ontvangen op ${when}.`);
  expect(ack).toContain("Artikelen: 2 × Polo, M, Zwart");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the withdrawal form checks, confirms and acknowledges", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Bestelling herroepen" }).click();
    await expect(page).toHaveURL(/\/herroepen$/);
    await page.goto("/herroepen?bestelling=WK-0000ABCD");
    await withdrawStepByStep(page, uniqueEmail("herroep-nojs"), false);
  });
});

test("with JavaScript the withdrawal form checks, confirms and acknowledges", async ({ page }) => {
  await page.goto("/herroepen?bestelling=WK-0000ABCD");
  await waitForHydration(page);
  await withdrawStepByStep(page, uniqueEmail("herroep-js"), true);
});
