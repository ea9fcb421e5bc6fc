// Errors inside the staff area keep the staff shell: the heading for the status, the Dutch message the loader
// threw and the staff navigation, on a document load (with the thrown status) and after client-side navigation.
import { randomUUID } from "node:crypto";
import { type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";
import { expect as baseExpect, test } from "./fixtures";
import { staffClient } from "./staff-helpers";

test.describe.configure({ mode: "serial", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

let admin: APIRequestContext;
let employee: APIRequestContext;

test.beforeAll(async ({ playwright, adminAccount, workerEmployee }) => {
  test.setTimeout(120_000);
  admin = await staffClient(playwright, adminAccount);
  employee = await staffClient(playwright, workerEmployee);
});

test.afterAll(async () => {
  await employee?.dispose();
  await admin?.dispose();
});

/** Signs the browser in with the session of an API client. */
async function useSessionOf(client: APIRequestContext, context: BrowserContext) {
  await context.addCookies((await client.storageState()).cookies);
}

async function expectStaffError(page: Page, heading: string, message: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.getByRole("alert")).toHaveText(message);
  const nav = page.getByRole("navigation", { name: "Medewerkers" });
  await expect(nav.getByRole("link", { name: "Aanvragen" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Uitloggen" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Terug naar het overzicht" })).toHaveAttribute(
    "href",
    "/employee",
  );
}

/**
 * Leaves the error page through the staff navigation (a client-side navigation that clears the error), then
 * goes back: React Router loads the failing page again in the same document.
 */
async function leaveAndComeBack(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole("navigation", { name: "Medewerkers" })
    .getByRole("link", { name: "Aanvragen" })
    .click();
  await expect(page).toHaveURL(/\/employee-dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Geen toegang|Niet gevonden/);
  await page.goBack();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
}

test("an employee opening the admin pages gets 403 with the guard's message inside the staff shell", async ({
  page,
  context,
}) => {
  await useSessionOf(employee, context);
  const response = await page.goto("/employee-dashboard/admin/users");
  expect(response?.status()).toBe(403);
  await expectStaffError(page, "Geen toegang", "Alleen voor beheerders.");
  // An employee's navigation has no admin links.
  await expect(page.getByRole("link", { name: "Gebruikers" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await leaveAndComeBack(page);
  await expect(page).toHaveURL(/\/employee-dashboard\/admin\/users$/);
  await expectStaffError(page, "Geen toegang", "Alleen voor beheerders.");
});

test("staff opening an unknown lead get 404 with 'Aanvraag niet gevonden.' inside the staff shell", async ({
  page,
  context,
}) => {
  await useSessionOf(admin, context);
  const path = `/employee-dashboard/leads/quote/${randomUUID()}`;
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expectStaffError(page, "Niet gevonden", "Aanvraag niet gevonden.");
  await expect(page.getByRole("link", { name: "Gebruikers" })).toBeVisible();
  await expectNoAxeViolations(page);

  await leaveAndComeBack(page);
  await expect(page).toHaveURL(path);
  await expectStaffError(page, "Niet gevonden", "Aanvraag niet gevonden.");
  await expectNoAxeViolations(page);
});

test("a form posted to a staff page without an action gets 405 in Dutch inside the staff shell", async ({
  page,
  context,
}) => {
  await useSessionOf(admin, context);
  await page.goto("/employee-dashboard");
  // A plain (not React Router) form post, as a forged or hand-made request does: a document POST.
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.evaluate(() => {
      const form = Object.assign(document.createElement("form"), {
        method: "post",
        action: "/employee-dashboard",
      });
      form.append(Object.assign(document.createElement("input"), { name: "intent", value: "x" }));
      document.body.append(form);
      form.submit();
    }),
  ]);
  expect(response.status()).toBe(405);
  await expectStaffError(page, "Niet mogelijk", "Deze pagina kan dit verzoek niet verwerken.");
  // React Router's English text for developers is nowhere on the page (its hydration data may carry it).
  await expect(page.locator("body")).not.toContainText("You made a POST request", { useInnerText: true });
  await expectNoAxeViolations(page);
});

test("a form posted to a public page without an action gets 405 in Dutch between the site's header and footer", async ({
  page,
}) => {
  await page.goto("/over-ons");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/over-ons"),
    page.evaluate(() => {
      const form = Object.assign(document.createElement("form"), { method: "post", action: "/over-ons" });
      form.append(Object.assign(document.createElement("input"), { name: "naam", value: "x" }));
      document.body.append(form);
      form.submit();
    }),
  ]);
  expect(response.status()).toBe(405);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Niet mogelijk");
  await expect(page.getByRole("alert")).toHaveText("Deze pagina kan dit verzoek niet verwerken.");
  // The visitor keeps the site: its header navigation, the footer and a way home.
  await expect(page.getByRole("banner").getByRole("link", { name: "Vraag offerte aan" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "homepage" })).toHaveAttribute("href", "/");
  await expect(page.locator("body")).not.toContainText("You made a POST request", { useInnerText: true });
  await expectNoAxeViolations(page);
});
