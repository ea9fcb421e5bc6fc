// Invoices in the browser without JavaScript: a paid order's prepayment invoice on the staff's invoices page (this
// month, its totals per VAT rate, its PDF), on the order page's invoices card, in the admin's CSV and UBL exports,
// and on the customer's quote page as a download; axe finds nothing on the invoices page at desktop width and
// 412 px, and nothing scrolls sideways on the phone. The PDF from the production build has its fonts (Inter,
// found beside the server bundle) embedded and the UBL inside.
import { extractText } from "unpdf";
import { attachments, fontsUsed } from "../tests/helpers/pdf";
import { expect as baseExpect, test } from "./fixtures";
import { expectAccessibleAs, paidOrder } from "./order-helpers";
import { expectNoSidewaysScroll } from "./quote-helpers";
import { newClient, uniqueEmail } from "./staff-helpers";

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

test("a paid order's invoice: staff list, order card, exports and the customer's download", async ({
  signedInPage: staff,
  browser,
  playwright,
  admin,
  quote,
}) => {
  const customer = { name: "Fenna Jacobs", email: uniqueEmail("factuur") };
  const leadId = await quote({ ...customer, description: "Stickers voor de bedrijfsbus" });
  const { quoteId, path } = await paidOrder(playwright, admin, leadId, customer);

  // The order page's card names the prepayment invoice, paid.
  await staff.goto(`/employee-dashboard/orders/${quoteId}`);
  const card = staff.getByRole("heading", { name: "Facturen" }).locator("..");
  const link = card.getByRole("link", { name: /^Factuur F\d{4}-\d{4} \(pdf\)$/ });
  await expect(link).toBeVisible();
  const number = /F\d{4}-\d{4}/.exec((await link.textContent()) ?? "")![0];
  await expect(card).toContainText("Factuur vooruitbetaling");
  await expect(card).toContainText("voldaan");

  // The month's list: the invoice with its customer, and the totals per VAT rate.
  await staff.goto("/employee-dashboard/facturen");
  await expect(staff.getByRole("heading", { level: 1, name: "Facturen" })).toBeVisible();
  const row = staff.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText(customer.name);
  await expect(row).toContainText("Factuur vooruitbetaling");
  await expect(staff.getByRole("table", { name: /^Totalen per btw-tarief/ })).toContainText("21%");
  const pdf = await staff.request.get(`/employee-dashboard/facturen/${number}/pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const pdfBytes = await pdf.body();
  expect(pdfBytes.subarray(0, 8).toString()).toBe("%PDF-1.7");
  expect((await extractText(new Uint8Array(pdfBytes), { mergePages: true })).text).toContain(customer.name);
  const fonts = await fontsUsed(pdfBytes);
  expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, "")).sort()).toEqual([
    "Inter-Bold",
    "Inter-Regular",
  ]);
  expect(fonts.every((font) => font.embedded)).toBe(true);
  expect((await attachments(pdfBytes))[`factuur-${number}.xml`]?.text).toContain(
    `<cbc:ID>${number}</cbc:ID>`,
  );
  await expectAccessibleAs(browser, staff.context(), "/employee-dashboard/facturen");
  await expectAccessibleAs(browser, staff.context(), "/employee-dashboard/facturen", 412);
  await staff.setViewportSize({ width: 412, height: 915 });
  await expectNoSidewaysScroll(staff);

  // The admin's exports: the CSV row and the UBL zip hold the invoice.
  const csv = await admin.get(
    await staff.getByRole("link", { name: "CSV downloaden" }).getAttribute("href").then(String),
  );
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(`${number};`);
  const zip = await admin.get(
    await staff
      .getByRole("link", { name: "UBL-bestanden (zip) downloaden" })
      .getAttribute("href")
      .then(String),
  );
  expect(zip.headers()["content-type"]).toBe("application/zip");
  expect((await zip.body()).includes(Buffer.from(`${number}.xml`))).toBe(true);

  // The customer: the invoice under their quote, as a PDF download.
  const visitor = await newClient(playwright);
  try {
    const page = await visitor.get(path);
    const html = await page.text();
    expect(html).toContain(`${path}/factuur/${number}`);
    const download = await visitor.get(`${path}/factuur/${number}`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toContain(`Factuur ${number}.pdf`);
  } finally {
    await visitor.dispose();
  }
});
