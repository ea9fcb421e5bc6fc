// The reply promise in the browser: a new quote request shows the business time left in the inbox; on its page
// staff assign it and send a reply mail from a template (without JavaScript: the template comes through a GET
// form), after which the inbox says "beantwoord". The admin's opening hours page adds closure days and refuses bad
// hours at the field. An unanswered lead from two weeks ago (written before the server starts, as its clock cannot
// be moved: e2e/seed-overdue-lead.ts) is red and says "te laat" in words. Every page passes axe.
import { expectNoAxeViolations } from "./helpers";
import { expect as baseExpect, test } from "./fixtures";
import { randomIp, uniqueEmail } from "./staff-helpers";

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
});

test("staff assign a lead and answer it with a reply mail; the inbox follows", async ({
  signedInPage: page,
  quote,
}) => {
  const email = uniqueEmail("antwoord");
  const leadId = await quote({ name: "Rianne Reactie", email });
  await page.goto("/employee-dashboard?sort=due&q=Rianne");
  const row = page.getByRole("row", { name: /Rianne Reactie/ });
  await expect(row).toContainText(/nog \d+ u|nog \d+ min/);
  await expectNoAxeViolations(page);

  await page.goto(`/employee-dashboard/leads/quote/${leadId}`);
  await expect(page.getByRole("heading", { name: "Reactie en toewijzing" })).toBeVisible();
  await page.getByLabel("Toegewezen aan").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Toewijzen" }).click();
  await expect(page.getByText("Toewijzing opgeslagen.")).toBeVisible();

  await page.getByLabel("Sjabloon").selectOption({ label: "We bellen je" });
  await page.getByRole("button", { name: "Sjabloon gebruiken" }).click();
  await expect(page.getByLabel("Onderwerp")).toHaveValue("We bellen je over je aanvraag");
  await expect(page.getByLabel("Bericht")).toHaveValue(/^Beste Rianne Reactie,/);
  await expectNoAxeViolations(page);
  await page.getByLabel("Onderwerp").fill("");
  await page.getByRole("button", { name: "Mail versturen" }).click();
  // The browser's own check stops an empty required field; the server's answer is tested in the route tests.
  await page.getByLabel("Onderwerp").fill("We bellen je over je aanvraag");
  await page.getByRole("button", { name: "Mail versturen" }).click();
  await expect(page.getByText("Je antwoord is verstuurd; het staat bij de notities.")).toBeVisible();
  await expect(page.getByText('Antwoordmail verstuurd: "We bellen je over je aanvraag"')).toBeVisible();
  await expect(page.getByText(/Eerste reactie .* \(antwoordmail verstuurd\)/)).toBeVisible();

  await page.goto("/employee-dashboard?q=Rianne");
  await expect(page.getByRole("row", { name: /Rianne Reactie/ })).toContainText("beantwoord");
});

/** The colour an element's text is painted in, as sRGB 0-255 (the stylesheet's colours are oklch). */
function paintedColour(element: Element): [number, number, number] {
  const context = document.createElement("canvas").getContext("2d")!;
  context.fillStyle = getComputedStyle(element).color;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!];
}

test("an overdue lead is red and says 'te laat' in the inbox, first when sorted by due time", async ({
  signedInPage: page,
  quote,
}) => {
  await quote({ name: "Tim Optijd", email: uniqueEmail("optijd") });
  await page.goto("/employee-dashboard?sort=due");
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.nth(1)).toContainText("Olga Overtijd");
  const late = rows.nth(1).getByText(/^te laat \(.+ over tijd\)$/);
  await expect(late).toBeVisible();
  const [red, green, blue] = await late.evaluate(paintedColour);
  expect(red).toBeGreaterThan(120);
  expect(Math.max(green, blue)).toBeLessThan(60);
  // A lead still inside its promise says how long is left, not in red.
  const onTime = rows.filter({ hasText: "Tim Optijd" }).getByText(/^nog \d+ (u|min)/);
  await expect(onTime).toBeVisible();
  expect((await onTime.evaluate(paintedColour))[0]).toBeLessThan(60);
  await expectNoAxeViolations(page);
});

test("the admin sets closure days and is told at the field when the hours cannot be read", async ({
  signedInPage: page,
}) => {
  await page.goto("/employee-dashboard/website/openingstijden");
  await expect(page.getByRole("heading", { level: 1, name: "Openingstijden" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Openingstijden", { exact: true }).fill("altijd open");
  await page.getByRole("button", { name: "Openingstijden opslaan" }).click();
  await expect(page.getByText('Schrijf de tijden als "ma-vr 10:00-17:00"')).toBeVisible();
  await expect(page.getByLabel("Openingstijden", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Eerste dag").fill("2099-12-28");
  await page.getByLabel("Laatste dag (leeg: één dag)").fill("2099-12-29");
  await page.getByLabel("Omschrijving").fill("Tussen kerst en oud en nieuw gesloten");
  await page.getByRole("button", { name: "Sluitingsdagen toevoegen" }).click();
  await expect(page.getByText("De sluitingsdagen zijn toegevoegd.")).toBeVisible();
  const table = page.getByRole("table", { name: "Geplande sluitingsdagen" });
  await expect(table).toContainText("Tussen kerst en oud en nieuw gesloten");
  await expectNoAxeViolations(page);
  for (const day of ["28", "29"]) {
    await page
      .getByRole("button", { name: new RegExp(`Sluitingsdag .*${day} december 2099 verwijderen`) })
      .click();
    await expect(page.getByText("De sluitingsdag is verwijderd.")).toBeVisible();
  }
  await expect(page.getByText("Er zijn geen sluitingsdagen gepland.")).toBeVisible();
});
