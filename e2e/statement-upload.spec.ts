// Bank statements on the receivables page (docs/receivables.md, "Bank statements"): an admin uploads a small
// CAMT.053 file, reads the summary, and books the line that waits on an open prepayment, at desktop width
// without JavaScript (a plain multipart POST) and at 412 px with it; axe finds nothing at either width and
// nothing scrolls sideways on the phone.
import type { APIRequestContext, Page } from "@playwright/test";
import { statementXml, type GeneratedLine } from "../tests/helpers/camt-statement";
import { acceptanceForm } from "../tests/helpers/quote-editor-form";
import { expect as baseExpect, test } from "./fixtures";
import { expectAccessibleAs } from "./order-helpers";
import { expectNoSidewaysScroll, sendQuoteFromLead } from "./quote-helpers";
import { newClient, uniqueEmail } from "./staff-helpers";

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const PAGE = "/employee-dashboard/debiteuren";
/** The prepayment of the editor form's quote: 25 shirts at € 8,50 plus 21 % VAT. */
const PREPAYMENT = 25_713;

/** An order waiting for its prepayment (sent by staff, accepted by its customer), with its number. */
async function waitingOrder(
  playwright: Parameters<typeof newClient>[0],
  admin: APIRequestContext,
  quote: (fields: { name: string; email: string; description: string }) => Promise<string>,
  name: string,
) {
  const customer = { name, email: uniqueEmail("afschrift") };
  const leadId = await quote({ ...customer, description: "Shirts met logo" });
  const { staffPath, path } = await sendQuoteFromLead(admin, leadId, customer);
  const visitor = await newClient(playwright);
  const accepted = await visitor.post(path, {
    form: acceptanceForm(name),
    maxRedirects: 0,
  });
  expect(accepted.headers().location).toContain("melding=geaccepteerd");
  await visitor.dispose();
  const html = await (await admin.get(`/employee-dashboard/orders/${staffPath.split("/").at(-1)}`)).text();
  return /OFF-\d{4}-\d{4,}/.exec(html)![0];
}

const credit = (reference: string, remittance: string, name: string): GeneratedLine[] => [
  {
    scenario: "e2e",
    bankReference: reference,
    bookingDate: "2026-12-02",
    cents: PREPAYMENT,
    credit: true,
    name,
    iban: "NL20INGB0001234567",
    remittance,
    expected: { kind: "assign" },
  },
];

/** Uploads a statement paying `paid` by its number and one line without a reference, then books that one on `assign`. */
async function uploadAndAssign(page: Page, paid: string, assign: string) {
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const payer = `ONBEKEND ${run}`;
  const xml = statementXml([
    credit(`E2E${run}-1`, paid.replace(/-/g, " "), "K. KLANT"),
    credit(`E2E${run}-2`, "bestelling", payer),
  ]);
  await page.goto(PAGE);
  await page.getByLabel("Afschrift (CAMT.053)").setInputFiles({
    name: "afschrift-december.xml",
    mimeType: "text/xml",
    buffer: Buffer.from(xml),
  });
  await Promise.all([
    page.waitForURL(/geboekt=1&wachten=1&eerder=0/),
    page.getByRole("button", { name: "Afschrift inlezen" }).click(),
  ]);
  await expect(page.getByText("1 regel geboekt, 1 wacht op toewijzing, 0 al eerder verwerkt.")).toBeVisible();

  const line = page.getByRole("listitem").filter({ hasText: payer });
  await expect(line).toContainText("bestelling");
  await expect(line).toContainText("€ 257,13");
  const select = line.getByLabel("Boeken op");
  const option = (await select.locator("option", { hasText: assign }).textContent())!;
  // The one booked by its number is no longer offered.
  await expect(select.locator("option", { hasText: paid })).toHaveCount(0);
  await select.selectOption({ label: option });
  await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes(PAGE),
    ),
    line.getByRole("button", { name: "Boeken", exact: true }).click(),
  ]);
  await expect(page.getByText("€ 257,13 geboekt.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: payer })).toHaveCount(0);
}

test.describe("without JavaScript, at desktop width", () => {
  test.use({ javaScriptEnabled: false });

  test("uploads a statement, shows the summary and books the waiting line by hand", async ({
    signedInPage: staff,
    browser,
    playwright,
    admin,
    quote,
  }) => {
    const paid = await waitingOrder(playwright, admin, quote, "Karel Klant");
    const assign = await waitingOrder(playwright, admin, quote, "Wim Wachter");
    await uploadAndAssign(staff, paid, assign);
    await expectAccessibleAs(browser, staff.context(), PAGE);
  });
});

test.describe("with JavaScript, at 412 px", () => {
  test.use({ javaScriptEnabled: true, viewport: { width: 412, height: 915 } });

  test("uploads a statement and books the waiting line on a phone", async ({
    signedInPage: staff,
    browser,
    playwright,
    admin,
    quote,
  }) => {
    const paid = await waitingOrder(playwright, admin, quote, "Karel Klant");
    const assign = await waitingOrder(playwright, admin, quote, "Wim Wachter");
    await uploadAndAssign(staff, paid, assign);
    await expectNoSidewaysScroll(staff);
    await expectAccessibleAs(browser, staff.context(), PAGE, 412);
  });
});
