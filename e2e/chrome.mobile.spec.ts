// Site chrome on a phone (Pixel 7): the drawer menu, the contact anchor from the drawer, no chat bubble,
// and accessibility of the home page with and without the drawer open.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "./helpers";

async function openMenu(page: Page) {
  await waitForHydration(page);
  await page.getByRole("link", { name: "Menu openen" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  // The drawer's code loads on first use.
  await expect(drawer).toBeVisible({ timeout: 15_000 });
  return drawer;
}

test("the header shows a menu button instead of the navigation", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Menu openen" })).toBeVisible();
  await expect(page.locator("header").getByRole("link", { name: /Bel ons/ })).toHaveAttribute(
    "href",
    "tel:+31760000000",
  );
});

test("drawer: opens, traps focus, closes with Escape and returns focus", async ({ page }) => {
  await page.goto("/");
  // While the drawer is open everything behind it is hidden from assistive tech, so find it by CSS.
  const menuButton = page.locator('header a[href="#menu"]');
  const drawer = await openMenu(page);
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(drawer.getByRole("link")).toHaveText([
    "Home",
    "Diensten & Prijzen",
    "Portfolio",
    "Over ons",
    "Contact",
    /Bel 076 000 0000/,
    /WhatsApp ons/,
  ]);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
});

test("drawer: the close button closes it, and following a link closes it", async ({ page }) => {
  await page.goto("/");
  let drawer = await openMenu(page);
  await drawer.getByRole("button", { name: "Menu sluiten" }).click();
  await expect(drawer).toBeHidden();

  drawer = await openMenu(page);
  await drawer.getByRole("link", { name: "Diensten & Prijzen" }).click();
  await expect(page).toHaveURL(/\/diensten$/);
  await expect(drawer).toBeHidden();
});

test("drawer: Contact from another page goes home and scrolls to the contact section", async ({ page }) => {
  await page.goto("/portfolio");
  const drawer = await openMenu(page);
  await drawer.getByRole("link", { name: "Contact" }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#contact")).toBeInViewport();
});

test("drawer: the quote button opens the quote dialog", async ({ page }) => {
  await page.goto("/");
  const drawer = await openMenu(page);
  await drawer.getByRole("button", { name: "Vraag offerte aan" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
});

test("drawer: closing the quote dialog opened from it hands focus to the menu button", async ({ page }) => {
  await page.goto("/");
  const menuButton = page.locator('header a[href="#menu"]');
  for (const close of ["Escape", "Sluiten"] as const) {
    const drawer = await openMenu(page);
    await drawer.getByRole("button", { name: "Vraag offerte aan" }).click();
    const dialog = page.getByRole("dialog", { name: "Offerte aanvragen" });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    // The drawer and the button that opened the dialog are gone by now.
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
    if (close === "Escape") await page.keyboard.press("Escape");
    else await dialog.getByRole("button", { name: "Sluiten" }).click();
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  }
});

test("no chat bubble on mobile, but the chat button is there", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await waitForHydration(page);
  await page.clock.fastForward(7000);
  await expect(page.getByTestId("chat-bubble")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Chat met ons via WhatsApp/ })).toBeVisible();
});

test("home page has no accessibility violations, with and without the drawer", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/");
  await expectNoAxeViolations(page);
  await openMenu(page);
  await expectNoAxeViolations(page);
});
