// Without JavaScript, a lead form that comes back with an error still holds what the visitor typed (carried in a
// short-lived cookie, never in the URL), and a later visit shows the form empty again.
import { expect, test } from "./fixtures";
import { mailsMentioning, uniqueEmail } from "./lead-helpers";

test.describe("without JavaScript, an error keeps what the visitor typed", () => {
  test.use({ javaScriptEnabled: false });

  test("quick quote: an invalid e-mail address comes back with name, phone, message and service", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    const quick = () => page.getByRole("form", { name: "Snelle offerte aanvragen" });
    const name = quick().getByRole("textbox", { name: "Naam", exact: true });
    await name.fill("Piet Snel");
    await quick().getByLabel("Telefoonnummer").fill("0612345678");
    await quick().getByLabel("E-mailadres").fill("piet@snel");
    await quick().getByLabel("Bericht (optioneel)").fill("Graag 200 ronde stickers, Ø 8 cm.");
    await quick().getByLabel("Dienst").selectOption("Stickers");
    const errorPage = page.waitForResponse((r) => r.url().includes("formulier=quick"));
    await quick().getByRole("button", { name: "Vraag offerte aan" }).click();

    await expect(page).toHaveURL(/\?formulier=quick&fout=email#contact$/);
    // The values travel in a short-lived HttpOnly cookie, and the page that shows them is kept by no cache.
    const response = await errorPage;
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    const redirect = await response.request().redirectedFrom()?.response();
    expect(await redirect?.headerValue("set-cookie")).toMatch(
      /^lead_input=[\w-]+; Path=\/; Max-Age=120; HttpOnly; SameSite=Lax$/,
    );
    // Nothing personal in the address.
    expect(page.url()).not.toContain("Piet");
    await expect(quick().getByRole("alert")).toContainText("Voer een geldig e-mailadres in.");
    await expect(name).toHaveValue("Piet Snel");
    await expect(quick().getByLabel("Telefoonnummer")).toHaveValue("0612345678");
    await expect(quick().getByLabel("E-mailadres")).toHaveValue("piet@snel");
    await expect(quick().getByLabel("Bericht (optioneel)")).toHaveValue("Graag 200 ronde stickers, Ø 8 cm.");
    await expect(quick().getByLabel("Dienst")).toHaveValue("Stickers");
    // Read once: the browser no longer holds the values.
    expect((await context.cookies()).map((c) => c.name)).not.toContain("lead_input");

    const email = uniqueEmail("bewaard");
    await quick().getByLabel("E-mailadres").fill(email);
    await quick().getByRole("button", { name: "Vraag offerte aan" }).click();
    await expect(page).toHaveURL(/\/bedankt\?verstuurd=/);
    // One lead: its two e-mails (to the shop and to the visitor), with the kept message and service.
    const mails = await mailsMentioning(email, 2);
    expect(mails.some((m) => m.includes("Graag 200 ronde stickers"))).toBe(true);
    expect(mails.some((m) => m.includes("Stickers"))).toBe(true);

    // A fresh visit afterwards shows the form empty.
    await page.goto("/");
    await expect(name).toHaveValue("");
    await expect(quick().getByLabel("Bericht (optioneel)")).toHaveValue("");
    // And so does the error address itself, opened again later.
    await page.goto("/?formulier=quick&fout=email#contact");
    await expect(quick().getByRole("alert")).toBeVisible();
    await expect(name).toHaveValue("");
  });

  test("quick quote: a refused file keeps the text and asks for another file", async ({ page }) => {
    await page.goto("/");
    const quick = () => page.getByRole("form", { name: "Snelle offerte aanvragen" });
    await quick().getByRole("textbox", { name: "Naam", exact: true }).fill("Piet Bestand");
    await quick().getByLabel("Telefoonnummer").fill("0612345678");
    await quick().getByLabel("E-mailadres").fill(uniqueEmail("bestand"));
    await quick()
      .getByLabel("Logo of ontwerp meesturen (optioneel)")
      .setInputFiles({
        name: "logo.png",
        mimeType: "image/png",
        buffer: Buffer.from("<html><script>alert(1)</script></html>"),
      });
    await quick().getByRole("button", { name: "Vraag offerte aan" }).click();
    await expect(page).toHaveURL(/\?formulier=quick&fout=bestand#contact$/);
    await expect(quick().getByRole("alert")).toContainText("Kies opnieuw een bestand.");
    await expect(quick().getByRole("textbox", { name: "Naam", exact: true })).toHaveValue("Piet Bestand");
    await expect(quick().getByLabel("Telefoonnummer")).toHaveValue("0612345678");
  });

  test("partnership: a missing required field keeps the rest", async ({ page }) => {
    await page.goto("/?partner=formulier#zakelijk-partner");
    const form = () => page.getByRole("form", { name: "Aanmelden als zakelijk partner" });
    await form().getByLabel("Bedrijfsnaam").fill("Snel Drukwerk BV");
    await form().getByLabel("E-mailadres").fill(uniqueEmail("partner-bewaard"));
    await form().getByLabel("Aantal medewerkers").fill("10-50");
    // Contact person left empty.
    await form().getByRole("button", { name: "Aanmelding versturen" }).click();
    await expect(page).toHaveURL(/\?formulier=partnership&fout=velden#zakelijk-partner$/);
    await expect(form().getByRole("alert")).toContainText("Verplichte velden ontbreken");
    await expect(form().getByLabel("Bedrijfsnaam")).toHaveValue("Snel Drukwerk BV");
    await expect(form().getByLabel("Aantal medewerkers")).toHaveValue("10-50");

    const email = uniqueEmail("partner-bewaard-2");
    await form().getByLabel("Contactpersoon").fill("Piet");
    await form().getByLabel("E-mailadres").fill(email);
    await form().getByRole("button", { name: "Aanmelding versturen" }).click();
    await expect(page).toHaveURL(/\/bedankt\?verstuurd=/);
    const mails = await mailsMentioning(email, 2);
    expect(mails.some((m) => m.includes("Snel Drukwerk BV"))).toBe(true);

    await page.goto("/?partner=formulier#zakelijk-partner");
    await expect(form().getByLabel("Bedrijfsnaam")).toHaveValue("");
  });

  test("work-wear order: an unknown article keeps the details and every row", async ({ page }) => {
    await page.goto("/werkkleding/bestellen");
    const form = () => page.getByRole("form", { name: "Je gegevens" });
    await form().getByRole("textbox", { name: "Naam", exact: true }).fill("Piet Werk");
    await form().getByLabel("Bedrijfsnaam (optioneel)").fill("Werk BV");
    await form().getByLabel("E-mailadres").fill(uniqueEmail("werk-bewaard"));
    await form().getByLabel("Telefoonnummer").fill("0612345678");
    await form().getByLabel("Levering").selectOption("pickup_delivery");
    await form().getByLabel("Techniek").selectOption("embroidery");
    await form().getByLabel("Opmerkingen (optioneel)").fill("Namen op de rug");
    // A cap has no size M: refused.
    await form().getByLabel("Artikel 1").selectOption("cap");
    await form().getByLabel("Maat 1").selectOption("M");
    await form().getByLabel("Kleur 1").selectOption("rood");
    await form().getByLabel("Aantal 1").fill("2");
    await form().getByLabel("Artikel 2").selectOption("polo");
    await form().getByLabel("Maat 2").selectOption("XL");
    await form().getByLabel("Kleur 2").selectOption("marine");
    await form().getByLabel("Aantal 2").fill("1");
    await form().getByRole("button", { name: "Bestelling versturen" }).click();

    await expect(page).toHaveURL(/\?formulier=workwear&fout=artikel#bestelformulier$/);
    await expect(form().getByRole("alert")).toContainText("Artikel niet gevonden");
    await expect(form().getByRole("textbox", { name: "Naam", exact: true })).toHaveValue("Piet Werk");
    await expect(form().getByLabel("Bedrijfsnaam (optioneel)")).toHaveValue("Werk BV");
    await expect(form().getByLabel("Telefoonnummer")).toHaveValue("0612345678");
    await expect(form().getByLabel("Levering")).toHaveValue("pickup_delivery");
    await expect(form().getByLabel("Techniek")).toHaveValue("embroidery");
    await expect(form().getByLabel("Opmerkingen (optioneel)")).toHaveValue("Namen op de rug");
    await expect(form().getByLabel("Artikel 1")).toHaveValue("cap");
    await expect(form().getByLabel("Maat 1")).toHaveValue("M");
    await expect(form().getByLabel("Aantal 1")).toHaveValue("2");
    await expect(form().getByLabel("Artikel 2")).toHaveValue("polo");
    await expect(form().getByLabel("Kleur 2")).toHaveValue("marine");

    const email = uniqueEmail("werk-bewaard-2");
    await form().getByLabel("E-mailadres").fill(email);
    await form().getByLabel("Artikel 1").selectOption("polo");
    await form().getByLabel("Kleur 1").selectOption("zwart");
    await form().getByRole("button", { name: "Bestelling versturen" }).click();
    await expect(page).toHaveURL(/\/bedankt\?verstuurd=/);
    const mails = (await mailsMentioning(email, 2)).map((m) => m.replace(/\u00a0/g, " "));
    expect(mails[0]).toContain("Polo | XL | Marineblauw | 1");
    expect(mails.some((m) => m.includes("Werk BV"))).toBe(true);

    await page.goto("/werkkleding/bestellen");
    await expect(form().getByRole("textbox", { name: "Naam", exact: true })).toHaveValue("");
    await expect(form().getByLabel("Artikel 2")).toHaveValue("");
  });
});
