// Steps 3 and 4 of the shop's flow, end to end in the browser: staff send a quote; the customer accepts it on a
// phone (the page has no script), pays the prepayment at the fake iDEAL page (playwright.config.ts: the real
// Mollie client talks to the local fake) and comes back to their page with the payment received; staff find
// the paid order on the board and move it into production on its page; the customer's page then says
// "In productie" with the expected ready date, and the mail about it went out.
import { devices } from "@playwright/test";
import { orderProgressCopy, orderStateCopy } from "../app/content/orders";
import { customerPaymentCopy } from "../app/content/payments";
import { quotePageCopy } from "../app/content/quote-page";
import { MOLLIE_FAKE_ORIGIN } from "../playwright.config";
import { expect as baseExpect, test } from "./fixtures";
import { waiveProof } from "./order-helpers";
import { expectAccessible, sendQuoteFromLead, fillBillingAddress } from "./quote-helpers";
import { latestMailTo, randomIp, uniqueEmail } from "./staff-helpers";

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test("a quote accepted and paid with iDEAL on a phone goes into production, and the customer sees it", async ({
  signedInPage: staff,
  browser,
  admin,
  quote,
}) => {
  await staff.context().setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
  const customer = { name: "Jesse de Boer", email: uniqueEmail("order-flow") };
  const leadId = await quote({ ...customer, description: "Shirts met logo voor de bakkerij" });
  const { staffPath, path } = await sendQuoteFromLead(admin, leadId, customer);
  const quoteId = staffPath.split("/").at(-1)!;

  // The customer, on a phone, from the link in the mail: accepts and pays at the bank's (the fake's) page.
  const phone = await browser.newContext({
    ...devices["Pixel 7"],
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
  });
  try {
    const page = await phone.newPage();
    await page.goto(path);
    await page.getByLabel(quotePageCopy.nameLabel).fill(customer.name);
    await page.getByRole("checkbox", { name: quotePageCopy.termsLabel }).check();
    await fillBillingAddress(page);
    await page.getByRole("button", { name: "Akkoord", exact: true }).click();
    const progress = page.getByTestId("order-progress");
    await expect(progress.locator('[aria-current="step"]')).toHaveText(/^Betaald/);
    await expect(progress).toContainText(orderProgressCopy.readyByLater);
    // A reorder of an approved design: staff waive the proof, so production waits for the payment only
    // (e2e/proof.spec.ts walks the proof itself).
    await waiveProof(admin, quoteId);

    await page.getByRole("button", { name: customerPaymentCopy.pay }).click();
    await expect(page).toHaveURL(new RegExp(`^${MOLLIE_FAKE_ORIGIN}/checkout/tr_`));
    await expect(page.getByRole("heading", { name: "iDEAL testbetaling" })).toBeVisible();
    await page.getByRole("button", { name: "Betaald" }).click();

    // Back on the quote's page: the payment received, the ready date known, production next.
    await expect(page).toHaveURL(new RegExp(`${path}\\?betaling=terug$`));
    await expect(page.getByTestId("payment")).toContainText(
      /Bedankt! We hebben je betaling van €\s257,13 ontvangen/,
    );
    await expect(progress.getByRole("listitem").filter({ hasText: "Betaald" })).toContainText("(afgerond)");
    // One state at the top too: paid, no promise that waits for the payment.
    await expect(page.getByTestId("quote-state")).toHaveText(orderStateCopy.text.paid);
    await expect(progress.locator('[aria-current="step"]')).toHaveCount(0);
    const readyBy = page.getByTestId("order-ready-by");
    await expect(readyBy).toHaveText(/^Verwacht klaar: \w+dag \d{1,2} \w+ \d{4}$/);
    const readyText = (await readyBy.textContent())!.replace("Verwacht klaar: ", "");

    // Staff: the paid order on the board, into production on its page.
    await staff.goto("/employee-dashboard/orders");
    const card = staff
      .getByRole("region", { name: /^Wacht op betaling/ })
      .getByRole("article")
      .filter({ hasText: customer.name });
    await expect(card).toContainText("Betaald");
    await card.getByRole("link").click();
    await expect(staff).toHaveURL(new RegExp(`/employee-dashboard/orders/${quoteId}$`));
    await expect(staff.getByTestId("payments-card")).toContainText("Betaald");
    await expect(staff.getByText(orderStateCopy.staff.paidWaiting).first()).toBeVisible();
    await staff.getByRole("button", { name: "Naar ‘In productie’" }).click();
    await expect(
      staff.getByText("De order staat nu op ‘In productie’. De klant krijgt een e-mail."),
    ).toBeVisible();
    await expect(staff.getByTestId("order-history")).toContainText(
      "Status: Wacht op betaling → In productie.",
    );

    // The customer's page says so, and the mail went out with the ready date and a link to follow the order.
    await page.goto(path);
    await expect(progress.locator('[aria-current="step"]')).toHaveText(/^In productie/);
    await expect(readyBy).toHaveText(`Verwacht klaar: ${readyText}`);
    await expect(page.getByTestId("quote-state")).toHaveText(orderStateCopy.text.production);
    await expectAccessible(browser, path);
    const mail = await latestMailTo(customer.email, "is in productie");
    expect(mail).toContain("Goed nieuws: we zijn met je bestelling aan de slag.");
    expect(mail).toContain(`Verwacht klaar: ${readyText}`);
    expect(mail).toMatch(/Bekijk je bestelling: https?:\/\/\S+\/offerte\/[A-Za-z0-9_-]{43}/);
  } finally {
    await phone.close();
  }
});
