// "Opnieuw bestellen" on a phone (412 px, docs/orders.md, Reorder): from the quote link of a delivered order, three
// taps (the link, "Opnieuw bestellen", "Bevestigen") send a reorder, without JavaScript and with it; staff find the
// request marked as a reorder with a link to the original order. axe on the new page.
import { devices, type APIRequestContext, type Browser } from "@playwright/test";
import { reorderCopy } from "../app/content/reorder";
import { expect as baseExpect, test } from "./fixtures";
import { paidOrder } from "./order-helpers";
import { expectAccessible, expectNoSidewaysScroll } from "./quote-helpers";
import { uniqueEmail } from "./staff-helpers";

test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function deliveredOrder(
  playwright: Parameters<typeof paidOrder>[0],
  admin: APIRequestContext,
  quote: (input: { name: string; email: string; description: string }) => Promise<string>,
  name: string,
) {
  const customer = { name, email: uniqueEmail("reorder") };
  const leadId = await quote({ ...customer, description: "Stickers voor de markt" });
  const { quoteId, path } = await paidOrder(playwright, admin, leadId, customer);
  for (const to of ["in productie", "klaar om op te halen", "afgeleverd"]) {
    const moved = await admin.post(`/employee-dashboard/orders/${quoteId}`, {
      form: { intent: "move", to },
      maxRedirects: 0,
    });
    expect(moved.status(), `moved to ${to}`).toBe(302);
  }
  return { quoteId, path, customer };
}

async function reorderOnPhone(browser: Browser, path: string, javaScriptEnabled: boolean) {
  const phone = await browser.newContext({
    ...devices["Pixel 7"],
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled,
  });
  try {
    const page = await phone.newPage();
    // Tap 1: the link in the mail.
    await page.goto(path);
    // Tap 2: "Opnieuw bestellen".
    await Promise.all([
      page.waitForURL(/\/opnieuw-bestellen$/),
      page.getByRole("link", { name: reorderCopy.button }).click(),
    ]);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(/^Opnieuw bestellen: OFF-/);
    const number = (await heading.textContent())!.replace("Opnieuw bestellen: ", "");
    await expect(page.getByTestId("reorder-lines")).toContainText("×");
    await expectNoSidewaysScroll(page);
    // Tap 3: "Bevestigen", a plain POST answered with a 303 to the confirmation.
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/opnieuw-bestellen")),
      page.getByRole("button", { name: reorderCopy.confirm }).click(),
    ]);
    expect(response.status()).toBe(303);
    await page.waitForURL(/\/opnieuw-bestellen\?verstuurd$/);
    await expect(page.getByRole("heading", { name: reorderCopy.sentTitle })).toBeVisible();
    await expect(page.getByTestId("reorder-sent")).toContainText(reorderCopy.sentSteps[1]);
    return { sentPath: page.url().replace(/^https?:\/\/[^/]+/, ""), number };
  } finally {
    await phone.close();
  }
}

test("a delivered order is ordered again in three taps on a phone, without and with JavaScript", async ({
  signedInPage: staff,
  browser,
  playwright,
  admin,
  quote,
}) => {
  const first = await deliveredOrder(playwright, admin, quote, "Noor Bakker");
  const { sentPath, number } = await reorderOnPhone(browser, first.path, false);

  // Staff: the new request on the lead page says it is a reorder, with a link to the original order.
  await staff.setViewportSize({ width: 412, height: 915 });
  await staff.goto(`/employee-dashboard?q=${encodeURIComponent(`Nabestelling van ${number}`)}`);
  await Promise.all([
    staff.waitForURL(/\/employee-dashboard\/leads\/quote\//),
    staff.locator('a[href^="/employee-dashboard/leads/quote/"]').first().click(),
  ]);
  const mark = staff.getByTestId("reorder-mark");
  await expect(mark).toContainText(reorderCopy.staffMark);
  await expect(mark.getByRole("link")).toHaveAttribute("href", `/employee-dashboard/orders/${first.quoteId}`);
  await expect(staff.getByRole("button", { name: reorderCopy.createQuote })).toBeVisible();

  // With JavaScript: the same three taps, and axe on the check step and the confirmation.
  const second = await deliveredOrder(playwright, admin, quote, "Daan Smit");
  await reorderOnPhone(browser, second.path, true);
  await expectAccessible(browser, `${second.path}/opnieuw-bestellen`);
  await expectAccessible(browser, sentPath);
});
