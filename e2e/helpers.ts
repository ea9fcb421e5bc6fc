import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** Runs axe (WCAG 2.2 A/AA) on the current page and fails on any violation. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

export const SITE_URL = "https://www.printshop-breda.example";

/** Records every layout shift of the page's documents (CLS entries). Call before the first navigation. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __layoutShifts: number[] }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts of the current document so far (recordLayoutShifts first). */
export async function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: number[] }).__layoutShifts);
}

/**
 * Collects the Content-Security-Policy violations a page reports (the server enforces its policy, so a
 * violation is a feature broken for visitors). Call before the first navigation.
 */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const record: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = record;
    document.addEventListener("securitypolicyviolation", (event) =>
      record.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
}

export async function expectNoCspViolations(page: Page) {
  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
  );
  expect(violations).toEqual([]);
}

/** Runs in the page: whether React has hydrated the header (event handlers attached). */
function headerIsHydrated() {
  // The public header's dialog links (aria-haspopup) or the staff header's buttons.
  const button = document.querySelector("header [aria-haspopup], header button");
  return !!button && Object.keys(button).some((key) => key.startsWith("__reactProps"));
}

/** Resolves once React has hydrated the header, however its scripts were started. */
export async function waitForReactHandlers(page: Page) {
  await page.waitForFunction(headerIsHydrated, undefined, { timeout: 45_000 });
}

/**
 * Starts a public page's scripts as a visitor does (a pointer move: browser/boot.ts) and resolves once React has
 * hydrated the header, so clicks do what a user expects.
 */
export async function waitForHydration(page: Page) {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await waitForReactHandlers(page);
}

/**
 * Hydrates a page loaded while its clock stands still (`page.clock.pauseAt`), moving the clock on only a frame
 * at a time for the page's own frame and timeout callbacks: the page's timers then count from its load however
 * long a busy machine takes to deliver the scripts.
 */
export async function waitForHydrationOnPausedClock(page: Page) {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await expect
    .poll(
      async () => {
        await page.clock.runFor(20);
        return page.evaluate(headerIsHydrated);
      },
      { timeout: 45_000 },
    )
    .toBe(true);
}

/**
 * Brings an island (components/island.tsx: the home page's partnership block and contact section) into view
 * and waits until its own code has taken over from the server's HTML, as it does for a visitor scrolling down.
 */
export async function activateIsland(page: Page, name: "partnership" | "contact") {
  await waitForHydration(page);
  const island = page.locator(`[data-island="${name}"]`);
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute("data-island-active", "", { timeout: 45_000 });
}

/** Resolves once React has attached its handlers to the element, so a click runs the app's code, not a plain post. */
export async function waitForReactOn(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps"))), {
      timeout: 45_000,
    })
    .toBe(true);
}
