// Staff build a quote in the browser: "Offerte maken" on a lead, lines typed in euros, a wrong quantity refused
// at its field, a line from the price list, one removed, the totals the server computed, the preview, sending,
// and the quotes list; the editor works without JavaScript too. Every page passes axe.
import { expectNoAxeViolations } from "./helpers";
import { expect as baseExpect, test } from "./fixtures";
import { randomIp, uniqueEmail } from "./staff-helpers";

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
});

test("staff build a quote from a lead, preview it and send it", async ({ signedInPage: page, quote }) => {
  const leadId = await quote({ name: "Offerte Browsertest", email: uniqueEmail("offerte-staf") });
  await page.goto(`/employee-dashboard/leads/quote/${leadId}`);
  await expect(page.getByText("Nog geen offerte voor deze aanvraag.")).toBeVisible();
  await page.getByRole("button", { name: "Offerte maken" }).click();
  await expect(page).toHaveURL(/\/employee-dashboard\/offertes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Offerte (concept)" })).toBeVisible();
  await expect(page.getByLabel("Naam klant")).toHaveValue("Offerte Browsertest");

  const line = (n: number) => page.getByRole("group", { name: `Regel ${n}` });
  await line(1).getByLabel("Omschrijving").fill("T-shirt bedrukken, borst");
  await line(1).getByLabel("Aantal").fill("0");
  await line(1).getByLabel("Prijs per stuk excl. btw (€)").fill("8,50");
  await line(2).getByLabel("Omschrijving").fill("Proefdruk");
  await line(2).getByLabel("Prijs per stuk excl. btw (€)").fill("15");
  await line(2).getByLabel("Optioneel (klant kiest)").check();
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText("Niet opgeslagen: verbeter de gemarkeerde velden.")).toBeVisible();
  const quantity = line(1).getByLabel("Aantal");
  await expect(quantity).toHaveAttribute("aria-invalid", "true");
  await expect(line(1).getByText("Het aantal is een heel getal van 1 tot 100.000.")).toBeVisible();

  await quantity.fill("25");
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText("Offerte opgeslagen.")).toBeVisible();
  // 25 × 8,50 + 15,00 (optional, ticked by default) = 227,50 excl.; 21 % = 47,78.
  const totals = page.getByTestId("editor-totals");
  await expect(totals).toContainText("€\u00a0227,50");
  await expect(totals).toContainText("€\u00a0275,28");

  // The price list's stickers row: "vanaf €24,20 per vel" (the price rules' minimum order), € 20 excl. VAT.
  await expect(page.getByLabel("Uit prijslijst").locator('option[value="stickers"]')).toHaveText(
    "Stickers en labels: vanaf €24,20 per vel",
  );
  await page.getByLabel("Uit prijslijst").selectOption("stickers");
  await page.getByRole("button", { name: "Toevoegen", exact: true }).click();
  await expect(page.getByText("Regel toegevoegd en offerte opgeslagen.")).toBeVisible();
  await expect(line(3).getByLabel("Omschrijving")).toHaveValue("Stickers en labels, per vel");
  await expect(line(3).getByLabel("Prijs per stuk excl. btw (€)")).toHaveValue("20,00");
  await page.getByRole("button", { name: "Regel 3 verwijderen" }).click();
  await expect(page.getByText("Regel verwijderd en offerte opgeslagen.")).toBeVisible();
  await expect(line(3).getByLabel("Omschrijving")).toHaveValue("");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Voorbeeld" }).click();
  await expect(page.getByRole("heading", { name: "Voorbeeld: zo ziet de klant de offerte" })).toBeVisible();
  await expect(page.getByRole("article")).toContainText("T-shirt bedrukken, borst");
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByText(/^Offerte OFF-\d{4}-\d{4} is verstuurd naar de klant\.$/)).toBeVisible();
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^Offerte OFF-\d{4}-\d{4}$/);
  const number = (await heading.textContent())!.replace("Offerte ", "");
  await expect(page.getByRole("button", { name: "Opnieuw versturen" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download pdf" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Offertes", exact: true }).click();
  await page.getByLabel("Zoeken").fill(number);
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page.getByText("1 offerte", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: number })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/employee-dashboard/leads/quote/${leadId}`);
  await expect(page.getByRole("link", { name: number })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the editor adds an empty row, saves its lines and removes one", async ({ signedInPage: page }) => {
    await page.goto("/employee-dashboard/offertes");
    await page.getByRole("button", { name: "Offerte maken" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Offerte (concept)" })).toBeVisible();
    const line = (n: number) => page.getByRole("group", { name: `Regel ${n}` });
    await expect(line(4)).toHaveCount(0);
    await page.getByRole("button", { name: "Regel toevoegen" }).click();
    await expect(line(4)).toBeVisible();
    await line(1).getByLabel("Omschrijving").fill("Belettering bus");
    await line(1).getByLabel("Prijs per stuk excl. btw (€)").fill("1.250");
    await line(2).getByLabel("Omschrijving").fill("Ontwerp");
    await line(2).getByLabel("Prijs per stuk excl. btw (€)").fill("75");
    await line(2).getByLabel("Btw-tarief").selectOption("9");
    await page.getByRole("button", { name: "Regel 1 verwijderen" }).click();
    await expect(page.getByText("Regel verwijderd en offerte opgeslagen.")).toBeVisible();
    await expect(line(1).getByLabel("Omschrijving")).toHaveValue("Ontwerp");
    await expect(line(1).getByLabel("Btw-tarief")).toHaveValue("9");
    await expect(page.getByTestId("editor-totals")).toContainText("€\u00a081,75");
  });
});
