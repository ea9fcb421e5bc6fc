// Paying a prepayment on a phone without JavaScript, through the production server and the Mollie fake
// (playwright.config.ts): the customer accepts, chooses "Betalen met iDEAL", is sent on to the hosted
// "iDEAL testbetaling" page, fails, comes back to "Opnieuw betalen", pays with the webhook held back, and the
// page shows the payment received all the same (fetched from Mollie on the return); the webhook arriving later
// and a replayed return change nothing. The CSP's form-action stays 'self': the form's redirect ends on our page.
import { customerPaymentCopy as copy } from "../app/content/payments";
import { quotePageCopy } from "../app/content/quote-page";
import { MOLLIE_FAKE_ORIGIN } from "../playwright.config";
import { expect, test } from "./fixtures";
import {
  expectAccessible,
  expectNoSidewaysScroll,
  sendQuoteFromLead,
  fillBillingAddress,
} from "./quote-helpers";
import { latestMailTo, uniqueEmail } from "./staff-helpers";

test.use({ javaScriptEnabled: false });
// Staff make and send a quote first, then the customer's whole flow and a PDF: on a busy two-core CI machine
// that took over 30 s.
test.describe.configure({ timeout: 90_000 });

test("a customer pays the prepayment with iDEAL after a failed attempt", async ({
  page,
  browser,
  admin,
  quote,
}) => {
  const customer = { name: "Sanne de Vries", email: uniqueEmail("betaling") };
  const leadId = await quote({ ...customer, description: "25 shirts met ons logo" });
  const { path } = await sendQuoteFromLead(admin, leadId, customer);
  const csp: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
  });

  await page.goto(path);
  await page.getByLabel(quotePageCopy.nameLabel).fill(customer.name);
  await page.getByRole("checkbox", { name: quotePageCopy.termsLabel }).check();
  await fillBillingAddress(page);
  await page.getByRole("button", { name: "Akkoord", exact: true }).click();
  const payment = page.getByTestId("payment");
  await expect(payment).toContainText(/vooruitbetaling van €\s257,13/);
  await expectNoSidewaysScroll(page);

  // To Mollie's checkout: our page sends the browser on (a meta refresh: the page has no script).
  await page.getByRole("button", { name: copy.pay }).click();
  await expect(page).toHaveURL(new RegExp(`^${MOLLIE_FAKE_ORIGIN}/checkout/tr_`));
  await expect(page.getByRole("heading", { name: "iDEAL testbetaling" })).toBeVisible();
  await page.getByRole("button", { name: "Mislukt" }).click();

  await expect(page).toHaveURL(new RegExp(`${path}\\?betaling=terug$`));
  await expect(page.getByTestId("payment-state")).toHaveText(copy.states.failed);
  await expectAccessible(browser, `${path}?betaling=terug`);

  await page.getByRole("button", { name: copy.payAgain }).click();
  await expect(page).toHaveURL(new RegExp(`^${MOLLIE_FAKE_ORIGIN}/checkout/tr_`));
  const paymentId = page.url().split("/").at(-1)!;
  // This payment's webhook comes late: the return must find the payment paid by asking Mollie itself.
  const switched = await page.request.post(`${MOLLIE_FAKE_ORIGIN}/__fake/settings`, {
    data: { paymentId, webhookTiming: "late", webhookDelayMs: 1500 },
  });
  expect(switched.ok()).toBe(true);
  await page.getByRole("button", { name: "Betaald" }).click();

  await expect(page).toHaveURL(new RegExp(`${path}\\?betaling=terug$`));
  await expect(payment).toContainText(/Bedankt! We hebben je betaling van €\s257,13 ontvangen op/);
  await expect(page.getByRole("button", { name: copy.pay })).toHaveCount(0);
  await expectAccessible(browser, `${path}?betaling=terug`);

  // The late webhook arrives and is answered 200; the mail went out once.
  await expect
    .poll(async () => {
      const state = (await (await page.request.get(`${MOLLIE_FAKE_ORIGIN}/__fake/payments`)).json()) as {
        webhooks: { paymentId: string; status: number | null }[];
      };
      return state.webhooks.filter((w) => w.paymentId === paymentId).map((w) => w.status);
    })
    .toEqual([200]);
  const mail = await latestMailTo(customer.email, "Betaling ontvangen");
  expect(mail).toContain("Betaald via: iDEAL");
  // A replayed return shows the same and changes nothing.
  await page.reload();
  await expect(payment).toContainText(/Bedankt! We hebben je betaling/);
  expect(csp).toEqual([]);
});
