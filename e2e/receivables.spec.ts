// The receivables page in the browser (docs/receivables.md, "On the server"): an admin sees the overdue invoice
// the test server was seeded with (e2e/seed-overdue-invoice.ts) with its days overdue, status and bucket, and the
// totals per bucket; "Toon ook betaalde facturen" (?betaald=1) and back; marks it disputed on the invoice's page
// and lifts the dispute, the list saying "betwist" in between; at desktop width and 412 px, axe finding nothing at
// either and nothing scrolling sideways on the phone. An employee gets the Dutch 403.
import type { Page } from "@playwright/test";
import { formatEuro } from "../app/lib/money";
import { expect as baseExpect, test } from "./fixtures";
import { expectAccessibleAs } from "./order-helpers";
import { OVERDUE_INVOICE } from "./overdue-invoice";
import { expectNoSidewaysScroll } from "./quote-helpers";

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const PAGE = "/employee-dashboard/debiteuren";
const DAYS_OVERDUE = OVERDUE_INVOICE.issuedDaysAgo - OVERDUE_INVOICE.termDays;

const invoiceRow = (page: Page) =>
  page
    .getByRole("table", { name: "Openstaande facturen, oudste vervaldatum eerst" })
    .getByRole("row")
    .filter({ hasText: OVERDUE_INVOICE.name });

async function seesOverdueInvoice(page: Page) {
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Debiteuren" })).toBeVisible();
  const row = invoiceRow(page);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").nth(3)).toHaveText(String(DAYS_OVERDUE));
  await expect(row).toContainText("Open · 1-30 dagen");
  await expect(row).toContainText(formatEuro(OVERDUE_INVOICE.grossCents));
  // Nothing else in the fresh test database is overdue: the bucket holds this invoice alone.
  const bucket = page
    .getByRole("table", { name: "Openstaand bedrag per ouderdom" })
    .getByRole("row")
    .filter({ hasText: "1-30 dagen" });
  await expect(bucket.getByRole("cell")).toHaveText(["1", formatEuro(OVERDUE_INVOICE.grossCents)]);
  return row;
}

test("an admin follows an overdue invoice; an employee is refused", async ({
  signedInPage: staff,
  browser,
  employee,
}) => {
  const row = await seesOverdueInvoice(staff);
  const number = /F\d{4}-\d{4}/.exec((await row.getByRole("link").first().textContent()) ?? "")![0];
  await expect(row).toContainText("Veertiendagenbrief (aanmaning)");
  await expectAccessibleAs(browser, staff.context(), PAGE);

  // With the paid ones and back: the open invoice is listed either way.
  await Promise.all([
    staff.waitForURL(/\?betaald=1$/),
    staff.getByRole("link", { name: "Toon ook betaalde facturen" }).click(),
  ]);
  await expect(invoiceRow(staff)).toHaveCount(1);
  await Promise.all([
    staff.waitForURL((url) => url.pathname === PAGE && url.search === ""),
    staff.getByRole("link", { name: "Alleen openstaande facturen" }).click(),
  ]);

  // Disputed on the invoice's page, then lifted.
  await Promise.all([
    staff.waitForURL(`**/employee-dashboard/facturen/${number}`),
    invoiceRow(staff)
      .getByRole("link", { name: new RegExp(`\\(${number}\\)`) })
      .click(),
  ]);
  await expect(staff.getByRole("heading", { level: 1, name: `Factuur ${number}` })).toBeVisible();
  await staff.getByLabel("Reden van de betwisting").fill("Klant zegt dat het spandoek te klein is");
  await staff.getByRole("button", { name: "Markeer als betwist" }).click();
  await expect(staff.getByText("De factuur is gemarkeerd als betwist")).toBeVisible();
  await staff.goto(PAGE);
  await expect(invoiceRow(staff)).toContainText("betwist");
  await staff.goto(`/employee-dashboard/facturen/${number}`);
  await staff.getByRole("button", { name: "Betwisting opheffen" }).click();
  await expect(staff.getByText("De betwisting is opgeheven")).toBeVisible();
  await staff.goto(PAGE);
  await expect(invoiceRow(staff)).not.toContainText("betwist");

  // On a phone.
  await staff.setViewportSize({ width: 412, height: 915 });
  await seesOverdueInvoice(staff);
  await expectNoSidewaysScroll(staff);
  await expectAccessibleAs(browser, staff.context(), PAGE, 412);

  // An employee: the Dutch 403, from the page and from the upload.
  const refused = await employee.client.get(PAGE, { maxRedirects: 0 });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("Alleen voor beheerders.");
});
