// A visitor sends a logo or design with a quote request; staff see it on the lead and download it.
import {
  expectNoAxeViolations,
  expectNoCspViolations,
  recordCspViolations,
  waitForHydration,
} from "./helpers";
import {
  expectToast,
  mailsMentioning,
  openDialog,
  QUICK_REPLY,
  QUOTE_TOAST,
  uniqueEmail,
} from "./lead-helpers";
import { expect, test } from "./fixtures";
import { randomIp } from "./staff-helpers";

test.describe.configure({ timeout: 120_000 });

/** A real 1×1 PNG, so the staff preview has something to draw. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
/** A design of a few megabytes (PDF by its bytes), large enough for the upload to take a while. */
const BIG_PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(6 * 1024 * 1024, 0x20)]);

test("a visitor attaches a design to a quote request and staff open it from the lead", async ({
  browser,
  page,
  adminSession,
}) => {
  const email = uniqueEmail("ontwerp");
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
  const visitor = await context.newPage();
  await recordCspViolations(visitor);
  await visitor.goto("/");
  await waitForHydration(visitor);
  const dialog = await openDialog(
    visitor,
    visitor.getByRole("banner").getByRole("link", { name: "Vraag offerte aan" }),
    "Offerte aanvragen",
  );
  await dialog.getByRole("textbox", { name: "Naam", exact: true }).fill("Eva Ontwerp");
  await dialog.getByLabel("E-mailadres").fill(email);
  await dialog.getByLabel("Dienst").selectOption("stickers");

  const files = dialog.getByLabel("Logo of ontwerp meesturen (optioneel)");
  // A wrong kind is named at once, before anything is sent.
  await files.setInputFiles({ name: "setup.exe", mimeType: "application/octet-stream", buffer: PNG });
  await expect(dialog.getByRole("alert")).toContainText(
    "Bestandstype niet toegestaan: ‘setup.exe’ is geen PNG, JPG, SVG, PDF, AI of EPS.",
  );
  await files.setInputFiles([
    { name: "logo.png", mimeType: "image/png", buffer: PNG },
    { name: "ontwerp bus.pdf", mimeType: "application/pdf", buffer: BIG_PDF },
  ]);
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await expectNoAxeViolations(visitor);

  // Hold the request until the sending state has been seen.
  let release!: () => void;
  const seen = new Promise<void>((resolve) => (release = resolve));
  await visitor.route("**/api/offerte", async (route) => {
    await seen;
    await route.continue();
  });
  await dialog.getByRole("button", { name: "Offerte aanvragen" }).click();
  await expect(dialog.getByRole("progressbar", { name: "Voortgang van het uploaden" })).toBeVisible();
  await expect(dialog.getByText(/Bestanden uploaden… \d+%/)).toBeVisible();
  release();
  await expectToast(visitor, "success", "Succes!", QUOTE_TOAST);
  await expectNoCspViolations(visitor);
  await context.close();

  const [shop] = (await mailsMentioning(email, 2)).filter((m) => m.includes("Meegestuurde bestanden"));
  expect(shop).toContain("- logo.png (");
  expect(shop).toContain("- ontwerp bus.pdf (6 MB)");
  const link = /https?:\/\/\S+\/employee-dashboard\/leads\/quote\/[0-9a-f-]{36}/.exec(shop!)?.[0];
  expect(link, "the mail links to the lead").toBeTruthy();

  // Staff follow the link from the mail.
  await adminSession.signIn(page);
  await page.goto(new URL(link!).pathname);
  const section = page.getByRole("heading", { name: "Bestanden van de klant" }).locator("..");
  await expect(section).toBeVisible();
  const preview = section.getByRole("img", { name: "Voorbeeld van logo.png" });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  // No preview for a PDF: a download only.
  await expect(section.getByRole("img", { name: /ontwerp bus\.pdf/ })).toHaveCount(0);
  const downloading = page.waitForEvent("download");
  await section.getByRole("link", { name: "ontwerp bus.pdf downloaden" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("ontwerp bus.pdf");
  await expectNoAxeViolations(page);
});

test("a design chosen before the contact section's code has loaded is kept and sent", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
  const visitor = await context.newPage();
  const errors: string[] = [];
  visitor.on("pageerror", (error) => errors.push(error.message));
  // Hold the section's code back (a slow phone connection), so the file is chosen in the server's form.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await visitor.route(/\/assets\/contact-section-/, async (route) => {
    await released;
    await route.continue();
  });
  await visitor.goto("/");
  await waitForHydration(visitor);
  const quick = visitor.getByRole("form", { name: "Snelle offerte aanvragen" });
  const email = uniqueEmail("vroeg-ontwerp");
  await quick.getByRole("textbox", { name: "Naam", exact: true }).fill("Vroeg Gekozen");
  await quick.getByLabel("E-mailadres").fill(email);
  await quick.getByLabel("Telefoonnummer").fill("0612345678");
  await quick
    .getByLabel("Logo of ontwerp meesturen (optioneel)")
    .setInputFiles({ name: "vroeg-logo.png", mimeType: "image/png", buffer: PNG });
  await expect(visitor.locator('[data-island="contact"]')).not.toHaveAttribute("data-island-active");

  release();
  await expect(visitor.locator('[data-island="contact"]')).toHaveAttribute("data-island-active", "");
  await expect
    .poll(() =>
      quick
        .getByLabel("Logo of ontwerp meesturen (optioneel)")
        .evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((f) => f.name)),
    )
    .toEqual(["vroeg-logo.png"]);
  await quick.getByRole("button", { name: "Vraag offerte aan" }).click();
  await expectToast(visitor, "success", "Offerte aanvraag ontvangen", QUICK_REPLY);
  expect(errors).toEqual([]);
  await context.close();
  const mails = await mailsMentioning(email, 2);
  expect(mails.some((m) => m.includes("- vroeg-logo.png ("))).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": randomIp() } });

  test("the quick-quote form posts its files as multipart and lands on /bedankt", async ({ page }) => {
    await page.goto("/");
    const quick = page.getByRole("form", { name: "Snelle offerte aanvragen" });
    const email = uniqueEmail("nojs-ontwerp");
    await quick.getByRole("textbox", { name: "Naam", exact: true }).fill("Zonder JS");
    await quick.getByLabel("E-mailadres").fill(email);
    await quick.getByLabel("Telefoonnummer").fill("0612345678");
    await quick
      .getByLabel("Logo of ontwerp meesturen (optioneel)")
      .setInputFiles({ name: "logo-zonder-js.png", mimeType: "image/png", buffer: PNG });
    await quick.getByRole("button", { name: "Vraag offerte aan" }).click();
    await expect(page).toHaveURL(/\/bedankt\?verstuurd=/);
    const mails = await mailsMentioning(email, 2);
    expect(mails.some((m) => m.includes("- logo-zonder-js.png ("))).toBe(true);
  });

  test("a file that is not a design comes back with a Dutch message in the form", async ({ page }) => {
    await page.goto("/");
    const quick = page.getByRole("form", { name: "Snelle offerte aanvragen" });
    await quick.getByRole("textbox", { name: "Naam", exact: true }).fill("Zonder JS");
    await quick.getByLabel("E-mailadres").fill(uniqueEmail("nojs-fout"));
    await quick.getByLabel("Telefoonnummer").fill("0612345678");
    await quick.getByLabel("Logo of ontwerp meesturen (optioneel)").setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: Buffer.from("<html><script>alert(1)</script></html>"),
    });
    await quick.getByRole("button", { name: "Vraag offerte aan" }).click();
    await expect(page).toHaveURL(/\?formulier=quick&fout=bestand#contact$/);
    await expect(
      page.getByRole("form", { name: "Snelle offerte aanvragen" }).getByRole("alert"),
    ).toContainText("Bestand niet geaccepteerd");
    // (axe needs JavaScript; the same form is checked with it in leads.spec.ts.)
  });
});
