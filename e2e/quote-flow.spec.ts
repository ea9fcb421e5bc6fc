// Step 2 of the shop's flow, end to end in the browser: staff build a quote from a lead on the staff pages and
// send it; the customer opens the mailed link on a phone, ticks the optional line and accepts; staff see the
// quote accepted and the lead won.
import { devices } from "@playwright/test";
import { quoteTokenIn } from "../tests/helpers/quote-editor-form";
import { expect as baseExpect, test } from "./fixtures";
import { expectNoAxeViolations } from "./helpers";
import { latestMailTo, randomIp, uniqueEmail } from "./staff-helpers";
import { fillBillingAddress } from "./quote-helpers";

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test("staff build a quote from a lead, a customer on a phone ticks an option and accepts, staff see it accepted", async ({
  signedInPage: staff,
  browser,
  quote,
}) => {
  await staff.context().setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
  const customer = { name: "Fleur Bakker", email: uniqueEmail("offerte-flow") };
  const leadId = await quote({ ...customer, description: "Hoodies voor het voetbalteam" });

  // Staff: "Offerte maken" on the lead, two lines (one optional, not ticked), send.
  await staff.goto(`/employee-dashboard/leads/quote/${leadId}`);
  await staff.getByRole("button", { name: "Offerte maken" }).click();
  await expect(staff).toHaveURL(/\/employee-dashboard\/offertes\/[0-9a-f-]{36}$/);
  const quotePath = new URL(staff.url()).pathname;
  const line = (n: number) => staff.getByRole("group", { name: `Regel ${n}` });
  await line(1).getByLabel("Omschrijving").fill("Hoodie met clublogo, rug");
  await line(1).getByLabel("Aantal").fill("15");
  await line(1).getByLabel("Prijs per stuk excl. btw (€)").fill("24,95");
  await line(2).getByLabel("Omschrijving").fill("Naam op de mouw");
  await line(2).getByLabel("Aantal").fill("15");
  await line(2).getByLabel("Prijs per stuk excl. btw (€)").fill("3,50");
  await line(2).getByLabel("Optioneel (klant kiest)").check();
  await line(2).getByLabel("Standaard aangevinkt").uncheck();
  await staff.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(staff.getByText("Offerte opgeslagen.")).toBeVisible();
  // 15 × 24,95 = 374,25 excl.; 21 % = 78,59 → 452,84 (the sleeve names not ticked).
  await expect(staff.getByTestId("editor-totals")).toContainText("€\u00a0452,84");
  await staff.getByRole("button", { name: "Versturen" }).click();
  await expect(staff.getByText(/^Offerte OFF-\d{4}-\d{4} is verstuurd naar de klant\.$/)).toBeVisible();
  const number = (await staff.getByRole("heading", { level: 1 }).textContent())!.replace("Offerte ", "");

  // The customer, on a phone, from the link in the mail.
  const token = quoteTokenIn(await latestMailTo(customer.email, "/offerte/"));
  expect(token, "the link in the quote mail").toBeTruthy();
  const phone = await browser.newContext({
    ...devices["Pixel 7"],
    baseURL: test.info().project.use.baseURL,
  });
  try {
    const page = await phone.newPage();
    await page.goto(`/offerte/${token}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Offerte ${number}`);
    const totals = page.getByTestId("quote-totals");
    await expect(totals).toContainText(/Totaal incl\. btw\s*€\s452,84/);
    await page.getByRole("checkbox", { name: "Meenemen in de offerte" }).check();
    await page.getByRole("button", { name: "Bijwerken" }).click();
    // + 15 × 3,50 = 426,75 excl.; 21 % = 89,62 → 516,37, computed by the server.
    await expect(totals).toContainText(/Totaal incl\. btw\s*€\s516,37/);
    await page.getByLabel("Je volledige naam").fill("Fleur Bakker");
    await page.getByRole("checkbox", { name: /algemene voorwaarden/ }).check();
    await fillBillingAddress(page);
    await page.getByRole("button", { name: "Akkoord", exact: true }).click();
    await expect(page.getByTestId("quote-acceptance")).toContainText(
      "Digitaal geaccepteerd door Fleur Bakker op",
    );
    await expect(totals).toContainText(/€\s516,37/);
    await expectNoAxeViolations(page);
  } finally {
    await phone.close();
  }

  // Staff: the quote is accepted with its evidence, the lead is won, and the customer got the confirmation.
  await staff.goto(quotePath);
  await expect(staff.getByText("Geaccepteerd").first()).toBeVisible();
  await expect(staff.getByText("Fleur Bakker").first()).toBeVisible();
  await expect(staff.getByText(/[0-9a-f]{64}/)).toBeVisible();
  await staff.goto(`/employee-dashboard/leads/quote/${leadId}`);
  await expect(staff.getByText("Gewonnen").first()).toBeVisible();
  await expect(staff.getByText(`Offerte ${number} digitaal geaccepteerd door Fleur Bakker.`)).toBeVisible();
  expect(await latestMailTo(customer.email, "geaccepteerd")).toContain(number);
});
