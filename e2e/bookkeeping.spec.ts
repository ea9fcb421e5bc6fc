// The admin's bookkeeping page without JavaScript: a paid order's prepayment invoice counts in this quarter's VAT
// return (rubriek 1a), the GET form chooses the whole year, the XAF file downloads with the invoice in it, a bad
// year is a Dutch 400; axe finds nothing at desktop width and 412 px, and nothing scrolls sideways on the phone.
import { readFile } from "node:fs/promises";
import { expect as baseExpect, test } from "./fixtures";
import { expectAccessibleAs, paidOrder } from "./order-helpers";
import { expectNoSidewaysScroll } from "./quote-helpers";
import { uniqueEmail } from "./staff-helpers";

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const PAGE = "/employee-dashboard/boekhouding";

test("the VAT return's figures and the XAF download for the accountant", async ({
  signedInPage: staff,
  browser,
  playwright,
  admin,
  quote,
}) => {
  const customer = { name: "Sanne Boekhout", email: uniqueEmail("boekhouding") };
  const leadId = await quote({ ...customer, description: "Stickers voor de etalage" });
  const { quoteId } = await paidOrder(playwright, admin, leadId, customer);
  await staff.goto(`/employee-dashboard/orders/${quoteId}`);
  const link = staff.getByRole("link", { name: /^Factuur F\d{4}-\d{4} \(pdf\)$/ });
  const number = /F\d{4}-\d{4}/.exec((await link.textContent()) ?? "")![0];

  await staff.getByRole("link", { name: "Boekhouding" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Boekhouding" })).toBeVisible();
  const vat = staff.getByRole("table", { name: /^Btw-aangifte \de kwartaal \d{4}, rubriek 1$/ });
  await expect(
    vat.getByRole("row", { name: /^1a Leveringen\/diensten belast met hoog tarief \(21%\)/ }),
  ).toBeVisible();
  await expect(
    staff
      .getByTestId("bookkeeping-counts")
      .getByRole("listitem")
      .filter({ hasText: /^[1-9]\d* (factuur|facturen)$/ }),
  ).toBeVisible();

  // The whole year through the GET form.
  // The form opens on this quarter of this year (Amsterdam).
  const year = await staff.getByLabel("Jaar").inputValue();
  await staff.getByLabel("Periode", { exact: true }).selectOption("jaar");
  await staff.getByRole("button", { name: "Tonen" }).click();
  await expect(staff).toHaveURL(new RegExp(`jaar=${year}&periode=jaar`));
  await expect(staff.getByRole("heading", { name: `Btw-aangifte ${year}` })).toBeVisible();

  const [download] = await Promise.all([
    staff.waitForEvent("download"),
    staff.getByRole("link", { name: `XAF-bestand ${year} downloaden` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`auditfile-${year}.xaf`);
  const xml = await readFile((await download.path())!, "utf8");
  expect(xml).toContain('<auditfile xmlns="http://www.auditfiles.nl/XAF/3.2">');
  expect(xml).toContain(`<nr>${number}</nr>`);
  expect(xml).toContain("<custSupName>Sanne Boekhout</custSupName>");

  const bad = await staff.goto(`${PAGE}?jaar=twintig&periode=k1`);
  expect(bad?.status()).toBe(400);
  await expect(staff.getByRole("alert")).toHaveText(/^Kies een geldige periode/);

  await expectAccessibleAs(browser, staff.context(), `${PAGE}?jaar=${year}&periode=jaar`);
  await expectAccessibleAs(browser, staff.context(), `${PAGE}?jaar=${year}&periode=jaar`, 412);
  await staff.goto(`${PAGE}?jaar=${year}&periode=jaar`);
  await staff.setViewportSize({ width: 412, height: 915 });
  await expectNoSidewaysScroll(staff);
});
