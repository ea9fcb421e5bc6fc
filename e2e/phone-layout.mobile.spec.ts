// Phone layout (Pixel 7, 412 px wide): floating and sticky elements must not cover what the visitor is using.
// The floating WhatsApp button and the quick-quote form's send button, the sticky header and the contact
// section reached from the menu, the sticky header and the work-wear cart pill.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers";

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const rect = await locator.boundingBox();
  expect(rect, "the element is rendered").not.toBeNull();
  return rect!;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Waits until the page stops scrolling (smooth scrolling takes a moment) and returns where it stopped. */
async function settledScroll(page: Page): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => Math.round(window.scrollY));
        const settled = y === last;
        last = y;
        return settled;
      },
      { intervals: [250], timeout: 15_000 },
    )
    .toBe(true);
  return last;
}

const chatButton = (page: Page) => page.getByRole("link", { name: /Chat met ons via WhatsApp/ });

test("the WhatsApp button never covers the quick-quote form's send button", async ({ page }) => {
  await page.goto("/");
  // Hydration replaces the footer's server markup (the floating button with it): measure after it, not during.
  await waitForHydration(page);
  const send = page.locator("#contact").getByRole("button", { name: "Vraag offerte aan" });
  // Scrolled up from below the screen's bottom edge (where the floating button sits) to its middle.
  for (const above of [0, 20, 40, 60, 200, 400]) {
    await send.evaluate((el, above) => {
      const bottom = el.getBoundingClientRect().bottom;
      window.scrollTo({ top: window.scrollY + bottom - window.innerHeight + above, behavior: "instant" });
    }, above);
    await settledScroll(page);
    const sendBox = await box(send);
    expect(Math.abs(sendBox.y + sendBox.height - (page.viewportSize()!.height - above))).toBeLessThan(2);
    expect(intersects(sendBox, await box(chatButton(page))), `${above} px above the bottom`).toBe(false);
  }
});

test("Contact in the menu scrolls the contact form's heading to just below the sticky header", async ({
  page,
}) => {
  for (const start of ["/", "/portfolio"]) {
    await page.goto(start);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Menu openen" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible({ timeout: 15_000 });
    await drawer.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/$/);
    await settledScroll(page);
    const header = await box(page.getByRole("banner"));
    const heading = await box(page.locator("#contact-heading"));
    expect(heading.y, `from ${start}`).toBeGreaterThanOrEqual(header.y + header.height);
    // Not below the first screen either: the section starts right under the header.
    const section = await box(page.locator("#contact"));
    expect(section.y, `from ${start}`).toBeGreaterThanOrEqual(header.y + header.height);
    expect(section.y, `from ${start}`).toBeLessThan(header.y + header.height + 40);
  }
});

test("the cart pill on /werkkleding/bestellen stays in view below the header while choosing", async ({
  page,
}) => {
  await page.goto("/werkkleding/bestellen?product=polo");
  await waitForHydration(page);
  const add = page
    .getByRole("form", { name: "Kies je artikelen" })
    .getByRole("button", { name: "In winkelwagen" });
  await expect(add).toBeEnabled();
  const pill = page.getByTestId("cart-indicator");

  for (const target of [add, page.getByRole("heading", { name: "Je winkelwagen" })]) {
    await target.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    expect(await settledScroll(page)).toBeGreaterThan(300);
    if (target === add) await add.click();
    const header = await box(page.getByRole("banner"));
    const pillBox = await box(pill);
    expect(pillBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    await expect(pill).toBeInViewport({ ratio: 1 });
  }
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await pill.click();
  await expect(page).toHaveURL(/\/werkkleding\/bestellen#winkelwagen$/);
  // The cart's heading lands below the sticky header and the cart bar, not under them.
  await settledScroll(page);
  const pillBox = await box(pill);
  const heading = page.getByRole("heading", { name: "Je winkelwagen" });
  expect((await box(heading)).y).toBeGreaterThan(pillBox.y + pillBox.height);
  await expect(heading).toBeInViewport({ ratio: 1 });
});

test("the cart bar on /werkkleding/bestellen covers no field in part: fields slide under the whole bar", async ({
  page,
}) => {
  await page.goto("/werkkleding/bestellen?product=polo");
  await waitForHydration(page);
  const article = page.getByRole("combobox", { name: "Artikel" });
  // A floating pill covered the select's right end (its arrow) while its left half stayed in view. At every
  // height the select passes on its way up, its left and right ends are both in view or both covered.
  const seen = new Set<boolean>();
  for (const top of [160, 130, 110, 95, 80]) {
    await article.evaluate((el, top) => {
      window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - top, behavior: "instant" });
    }, top);
    await settledScroll(page);
    const select = await box(article);
    const y = select.y + select.height / 2;
    const inSelect = (x: number) =>
      page.evaluate(([x, y]) => !!document.elementFromPoint(x, y)?.closest("select"), [x, y] as const);
    const left = await inSelect(select.x + 12);
    const right = await inSelect(select.x + select.width - 12);
    expect(right, `the select ${top} px from the top: left end in view ${left}`).toBe(left);
    seen.add(left);
  }
  expect([...seen].sort(), "the select was seen both in view and under the bar").toEqual([false, true]);
});
