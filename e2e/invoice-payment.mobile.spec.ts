// Paying an invoice online on a phone (412 px) without JavaScript (docs/payments.md, "An invoice paid online"): a
// business customer on payment terms gets their invoice at delivery; on their quote page the open invoice shows
// with the transfer and "Betaal € … van factuur …", which sends the browser on to the Mollie fake's hosted
// checkout; after "Betaald" the page thanks them, the button is gone, the confirmation mail went out and staff see
// the payment in the order's history. axe finds nothing on the page before and after.
import type { APIRequestContext } from "@playwright/test";
import { invoicePaymentCopy as copy } from "../app/content/payments";
import { MOLLIE_FAKE_ORIGIN } from "../playwright.config";
import { quoteEditorForm, quoteTokenIn } from "../tests/helpers/quote-editor-form";
import { expect as baseExpect, test } from "./fixtures";
import { waiveProof } from "./order-helpers";
import { expectAccessible, expectNoSidewaysScroll } from "./quote-helpers";
import { latestMailTo, newClient, uniqueEmail } from "./staff-helpers";

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** A quote on payment terms sent, accepted and delivered: its invoice is issued with a due date. */
async function deliveredOnTerms(
  playwright: Parameters<typeof newClient>[0],
  admin: APIRequestContext,
  leadId: string,
  customer: { name: string; email: string },
) {
  const made = await admin.post(`/employee-dashboard/leads/quote/${leadId}`, {
    form: { intent: "quote" },
    maxRedirects: 0,
  });
  const staffPath = made.headers().location ?? "";
  const form = { ...quoteEditorForm(customer), paymentTerms: "on", customerCompany: "Vries Sport B.V." };
  const sent = await admin.post(staffPath, { form, maxRedirects: 0 });
  expect(sent.headers().location).toContain("melding=verstuurd");
  const path = `/offerte/${quoteTokenIn(await latestMailTo(customer.email, "/offerte/"))}`;
  const visitor = await newClient(playwright);
  const accepted = await visitor.post(path, {
    form: {
      intent: "accept",
      name: customer.name,
      terms: "on",
      street: "Ginnekenweg 12",
      postalCode: "4818 JG",
      city: "Breda",
    },
    maxRedirects: 0,
  });
  expect(accepted.headers().location).toContain("melding=geaccepteerd");
  await visitor.dispose();
  const quoteId = staffPath.split("/").at(-1)!;
  await waiveProof(admin, quoteId);
  for (const to of ["in productie", "klaar om op te halen", "afgeleverd"]) {
    const moved = await admin.post(`/employee-dashboard/orders/${quoteId}`, {
      form: { intent: "move", to },
      maxRedirects: 0,
    });
    expect(moved.status(), `moved to ${to}`).toBe(302);
  }
  return { quoteId, path };
}

test("a business customer pays their invoice online from the quote page", async ({
  page,
  browser,
  playwright,
  admin,
  quote,
}) => {
  const customer = { name: "Jan de Vries", email: uniqueEmail("factuurbetaling") };
  const leadId = await quote({ ...customer, description: "Shirts voor het team" });
  const { quoteId, path } = await deliveredOnTerms(playwright, admin, leadId, customer);

  await page.goto(path);
  const section = page.getByTestId("invoice-payments");
  await expect(section.getByRole("heading", { name: copy.title })).toBeVisible();
  await expect(section).toContainText(/Factuur F\d{4}-\d{4}: nog €\s257,13 open/);
  await expect(section).toContainText("NL");
  const button = section.getByRole("button", { name: /^Betaal €\s257,13 van factuur F\d{4}-\d{4}$/ });
  await expect(button).toBeVisible();
  const number = /F\d{4}-\d{4}/.exec((await button.textContent()) ?? "")![0];
  await expectNoSidewaysScroll(page);
  await expectAccessible(browser, path);

  // On to Mollie's checkout (our page sends the browser on with a meta refresh), and paid there.
  await button.click();
  await expect(page).toHaveURL(new RegExp(`^${MOLLIE_FAKE_ORIGIN}/checkout/tr_`));
  await page.getByRole("button", { name: "Betaald" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?betaling=terug$`));
  await expect(section).toContainText(
    new RegExp(`Bedankt! We hebben je betaling van €\\s257,13 voor factuur ${number} ontvangen\\.`),
  );
  await expect(page.getByRole("button", { name: /^Betaal / })).toHaveCount(0);
  await expectAccessible(browser, `${path}?betaling=terug`);

  const mail = await latestMailTo(customer.email, `Betaling ontvangen voor factuur ${number}`);
  expect(mail).toBeTruthy();
  const order = await (await admin.get(`/employee-dashboard/orders/${quoteId}`)).text();
  expect(order.replace(/\s/g, " ")).toContain(
    `Betaling van € 257,13 ontvangen op factuur ${number} (iDEAL via Mollie). Nog open: € 0,00.`,
  );
});
