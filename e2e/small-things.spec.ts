// Small things from "Phone layout and small things", at 1280 px: an open dialog covers the WhatsApp button and
// its bubble, the error toast stays clear of the dialog's title and close button, the blog editor (the author
// shows the brand, the slug follows the title with and without JavaScript, the list is ordered by date), a reply
// template keeps what was typed (with and without JavaScript), a new employee types the one-time password once,
// and staff who sign out land on their own sign-in page with a notice.
import type { Locator, Page } from "@playwright/test";
import { passwordPaths } from "../app/content/password";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, waitForHydration } from "./helpers";
import { openDialog } from "./lead-helpers";
import { createStaffAccount, randomIp, signInInBrowser, totp, uniqueEmail } from "./staff-helpers";

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const rect = await locator.boundingBox();
  expect(rect, "the element is rendered").not.toBeNull();
  return rect!;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element hit at a box's centre, described by its test id or tag. */
function hitAt(page: Page, at: Box) {
  return page.evaluate(
    ({ x, y }) => {
      const hit = document.elementFromPoint(x, y);
      return hit?.getAttribute("data-testid") ?? hit?.tagName ?? null;
    },
    { x: at.x + at.width / 2, y: at.y + at.height / 2 },
  );
}

test("an open quote dialog's backdrop covers the WhatsApp button and its bubble", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const dialog = await openDialog(
    page,
    page.getByRole("banner").getByRole("link", { name: "Vraag offerte aan" }),
    "Offerte aanvragen",
  );
  // The bubble comes 5 s after load (lib/chat-bubble), here while the dialog is open.
  const bubble = page.getByTestId("chat-bubble");
  await expect(bubble).toBeVisible({ timeout: 15_000 });
  const button = page.locator(".chat-button > a");
  expect(await hitAt(page, await box(button))).toBe("dialog-backdrop");
  expect(await hitAt(page, await box(bubble))).toBe("dialog-backdrop");
  await expect(dialog).toBeVisible();
});

test("the error toast leaves the quote dialog's title and close button clear", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const dialog = await openDialog(
    page,
    page.getByRole("banner").getByRole("link", { name: "Vraag offerte aan" }),
    "Offerte aanvragen",
  );
  await dialog.getByRole("button", { name: "Offerte aanvragen" }).click();
  const toast = page.locator('[data-toast="error"]').filter({ hasText: "Vul alle verplichte velden in" });
  await expect(toast).toBeVisible();
  const toastBox = await box(toast);
  expect(intersects(toastBox, await box(dialog.getByRole("button", { name: "Sluiten" })))).toBe(false);
  expect(intersects(toastBox, await box(dialog.getByRole("heading", { name: "Offerte aanvragen" })))).toBe(
    false,
  );
});

test.describe("blog editor", () => {
  test.describe.configure({ timeout: 120_000 });

  test("shows the brand as author, suggests the slug from the title while typing, lists posts by date", async ({
    page,
    employee,
  }) => {
    await signInInBrowser(page, employee);
    await page.goto("/employee-dashboard/website/blog");
    await page.getByRole("link", { name: "Nieuw artikel" }).click();
    await expect(page.getByLabel("Auteur")).toHaveValue("Team Printshop Breda");
    await waitForHydration(page);
    const suffix = Date.now().toString(36);
    await page.getByLabel("Titel", { exact: true }).pressSequentially(`Caps & polo's borduren ${suffix}`);
    await expect(page.getByLabel("Slug (adres)")).toHaveValue(`caps-polo-s-borduren-${suffix}`);
    // A slug typed by hand stays when the title changes.
    await page.getByLabel("Slug (adres)").fill(`eigen-${suffix}`);
    await page.getByLabel("Titel", { exact: true }).press("End");
    await page.getByLabel("Titel", { exact: true }).pressSequentially("!");
    await expect(page.getByLabel("Slug (adres)")).toHaveValue(`eigen-${suffix}`);
    await expectNoAxeViolations(page);
  });

  test("without JavaScript an empty slug is made from the title, and the list puts the newest date first", async ({
    browser,
    employee,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInInBrowser(page, employee);
    const suffix = Date.now().toString(36);
    const save = async (title: string, date: string) => {
      await page.goto("/employee-dashboard/website/blog/nieuw");
      await page.getByLabel("Titel", { exact: true }).fill(title);
      await page.getByLabel("Samenvatting").fill("Een korte samenvatting van dit artikel.");
      await page.getByLabel("Tekst (Markdown)").fill("Een tekst over borduren.");
      await page.getByLabel("Publicatiedatum").fill(date);
      await page.getByRole("button", { name: "Concept opslaan" }).click();
      await expect(page).toHaveURL(/\/employee-dashboard\/website\/blog\/[^/]+\?opgeslagen=draft$/);
    };
    await save(`Oud artikel ${suffix}`, "2020-01-02");
    await expect(page.getByLabel("Slug (adres)")).toHaveValue(`oud-artikel-${suffix}`);
    await expect(page.getByLabel("Auteur")).toHaveValue("Team Printshop Breda");
    await save(`Nieuwer artikel ${suffix}`, "2020-01-03");
    await expect(page.getByLabel("Slug (adres)")).toHaveValue(`nieuwer-artikel-${suffix}`);
    await page.goto("/employee-dashboard/website/blog");
    const titles = await page.getByRole("heading", { level: 2 }).allTextContents();
    const older = titles.indexOf(`Oud artikel ${suffix}`);
    const newer = titles.indexOf(`Nieuwer artikel ${suffix}`);
    expect(newer).toBeGreaterThanOrEqual(0);
    expect(older).toBe(newer + 1);
    await context.close();
  });
});

test.describe("reply template", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const javaScriptEnabled of [true, false]) {
    test(`'Sjabloon gebruiken' keeps the typed text ${javaScriptEnabled ? "in place" : "without JavaScript"}`, async ({
      browser,
      adminSession,
      quote,
    }) => {
      const email = uniqueEmail("sjabloon");
      const id = await quote({ name: "Jan de Vries", email });
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await adminSession.signIn(page);
      await page.goto(`/employee-dashboard/leads/quote/${id}`);
      if (javaScriptEnabled) await waitForHydration(page);
      const typed = "Zijn 25 shirts in maat L goed?";
      await page.getByLabel("Bericht").fill(typed);
      await page.getByLabel("Sjabloon", { exact: true }).selectOption({ label: "We hebben een vraag" });
      let reloaded = false;
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) reloaded = true;
      });
      await page.getByRole("button", { name: "Sjabloon gebruiken" }).click();
      const body = page.getByLabel("Bericht");
      await expect(body).toHaveValue(
        `Beste Jan de Vries,\n\nBedankt voor je aanvraag. Om je een goede prijs te kunnen geven, hebben we nog een vraag:\n\n${typed}\n\nMet vriendelijke groet,\nPrintshop Breda`,
      );
      await expect(page.getByLabel("Onderwerp")).toHaveValue(
        "Een vraag over je aanvraag bij Printshop Breda",
      );
      expect(reloaded, "with JavaScript nothing reloads").toBe(!javaScriptEnabled);
      await context.close();
    });
  }
});

test("a new employee types the one-time password once, then chooses a password and is in", async ({
  page,
  adminSession,
  eraseAfter,
}) => {
  test.setTimeout(90_000);
  const admin = await adminSession.client();
  const email = uniqueEmail("eenmalig");
  eraseAfter(email);
  const oneTime = await createStaffAccount(admin, email);
  await admin.dispose();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
  await page.goto("/employee-login");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord").fill(oneTime);
  await page.getByRole("button", { name: "Verder" }).click();
  await expect(page).toHaveURL(/\/employee-login\/2fa$/);
  // No password asked here: the QR code and the secret at once.
  await expect(page.getByLabel("Wachtwoord")).toHaveCount(0);
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await page.getByLabel("Stap 3: vul de code uit de app in").fill(totp(secret));
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await expect(page).toHaveURL(new RegExp(`${passwordPaths.change}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kies een nieuw wachtwoord");
  // Not the one-time password again: only the new one, twice.
  await expect(page.getByLabel("Eenmalig wachtwoord")).toHaveCount(0);
  await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill("mijn-eigen-wachtwoord");
  await page.getByLabel("Herhaal nieuw wachtwoord").fill("mijn-eigen-wachtwoord");
  await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(page).toHaveURL(/\/employee$/);

  // "Uitloggen": back on the staff sign-in, told so.
  await page.getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL(/\/employee-login\?melding=uitgelogd$/);
  await expect(page.getByRole("status")).toHaveText("Je bent uitgelogd.");
  await expectNoAxeViolations(page);
});
