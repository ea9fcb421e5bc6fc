// Public pages run one small script (browser/boot.ts, a cached file) until the visitor does something or a few
// idle seconds have passed: the first paint needs no script at all, no framework code loads before then, the
// landing page is still counted, and the first click is not lost.
import { expect, test, type Page } from "@playwright/test";
import {
  expectNoCspViolations,
  recordCspViolations,
  waitForHydration,
  waitForReactHandlers,
} from "./helpers";
import { randomIp } from "./staff-helpers";
import { IDLE_START_MS } from "../app/browser/boot";

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

/** The script files a page fetches besides the boot script (its module script element imports that one). */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/assets/boot-")) return;
    if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) urls.push(pathname);
  });
  return urls;
}

/**
 * Stops the page's clock before it loads: no timer of the page (the idle start among them) runs until
 * `page.clock.resume()`, so script files seen by then came from the markup or an interaction, however slow the
 * machine.
 */
async function holdClock(page: Page) {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
}

for (const path of ["/", "/?utm_source=nieuwsbrief"]) {
  // The second address is rendered per request (a nonce instead of the cached page's script hashes).
  test(`${path}: no script files until the first interaction, whose click still opens the quote dialog`, async ({
    page,
  }) => {
    await recordCspViolations(page);
    const scripts = scriptRequests(page);
    const beacon = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/bezoek");
    await holdClock(page);
    await page.goto(path);
    // The landing page is counted without any interaction.
    expect(JSON.parse((await beacon).postData() ?? "{}")).toMatchObject({ p: "/" });
    expect(scripts).toEqual([]);
    await page.clock.resume();

    // The click that starts the scripts is replayed once React is there.
    await page.getByRole("banner").getByRole("link", { name: "Vraag offerte aan" }).click();
    await expect(page.getByRole("dialog", { name: "Offerte aanvragen" })).toBeVisible({ timeout: 15_000 });
    expect(scripts.some((url) => url.includes("/entry.client-"))).toBe(true);
    // The pressed button no longer says it is waiting (the open dialog hides the header from role queries).
    await expect(page.locator("header [aria-busy]")).toHaveCount(0);
    await expectNoCspViolations(page);
  });
}

test("a first tap on a button in the page's own markup (not the header) is not lost either", async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  await holdClock(page);
  await page.goto("/voertuigbelettering");
  expect(scripts).toEqual([]);
  await page.clock.resume();
  // Server markup: the delegated listener opens the dialog (components/server-markup-actions.tsx).
  await page.getByRole("main").getByRole("link", { name: "Vraag offerte aan" }).first().click();
  await expect(page.getByRole("dialog", { name: "Offerte aanvragen" })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("main [aria-busy]")).toHaveCount(0);

  await page.goto("/");
  await page.getByRole("link", { name: "Plan een online gesprek" }).first().click();
  await expect(page.getByRole("dialog", { name: /gesprek|afspraak/i })).toBeVisible({ timeout: 15_000 });
});

test("a reader who does nothing gets the scripts a few idle seconds after the page loaded", async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  await holdClock(page);
  await page.goto("/over-ons");
  // Just short of the idle start nothing has come; the page's time then goes on as usual.
  await page.clock.runFor(IDLE_START_MS - 500);
  expect(scripts).toEqual([]);
  await page.clock.resume();
  await expect
    .poll(() => scripts.some((url) => url.includes("/entry.client-")), { timeout: 15_000 })
    .toBe(true);
  await waitForReactHandlers(page);
});

test("/werkkleding: no script files until the first interaction, which shows the cart's count", async ({
  page,
  context,
}) => {
  // A visitor who put a polo in the cart earlier (the cart lives in local storage).
  await page.goto("/werkkleding/bestellen?product=polo");
  await waitForHydration(page);
  const add = page.getByRole("button", { name: "In winkelwagen" });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  // Back on the range in a fresh tab: the product list is server markup, the cart's code waits.
  const reader = await context.newPage();
  await recordCspViolations(reader);
  const scripts = scriptRequests(reader);
  await holdClock(reader);
  await reader.goto("/werkkleding");
  await expect(reader.getByTestId("product-polo")).toBeVisible();
  expect(scripts).toEqual([]);
  // The count is not known yet: no empty badge is painted in its place.
  await expect(reader.getByTestId("cart-count")).toHaveText("");
  await expect(reader.getByTestId("cart-count")).toBeHidden();

  // The first interaction brings React, and the pill counts what is in the cart.
  await reader.clock.resume();
  await reader.mouse.move(5, 5);
  await expect(reader.getByTestId("cart-count")).toHaveText("1", { timeout: 15_000 });
  await expect(reader.getByTestId("cart-count")).toBeVisible();
  expect(scripts.some((url) => url.includes("/entry.client-"))).toBe(true);
  await expectNoCspViolations(reader);

  // A first tap straight on the pill, before any script: it still leads to the cart, where the polo is.
  const tapper = await context.newPage();
  await tapper.goto("/werkkleding");
  await tapper.getByTestId("cart-indicator").click();
  await expect(tapper).toHaveURL(/\/werkkleding\/bestellen#winkelwagen$/);
  await expect(tapper.getByTestId("cart-lines").getByRole("listitem")).toHaveCount(1);
});
