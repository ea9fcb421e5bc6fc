// The controls that open a dialog (quote, appointment, the phone menu) lead somewhere that works when the page's
// scripts never run or never arrive: the quote and appointment links to the contact section's quick quote form,
// the menu to the footer's links and phone number (components/dialog-link.tsx). The map's "Kaart laden" becomes a
// link to Google Maps.
import { expect, test, type Page } from "@playwright/test";
import { mailsMentioning, uniqueEmail } from "./lead-helpers";

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
    await expect(page).toHaveURL(/\/bedankt$/);
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

  test("the home page's quote and appointment links lead to the quick quote form", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Plan een online gesprek" }).click();
    await expectAtQuickForm(page);

    await page.goto("/");
    await page.getByRole("link", { name: "Vraag een zakelijke offerte aan" }).click();
    await expectAtQuickForm(page);
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
      "https://www.google.com/maps/search/?api=1&query=Voorbeeldstraat%201%2C%204811%20AA%20Breda",
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
