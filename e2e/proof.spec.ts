// The proof (drukproef) in the browser at 412 px (docs/proofs.md): staff upload a proof on the order page; the
// customer, on a phone from the link in the mail, asks a change pinned to a spot (with the page's tiny script), then
// for the next version without JavaScript (the old link says it was replaced; a tap on the image is the pin), and
// approves the third by name without JavaScript; production was refused before and is allowed after. axe on the
// customer's page and the staff's order page.
import { devices, type Page } from "@playwright/test";
import { orderMoveCopy } from "../app/content/orders";
import { proofPageCopy } from "../app/content/proof-page";
import { expect as baseExpect, test } from "./fixtures";
import { expectAccessibleAs, paidOrder } from "./order-helpers";
import { expectAccessible, expectNoSidewaysScroll } from "./quote-helpers";
import { latestMailTo, uniqueEmail } from "./staff-helpers";

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function proofPng(colour: string): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function uploadProof(staff: Page, orderPath: string, colour: string, note: string) {
  await staff.goto(orderPath);
  await staff
    .getByLabel("Bestand")
    .setInputFiles({ name: "proef.png", mimeType: "image/png", buffer: await proofPng(colour) });
  await staff.getByLabel("Toelichting voor de klant (optioneel)").fill(note);
  await Promise.all([
    staff.waitForURL(/\?melding=drukproef-geupload/),
    staff.getByRole("button", { name: "Uploaden en naar de klant mailen" }).click(),
  ]);
  await expect(staff.getByTestId("proof-state")).toHaveText("Drukproef: wacht op klant");
}

const proofLink = async (email: string, note: string) => {
  const mail = await latestMailTo(email, note);
  const link = /https?:\/\/\S+(\/drukproef\/[A-Za-z0-9_-]{43})/.exec(mail)?.[1];
  expect(link, "proof link in the mail").toBeTruthy();
  return link!;
};

test("a proof is changed with a pin, then approved on a phone, with and without JavaScript", async ({
  signedInPage: staff,
  browser,
  playwright,
  admin,
  quote,
}) => {
  await staff.setViewportSize({ width: 412, height: 915 });
  const customer = { name: "Fleur Janssen", email: uniqueEmail("proof") };
  const leadId = await quote({ ...customer, description: "Stickers met logo" });
  const { quoteId } = await paidOrder(playwright, admin, leadId, customer, { proof: "needed" });
  const orderPath = `/employee-dashboard/orders/${quoteId}`;

  // Paid, but no approved proof: production is refused in Dutch, on a forged post too.
  const early = await admin.post(orderPath, {
    form: { intent: "move", to: "in productie" },
    maxRedirects: 0,
  });
  expect(early.status()).toBe(409);
  expect(await early.text()).toContain(orderMoveCopy.noProof.slice(0, 40));

  await uploadProof(staff, orderPath, "#be123c", "Versie een");
  const firstLink = await proofLink(customer.email, "Versie een");

  // With JavaScript: a tap on the image sets the pin (a dot), the comment is sent with the button.
  const phone = await browser.newContext({ ...devices["Pixel 7"], baseURL: test.info().project.use.baseURL });
  try {
    const page = await phone.newPage();
    await page.goto(firstLink);
    await expect(page.getByTestId("proof-ready-date")).toHaveText(
      /^Keur je (vandaag vóór 16:00|nu) goed, dan is het klaar op /,
    );
    await expectNoSidewaysScroll(page);
    await page.getByLabel(proofPageCopy.commentLabel).fill("Het logo mag groter.");
    await page.getByRole("button", { name: proofPageCopy.pinAlt }).click({ position: { x: 80, y: 40 } });
    await expect(page.locator("#pin-dot")).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(proofPageCopy.pinChosen);
    await Promise.all([
      page.waitForURL(/\?melding=wijziging$/),
      page.getByRole("button", { name: proofPageCopy.change }).click(),
    ]);
    await expect(page.getByText(proofPageCopy.changeNotice)).toBeVisible();
  } finally {
    await phone.close();
  }
  await expectAccessible(browser, firstLink);
  await staff.goto(orderPath);
  await expect(staff.getByTestId("proof-state")).toHaveText("Drukproef: wijziging gevraagd");
  await expect(staff.getByTestId("proof-decision").first()).toContainText(
    "Het logo mag groter. (plek aangewezen op pagina 1)",
  );

  // Version 2, without JavaScript: the old link says it has been replaced; a tap on the image sends the pin.
  await uploadProof(staff, orderPath, "#1d4ed8", "Versie twee");
  const noScript = await browser.newContext({
    ...devices["Pixel 7"],
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
  });
  try {
    const page = await noScript.newPage();
    const response = await page.goto(firstLink);
    expect(response!.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByTestId("proof-replaced")).toContainText(proofPageCopy.replaced(2));
    await expect(page.getByRole("button", { name: proofPageCopy.approve })).toHaveCount(0);
    await page.getByRole("link", { name: proofPageCopy.toLatest }).click();
    await page.getByLabel(proofPageCopy.commentLabel).fill("Iets meer ruimte rechts.");
    await Promise.all([
      page.waitForURL(/\?melding=wijziging$/),
      page.getByRole("button", { name: proofPageCopy.pinAlt }).click({ position: { x: 240, y: 100 } }),
    ]);

    // Version 3 approved by name, still without JavaScript.
    await uploadProof(staff, orderPath, "#15803d", "Versie drie");
    await page.goto(await proofLink(customer.email, "Versie drie"));
    // The name is required (the browser asks first; the server checks again: tests/proofs/proofs.test.ts).
    await expect(page.getByLabel(proofPageCopy.nameLabel)).toHaveAttribute("required", "");
    await page.getByLabel(proofPageCopy.nameLabel).fill(customer.name);
    await Promise.all([
      page.waitForURL(/\?melding=akkoord$/),
      page.getByRole("button", { name: proofPageCopy.approve }).click(),
    ]);
    await expect(page.getByTestId("proof-approved")).toContainText(`door ${customer.name}`);
  } finally {
    await noScript.close();
  }

  // Staff: the approval and both pins on the card; production now allowed.
  await staff.goto(orderPath);
  await expect(staff.getByTestId("proof-state")).toHaveText(/^Drukproef: goedgekeurd op /);
  await expect(staff.getByTestId("proof-decision")).toHaveCount(3);
  await expectAccessibleAs(browser, staff.context(), orderPath, 412);
  await Promise.all([
    staff.waitForURL(/\?melding=status$/),
    staff.getByRole("button", { name: "Naar ‘In productie’" }).click(),
  ]);
  await expect(
    staff.getByText("De order staat nu op ‘In productie’. De klant krijgt een e-mail."),
  ).toBeVisible();
  expect(await latestMailTo("v3 goedgekeurd", "De klant heeft de drukproef goedgekeurd")).toContain(
    "de bestelling kan in productie",
  );
});
