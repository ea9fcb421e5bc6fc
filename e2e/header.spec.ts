// Site chrome on desktop: sticky header, navigation, contact anchor, call and quote buttons, skip link,
// and the floating chat button's bubble timing (docs/behaviour.md#screens-and-routes).
import { expect, test } from "@playwright/test";
import { waitForHydration, waitForHydrationOnPausedClock } from "./helpers";

test.describe("header", () => {
  test("stays at the top while scrolling", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const header = page.locator("header").first();
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(header).toBeInViewport();
    expect((await header.boundingBox())?.y).toBe(0);
  });

  test("marks the current page in the navigation", async ({ page }) => {
    await page.goto("/diensten");
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    await expect(nav.getByRole("link", { name: "Diensten & Prijzen" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  test("has the navigation of the spec", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header.getByRole("link", { name: /Printshop Breda/ }).first()).toHaveAttribute("href", "/");
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    await expect(nav.getByRole("link")).toHaveText([
      "Home",
      "Diensten & Prijzen",
      "Portfolio",
      "Over ons",
      "Contact",
    ]);
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/#contact");
    await expect(header.getByRole("link", { name: "Bel ons: 076 000 0000" })).toHaveAttribute(
      "href",
      "tel:+31760000000",
    );
  });

  test("Contact on the home page scrolls to the contact section", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("#contact")).not.toBeInViewport();
    await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Contact" }).click();
    await expect(page.locator("#contact")).toBeInViewport();
    await expect(page).toHaveURL(/\/$/);
  });

  test("Contact on another page goes home first, then scrolls to the contact section", async ({ page }) => {
    await page.goto("/over-ons");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#contact")).toBeInViewport();
    await expect(page.locator("#contact")).toBeFocused();
  });

  test("'Vraag offerte aan' opens the quote dialog, Escape closes it", async ({ page }) => {
    await page.goto("/portfolio");
    await waitForHydration(page);
    await page.locator("header").getByRole("link", { name: "Vraag offerte aan" }).click();
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("skip link jumps to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Naar de inhoud" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expect(skip).toHaveAttribute("href", "#main");
  });
});

test.describe("floating chat button (desktop)", () => {
  test("links to WhatsApp with a prefilled greeting", async ({ page }) => {
    await page.goto("/");
    const chat = page.getByRole("link", { name: /Chat met ons via WhatsApp/ });
    const href = new URL((await chat.getAttribute("href"))!);
    expect(href.host + href.pathname).toBe("wa.me/31600000000");
    expect(href.searchParams.get("text")).toBe(
      "Hallo Printshop Breda, ik wil graag meer informatie over jullie diensten.",
    );
  });

  test("shows the bubble 5 s after load and hides it 5 s later", async ({ page }) => {
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    await page.goto("/");
    // The visitor reads for 3 s before the scripts run: the bubble still counts from the page's load.
    await page.clock.runFor(3000);
    await waitForHydrationOnPausedClock(page);
    const bubble = page.getByTestId("chat-bubble");
    const untilAfterLoad = async (ms: number) => ms - (await page.evaluate(() => performance.now()));
    await page.clock.runFor(await untilAfterLoad(4800));
    await expect(bubble).toHaveCount(0);
    await page.clock.runFor(await untilAfterLoad(5300));
    await expect(bubble).toBeVisible();
    await expect(bubble).toContainText("Stuur ons een WhatsApp");
    await page.clock.runFor(await untilAfterLoad(10_300));
    await expect(bubble).toHaveCount(0);
  });

  test("can be dismissed, and stays away for the rest of the session", async ({ page }) => {
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    await page.goto("/");
    await waitForHydrationOnPausedClock(page);
    await page.clock.runFor(5500);
    const bubble = page.getByTestId("chat-bubble");
    await bubble.getByRole("button", { name: "Chatmelding sluiten" }).click();
    await expect(bubble).toHaveCount(0);

    await page.goto("/diensten");
    await waitForHydrationOnPausedClock(page);
    await page.clock.runFor(6000);
    await expect(bubble).toHaveCount(0);
  });
});
