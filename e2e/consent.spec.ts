// Consent for the marketing tags (docs/behaviour.md#outside-calls-and-tracking), on the second test server that has META_PIXEL_ID and GTM_ID set
// (playwright.config.ts, project "consent"): nothing leaves for Meta or Google before consent or after a refusal;
// after acceptance the tags load under the CSP and receive the conversion events. The last test checks the
// default server (no tags): no banner at all.
import { expect, test, type Page } from "@playwright/test";
import { baseURL as serverWithoutTags, E2E_TAGS } from "../playwright.config";
import {
  activateIsland,
  expectNoAxeViolations,
  expectNoCspViolations,
  layoutShifts,
  recordCspViolations,
  recordLayoutShifts,
  waitForHydration,
} from "./helpers";
import { expectToast, openDialog, uniqueEmail } from "./lead-helpers";
import { openMondayAndTuesday } from "./test-days";

test.describe.configure({ timeout: 90_000 });

const banner = (page: Page) => page.getByRole("region", { name: "Cookies en advertentiepixels" });
const footerSettings = (page: Page) =>
  page.getByRole("contentinfo").getByRole("button", { name: "Cookie-instellingen" });

/** Every request the page makes to a host other than this test server. */
function recordThirdPartyRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.hostname !== "localhost") requests.push(request.url());
  });
  return requests;
}

/**
 * Serves tiny stand-ins for fbevents.js and gtm.js that note they ran and set the first-party cookies the real
 * ones set: the calls themselves stay in the `fbq` queue and `dataLayer` that our loader sets up, where the test
 * reads them.
 */
async function stubTagScripts(page: Page) {
  const stub = (name: string, cookies: string[]) =>
    `(window.__tagScripts = window.__tagScripts || []).push(${JSON.stringify(name)});` +
    cookies
      .map((cookie) => `document.cookie = ${JSON.stringify(`${cookie}; Path=/; Max-Age=7776000`)};`)
      .join("");
  await page.route("https://connect.facebook.net/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: stub("fbevents", ["_fbp=fb.1.1700000000000.42"]) }),
  );
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: stub("gtm", ["_ga=GA1.1.42.1700000000", "_ga_E2ETEST=GS1.1.1700000000.1.0.1700000000.0.0.0"]),
    }),
  );
}

/** The names of the cookies the browser holds for the site, sorted. */
async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name).sort();
}

type TagState = {
  scripts: string[];
  fbq: unknown[][];
  dataLayer: Record<string, unknown>[];
  nonces: string[];
};

function tagState(page: Page): Promise<TagState> {
  return page.evaluate(() => {
    const w = window as unknown as {
      __tagScripts?: string[];
      fbq?: { queue: unknown[][] };
      dataLayer?: unknown[];
    };
    const scripts = [...document.querySelectorAll<HTMLScriptElement>("script[src^='https://']")];
    return {
      scripts: w.__tagScripts ?? [],
      fbq: (w.fbq?.queue ?? []).map((call) => [...call]),
      // gtag commands are Arguments objects: read them as arrays.
      dataLayer: (w.dataLayer ?? []).map((entry) =>
        Object.prototype.toString.call(entry) === "[object Arguments]"
          ? { gtag: Array.from(entry as ArrayLike<unknown>) }
          : (entry as Record<string, unknown>),
      ),
      nonces: scripts.map((script) => script.nonce ?? ""),
    };
  });
}

async function sendQuoteModal(page: Page) {
  const dialog = await openDialog(
    page,
    page.getByRole("banner").getByRole("link", { name: "Vraag offerte aan" }),
    "Offerte aanvragen",
  );
  await dialog.getByRole("textbox", { name: "Naam", exact: true }).fill("Jan de Vries");
  await dialog.getByLabel("E-mailadres").fill(uniqueEmail("consent"));
  await dialog.getByLabel("Telefoonnummer").fill("0612345678");
  await dialog.getByLabel("Dienst").selectOption("stickers");
  await dialog.getByRole("button", { name: "Offerte aanvragen" }).click();
  await expectToast(page, "success", "Succes!");
  await expect(dialog).toBeHidden();
}

async function sendQuickQuote(page: Page) {
  await page.goto("/#contact");
  await activateIsland(page, "contact");
  const form = page.getByRole("form", { name: "Snelle offerte aanvragen" });
  await form.getByRole("textbox", { name: "Naam", exact: true }).fill("An Jansen");
  await form.getByLabel("E-mailadres").fill(uniqueEmail("consent-snel"));
  await form.getByLabel("Telefoonnummer").fill("0612345678");
  await form.getByRole("button", { name: "Vraag offerte aan" }).click();
  await expect(page).toHaveURL(/\/bedankt\?verstuurd=/);
}

test.beforeEach(async ({ page }) => recordCspViolations(page));
test.afterEach(async ({ page }) => expectNoCspViolations(page));

test("asks first, accessibly, and sends nothing to a third party before a choice or after a refusal", async ({
  page,
}) => {
  const thirdParty = recordThirdPartyRequests(page);
  await recordLayoutShifts(page);
  const response = await page.goto("/");
  // The policy names the tags' hosts (they are configured here), yet nothing may use them without consent.
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(
    /script-src [^;]*https:\/\/connect\.facebook\.net [^;]*https:\/\/www\.googletagmanager\.com/,
  );
  await waitForHydration(page);

  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText("Zonder je toestemming laden we niets van hen.");
  const refuse = banner(page).getByRole("button", { name: "Weigeren" });
  const accept = banner(page).getByRole("button", { name: "Accepteren" });
  // Refusing is exactly as prominent as accepting: same size and style, side by side.
  const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()];
  expect(refuseBox?.width).toBe(acceptBox?.width);
  expect(refuseBox?.height).toBe(acceptBox?.height);
  expect(refuseBox?.y).toBe(acceptBox?.y);
  expect(await refuse.getAttribute("class")).toBe(await accept.getAttribute("class"));
  // Not a modal: the banner is fixed over the page, which stays usable behind it, and moves nothing (CLS 0).
  await expect(banner(page)).toHaveCSS("position", "fixed");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await layoutShifts(page)).toEqual([]);
  // Reachable by keyboard right after the skip link.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Naar de inhoud" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("link", { name: "Lees meer in onze privacyverklaring" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(refuse).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(accept).toBeFocused();
  await expectNoAxeViolations(page);

  // Without a choice, the forms and pages work and nothing goes to Meta or Google.
  await sendQuoteModal(page);
  await page.goto("/borduren");
  await waitForHydration(page);
  await expect(banner(page)).toBeVisible();
  await sendQuickQuote(page);
  expect(thirdParty).toEqual([]);

  // Refuse with the keyboard: the choice is stored for 12 months and the banner stays away.
  await refuse.focus();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toHaveCount(0);
  const [cookie] = (await page.context().cookies()).filter((c) => c.name === "cookie_consent");
  expect(cookie?.value).toBe("refused");
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);

  await page.goto("/");
  await waitForHydration(page);
  await page.locator('[data-track="Hero Quote Request"]').click();
  await sendQuoteModal(page);
  await expect(banner(page)).toHaveCount(0);
  expect(thirdParty).toEqual([]);
  expect(await page.evaluate(() => "fbq" in window || "dataLayer" in window)).toBe(false);
});

test("after acceptance the tags load with the nonce and receive the conversion events", async ({ page }) => {
  await stubTagScripts(page);
  const thirdParty = recordThirdPartyRequests(page);
  await page.goto("/");
  await waitForHydration(page);
  await banner(page).getByRole("button", { name: "Accepteren" }).click();
  await expect(banner(page)).toHaveCount(0);

  await expect.poll(async () => (await tagState(page)).scripts.sort()).toEqual(["fbevents", "gtm"]);
  let state = await tagState(page);
  expect(state.nonces.every((nonce) => nonce.length > 0)).toBe(true);
  expect(state.fbq).toContainEqual(["init", E2E_TAGS.META_PIXEL_ID]);
  expect(state.fbq).toContainEqual(["track", "PageView"]);
  expect(state.dataLayer).toContainEqual(expect.objectContaining({ event: "gtm.js" }));

  await page.locator('[data-track="Hero Quote Request"]').click();
  await sendQuoteModal(page);
  state = await tagState(page);
  expect(state.dataLayer).toContainEqual({ event: "Click", category: "CTA", label: "Hero Quote Request" });
  expect(state.dataLayer).toContainEqual({ event: "Lead", service: "stickers", form: "quote-modal" });
  expect(state.dataLayer).toContainEqual({ event: "QuoteConversion", service: "stickers" });
  expect(state.fbq).toContainEqual([
    "trackCustom",
    "Click",
    { category: "CTA", label: "Hero Quote Request" },
  ]);
  expect(state.fbq).toContainEqual(["track", "Lead", { service: "stickers", form: "quote-modal" }]);
  expect(state.fbq).toContainEqual(["trackCustom", "QuoteConversion", { service: "stickers" }]);

  // The choice is remembered: the next page load starts the tags without asking again.
  await sendQuickQuote(page);
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(async () => (await tagState(page)).scripts.sort()).toEqual(["fbevents", "gtm"]);
  state = await tagState(page);
  const quickLead = { service: "Kledingbedrukking", form: "quick-quote" };
  expect(state.dataLayer).toContainEqual({ event: "Lead", ...quickLead });
  expect(state.fbq).toContainEqual(["track", "Lead", quickLead]);
  const hosts = new Set(thirdParty.map((url) => new URL(url).host));
  expect([...hosts].sort()).toEqual(["connect.facebook.net", "www.googletagmanager.com"]);
});

test("after acceptance an appointment and a partnership reach the tags as Schedule and CompleteRegistration", async ({
  page,
}) => {
  await stubTagScripts(page);
  const monday = openMondayAndTuesday();
  const tuesday = new Date(monday.getTime() + 86_400_000);
  await page.clock.install({ time: monday });
  await page.goto("/");
  await waitForHydration(page);
  await banner(page).getByRole("button", { name: "Accepteren" }).click();

  const dialog = await openDialog(
    page,
    page.getByRole("link", { name: "Plan een online gesprek" }).first(),
    "Plan een online gesprek",
  );
  const tuesdayName = new Intl.DateTimeFormat("nl-NL", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(tuesday);
  await dialog.getByRole("button", { name: new RegExp(`(^|\\s)${tuesdayName}`) }).click();
  await dialog.getByLabel("Tijd").selectOption("11:00");
  await dialog.getByRole("textbox", { name: "Naam", exact: true }).fill("Sanne");
  await dialog.getByLabel("E-mailadres").fill(uniqueEmail("consent-afspraak"));
  await dialog.getByRole("button", { name: "Afspraak aanvragen" }).click();
  await expect(dialog).toBeHidden();
  const schedule = { date: tuesday.toISOString().slice(0, 10), time: "11:00" };
  let state = await tagState(page);
  expect(state.dataLayer).toContainEqual({ event: "Schedule", ...schedule });
  expect(state.fbq).toContainEqual(["track", "Schedule", schedule]);

  await activateIsland(page, "partnership");
  await page.getByRole("link", { name: "Aanmelden als partner" }).click();
  const form = page.getByRole("form", { name: "Aanmelden als zakelijk partner" });
  await form.getByLabel("Bedrijfsnaam").fill("Sportclub Breda");
  await form.getByLabel("Contactpersoon").fill("Piet");
  await form.getByLabel("E-mailadres").fill(uniqueEmail("consent-partner"));
  await form.getByRole("button", { name: "Aanmelding versturen" }).click();
  await expect(page).toHaveURL(/\/bedankt\?verstuurd=/);
  state = await tagState(page);
  expect(state.dataLayer).toContainEqual({ event: "CompleteRegistration", type: "partnership" });
  expect(state.fbq).toContainEqual(["track", "CompleteRegistration", { type: "partnership" }]);
});

test("the footer link reopens the choice; withdrawing stops the events, removes the tags' cookies and a reload loads nothing", async ({
  page,
}) => {
  await stubTagScripts(page);
  await page.goto("/");
  await waitForHydration(page);
  await banner(page).getByRole("button", { name: "Accepteren" }).click();
  await expect.poll(async () => (await tagState(page)).scripts.length).toBe(2);
  expect(await cookieNames(page)).toEqual(expect.arrayContaining(["_fbp", "_ga", "_ga_E2ETEST"]));

  await footerSettings(page).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  await expect(banner(page)).toContainText("Je hebt toestemming gegeven.");
  await banner(page).getByRole("button", { name: "Weigeren" }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(footerSettings(page)).toBeFocused();
  // The cookies Meta's and Google's tags set are gone; the choice itself is kept.
  await expect.poll(() => cookieNames(page)).not.toContain("_fbp");
  const left = await page.context().cookies();
  expect(left.filter((cookie) => /^_(fbp|ga)/.test(cookie.name))).toEqual([]);
  expect(left.find((cookie) => cookie.name === "cookie_consent")?.value).toBe("refused");

  await page.locator('[data-track="Hero Quote Request"]').click();
  const state = await tagState(page);
  expect(state.dataLayer.filter((entry) => entry.event === "Click")).toEqual([]);
  expect(state.fbq.filter((call) => call[1] === "Click")).toEqual([]);
  expect(state.fbq.at(-1)).toEqual(["consent", "revoke"]);
  expect(state.dataLayer.at(-1)).toEqual({
    gtag: [
      "consent",
      "update",
      {
        ad_storage: "denied",
        analytics_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
      },
    ],
  });

  const thirdParty = recordThirdPartyRequests(page);
  await page.reload();
  await waitForHydration(page);
  await page.locator('[data-track="Hero Quote Request"]').click();
  await expect(banner(page)).toHaveCount(0);
  expect(thirdParty).toEqual([]);
  expect(await page.evaluate(() => "fbq" in window || "dataLayer" in window)).toBe(false);
});

test("the server without tags shows no banner, no settings link and loads no banner code", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const response = await page.goto(`${serverWithoutTags}/`);
  await waitForHydration(page);
  expect(response?.headers()["content-security-policy"]).not.toMatch(/facebook|googletagmanager/);
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(footerSettings(page)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  expect(requested.filter((url) => /consent-banner/.test(url))).toEqual([]);
  expect(requested.filter((url) => !url.startsWith(serverWithoutTags))).toEqual([]);
});
