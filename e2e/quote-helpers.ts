// Quotes as the browser tests make them: through the staff pages (a lead's "Offerte maken", the editor's
// "Versturen"), with the customer's link read from the mail, as the customer gets it; and the checks of the
// customer's page on a phone.
import { devices, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { quoteEditorForm, quoteTokenIn } from "../tests/helpers/quote-editor-form";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./helpers";
import { latestMailTo } from "./staff-helpers";
import { quotePageCopy } from "../app/content/quote-page";

/** Staff make a quote from the lead and send it; returns its staff page and the customer's link. */
export async function sendQuoteFromLead(
  admin: APIRequestContext,
  leadId: string,
  customer: { name: string; email: string },
) {
  const made = await admin.post(`/employee-dashboard/leads/quote/${leadId}`, {
    form: { intent: "quote" },
    maxRedirects: 0,
  });
  const staffPath = made.headers().location ?? "";
  expect(staffPath).toMatch(/^\/employee-dashboard\/offertes\/[0-9a-f-]{36}$/);
  const sent = await admin.post(staffPath, { form: quoteEditorForm(customer), maxRedirects: 0 });
  expect(sent.headers().location).toContain("melding=verstuurd");
  const token = quoteTokenIn(await latestMailTo(customer.email, "/offerte/"));
  expect(token, "the link in the quote mail").toBeTruthy();
  return { staffPath, path: `/offerte/${token}` };
}

/** axe runs as a script in the page: it checks the same address in a phone context with JavaScript on. */
export async function expectAccessible(browser: Browser, path: string) {
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    baseURL: test.info().project.use.baseURL,
    // A context made in a test starts from the file's options: JavaScript is off there.
    javaScriptEnabled: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
  }
}

export async function expectNoSidewaysScroll(page: Page) {
  const [content, viewport] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(content).toBeLessThanOrEqual(viewport);
}

/**
 * The billing address a customer gives with "Akkoord" when the quote (made from a web request) names none: every
 * invoice must name it (docs/quotes.md).
 */
export async function fillBillingAddress(page: Page) {
  await page.getByLabel(quotePageCopy.streetLabel).fill("Ginnekenweg 12");
  await page.getByLabel(quotePageCopy.postalCodeLabel).fill("4818 JG");
  await page.getByLabel(quotePageCopy.cityLabel).fill("Breda");
}
