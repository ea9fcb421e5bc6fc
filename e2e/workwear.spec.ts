// The work-wear shop in the browser: the range page, the cart (bulk price per product, changes, reload), the
// order with and without JavaScript (with the logo to print attached), and the order with its lines and the
// logo in the staff inbox.
import { type Page } from "@playwright/test";
import {
  expectNoAxeViolations,
  recordCspViolations,
  expectNoCspViolations,
  waitForHydration,
} from "./helpers";
import { expectToast, mailsMentioning, toast, uniqueEmail } from "./lead-helpers";
import { expect, test } from "./fixtures";

const picker = (page: Page) => page.getByRole("form", { name: "Kies je artikelen" });
const cartLines = (page: Page) => page.getByTestId("cart-lines").getByRole("listitem");
const line = (page: Page, name: string) => cartLines(page).filter({ hasText: name });

const productIds: Record<string, string> = { Polo: "polo", Cap: "cap" };

/** A real 1×1 PNG, so the staff preview has something to draw. */
const LOGO_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function addToCart(page: Page, product: string, size: string, color: string, quantity = 1) {
  const form = picker(page);
  await form.getByLabel("Artikel").selectOption(productIds[product]!);
  await form.getByLabel("Maat").selectOption(size);
  await form.getByRole("radio", { name: color }).check({ force: true });
  await form.getByLabel("Aantal").fill(String(quantity));
  await form.getByRole("button", { name: "In winkelwagen" }).click();
  await expect(form.getByRole("status")).toContainText(`${quantity} × ${product}, maat ${size}, ${color}`);
}

test("/werkkleding shows the range with prices, sizes, named colours and product data", async ({ page }) => {
  await recordCspViolations(page);
  await page.goto("/werkkleding");
  await expect(page).toHaveTitle(/^Werkkleding met logo bestellen in Breda \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Werkkleding met je logo");
  const polo = page.getByTestId("product-polo");
  await expect(polo.getByRole("heading", { name: "Polo" })).toBeVisible();
  await expect(polo).toContainText("€ 16,95");
  await expect(polo).toContainText("Vanaf 3 stuks€ 13,95 per stuk");
  await expect(polo).toContainText("Marineblauw");
  await expect(polo).toContainText("S · M · L · XL · XXL · 3XL");
  await expect(polo.getByRole("img")).toHaveAttribute("width", "400");
  for (const id of ["tshirt", "sweater", "hoodie", "softshell", "werkbroek", "cap", "veiligheidshesje"])
    await expect(page.getByTestId(`product-${id}`)).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = jsonLd.map((t) => JSON.parse(t)).find((d) => d["@type"] === "ItemList");
  expect(list.itemListElement[0].item).toMatchObject({
    "@type": "Product",
    name: "Polo",
    offers: [
      { "@type": "Offer", price: "16.95", priceCurrency: "EUR" },
      { price: "13.95", eligibleQuantity: { minValue: 3 } },
    ],
  });
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Werkkleding/);
  await expect(page.getByTestId("cart-indicator")).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoCspViolations(page);

  await page.getByRole("link", { name: "Polo bestellen" }).click();
  await expect(page).toHaveURL(/\/werkkleding\/bestellen\?product=polo$/);
});

test("the cart: bulk price per product, changes, reload, order, and the order in the staff inbox", async ({
  page,
  adminSession,
}) => {
  test.setTimeout(120_000);
  await page.goto("/werkkleding/bestellen?product=polo");
  await waitForHydration(page);
  await expect(picker(page).getByRole("button", { name: "In winkelwagen" })).toBeEnabled();
  await expect(page.getByText("Je winkelwagen is nog leeg.")).toBeVisible();

  await addToCart(page, "Polo", "M", "Zwart");
  await expect(line(page, "Polo, maat M, Zwart")).toContainText("€ 16,95 per stuk · Stukprijs");
  await expect(line(page, "Polo, maat M, Zwart")).toContainText("Nog 2 stuks voor de staffelprijs");
  await addToCart(page, "Polo", "L", "Wit");
  await expect(line(page, "Polo, maat M, Zwart")).toContainText("Nog 1 stuk voor de staffelprijs");
  // Two polos and a cap are three pieces, but of two products: no bulk price.
  await addToCart(page, "Cap", "One size", "Rood");
  await expect(cartLines(page)).toHaveCount(3);
  await expect(page.getByTestId("price-rule")).toHaveText(["Stukprijs", "Stukprijs", "Stukprijs"]);
  await expect(page.getByTestId("cart-total")).toHaveText("€ 43,85");

  // The third polo (same size and colour: the line's quantity goes up) switches every polo line.
  await addToCart(page, "Polo", "M", "Zwart");
  await expect(cartLines(page)).toHaveCount(3);
  await expect(line(page, "Polo, maat M, Zwart").getByRole("spinbutton")).toHaveValue("2");
  await expect(line(page, "Polo, maat M, Zwart")).toContainText("€ 13,95 per stuk · Staffelprijs");
  await expect(line(page, "Polo, maat L, Wit")).toContainText("€ 13,95 per stuk · Staffelprijs");
  await expect(line(page, "Cap, maat One size, Rood")).toContainText("Stukprijs");
  await expect(line(page, "Cap, maat One size, Rood")).toContainText("Nog 2 stuks voor de staffelprijs");
  await expect(page.getByTestId("cart-total")).toHaveText("€ 51,80");
  await expect(page.getByTestId("cart-count")).toHaveText("4");

  // Changing a quantity: 3 caps get the bulk price; 0 is ignored; a line can be removed.
  await line(page, "Cap, maat One size, Rood").getByRole("spinbutton").fill("3");
  await expect(line(page, "Cap, maat One size, Rood")).toContainText("€ 7,95 per stuk · Staffelprijs");
  await line(page, "Polo, maat L, Wit").getByRole("spinbutton").fill("0");
  await expect(page.getByTestId("cart-count")).toHaveText("6");
  await line(page, "Polo, maat L, Wit").getByRole("spinbutton").blur();
  await expect(line(page, "Polo, maat L, Wit").getByRole("spinbutton")).toHaveValue("1");
  await page.getByRole("button", { name: "Verwijder Cap, maat One size, Rood" }).click();
  await expect(cartLines(page)).toHaveCount(2);
  await expect(page.getByTestId("cart-total")).toHaveText("€ 41,85");
  await expectNoAxeViolations(page);

  // The cart survives a reload (local storage).
  await page.reload();
  await waitForHydration(page);
  await expect(cartLines(page)).toHaveCount(2);
  await expect(page.getByTestId("cart-total")).toHaveText("€ 41,85");
  await expect(page.getByTestId("cart-count")).toHaveText("3");

  const email = uniqueEmail("werkkleding");
  const form = page.getByRole("form", { name: "Je gegevens" });
  await form.getByRole("button", { name: "Bestelling versturen" }).click();
  await expectToast(page, "error", "Fout", "Vul alle verplichte velden in");
  await form.getByRole("textbox", { name: "Naam", exact: true }).fill("Eva Werkkleding");
  await form.getByLabel("Bedrijfsnaam (optioneel)").fill("Hoveniers Eva");
  await form.getByLabel("E-mailadres").fill(email);
  await form.getByLabel("Telefoonnummer").fill("0612345678");
  await form.getByLabel("Levering").selectOption("pickup_delivery");
  await form.getByLabel("Positie van je logo").selectOption("rug");
  await form.getByLabel("Techniek").selectOption("embroidery");
  await form
    .getByLabel("Logo of ontwerp meesturen (optioneel)")
    .setInputFiles({ name: "logo hovenier.png", mimeType: "image/png", buffer: LOGO_PNG });
  await form.getByRole("button", { name: "Bestelling versturen" }).click();
  await expect(page).toHaveURL(/\/bedankt\?verstuurd=workwear&bestelling=[0-9a-f-]{36}$/);
  await expectToast(
    page,
    "success",
    "Bestelling ontvangen!",
    /^We nemen (vandaag|morgen|\p{L}+dag \d+ \p{L}+) vóór \d{2}:\d{2} contact met je op om je bestelling te bevestigen\.$/u,
  );
  // /bedankt says what was sent: the order, when we answer (the same moment as the toast), its lines and total.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor je bestelling!");
  const description = await toast(page, "success", "Bestelling ontvangen!")
    .last()
    .locator("p")
    .nth(1)
    .textContent();
  await expect(page.getByTestId("sent-summary")).toHaveText(
    `We hebben je bestelling werkkleding ontvangen. ${description} Je krijgt ook een bevestiging per e-mail.`,
  );
  await expect(page.getByTestId("sent-order").locator("li")).toHaveText([
    /2 × Polo\s*Maat M · Zwart · €\s13,95 per stuk \(staffelprijs\)\s*€\s27,90/,
    /1 × Polo\s*Maat L · Wit · €\s13,95 per stuk \(staffelprijs\)\s*€\s13,95/,
  ]);
  await expect(page.getByTestId("sent-order-total")).toHaveText(/Totaal \(3 stuks\)\s*€\s41,85/);
  await expectNoAxeViolations(page);
  const mails = (await mailsMentioning(email, 2)).map((m) => m.replace(/\u00a0/g, " "));
  expect(mails.every((m) => m.includes("Totaal | 3 stuks | € 41,85"))).toBe(true);
  expect(mails.find((m) => m.includes("Meegestuurde bestanden (1):"))).toContain("- logo hovenier.png (");

  // Accepted, so the cart is empty now.
  await page.goto("/werkkleding");
  await waitForHydration(page);
  await expect(page.getByTestId("cart-count")).toHaveText("0");

  await adminSession.signIn(page);
  await page.goto(`/employee-dashboard?type=workwear&q=${encodeURIComponent(email)}`);
  const rows = page.getByRole("table", { name: "Aanvragen, nieuwste eerst" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Werkkledingbestelling");
  await expect(rows.nth(1)).toContainText("3 stuks werkkleding, € 41,85");
  await rows.nth(1).getByRole("link", { name: "Eva Werkkleding" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Eva Werkkleding");
  const table = page.getByTestId("lead-lines");
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await expect(table.locator("tbody tr").first()).toContainText("PoloMZwart2€ 13,95Staffelprijs€ 27,90");
  await expect(table.locator("tfoot")).toContainText("€ 41,85");
  await expect(page.locator("[data-field='Techniek']")).toHaveText("Borduren");
  await expect(page.locator("[data-field='Logopositie']")).toHaveText("Rug");
  // The logo sent with the order: a preview and a download on the lead.
  const files = page.getByRole("heading", { name: "Bestanden van de klant" }).locator("..");
  const preview = files.getByRole("img", { name: "Voorbeeld van logo hovenier.png" });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(files.getByRole("link", { name: "logo hovenier.png downloaden" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Bestelling bevestigen" }).click();
  await expect(page.getByText("Bestelling bevestigd.")).toBeVisible();
});

test("the cart's quantity field can be cleared and retyped", async ({ page }) => {
  await page.goto("/werkkleding/bestellen?product=hoodie");
  await waitForHydration(page);
  const add = picker(page).getByRole("button", { name: "In winkelwagen" });
  await add.click();
  await add.click();
  const quantity = cartLines(page).first().getByRole("spinbutton");
  await expect(quantity).toHaveValue("2");

  await quantity.click();
  await page.keyboard.press("End");
  await page.keyboard.press("Backspace");
  await expect(quantity).toHaveValue("");
  await page.keyboard.type("5");
  await expect(quantity).toHaveValue("5");
  // Five hoodies: the bulk price of € 24,95 each.
  await expect(cartLines(page).first()).toContainText("€ 24,95 per stuk · Staffelprijs");
  await expect(page.getByTestId("cart-total")).toHaveText("€ 124,75");

  // Emptied and left, the field shows the cart's quantity again; the cart never changed.
  await page.keyboard.press("Backspace");
  await expect(quantity).toHaveValue("");
  await expect(page.getByTestId("cart-total")).toHaveText("€ 124,75");
  await page.keyboard.press("Tab");
  await expect(quantity).toHaveValue("5");
  await expect(page.getByTestId("cart-total")).toHaveText("€ 124,75");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the order form's plain rows post an order that the server prices, errors shown in the form", async ({
    page,
  }) => {
    await page.goto("/werkkleding/bestellen");
    const form = page.getByRole("form", { name: "Je gegevens" });
    const email = uniqueEmail("werkkleding-nojs");
    const fill = async () => {
      await form.getByRole("textbox", { name: "Naam", exact: true }).fill("Zonder JS");
      await form.getByLabel("E-mailadres").fill(email);
      await form.getByLabel("Telefoonnummer").fill("0612345678");
      await form.getByLabel("Levering").selectOption("pickup_delivery");
    };
    await fill();
    // A cap has no size M: refused, nothing stored.
    await form.getByLabel("Artikel 1").selectOption("cap");
    await form.getByLabel("Maat 1").selectOption("M");
    await form.getByLabel("Kleur 1").selectOption("rood");
    await form.getByLabel("Aantal 1").fill("2");
    await form.getByRole("button", { name: "Bestelling versturen" }).click();
    await expect(page).toHaveURL(/\?formulier=workwear&fout=artikel#bestelformulier$/);
    await expect(page.getByRole("form", { name: "Je gegevens" }).getByRole("alert")).toContainText(
      "Artikel niet gevonden",
    );

    const again = page.getByRole("form", { name: "Je gegevens" });
    await fill();
    await again.getByLabel("Artikel 1").selectOption("polo");
    await again.getByLabel("Maat 1").selectOption("M");
    await again.getByLabel("Kleur 1").selectOption("zwart");
    await again.getByLabel("Aantal 1").fill("2");
    await again.getByLabel("Artikel 2").selectOption("polo");
    await again.getByLabel("Maat 2").selectOption("XL");
    await again.getByLabel("Kleur 2").selectOption("marine");
    await again.getByLabel("Aantal 2").fill("1");
    await again
      .getByLabel("Logo of ontwerp meesturen (optioneel)")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: LOGO_PNG });
    await again.getByRole("button", { name: "Bestelling versturen" }).click();
    await expect(page).toHaveURL(/\/bedankt\?verstuurd=/);
    // Amounts are written with a no-break space after the euro sign.
    const mails = (await mailsMentioning(email, 2)).map((m) => m.replace(/\u00a0/g, " "));
    expect(mails[0]).toContain("Polo | XL | Marineblauw | 1 | € 13,95 | Staffelprijs | € 13,95");
    expect(mails[0]).toContain("Totaal | 3 stuks | € 41,85");
    // The logo came along as multipart without JavaScript.
    expect(mails.find((m) => m.includes("Meegestuurde bestanden (1):"))).toContain("- logo.png (");
  });

  test("shipping asks for the delivery location, which goes along with the first submit", async ({
    page,
  }) => {
    await page.goto("/werkkleding/bestellen");
    const form = page.getByRole("form", { name: "Je gegevens" });
    const location = form.getByLabel("Leverlocatie");
    // Shown by CSS for shipping only, so it follows the choice without JavaScript too.
    await expect(location).toBeHidden();
    await form.getByLabel("Levering").selectOption("shipping");
    await expect(location).toBeVisible();
    await form.getByLabel("Levering").selectOption("pickup_delivery");
    await expect(location).toBeHidden();
    await form.getByLabel("Levering").selectOption("shipping");

    const email = uniqueEmail("werkkleding-verzending");
    await form.getByRole("textbox", { name: "Naam", exact: true }).fill("Zonder JS");
    await form.getByLabel("E-mailadres").fill(email);
    await form.getByLabel("Telefoonnummer").fill("0612345678");
    await location.fill("Tilburg");
    await form.getByLabel("Artikel 1").selectOption("polo");
    await form.getByLabel("Maat 1").selectOption("M");
    await form.getByLabel("Kleur 1").selectOption("zwart");
    await form.getByLabel("Aantal 1").fill("1");
    await form.getByRole("button", { name: "Bestelling versturen" }).click();
    await expect(page).toHaveURL(/\/bedankt\?verstuurd=/);
    const mails = await mailsMentioning(email, 2);
    expect(mails.some((m) => m.includes("Tilburg"))).toBe(true);
  });
});
