// Phone (Pixel 7, 412 px) points of "Phone layout and small things": /dashboard with quotes fits the screen, the
// error toast stays clear of the quote dialog's title and close button, and the WhatsApp button covers no text
// at a blog post's end and sits under an open dialog's backdrop.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./helpers";
import { sendQuoteFromLead } from "./quote-helpers";
import { randomIp, uniqueEmail, verificationLinkFor } from "./staff-helpers";

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const rect = await locator.boundingBox();
  expect(rect, "the element is rendered").not.toBeNull();
  return rect!;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const chatButton = (page: Page) => page.getByRole("link", { name: /Chat met ons via WhatsApp/ });

async function openQuoteDialog(page: Page): Promise<Locator> {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Menu openen" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Vraag offerte aan" }).click();
  const dialog = page.getByRole("dialog", { name: "Offerte aanvragen" });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return dialog;
}

test("/dashboard with quotes listed has no sideways scroll at 412 px, 'Bekijken' on the screen", async ({
  page,
  admin,
  quote,
  eraseAfter,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("offertes-telefoon");
  eraseAfter(email);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
  await page.request.post("/auth", {
    form: { intent: "sign-up", email, password: "klant-wachtwoord", firstName: "Kim", lastName: "Klant" },
  });
  // The mailed link verifies the address and signs in: the requests and quotes of the address show.
  await page.goto(await verificationLinkFor(email));
  const customer = { name: "Kim Klant", email };
  const leadId = await quote({ ...customer, description: "25 shirts met ons logo" });
  await sendQuoteFromLead(admin, leadId, customer);
  await page.goto("/dashboard");
  const quotes = page.getByTestId("account-quotes");
  await expect(quotes.getByRole("listitem")).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  const open = quotes.getByRole("link", { name: /^Bekijken/ });
  const openBox = await box(open);
  expect(openBox.x + openBox.width).toBeLessThanOrEqual(412);
  await expect(page.getByRole("table", { name: "Mijn aanvragen" })).toBeVisible();
});

test("the error toast leaves the quote dialog's title and close button clear", async ({ page }) => {
  const dialog = await openQuoteDialog(page);
  await dialog.getByRole("button", { name: "Offerte aanvragen" }).click();
  const toast = page.locator('[data-toast="error"]').filter({ hasText: "Vul alle verplichte velden in" });
  await expect(toast).toBeVisible();
  const toastBox = await box(toast);
  expect(intersects(toastBox, await box(dialog.getByRole("button", { name: "Sluiten" })))).toBe(false);
  expect(intersects(toastBox, await box(dialog.getByRole("heading", { name: "Offerte aanvragen" })))).toBe(
    false,
  );
});

test("scrolled to a blog post's end the WhatsApp button covers no text; an open dialog covers the button", async ({
  page,
}) => {
  await page.goto("/blog/bedrijfskleding-laten-bedrukken-tips");
  await waitForHydration(page);
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
  );
  await expect
    .poll(() =>
      page.evaluate(
        () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      ),
    )
    .toBe(true);
  const button = await box(chatButton(page));
  expect(intersects(button, await box(page.locator("article p").last()))).toBe(false);
  // The page's last line of text.
  expect(intersects(button, await box(page.getByText(/Alle rechten voorbehouden/)))).toBe(false);

  await openQuoteDialog(page);
  // The dialog hides the rest of the page from assistive technology (aria-hidden): found by its place, not role.
  const at = await box(page.locator(".chat-button > a"));
  // On a phone the dialog itself may reach over the button's centre: either way the dialog's layer is on top.
  const hit = await page.evaluate(
    ({ x, y }) => {
      const element = document.elementFromPoint(x, y);
      if (element?.closest('[role="dialog"]')) return "dialog";
      return element?.getAttribute("data-testid") ?? element?.tagName ?? null;
    },
    { x: at.x + at.width / 2, y: at.y + at.height / 2 },
  );
  expect(["dialog-backdrop", "dialog"]).toContain(hit);
});
