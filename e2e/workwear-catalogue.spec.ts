// The work-wear catalogue edited by an admin (issue 31): a visitor has the softshell jacket in the cart when the
// admin publishes a new price; the visitor's order from the page at the old price is refused with the new price
// in Dutch and the cart then shows it; sent again, the order and its mails carry the new price. The editor is
// axe clean at desktop width and at 412 px. The price is set back afterwards (other specs read the range).
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "./helpers";
import { expectToast, mailsMentioning, uniqueEmail } from "./lead-helpers";
import { expect, test } from "./fixtures";

const EDITOR = "/employee-dashboard/website/werkkleding";

async function setSoftshellPrices(page: Page, base: string, bulk: string) {
  await page.goto(EDITOR);
  const softshell = page.getByRole("group", { name: "Softshell jas" });
  await softshell.getByLabel("Stukprijs (€, incl. btw)").fill(base);
  await softshell.getByLabel("Staffelprijs vanaf 3 stuks (€, incl. btw)").fill(bulk);
  await page.getByRole("button", { name: "Publiceren" }).click();
  await expect(page.getByText("Gepubliceerd: de wijziging staat op de website.")).toBeVisible();
}

test("an admin changes a work-wear price: the cart and the order mail show the new price", async ({
  signedInPage: admin,
  browser,
  eraseAfter,
}) => {
  test.setTimeout(150_000);
  // The visitor opens the order page and puts a softshell jacket in the cart at today's price.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/werkkleding/bestellen?product=softshell");
  await waitForHydration(visitor);
  const picker = visitor.getByRole("form", { name: "Kies je artikelen" });
  await picker.getByLabel("Maat").selectOption("L");
  await picker.getByRole("radio", { name: "Antraciet" }).check({ force: true });
  await picker.getByRole("button", { name: "In winkelwagen" }).click();
  const line = visitor.getByTestId("cart-lines").getByRole("listitem");
  await expect(line).toContainText("Softshell jas, maat L, Antraciet");
  await expect(line).toContainText("€ 49,95 per stuk · Stukprijs");

  // The admin raises its price.
  await admin.goto(EDITOR);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Werkkleding");
  await expectNoAxeViolations(admin);
  await admin.setViewportSize({ width: 412, height: 900 });
  await expectNoAxeViolations(admin);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await admin.setViewportSize({ width: 1280, height: 900 });
  try {
    await setSoftshellPrices(admin, "52,95", "45,95");

    // The visitor sends the order from the page that showed € 49,95: told the new price, nothing stored.
    const email = uniqueEmail("werkkleding-prijs");
    eraseAfter(email);
    const form = visitor.getByRole("form", { name: "Je gegevens" });
    await form.getByRole("textbox", { name: "Naam", exact: true }).fill("Sem Prijswijziging");
    await form.getByLabel("E-mailadres").fill(email);
    await form.getByLabel("Telefoonnummer").fill("0612345678");
    await form.getByLabel("Levering").selectOption("pickup_delivery");
    await form.getByRole("button", { name: "Bestelling versturen" }).click();
    await expectToast(
      visitor,
      "error",
      "De prijs is gewijzigd",
      /^Sinds je de bestelpagina opende is de prijs gewijzigd\. Softshell jas: nu €\s52,95 per stuk, €\s45,95 vanaf 3 stuks\. Je winkelwagen toont nu de nieuwe prijzen; controleer je bestelling en verstuur hem opnieuw\.$/,
    );
    // The cart kept its line and now shows the new price.
    await expect(line).toContainText("€ 52,95 per stuk · Stukprijs");
    await expect(visitor.getByTestId("cart-total")).toHaveText("€ 52,95");
    await expectNoAxeViolations(visitor);

    // Sent again: accepted, and the order and both mails carry the new price.
    await form.getByRole("button", { name: "Bestelling versturen" }).click();
    await expect(visitor).toHaveURL(/\/bedankt\?verstuurd=workwear&bestelling=[0-9a-f-]{36}$/);
    await expect(visitor.getByTestId("sent-order-total")).toHaveText(/Totaal \(1 stuk\)\s*€\s52,95/);
    const mails = (await mailsMentioning(email, 2)).map((m) => m.replace(/\u00a0/g, " "));
    for (const mail of mails) {
      expect(mail).toContain("Softshell jas | L | Antraciet | 1 | € 52,95 | Stukprijs | € 52,95");
      expect(mail).toContain("Totaal | 1 stuk | € 52,95");
    }

    // The range page shows it too.
    await visitor.goto("/werkkleding");
    await expect(visitor.getByTestId("product-softshell")).toContainText("€ 52,95");
  } finally {
    await setSoftshellPrices(admin, "49,95", "42,95");
    await visitor.context().close();
  }
});
