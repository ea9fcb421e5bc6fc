// Quote modal and quick-quote form in the browser: validation, success, failure, delivery toggle, accessibility.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { homeServiceCards } from "../app/content/services";
import {
  activateIsland,
  expectNoAxeViolations,
  expectNoCspViolations,
  recordCspViolations,
  waitForHydration,
} from "./helpers";
import {
  expectFocusReturnsTo,
  expectToast,
  mailsMentioning,
  openDialog,
  QUICK_REPLY,
  QUOTE_TOAST,
  uniqueEmail,
} from "./lead-helpers";

// The dialogs load their code on first use; give slow, shared CI machines room.
test.describe.configure({ timeout: 90_000 });

test.describe("quote modal", () => {
  test.beforeEach(async ({ page }) => {
    await recordCspViolations(page);
    await page.goto("/");
    await waitForHydration(page);
  });
  // Validation runs in the browser too: it must work under the enforced CSP (no eval).
  test.afterEach(async ({ page }) => expectNoCspViolations(page));

  const openModal = (page: Page) =>
    openDialog(
      page,
      page.getByRole("banner").getByRole("link", { name: "Vraag offerte aan" }),
      "Offerte aanvragen",
    );

  test("opens from the header with every field, sized and accessible", async ({ page }) => {
    const dialog = await openModal(page);
    await expect(dialog.getByRole("textbox", { name: "Naam", exact: true })).toBeFocused();
    const service = dialog.getByLabel("Dienst");
    // The site's service list (the home cards and /diensten), then "Overig".
    await expect(service.locator("option")).toHaveText([
      "Kies een dienst",
      ...homeServiceCards.map((card) => card.title),
      "Overig",
    ]);
    expect(homeServiceCards.map((card) => card.title)).toEqual([
      "Kledingbedrukking",
      "Borduren",
      "Belettering",
      "Stickers & Labels",
      "Spandoeken & Borden",
      "Werkkleding",
    ]);
    await expect(dialog.getByLabel("E-mailadres")).toHaveAttribute("type", "email");
    await expect(dialog.getByLabel("Omschrijving")).toHaveAttribute("rows", "4");
    await expect(dialog.getByLabel("Levering").locator("option")).toHaveText([
      "Geen voorkeur",
      "Breda - Ophalen/Brengen door ons mogelijk",
      "Buiten Breda - Verzending (€8 tot €100 besteding)",
    ]);
    const box = await dialog.evaluate((el) => {
      const style = getComputedStyle(el);
      return { maxWidth: style.maxWidth, maxHeight: style.maxHeight, vh: window.innerHeight };
    });
    expect(box.maxWidth).toBe("512px"); // max-w-lg
    expect(parseFloat(box.maxHeight)).toBeCloseTo(box.vh * 0.9, 0);
    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await expectNoAxeViolations(page);
  });

  test("shows the location field only for shipping", async ({ page }) => {
    const dialog = await openModal(page);
    await expect(dialog.getByLabel("Leverlocatie")).toBeHidden();
    await dialog.getByLabel("Levering").selectOption("shipping");
    await expect(dialog.getByLabel("Leverlocatie")).toBeVisible();
    await dialog.getByLabel("Levering").selectOption("pickup_delivery");
    await expect(dialog.getByLabel("Leverlocatie")).toBeHidden();
  });

  test("closes with Escape, the backdrop and the close button", async ({ page }) => {
    let dialog = await openModal(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    dialog = await openModal(page);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();

    dialog = await openModal(page);
    await dialog.getByRole("button", { name: "Sluiten" }).click();
    await expect(dialog).toBeHidden();
  });

  test("hands focus back to the button that opened it: header and server-rendered buttons", async ({
    page,
  }) => {
    await expectFocusReturnsTo(
      page,
      page.getByRole("banner").getByRole("link", { name: "Vraag offerte aan" }),
      "Offerte aanvragen",
    );
    await expectFocusReturnsTo(
      page,
      page.getByRole("main").getByRole("link", { name: "Vraag een zakelijke offerte aan" }),
      "Offerte aanvragen",
    );
  });

  test("refuses missing required fields without sending anything", async ({ page }) => {
    let posted = false;
    page.on("request", (r) => {
      if (r.url().includes("/api/offerte")) posted = true;
    });
    const dialog = await openModal(page);
    await dialog.getByRole("textbox", { name: "Naam", exact: true }).fill("Jan");
    await dialog.getByRole("button", { name: "Offerte aanvragen" }).click();
    await expectToast(page, "error", "Fout", "Vul alle verplichte velden in");
    await expect(dialog).toBeVisible();
    expect(posted).toBe(false);
  });

  test("sends the request: 'Versturen...', success toast, reset and close, mail to shop and visitor", async ({
    page,
  }) => {
    const email = uniqueEmail("modal");
    const dialog = await openModal(page);
    await dialog.getByRole("textbox", { name: "Naam", exact: true }).fill("Jan de Vries");
    await dialog.getByLabel("E-mailadres").fill(email);
    await dialog.getByLabel("Telefoonnummer").fill("0612345678");
    await dialog.getByLabel("Bedrijfsnaam").fill("Bakkerij De Vries");
    await dialog.getByLabel("Dienst").selectOption("overig");
    await dialog.getByLabel("Omschrijving").fill("Spandoek 3 x 1 meter");
    await dialog.getByLabel("Levering").selectOption("shipping");
    await dialog.getByLabel("Leverlocatie").fill("Tilburg");

    // Hold the request until the sending state has been seen.
    let release!: () => void;
    const seen = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/offerte", async (route) => {
      await seen;
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Offerte aanvragen" }).click();
    await expect(dialog.getByRole("button", { name: "Versturen..." })).toBeDisabled();
    release();
    await expectToast(page, "success", "Succes!", QUOTE_TOAST);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: "Vraag offerte aan" })).toBeFocused();

    const reopened = await openModal(page);
    await expect(reopened.getByRole("textbox", { name: "Naam", exact: true })).toHaveValue("");
    await expect(reopened.getByLabel("Dienst")).toHaveValue("");

    const mails = await mailsMentioning(email, 2);
    const shop = mails.find((m) => /^To: info@printshop-breda\.example/m.test(m));
    expect(shop).toBeDefined();
    expect(shop).toContain("Spandoek 3 x 1 meter");
    expect(shop).toContain("Tilburg");
    expect(mails.some((m) => m.includes(`To: ${email}`))).toBe(true);
  });

  test("keeps the modal open with the values when the server fails", async ({ page }) => {
    await page.route("**/api/offerte", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "kapot" }),
    );
    const dialog = await openModal(page);
    await dialog.getByRole("textbox", { name: "Naam", exact: true }).fill("Jan de Vries");
    await dialog.getByLabel("E-mailadres").fill("jan@example.com");
    await dialog.getByLabel("Dienst").selectOption("stickers");
    await dialog.getByRole("button", { name: "Offerte aanvragen" }).click();
    await expectToast(
      page,
      "error",
      "Fout",
      "Er is een fout opgetreden bij het versturen van uw aanvraag. Probeer het opnieuw of neem direct contact met ons op.",
    );
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Naam", exact: true })).toHaveValue("Jan de Vries");
    await expect(dialog.getByLabel("E-mailadres")).toHaveValue("jan@example.com");
    await expect(dialog.getByLabel("Dienst")).toHaveValue("stickers");
  });

  test("preselects the service when opened from a service page", async ({ page }) => {
    await page.goto("/voertuigbelettering");
    const dialog = await openDialog(
      page,
      page.getByRole("main").getByRole("link", { name: "Vraag offerte aan" }).first(),
      "Offerte aanvragen",
    );
    await expect(dialog.getByLabel("Dienst")).toHaveValue("voertuigbelettering");
  });

  test("hands focus back to a service page's quote button", async ({ page }) => {
    await page.goto("/voertuigbelettering");
    await waitForHydration(page);
    await expectFocusReturnsTo(
      page,
      page.getByRole("main").getByRole("link", { name: "Vraag offerte aan" }).first(),
      "Offerte aanvragen",
    );
  });
});

test.describe("quick-quote form", () => {
  test.beforeEach(async ({ page }) => {
    await recordCspViolations(page);
    await page.goto("/#contact");
    await activateIsland(page, "contact");
  });
  // Validation runs in the browser too: it must work under the enforced CSP (no eval).
  test.afterEach(async ({ page }) => expectNoCspViolations(page));

  const form = (page: Page) => page.getByRole("form", { name: "Snelle offerte aanvragen" });

  test("defaults to Kledingbedrukking and toggles the delivery location", async ({ page }) => {
    await expect(form(page).getByLabel("Dienst")).toHaveValue("Kledingbedrukking");
    await expect(form(page).getByLabel("Dienst").locator("option")).toHaveText([
      "Kledingbedrukking",
      "Voertuigbelettering",
      "Stickers",
      "Werkkleding",
    ]);
    await expect(form(page).getByLabel("Leverlocatie")).toBeHidden();
    await form(page).getByLabel("Levering").selectOption("shipping");
    await expect(form(page).getByLabel("Leverlocatie")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("asks for name, email and phone, then for a valid email", async ({ page }) => {
    await form(page).getByRole("textbox", { name: "Naam", exact: true }).fill("An");
    await form(page).getByRole("button", { name: "Vraag offerte aan" }).click();
    await expectToast(
      page,
      "error",
      "Gegevens vereist",
      "We hebben je naam, email en telefoonnummer nodig voor contact.",
    );
    await form(page).getByLabel("Telefoonnummer").fill("0612345678");
    await form(page).getByLabel("E-mailadres").fill("an@voorbeeld");
    await form(page).getByRole("button", { name: "Vraag offerte aan" }).click();
    await expectToast(page, "error", "Ongeldig e-mailadres", "Voer een geldig e-mailadres in.");
    await expect(page).toHaveURL(/\/#contact$/);
  });

  test("sends and goes to /bedankt with the success toast; the shop gets the default description", async ({
    page,
  }) => {
    const email = uniqueEmail("snel");
    await form(page).getByRole("textbox", { name: "Naam", exact: true }).fill("An Jansen");
    await form(page).getByLabel("E-mailadres").fill(email);
    await form(page).getByLabel("Telefoonnummer").fill("0612345678");
    await form(page).getByRole("button", { name: "Vraag offerte aan" }).click();
    await expectToast(page, "success", "Offerte aanvraag ontvangen", QUICK_REPLY);
    await expect(page).toHaveURL(/\/bedankt\?verstuurd=/);
    const mails = await mailsMentioning(email, 2);
    expect(mails.join("\n")).toContain("Snelle offerte aanvraag voor Kledingbedrukking");
  });

  test("shows the failure toast with the phone number when the server fails", async ({ page }) => {
    await page.route("**/api/snelle-offerte", (route) => route.fulfill({ status: 500, body: "" }));
    await form(page).getByRole("textbox", { name: "Naam", exact: true }).fill("An");
    await form(page).getByLabel("E-mailadres").fill("an@example.com");
    await form(page).getByLabel("Telefoonnummer").fill("0612345678");
    await form(page).getByRole("button", { name: "Vraag offerte aan" }).click();
    await expectToast(page, "error", "Er ging iets mis", "Probeer WhatsApp of bel ons direct: 076 000 0000");
    await expect(page).not.toHaveURL(/bedankt/);
    await expect(form(page).getByRole("textbox", { name: "Naam", exact: true })).toHaveValue("An");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the quick-quote form posts, shows a missing-field error, then lands on /bedankt", async ({
    page,
  }) => {
    await page.goto("/");
    const quick = page.getByRole("form", { name: "Snelle offerte aanvragen" });
    await quick.getByRole("textbox", { name: "Naam", exact: true }).fill("Zonder JS");
    await quick.getByRole("button", { name: "Vraag offerte aan" }).click();
    await expect(page).toHaveURL(/\?formulier=quick&fout=velden#contact$/);
    await expect(
      page.getByRole("form", { name: "Snelle offerte aanvragen" }).getByRole("alert"),
    ).toContainText("We hebben je naam, email en telefoonnummer nodig voor contact.");

    const email = uniqueEmail("nojs");
    const again = page.getByRole("form", { name: "Snelle offerte aanvragen" });
    await again.getByRole("textbox", { name: "Naam", exact: true }).fill("Zonder JS");
    await again.getByLabel("E-mailadres").fill(email);
    await again.getByLabel("Telefoonnummer").fill("0612345678");
    await again.getByRole("button", { name: "Vraag offerte aan" }).click();
    await expect(page).toHaveURL(/\/bedankt\?verstuurd=/);
    await mailsMentioning(email, 2);
  });
});
