// Owners edit the site's words: an employee moves an FAQ question to the top and rewords it on the staff FAQ page
// and the home page shows it first at once (an anonymous visitor, from the render cache); an admin sets a notice
// banner for today and tomorrow and every public page shows it. Axe-clean on the editors (desktop and 412 px)
// and on a public page with the banner. Each test puts the content back as it was (Terugzetten, Publiceren).
import { type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";
import { expect, test } from "./fixtures";
import { signInInBrowser } from "./staff-helpers";

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** A page of a fresh, anonymous visitor (no cookies: the render cache answers). */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** Puts the item back as imported: "Terugzetten" of version 1, then publish that draft. */
async function restoreImported(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole("button", { name: "Terugzetten Versie 1", exact: true }).click();
  await expect(page.getByText("Versie 1 is teruggezet als concept.")).toBeVisible();
  await page.getByRole("button", { name: "Publiceren" }).click();
  await expect(page.getByText("Gepubliceerd: de wijziging staat op de website.")).toBeVisible();
}

test("an employee moves and rewords an FAQ question and the home page shows it first", async ({
  page,
  browser,
  employee,
}) => {
  const question = `Kan het met spoed, ook in december? (${Date.now().toString(36)})`;
  await signInInBrowser(page, employee);
  await page.goto("/employee-dashboard/website/faq");
  await expect(page.getByRole("heading", { level: 1, name: "Veelgestelde vragen" })).toBeVisible();
  await expectNoAxeViolations(page);

  const third = page.getByRole("group", { name: "Vraag 3", exact: true });
  await third.getByLabel("Volgorde").fill("1");
  await third.getByLabel("Vraag", { exact: true }).fill(question);
  await page.getByRole("button", { name: "Publiceren" }).click();
  await expect(page.getByText("Gepubliceerd: de wijziging staat op de website.")).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Vraag 1", exact: true }).getByLabel("Vraag", { exact: true }),
  ).toHaveValue(question);

  const home = await visitor(browser);
  await home.goto("/");
  const faq = home.locator("#faq");
  await expect(faq.locator("summary").first()).toHaveText(question);
  await expect(faq.locator("summary")).toHaveCount(12);
  await home.context().close();

  await page.setViewportSize({ width: 412, height: 900 });
  await expectNoAxeViolations(page);
  await restoreImported(page, "/employee-dashboard/website/faq");
});

test("an admin sets a notice banner and public pages show it inside its dates", async ({
  signedInPage: page,
  browser,
}) => {
  const text = `Tussen kerst en oud en nieuw gesloten (${Date.now().toString(36)})`;
  await page.goto("/employee-dashboard/website/teksten");
  await expect(page.getByRole("heading", { level: 1, name: "Paginateksten" })).toBeVisible();
  await expectNoAxeViolations(page);

  const today = new Date().toLocaleDateString("en-CA", { timeZone: "Europe/Amsterdam" });
  const banner = page.getByRole("group", { name: "Mededeling op de hele website" });
  await banner.getByLabel("Tekst van de mededeling").fill(text);
  await banner.getByLabel("Zichtbaar vanaf").fill(today);
  await banner.getByLabel("Zichtbaar tot en met").fill(today);
  await page.getByRole("button", { name: "Publiceren" }).click();
  await expect(page.getByText("Gepubliceerd: de wijziging staat op de website.")).toBeVisible();

  const visitorPage = await visitor(browser);
  for (const path of ["/", "/diensten", "/stickers"]) {
    await visitorPage.goto(path);
    await expect(visitorPage.getByRole("complementary", { name: "Mededeling" })).toHaveText(text);
  }
  await expectNoAxeViolations(visitorPage);
  await visitorPage.setViewportSize({ width: 412, height: 900 });
  await expectNoAxeViolations(visitorPage);

  // A banner that ended yesterday is gone from every page.
  const yesterday = new Date(Date.now() - 24 * 3600_000).toLocaleDateString("en-CA", {
    timeZone: "Europe/Amsterdam",
  });
  await page.goto("/employee-dashboard/website/teksten");
  await banner.getByLabel("Zichtbaar vanaf").fill(yesterday);
  await banner.getByLabel("Zichtbaar tot en met").fill(yesterday);
  await page.getByRole("button", { name: "Publiceren" }).click();
  await expect(page.getByText("Gepubliceerd: de wijziging staat op de website.")).toBeVisible();
  await visitorPage.goto("/diensten");
  await expect(visitorPage.getByRole("complementary", { name: "Mededeling" })).toHaveCount(0);
  await visitorPage.context().close();

  await restoreImported(page, "/employee-dashboard/website/teksten");
});
