// An invoice's staff page in the browser without JavaScript (docs/receivables.md, "Reminders"): the reminders
// list (empty for a paid prepayment invoice; the rows are covered by tests/receivables/reminders-staff.test.ts),
// "Markeer als betwist" with a reason and "Betwisting opheffen" as plain form posts, the schedule settings page;
// axe finds nothing at desktop width and 412 px, and nothing scrolls sideways on the phone.
import { expect as baseExpect, test } from "./fixtures";
import { expectAccessibleAs, invoiceNumberOf, paidOrder } from "./order-helpers";
import { expectNoSidewaysScroll } from "./quote-helpers";
import { uniqueEmail } from "./staff-helpers";

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

test("an invoice's reminders and dispute, and the reminder schedule", async ({
  signedInPage: staff,
  browser,
  playwright,
  admin,
  quote,
}) => {
  const customer = { name: "Bram Betwist", email: uniqueEmail("betwist") };
  const leadId = await quote({ ...customer, description: "Spandoek voor de zaak" });
  const { quoteId } = await paidOrder(playwright, admin, leadId, customer);
  const number = await invoiceNumberOf(staff, quoteId);
  const path = `/employee-dashboard/facturen/${number}`;

  await staff.goto(path);
  await expect(staff.getByRole("heading", { level: 1, name: `Factuur ${number}` })).toBeVisible();
  await expect(staff.getByRole("heading", { name: "Verstuurde herinneringen" })).toBeVisible();
  await expect(staff.getByText("Er is nog geen herinnering verstuurd voor deze factuur.")).toBeVisible();

  // Without a reason nothing changes: the field says why.
  const mark = staff.getByRole("button", { name: "Markeer als betwist" });
  const reason = staff.getByLabel("Reden van de betwisting");
  await reason.fill(" ");
  let posted = staff.waitForResponse((r) => r.request().method() === "POST");
  await mark.click();
  expect((await posted).status()).toBe(400);
  await expect(staff.getByText("Vul de reden van de betwisting in.").first()).toBeVisible();

  await staff.getByLabel("Reden van de betwisting").fill("Klant zegt dat de kleur niet klopt");
  posted = staff.waitForResponse((r) => r.request().method() === "POST");
  await staff.getByRole("button", { name: "Markeer als betwist" }).click();
  expect((await posted).status()).toBe(200);
  await expect(staff.getByText("De factuur is gemarkeerd als betwist")).toBeVisible();
  await expect(staff.getByText("Klant zegt dat de kleur niet klopt")).toBeVisible();
  await expectAccessibleAs(browser, staff.context(), path);
  await expectAccessibleAs(browser, staff.context(), path, 412);
  await staff.setViewportSize({ width: 412, height: 915 });
  await staff.goto(path);
  await expectNoSidewaysScroll(staff);

  posted = staff.waitForResponse((r) => r.request().method() === "POST");
  await staff.getByRole("button", { name: "Betwisting opheffen" }).click();
  expect((await posted).status()).toBe(200);
  await expect(staff.getByText("De betwisting is opgeheven")).toBeVisible();
  await expect(staff.getByRole("button", { name: "Markeer als betwist" })).toBeVisible();

  // The schedule page (saving is covered by tests/receivables/reminders-staff.test.ts).
  await staff.setViewportSize({ width: 1280, height: 900 });
  await staff.goto("/employee-dashboard/herinneringen");
  await expect(staff.getByLabel("Eerste herinnering, dagen na de vervaldatum")).toHaveValue(/^\d+$/);
  await expectAccessibleAs(browser, staff.context(), "/employee-dashboard/herinneringen");
  await expectAccessibleAs(browser, staff.context(), "/employee-dashboard/herinneringen", 412);
});
