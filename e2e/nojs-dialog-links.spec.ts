// The controls that open a dialog (quote, appointment, the phone menu) lead somewhere that works when the page's
// scripts never run or never arrive: the quote links to the contact section's quick quote form, the appointment
// link to the appointment page, the menu to the footer's links and phone number (components/dialog-link.tsx). The
// map's "Kaart laden" becomes a link to Google Maps.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { dutchDate } from "../app/lib/shop-time";
import { expectNoAxeViolations } from "./helpers";
import { mailsMentioning, uniqueEmail } from "./lead-helpers";
import { SHOP_LEGAL_DETAILS } from "../tests/helpers/shop-details";

/** The shop's address as the test server has it (playwright.config.ts sets the legal details). */
const SHOP_ADDRESS = `${SHOP_LEGAL_DETAILS.SITE_STREET}, ${SHOP_LEGAL_DETAILS.SITE_POSTAL_CODE} ${SHOP_LEGAL_DETAILS.SITE_CITY}`;

/** A random weekday 200 to 360 days ahead: a time no other test (or earlier run) has booked. */
function farWeekday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 200 + Math.floor(Math.random() * 160));
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const quickForm = (page: Page) => page.getByRole("form", { name: "Snelle offerte aanvragen" });

async function expectAtQuickForm(page: Page) {
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(quickForm(page)).toBeInViewport();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's quote link leads to the quick quote form, which sends the request", async ({ page }) => {
    await page.goto("/portfolio");
    await page.getByRole("banner").getByRole("link", { name: "Vraag offerte aan" }).click();
    await expectAtQuickForm(page);

    const email = uniqueEmail("nojs-link");
    await quickForm(page).getByRole("textbox", { name: "Naam", exact: true }).fill("Zonder Script");
    await quickForm(page).getByLabel("E-mailadres").fill(email);
    await quickForm(page).getByLabel("Telefoonnummer").fill("0612345678");
    await quickForm(page).getByRole("button", { name: "Vraag offerte aan" }).click();
    await expect(page).toHaveURL(/\/bedankt\?verstuurd=/);
    await mailsMentioning(email, 2);
  });

  test("a service page's quote links (page header and closing band) lead to the quick quote form", async ({
    page,
  }) => {
    for (const which of ["first", "last"] as const) {
      await page.goto("/voertuigbelettering");
      await page.getByRole("main").getByRole("link", { name: "Vraag offerte aan" })[which]().click();
      await expectAtQuickForm(page);
    }
  });

  test("a page rendered by React (not server markup) leads there too", async ({ page }) => {
    await page.goto("/diensten");
    await page.getByRole("main").getByRole("link", { name: "Vraag offerte aan" }).click();
    await expectAtQuickForm(page);
  });

  test("the home page's quote link leads to the quick quote form", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Vraag een zakelijke offerte aan" }).click();
    await expectAtQuickForm(page);
  });

  test("the appointment link leads to the appointment page, which books a free time and refuses it a second time", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Plan een online gesprek" }).click();
    await expect(page).toHaveURL(/\/afspraak$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plan een online gesprek");

    const date = farWeekday();
    await page.getByLabel("Datum").fill(date);
    await page.getByRole("button", { name: "Tijden tonen" }).click();
    await expect(page).toHaveURL(new RegExp(`/afspraak\\?datum=${date}$`));
    const times = page.getByRole("group", { name: /^Tijd op / });
    await expect(times).toContainText(dutchDate(date));

    // A second visitor opens the same day before the first one books.
    const second = await page.context().newPage();
    await second.goto(`/afspraak?datum=${date}`);

    const book = async (visitor: Page, name: string, address: string) => {
      await visitor.getByRole("radio", { name: "14:30" }).check();
      await visitor.getByRole("textbox", { name: "Naam", exact: true }).fill(name);
      await visitor.getByLabel("E-mailadres").fill(address);
      await visitor.getByRole("button", { name: "Afspraak aanvragen" }).click();
    };
    const email = uniqueEmail("nojs-afspraak");
    await book(page, "Zonder Script", email);
    await expect(page).toHaveURL(/\/bedankt\?verstuurd=/);
    const mails = await mailsMentioning(email, 2);
    expect(mails.join("\n")).toContain("14:30");

    // The second visitor wants the same time: refused in Dutch, with the day's other times and their name still
    // filled in.
    await book(second, "Tweede Bezoeker", uniqueEmail("nojs-afspraak-2"));
    await expect(second).toHaveURL(/\/afspraak\?formulier=appointment&fout=tijdslot$/);
    await expect(second.getByRole("alert")).toHaveText(
      "Dit tijdslot is net geboekt. Kies een ander tijdstip.",
    );
    await expect(second.getByRole("textbox", { name: "Naam", exact: true })).toHaveValue("Tweede Bezoeker");
    await expect(second.getByRole("radio", { name: "14:00" })).toBeVisible();
    await expect(second.getByRole("radio", { name: "14:30" })).toHaveCount(0);
  });

  test("the contact section's map is a link to the address on Google Maps, not a button that does nothing", async ({
    page,
  }) => {
    await page.goto("/#contact");
    const contact = page.locator("#contact");
    await expect(contact.getByRole("button", { name: "Kaart laden" })).toHaveCount(0);
    const map = contact.getByRole("link", {
      name: "Kaart bekijken op Google Maps (opent in een nieuw venster)",
    });
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(SHOP_ADDRESS)}`,
    );
    await expect(map).toHaveAttribute("target", "_blank");
  });

  test("on a phone, the menu button leads to the footer's links and phone number", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 412, height: 915 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto("/over-ons");
    await page.getByRole("link", { name: "Menu openen" }).click();
    await expect(page).toHaveURL(/\/over-ons#menu$/);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toBeInViewport();
    await expect(footer.getByRole("link", { name: "076 000 0000" })).toHaveAttribute(
      "href",
      "tel:+31760000000",
    );
    await footer.getByRole("link", { name: "Contact" }).click();
    await expectAtQuickForm(page);
    await context.close();
  });
});

test("the appointment page, with a day's times and after a refused booking, passes axe", async ({ page }) => {
  await page.goto("/afspraak");
  await expectNoAxeViolations(page);
  await page.goto(`/afspraak?datum=${farWeekday()}`);
  await expect(page.getByRole("radio", { name: "10:00" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/afspraak?formulier=appointment&fout=velden");
  await expect(page.getByRole("alert")).toHaveText("Vul alle verplichte velden in");
  await expectNoAxeViolations(page);
});

test("when the page's scripts fail to load, a quote link clicked before them still leads to the form", async ({
  page,
}) => {
  await page.route("**/assets/**/*.js", (route) => route.abort());
  await page.goto("/portfolio");
  // The click starts the scripts (browser/boot.ts), which fail; the link is then followed after all.
  await page.getByRole("banner").getByRole("link", { name: "Vraag offerte aan" }).click();
  await expectAtQuickForm(page);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
