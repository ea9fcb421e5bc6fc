// First-party visit analytics: the beacon on load and on client-side navigation, leads that carry their source,
// and the numbers on the staff statistics page.
import { type APIRequestContext, type Page, type Request } from "@playwright/test";
import { shopNow } from "../app/lib/shop-time";
import { conversionRate } from "../app/lib/stats-period";
import { expectNoAxeViolations, waitForHydration, waitForReactOn } from "./helpers";
import { expect, test } from "./fixtures";
import { newClient, randomIp, uniqueEmail } from "./staff-helpers";

function beaconLog(page: Page): { path: string; body: Record<string, string> }[] {
  const log: { path: string; body: Record<string, string> }[] = [];
  page.on("request", (request: Request) => {
    if (new URL(request.url()).pathname !== "/api/bezoek") return;
    const body = JSON.parse(request.postData() ?? "{}") as Record<string, string>;
    log.push({ path: body.p ?? "", body });
  });
  return log;
}

/** The Pinterest row of the statistics page (30 days) as the admin sees it now: visits and leads. */
async function pinterestCounts(admin: APIRequestContext): Promise<{ visits: number; leads: number }> {
  const html = await (await admin.get("/employee-dashboard/statistieken?periode=30")).text();
  const row = /<tr[^>]*data-source="pinterest"[^>]*>(.*?)<\/tr>/s.exec(html)?.[1] ?? "";
  const cells = [...row.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((m) => Number(m[1]!.replace(/\D/g, "")));
  return { visits: cells[1] ?? 0, leads: cells[2] ?? 0 };
}

test("records a page view on load and on each client-side navigation, once per path", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
  const page = await context.newPage();
  const beacons = beaconLog(page);
  await page.goto("/?utm_source=ig&utm_campaign=najaar");
  await waitForHydration(page);
  await expect.poll(() => beacons.map((b) => b.path)).toEqual(["/"]);
  expect(beacons[0]!.body).toMatchObject({ us: "ig", uc: "najaar" });
  expect(beacons[0]!.body.s).toMatch(/^[A-Za-z0-9_-]{16,64}$/);

  await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Over ons" }).click();
  await expect(page).toHaveURL(/\/over-ons$/);
  await expect.poll(() => beacons.map((b) => b.path)).toEqual(["/", "/over-ons"]);
  // The same tab keeps its session; a client-side navigation names the previous page as referrer.
  expect(beacons[1]!.body.s).toBe(beacons[0]!.body.s);
  expect(beacons[1]!.body.r).toMatch(/\/\?utm_source=ig/);

  // A search parameter on the same path is not a new page view.
  // A beacon for it would go out before the next page's, so that one is the signal to check at.
  await page.evaluate(() => history.replaceState(null, "", "/over-ons?x=1"));
  // (A page not seen yet: one seen less than a second ago is not counted again.)
  await page
    .getByRole("navigation", { name: "Hoofdmenu" })
    .getByRole("link", { name: "Diensten & Prijzen" })
    .click();
  await expect.poll(() => beacons.length).toBeGreaterThan(2);
  expect(beacons.map((b) => b.path)).toEqual(["/", "/over-ons", "/diensten"]);
  await context.close();
});

test("a lead carries the source and landing page of its visit, and the statistics page counts it", async ({
  browser,
  page,
  playwright,
  adminSession,
  eraseAfter,
}) => {
  // Two sign-ins, a lead, the statistics and axe: on a loaded CI machine this takes longer than the default.
  test.slow();
  // Counted from what is there already, so a retry of this test counts the same.
  const statsBefore = await adminSession.client();
  const before = await pinterestCounts(statsBefore);
  await statsBefore.dispose();
  // A visitor arrives from Pinterest on the stickers page and sends a quote request from there.
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
  const visitor = await context.newPage();
  const beacons = beaconLog(visitor);
  await visitor.goto("/stickers?utm_source=pinterest");
  await waitForHydration(visitor);
  await expect.poll(() => beacons.length).toBe(1);
  const email = uniqueEmail("bron");
  eraseAfter(email);
  await visitor.getByRole("banner").getByRole("link", { name: "Vraag offerte aan" }).click();
  const dialog = visitor.getByRole("dialog", { name: "Offerte aanvragen" });
  await dialog.getByRole("textbox", { name: "Naam", exact: true }).fill("Pinterest Klant");
  await dialog.getByLabel("E-mailadres").fill(email);
  await dialog.getByLabel("Dienst").selectOption("stickers");
  await dialog.getByRole("button", { name: "Offerte aanvragen" }).click();
  await expect(dialog).toBeHidden();
  await context.close();

  // Two more Pinterest visits without a lead, sent as other visitors' beacons.
  const other = await newClient(playwright);
  for (const session of ["pinterestsessie0000001", "pinterestsessie0000002"]) {
    const res = await other.post("/api/bezoek", {
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": "Mozilla/5.0 (iPhone) Mobile" },
      data: JSON.stringify({ p: "/borduren", s: session, us: "pinterest" }),
    });
    expect(res.status()).toBe(204);
  }
  await other.dispose();

  const admin = await adminSession.client();
  const inbox = await (
    await admin.get(`/employee-dashboard?q=${encodeURIComponent(email)}&bron=pinterest`)
  ).text();
  const id = /\/employee-dashboard\/leads\/quote\/([0-9a-f-]{36})/.exec(inbox)?.[1];
  expect(id, "the lead is found when filtering on its source").toBeTruthy();
  await admin.dispose();

  await adminSession.signIn(page);
  await page.goto(`/employee-dashboard/leads/quote/${id}`);
  await expect(page.locator("[data-field='Herkomst']")).toHaveText(
    "Gevonden via Pinterest, binnengekomen op /stickers, 1 pagina bekeken",
  );

  await page.getByRole("link", { name: "Statistieken" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Statistieken");
  const pinterest = page.locator("tr[data-source='pinterest']");
  // Three visits and one lead more than before (on a first run: 3, 1 and "33,3%").
  const visits = before.visits + 3;
  const leads = before.leads + 1;
  await expect(pinterest.locator("td")).toHaveText([
    "Pinterest",
    String(visits),
    String(leads),
    conversionRate(leads, visits),
  ]);
  await page.getByRole("link", { name: "7 dagen" }).click();
  await expect(page).toHaveURL(/periode=7/);
  await expect(pinterest.locator("td").nth(1)).toHaveText(String(visits));
  await expectNoAxeViolations(page);
});

test("staff browsing the public site are not counted", async ({ signedInPage: page }) => {
  const responses: number[] = [];
  page.on("response", (r) => {
    if (new URL(r.url()).pathname === "/api/bezoek") responses.push(r.status());
  });
  await page.goto("/over-ons?utm_source=linkedin");
  await waitForHydration(page);
  await expect.poll(() => responses).toEqual([204]);
  await page.goto("/employee-dashboard/statistieken?periode=7");
  // No LinkedIn visit was stored for the signed-in admin (no other test visits from LinkedIn).
  await expect(page.locator("tr[data-source='linkedin']")).toHaveCount(0);
});

test("the statistics date fields show the period of the figures, and say why chosen days are not shown", async ({
  page,
  adminSession,
}) => {
  const today = shopNow().date;
  const daysAgo = (n: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  const dutch = (iso: string) =>
    new Intl.DateTimeFormat("nl-NL", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${iso}T00:00:00Z`));
  await adminSession.signIn(page);
  await page.goto("/employee-dashboard/statistieken");
  const form = page.getByRole("form", { name: "Eigen periode" });
  const fields = () => Promise.all(["Van", "Tot en met"].map((l) => form.getByLabel(l).inputValue()));
  const summary = page.getByTestId("periode");

  await form.getByLabel("Van").fill(daysAgo(20));
  await form.getByLabel("Tot en met").fill(daysAgo(10));
  await form.getByRole("button", { name: "Toon" }).click();
  await expect(page).toHaveURL(new RegExp(`van=${daysAgo(20)}&tot=${daysAgo(10)}$`));
  await expect(summary).toHaveText(`Cijfers van ${dutch(daysAgo(20))} tot en met ${dutch(daysAgo(10))}.`);

  await page.getByRole("link", { name: "7 dagen" }).click();
  await expect(page).toHaveURL(/\?periode=7$/);
  await expect.poll(fields).toEqual([daysAgo(6), today]);
  await expect(summary).toHaveText(`Cijfers van ${dutch(daysAgo(6))} tot en met ${dutch(today)}.`);

  // A reversed range: the reason next to the fields, and the fields and the sentence show the 30 days instead.
  await form.getByLabel("Van").fill(daysAgo(5));
  await form.getByLabel("Tot en met").fill(daysAgo(20));
  await form.getByRole("button", { name: "Toon" }).click();
  await expect(page).toHaveURL(new RegExp(`van=${daysAgo(5)}&tot=${daysAgo(20)}$`));
  await expect(page.getByRole("alert")).toHaveText("De einddatum ligt vóór de begindatum.");
  await expect(form.getByLabel("Van")).toHaveAccessibleDescription("De einddatum ligt vóór de begindatum.");
  await expect.poll(fields).toEqual([daysAgo(29), today]);
  await expect(summary).toHaveText(
    `In plaats daarvan zie je de laatste 30 dagen: ${dutch(daysAgo(29))} tot en met ${dutch(today)}.`,
  );
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(page).toHaveURL(/\?periode=7$/);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect.poll(fields).toEqual([daysAgo(6), today]);
});

test("the statistics period form keeps the keyboard focus on Toon after showing the chosen days", async ({
  page,
  adminSession,
}) => {
  const today = shopNow().date;
  await adminSession.signIn(page);
  await page.goto("/employee-dashboard/statistieken");
  const form = page.getByRole("form", { name: "Eigen periode" });
  const show = form.getByRole("button", { name: "Toon" });
  await waitForReactOn(show);
  await form.getByLabel("Van").fill(today);
  await form.getByLabel("Tot en met").fill(today);
  await show.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`van=${today}&tot=${today}$`));
  // Only the new page says "from today to today": the figures are shown before the focus is checked.
  await expect(page.getByTestId("periode")).toHaveText(/^Cijfers van (.+) tot en met \1\.$/);
  await expect(show).toBeFocused();
});
