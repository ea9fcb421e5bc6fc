// The staff's orders pages in the browser without JavaScript, on a desktop and at 412 px: the board shows a
// paid order in "Wacht op betaling"; on its page staff move it into production, are refused a bad
// track-and-trace link at its field, ship it and see the history; axe finds nothing on either page.
import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { expectAccessibleAs, paidOrder } from "./order-helpers";
import { expectNoSidewaysScroll } from "./quote-helpers";
import { uniqueEmail } from "./staff-helpers";

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const column = (page: Page, name: string) => page.getByRole("region", { name: new RegExp(`^${name}`) });

test("staff move a paid order into production and ship it, without JavaScript, on a desktop and a phone", async ({
  signedInPage: staff,
  browser,
  playwright,
  admin,
  quote,
}) => {
  const customer = { name: "Noor Visser", email: uniqueEmail("order-staff") };
  const leadId = await quote({ ...customer, description: "Polo's met logo voor de zaak" });
  const { quoteId } = await paidOrder(playwright, admin, leadId, customer);

  // The board: the paid order waits in its column, with its customer and "Betaald".
  await staff.goto("/employee-dashboard/orders");
  await expect(staff.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  const waiting = column(staff, "Wacht op betaling");
  const card = waiting.getByRole("article").filter({ hasText: customer.name });
  await expect(card).toContainText("Betaald");
  // Paid: the ready date counts from the payment.
  await expect(card).toContainText(/Klaar op\s*\d{1,2} \w+ \d{4}/);
  await expectAccessibleAs(browser, staff.context(), "/employee-dashboard/orders");
  await expectAccessibleAs(browser, staff.context(), "/employee-dashboard/orders", 412);

  // Its page: the ready date set at payment, into production.
  await card.getByRole("link").click();
  await expect(staff).toHaveURL(new RegExp(`/employee-dashboard/orders/${quoteId}$`));
  await expect(staff.getByTestId("order-ready-by")).toHaveText(/^\w+dag \d{1,2} \w+ \d{4}$/);
  await expect(staff.getByTestId("payments-card")).toContainText("Betaald");
  await staff.getByRole("button", { name: "Naar ‘In productie’" }).click();
  await expect(
    staff.getByText("De order staat nu op ‘In productie’. De klant krijgt een e-mail."),
  ).toBeVisible();

  // A link that is no web page (the browser checks the address form, the server the rest) is refused at its
  // field, what was typed kept; a good one ships.
  const tracking = staff.getByLabel("Track-en-trace-link");
  await tracking.fill("ftp://post.nl/3STEST");
  await staff.getByRole("button", { name: "Naar ‘Verzonden’" }).click();
  await expect(staff.getByText("Vul een geldige link in die begint met https:// of http://.")).toBeVisible();
  await expect(tracking).toHaveValue("ftp://post.nl/3STEST");
  await tracking.fill("https://jouw.postnl.nl/track-and-trace/3STEST-NL-4811AA");
  await staff.getByRole("button", { name: "Naar ‘Verzonden’" }).click();
  await expect(
    staff.getByText("De order staat nu op ‘Verzonden’. De klant krijgt een e-mail."),
  ).toBeVisible();
  const history = staff.getByTestId("order-history");
  await expect(history).toContainText("Status: Wacht op betaling → In productie.");
  await expect(history).toContainText(
    "Track en trace: https://jouw.postnl.nl/track-and-trace/3STEST-NL-4811AA.",
  );
  await expect(history).toContainText("E-mail aan de klant: ‘Je bestelling");
  const path = `/employee-dashboard/orders/${quoteId}`;
  await expectAccessibleAs(browser, staff.context(), path);
  await expectAccessibleAs(browser, staff.context(), path, 412);

  // On a phone: the same page, nothing to scroll sideways; the board has the order under "Verzonden".
  await staff.setViewportSize({ width: 412, height: 915 });
  await expectNoSidewaysScroll(staff);
  await staff.goto("/employee-dashboard/orders");
  await expectNoSidewaysScroll(staff);
  await expect(
    column(staff, "Verzonden").getByRole("article").filter({ hasText: customer.name }),
  ).toBeVisible();
});
