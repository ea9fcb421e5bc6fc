// Reviews that are real, end to end: staff set a quote request to won; the customer gets the invitation mail at
// once (REVIEW_INVITE_DELAY_DAYS=0 on the test server), opens its link on a phone without JavaScript, is told
// in Dutch at the field when no stars are chosen, writes a 4-star review, and the link then says it was used;
// the review is on /reviews with the statement of how reviews are checked, and the home page's rating counts it.
// A forged link and a sixth star get a Dutch answer and change nothing. Staff hide it with a reason; it leaves
// /reviews. axe on every page, nothing to scroll sideways at 412 px.
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./helpers";
import { expectNoSidewaysScroll } from "./quote-helpers";
import { latestMailTo, randomIp, uniqueEmail } from "./staff-helpers";

/** axe runs as a script: the same address in a 412 px context with JavaScript on; nothing to scroll sideways. */
async function expectAccessibleOnPhone(browser: Browser, path: string) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 412, height: 915 },
    extraHTTPHeaders: { "x-forwarded-for": randomIp() },
  });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  } finally {
    await context.close();
  }
}

/** The review count in the hero's rating line (0 while it invites to read the reviews). */
async function homeReviewCount(page: Page): Promise<number> {
  await page.goto("/");
  const hero = page.getByRole("region", { name: "Kleding bedrukken en belettering in Breda" });
  const label = await hero.getByRole("link", { name: /reviews?$|Lees de reviews/ }).innerText();
  return Number(/uit (\d+) reviews?/.exec(label)?.[1] ?? 0);
}

test("a customer reviews through the mail link; the review is on /reviews and the home figure counts it", async ({
  browser,
  signedInPage,
  quote,
}) => {
  test.setTimeout(120_000);
  // An anonymous visitor reads the home page and /reviews (the signed-in page is the staff's).
  const visitorContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
  const page = await visitorContext.newPage();
  const before = await homeReviewCount(page);
  // However many reviews there are, "nog geen reviews" is said at most once (the header no longer repeats it).
  await page.goto("/reviews");
  await expect(page.getByText(/nog geen reviews/i)).toHaveCount(before === 0 ? 1 : 0);
  const email = uniqueEmail("review");
  const id = await quote({ name: "Jan van der Berg", email });

  // Staff close the lead as won on its page.
  await signedInPage.goto(`/employee-dashboard/leads/quote/${id}`);
  await signedInPage.getByRole("button", { name: "In behandeling" }).click();
  await expect(signedInPage.getByRole("button", { name: "Gewonnen" })).toBeVisible();
  await signedInPage.getByRole("button", { name: "Gewonnen" }).click();
  await expect(signedInPage.getByRole("button", { name: "In behandeling" })).toBeVisible();

  const mail = await latestMailTo(email, "/review/");
  expect(mail).toContain("Beste Jan,");
  const link = /https?:\/\/\S+(\/review\/[\w-]{43})/.exec(mail)?.[1];
  expect(link, "review link in the invitation").toBeTruthy();
  expect(mail).toContain(`${link}?afmelden=1`);

  const phone = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 412, height: 915 },
    extraHTTPHeaders: { "x-forwarded-for": randomIp() },
  });
  const customer = await phone.newPage();
  try {
    // A forged link: the site's Dutch 404, nothing else.
    const forged = await customer.goto(`/review/${"A".repeat(43)}`);
    expect(forged?.status()).toBe(404);
    await expect(customer.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");

    await customer.goto(link!);
    await expect(customer.getByRole("heading", { level: 1 })).toHaveText("Schrijf je review");
    await expect(customer.getByLabel("Je naam")).toHaveValue("Jan van der Berg");
    await expectAccessibleOnPhone(browser, link!);

    // A sixth star, posted by hand: refused in Dutch, nothing written.
    const six = await customer.request.post(link!, {
      form: { intent: "review", rating: "6", body: "Zes sterren!", name: "Jan" },
      headers: { Origin: new URL(customer.url()).origin },
    });
    expect(six.status()).toBe(400);
    expect(await six.text()).toContain("Kies 1 tot 5 sterren.");

    await customer.locator("label", { hasText: "4 sterren" }).click();
    // Stars after the chosen one look unfilled: the outline shows, the filled shape does not (CSS only).
    const fifth = customer.locator("label", { hasText: "5 sterren" });
    await expect(fifth.locator(".i-star-filled")).toHaveCSS("display", "none");
    await expect(fifth.locator(".i-star")).toHaveCSS("display", "block");
    const fourth = customer.locator("label", { hasText: "4 sterren" });
    await expect(fourth.locator(".i-star-filled")).toHaveCSS("display", "block");
    await expect(fourth.locator(".i-star")).toHaveCSS("display", "none");
    await customer
      .getByLabel("Je ervaring")
      .fill("Snel geleverd en netjes bedrukt. De kleur was iets lichter.");
    await customer.getByLabel("Woonplaats (mag leeg blijven)").fill("Breda");
    await customer.getByRole("button", { name: "Review plaatsen" }).click();
    await expect(customer.getByRole("status")).toHaveText(
      "Bedankt voor je review! Hij staat nu op onze reviewpagina.",
    );

    // The link worked once.
    await customer.goto(link!);
    await expect(customer.getByRole("status")).toHaveText(
      "Met deze link is al een review geschreven. Elke uitnodiging werkt één keer.",
    );
    const again = await customer.request.post(link!, {
      form: { intent: "review", rating: "1", body: "Nog een", name: "Jan" },
      headers: { Origin: new URL(customer.url()).origin },
    });
    expect(again.status()).toBe(409);

    // Public: the review (first name and initial, place, stars) and how reviews are checked.
    await customer.goto("/reviews");
    const review = customer.getByRole("listitem").filter({ hasText: "Snel geleverd en netjes bedrukt." });
    await expect(review).toContainText("Jan B., uit Breda");
    await expect(review).toContainText("4 van 5 sterren");
    await expect(customer.getByRole("heading", { name: "Hoe we reviews controleren" })).toBeVisible();
    await expect(customer.getByRole("main")).toContainText("Alleen klanten met een afgeronde opdracht");
    // No figures from before the site are set here, so the average names none.
    await expect(customer.getByRole("main")).toContainText(
      "Het gemiddelde is het gemiddelde van alle gepubliceerde reviews op deze pagina. Elke review telt even zwaar.",
    );
    await expect(customer.getByRole("main")).not.toContainText("zie hieronder");
    await expectAccessibleOnPhone(browser, "/reviews");
  } finally {
    await phone.close();
  }

  // The home page's rating counts it (computed from the data, not fixed text).
  expect(await homeReviewCount(page)).toBe(before + 1);

  // Staff hide it only with a reason; it leaves /reviews and the reason is in the log.
  await signedInPage.goto("/employee-dashboard/reviews");
  await expectNoAxeViolations(signedInPage);
  const card = signedInPage.getByRole("listitem").filter({ hasText: "Snel geleverd en netjes bedrukt." });
  await card.getByLabel("Reden om te verbergen").fill("Testreview van de browsertest.");
  await card.getByRole("button", { name: "Verbergen" }).click();
  await expect(
    signedInPage.getByText("De review is verborgen; de reden staat in het logboek."),
  ).toBeVisible();
  await expect(card).toContainText("Verborgen: Testreview van de browsertest.");
  await page.goto("/reviews");
  await expect(page.getByRole("main")).not.toContainText("Snel geleverd en netjes bedrukt.");
  expect(await homeReviewCount(page)).toBe(before);
  await visitorContext.close();
});
