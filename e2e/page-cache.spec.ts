// Public pages from the render cache (app/server/http/page-cache.server.ts) in a real browser: the policy that
// lists the inline scripts by hash lets every script of the page run (no CSP violation, no console error), the
// page hydrates and the quote button opens the form on the first click; the visit beacon still fires; a signed-in
// staff member opening "/" is still sent to /employee after anonymous visitors filled the cache.
import { PUBLIC_PAGES as PAGES } from "../bench/lib/public-pages.js";
import { expectNoCspViolations, recordCspViolations, waitForHydration } from "./helpers";
import { expect, test } from "./fixtures";
import { staffClient } from "./staff-helpers";

for (const path of PAGES) {
  test(`${path} runs its scripts under the cached page's policy and opens the quote form`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      // The not-found page's own 404 status is reported as a failed load; anything else is a real error.
      if (
        message.type() === "error" &&
        !(path === "/bestaat-niet" && message.text().includes("status of 404"))
      )
        errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await recordCspViolations(page);
    const beacon = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/bezoek");

    const response = await page.goto(path);
    expect(response!.status()).toBe(path === "/bestaat-niet" ? 404 : 200);
    // Served from the cache: a validator, and the policy lists hashes instead of a nonce.
    const headers = response!.headers();
    expect(headers["etag"]).toMatch(/^W\//);
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);

    await waitForHydration(page);
    await beacon;
    // The desktop header's quote button (phones have it in the menu).
    await page.getByRole("banner").getByRole("link", { name: "Vraag offerte aan" }).click();
    await expect(page.getByRole("dialog", { name: "Offerte aanvragen" })).toBeVisible();
    await expectNoCspViolations(page);
    expect(errors).toEqual([]);
  });
}

test("the first click on the quote button, right after load: Interaction to Next Paint", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __interactions: number[] };
    w.__interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (entry.interactionId) w.__interactions.push(entry.duration);
      }
    }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
  await page.goto("/");
  // Clicked as soon as the button is visible, without waiting for hydration: it must still open the form.
  await page.getByRole("banner").getByRole("link", { name: "Vraag offerte aan" }).click();
  await expect(page.getByRole("dialog", { name: "Offerte aanvragen" })).toBeVisible();
  const durations = await page.evaluate(
    () => (window as unknown as { __interactions: number[] }).__interactions,
  );
  // Reported, not asserted (timings depend on the machine): `npx playwright test e2e/page-cache.spec.ts`.
  const inp = durations.length ? Math.max(...durations) : 0;
  test.info().annotations.push({ type: "INP of the first click (ms)", description: String(inp) });
  console.log(`INP of the first quote-button click on /: ${inp} ms (${durations.length} slow events)`);
});

test("a signed-in staff member opening / is still sent to /employee when the page is cached", async ({
  request,
  playwright,
  adminAccount,
}) => {
  // An anonymous visitor first: the home page is in the cache.
  expect((await request.get("/")).headers()["etag"]).toMatch(/^W\//);
  const staff = await staffClient(playwright, adminAccount);
  const response = await staff.get("/", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/employee");
  await staff.dispose();
});
