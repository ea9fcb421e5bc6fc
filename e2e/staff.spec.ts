// The staff area in the browser: TOTP sign-in, a public quote through the inbox (status, note, CSV), HTML in
// lead data shown as text, appointment confirmation mail, and an admin promoting a user who must enrol TOTP.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations, waitForReactOn } from "./helpers";
import { expect as baseExpect, test } from "./fixtures";
import { createStaffAccount, newClient, randomIp, totp, uniqueEmail } from "./staff-helpers";

// Sign-in, enrolment and axe scans are slow on a busy CI machine: generous limits, never timing assertions.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const port = Number(process.env.E2E_PORT ?? 3100);
const mailDir = path.resolve(process.env.E2E_DATA_DIR ?? `data/e2e-${port}`, "mail");

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
});

/** Fails the test if any script injected through lead data runs. */
function forbidDialogs(page: Page) {
  page.on("dialog", async (dialog) => {
    await dialog.dismiss();
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
}

test("staff sign in with a TOTP code; every staff page passes axe", async ({ page, adminAccount }) => {
  const { secret } = adminAccount;
  await page.goto("/employee-login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inloggen medewerkers");
  await expectNoAxeViolations(page);
  await page.getByLabel("E-mailadres").fill(adminAccount.email);
  await page.getByLabel("Wachtwoord").fill(adminAccount.password);
  await page.getByRole("button", { name: "Verder" }).click();
  await expect(page).toHaveURL(/\/employee-login\?stap=code$/);
  await expectNoAxeViolations(page);
  await page.getByLabel("Code uit je authenticator-app").fill("123 45");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("alert")).toHaveText(/Vul de 6 cijfers|De code is onjuist/);
  await page.getByLabel("Code uit je authenticator-app").fill(totp(secret));
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/employee$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overzicht");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expectNoAxeViolations(page);

  for (const [link, heading] of [
    ["Aanvragen", "Aanvragen"],
    ["Gebruikers", "Gebruikers"],
    ["Auditlog", "Auditlog"],
  ] as const) {
    await page.getByRole("navigation", { name: "Medewerkers" }).getByRole("link", { name: link }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectNoAxeViolations(page);
  }
  await expect(page.getByRole("table")).toContainText("Ingelogd");
});

test("a keyboard user goes on at the code field after the password, and at step 2 of the enrolment", async ({
  page,
  adminAccount,
  adminSession,
}) => {
  const { secret } = adminAccount;
  await page.goto("/employee-login");
  const password = page.getByLabel("Wachtwoord");
  await waitForReactOn(password);
  await page.getByLabel("E-mailadres").fill(adminAccount.email);
  await password.fill(adminAccount.password);
  await page.getByRole("button", { name: "Verder" }).press("Enter");
  await expect(page).toHaveURL(/\/employee-login\?stap=code$/);
  // A new, empty field: the password typed a moment ago must not show up in it as text.
  await expect(page.getByLabel("Code uit je authenticator-app")).toBeFocused();
  await expect(page.getByLabel("Code uit je authenticator-app")).toHaveValue("");
  // Choosing a backup code instead: the link that was pressed is gone, the backup-code field has the focus.
  await page.getByRole("link", { name: "Telefoon kwijt? Gebruik een back-upcode" }).press("Enter");
  await expect(page).toHaveURL(/methode=backup$/);
  await expect(page.getByLabel("Back-upcode")).toBeFocused();
  await page.getByRole("link", { name: "Code uit de app gebruiken" }).press("Enter");
  const code = page.getByLabel("Code uit je authenticator-app");
  await expect(code).toBeFocused();
  await code.fill(totp(secret));
  await code.press("Enter");
  await expect(page).toHaveURL(/\/employee$/);

  // A new employee types the one-time password once: the enrolment page opens on its QR code (the sign-in started
  // the set-up with it), with the focus on its heading, from where the QR code and the backup codes are read
  // before the code field.
  const admin = await adminSession.client();
  const email = uniqueEmail("inschrijven");
  const oneTime = await createStaffAccount(admin, email);
  await admin.dispose();
  await page.context().clearCookies();
  await page.goto("/employee-login");
  await waitForReactOn(page.getByLabel("Wachtwoord"));
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord").fill(oneTime);
  await page.getByLabel("Wachtwoord").press("Enter");
  await expect(page).toHaveURL(/\/employee-login\/2fa$/);
  await expect(page.getByRole("textbox", { name: "Wachtwoord" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Stap 2: scan de QR-code" })).toBeFocused();
  // Past the backup codes' "Download" and "Afdrukken" to the code field.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Download" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Afdrukken" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Stap 3: vul de code uit de app in")).toBeFocused();
});

test("a quote from the public site reaches the inbox, gets a status and a note, and exports to CSV", async ({
  browser,
  page,
  adminAccount,
  adminSession,
}) => {
  forbidDialogs(page);
  const email = uniqueEmail("offerte");
  const name = "=HYPERLINK(1) <img src=x onerror=alert(1)>";
  const message = "<script>alert('x')</script> 50 T-shirts; bedrukt \"voor + achter\" – één kleur";

  // The visitor uses the quick-quote form on the home page (no JavaScript: the plain form post).
  const visitorContext = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": randomIp() },
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/");
  const quick = visitor.getByRole("form", { name: "Snelle offerte aanvragen" });
  await quick.getByRole("textbox", { name: "Naam", exact: true }).fill(name);
  await quick.getByLabel("E-mailadres").fill(email);
  await quick.getByLabel("Telefoonnummer").fill("06 1234 5678");
  await quick.getByLabel(/Bericht|Omschrijving/).fill(message);
  await quick.getByRole("button", { name: "Vraag offerte aan" }).click();
  await expect(visitor).toHaveURL(/\/bedankt\?verstuurd=/);
  await visitorContext.close();

  await adminSession.signIn(page);
  await page.goto("/employee-dashboard");
  await page.getByLabel("Zoeken").fill(email);
  await page.getByLabel("Soort").selectOption("quote");
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/\./g, "\\.")}`));
  const rows = page.getByRole("table", { name: "Aanvragen, nieuwste eerst" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  // Shown as text: the markup is visible, no element was created.
  await expect(rows.nth(1).getByRole("link", { name })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(rows.nth(1)).toContainText("Nieuw");
  await expectNoAxeViolations(page);

  // CSV of the current filter.
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exporteer als CSV" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^aanvragen-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString("utf8").slice(1);
  const lines = csv.split("\r\n");
  expect(lines[0]).toBe(
    "Soort;Ontvangen;Status;Naam;E-mailadres;Telefoonnummer;Bedrijfsnaam;Onderwerp;Bedrag;Details;Bron;Landingspagina;ID",
  );
  expect(lines).toHaveLength(3); // header, one lead, final CRLF
  const cells = lines[1]!;
  expect(cells.startsWith("Offerteaanvraag;")).toBe(true);
  expect(cells).toContain(";Nieuw;'=HYPERLINK(1) <img src=x onerror=alert(1)>;");
  expect(cells).toContain(`;${email};`);
  // Stored codes appear with the labels the forms show; the details column holds every labelled field.
  expect(cells).toContain(";Kledingbedrukking;");
  expect(cells).toContain(
    `Omschrijving: <script>alert('x')</script> 50 T-shirts; bedrukt ""voor + achter"" – één kleur`,
  );
  expect(cells).toContain("Formulier: Snelle offerte");

  // The same list as an Excel workbook, from the link beside the CSV.
  const xlsxPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exporteer als Excel" }).click();
  const xlsx = await xlsxPromise;
  expect(xlsx.suggestedFilename()).toMatch(/^aanvragen-\d{4}-\d{2}-\d{2}\.xlsx$/);
  // An Office Open XML workbook (a zip); its cells are read back in tests/staff/export.test.ts.
  const workbook = await readFile((await xlsx.path())!);
  expect([...workbook.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);

  await rows.nth(1).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.locator("[data-field='Omschrijving']")).toHaveText(message);
  await expect(page.locator("[data-field='Dienst']")).toHaveText("Kledingbedrukking");
  await expect(page.locator("[data-field='Formulier']")).toHaveText("Snelle offerte");
  await expect(page.getByRole("link", { name: "Bellen" })).toHaveAttribute("href", "tel:+31612345678");
  await expect(page.getByRole("link", { name: "E-mailen" })).toHaveAttribute("href", `mailto:${email}`);
  await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/31612345678\?text=/,
  );
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Naar ‘In behandeling’" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Status bijgewerkt." })).toBeVisible();
  await expect(page.locator("h1 + span")).toHaveText("In behandeling");
  await page.getByRole("button", { name: "Naar ‘Offerte verstuurd’" }).click();
  await expect(page.locator("h1 + span")).toHaveText("Offerte verstuurd");

  await page.getByLabel("Nieuwe notitie").fill("Klant gebeld <b>morgen</b> terugbellen");
  await page.getByRole("button", { name: "Notitie opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Notitie opgeslagen." })).toBeVisible();
  const note = page.getByRole("listitem").filter({ hasText: "Klant gebeld <b>morgen</b> terugbellen" });
  await expect(note).toContainText(adminAccount.email);
  await expect(note.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  await expect(page.locator("b", { hasText: "morgen" })).toHaveCount(0);

  // The inbox filters on the new status; the audit log has both changes and the note.
  await page.goto(
    `/employee-dashboard?status=${encodeURIComponent("offerte verstuurd")}&q=${encodeURIComponent(email)}`,
  );
  await expect(page.getByRole("table", { name: "Aanvragen, nieuwste eerst" }).getByRole("row")).toHaveCount(
    2,
  );
  await page.goto("/employee-dashboard/admin/audit");
  const audit = page.getByRole("table");
  await expect(audit).toContainText("Nieuw → In behandeling");
  await expect(audit).toContainText("In behandeling → Offerte verstuurd");
  await expect(audit).toContainText("Notitie toegevoegd");
  await expect(audit).toContainText("Leads geëxporteerd");
});

test("the inbox filter fields show the filters of the URL after Wissen, Back and Forward", async ({
  page,
  adminSession,
}) => {
  await adminSession.signIn(page);
  await page.goto("/employee-dashboard");
  const filters = page.getByRole("form", { name: "Filters" });
  const fields = () =>
    Promise.all(
      ["Zoeken", "Soort", "Status", "Vanaf"].map((label) => filters.getByLabel(label).inputValue()),
    );
  await filters.getByLabel("Soort").selectOption({ label: "Afspraak" });
  await filters.getByLabel("Status").selectOption({ label: "Bevestigd" });
  await filters.getByLabel("Zoeken").fill("bob");
  await filters.getByLabel("Zoeken").press("Enter");
  await expect(page).toHaveURL(/\?q=bob&type=appointment&status=bevestigd/);

  await filters.getByRole("link", { name: "Wissen" }).click();
  await expect(page).toHaveURL(/\/employee-dashboard$/);
  await expect.poll(fields).toEqual(["", "", "", ""]);
  // Filtering again sends only what the fields show now.
  await filters.getByLabel("Vanaf").fill("2026-01-01");
  await filters.getByRole("button", { name: "Filteren" }).click();
  await expect(page).toHaveURL(/\?q=&type=&status=&bron=&from=2026-01-01&to=&sort=$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/employee-dashboard$/);
  await expect.poll(fields).toEqual(["", "", "", ""]);
  await page.goBack();
  await expect(page).toHaveURL(/\?q=bob&type=appointment&status=bevestigd/);
  await expect.poll(fields).toEqual(["bob", "appointment", "bevestigd", ""]);
  await page.goForward();
  await page.goForward();
  await expect.poll(fields).toEqual(["", "", "", "2026-01-01"]);

  // Typed but not sent, then Wissen on the same URL: the fields are emptied too.
  await page.goto("/employee-dashboard");
  await filters.getByLabel("Zoeken").fill("alice");
  await filters.getByRole("link", { name: "Wissen" }).click();
  await expect.poll(fields).toEqual(["", "", "", ""]);
});

test("filtering the inbox from the keyboard keeps the focus on the field or button used", async ({
  page,
  adminSession,
  quote,
}) => {
  const email = uniqueEmail("filterfocus");
  await quote({ name: "Filter Focus", email });
  await adminSession.signIn(page);
  await page.goto("/employee-dashboard");
  const filters = page.getByRole("form", { name: "Filters" });
  const search = filters.getByLabel("Zoeken");
  await waitForReactOn(search);
  const leadLink = page.getByRole("link", { name: "Filter Focus" });

  // Enter in the search field: the list shows the result (the form is new), the field still has the focus.
  await search.fill(`niemand-${email}`);
  await search.press("Enter");
  await expect(page.getByText("Geen aanvragen gevonden.")).toBeVisible();
  await expect(search).toBeFocused();
  await expect(search).toHaveValue(`niemand-${email}`);

  // The Filteren button, pressed with the keyboard, keeps it too.
  await search.fill(email);
  await filters.getByLabel("Status").selectOption({ label: "Nieuw" });
  const submit = filters.getByRole("button", { name: "Filteren" });
  await submit.focus();
  await page.keyboard.press("Enter");
  await expect(leadLink).toBeVisible();
  await expect(page).toHaveURL(/status=nieuw/);
  await expect(submit).toBeFocused();
  await expect(filters.getByLabel("Status")).toHaveValue("nieuw");

  // A link (Wissen) is not the form's own submit: the fields follow the URL, the focus is not moved.
  await filters.getByRole("link", { name: "Wissen" }).click();
  await expect(page).toHaveURL(/\/employee-dashboard$/);
  await expect(search).toHaveValue("");
  await expect(search).not.toBeFocused();
});

async function mailTo(address: string, needle: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        const files = await readdir(mailDir).catch(() => [] as string[]);
        for (const file of files) {
          const raw = (await readFile(path.join(mailDir, file), "utf8")).replace(/=\r?\n/g, "");
          if (raw.includes(`To: ${address}`) && raw.includes(needle)) found = raw;
        }
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

function nextWeekday(daysAhead: number): string {
  const date = new Date(Date.now() + daysAhead * 86_400_000);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

test("confirming and cancelling an appointment e-mails the visitor in Dutch", async ({
  page,
  playwright,
  adminSession,
}) => {
  const email = uniqueEmail("afspraak");
  const visitor = await newClient(playwright);
  let booked = false;
  for (let attempt = 0; attempt < 8 && !booked; attempt++) {
    const slot = `${10 + Math.floor(Math.random() * 6)}:${Math.random() < 0.5 ? "00" : "30"}`;
    const response = await visitor.post("/api/afspraak", {
      form: {
        name: "Piet Afspraak",
        email,
        preferred_date: nextWeekday(3 + Math.floor(Math.random() * 20)),
        preferred_time: slot,
      },
      maxRedirects: 0,
    });
    booked =
      response.status() === 303 &&
      (response.headers().location ?? "").endsWith("/bedankt?verstuurd=appointment");
  }
  expect(booked).toBe(true);
  await visitor.dispose();

  await adminSession.signIn(page);
  await page.goto(`/employee-dashboard?type=appointment&q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: "Piet Afspraak" }).click();
  // Confirmed with the meeting: a video link (the default choice).
  await page.getByLabel("Videolink").fill("https://meet.example.com/piet");
  await page.getByRole("button", { name: "Afspraak bevestigen" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Afspraak bevestigd. De bezoeker krijgt een e-mail." }),
  ).toBeVisible();
  const confirmed = await mailTo(email, "is bevestigd");
  expect(confirmed).toContain("Beste Piet Afspraak");
  expect(confirmed).toContain("https://meet.example.com/piet");

  await page.getByRole("button", { name: "Afspraak annuleren" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Afspraak geannuleerd." })).toBeVisible();
  await expect(page.getByText("Deze aanvraag is afgesloten.")).toBeVisible();
  const cancelled = await mailTo(email, "niet laten doorgaan");
  expect(cancelled).toContain("Beste Piet Afspraak");
});

test("an admin promotes a customer to employee, who must enrol TOTP before seeing any lead", async ({
  browser,
  page,
  adminSession,
}) => {
  const email = uniqueEmail("promotie");
  const userContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
  const user = await userContext.newPage();
  await user.goto("/auth");
  const signUp = user.getByRole("form", { name: "Account aanmaken" });
  await signUp.getByLabel("E-mailadres").fill(email);
  await signUp.getByLabel("Wachtwoord").fill("wordt-medewerker");
  await signUp.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(signUp.getByRole("status")).toContainText("We hebben je een e-mail gestuurd");
  // Unverified customers can sign in (they just see no requests yet).
  const signIn = user.getByRole("form", { name: "Inloggen" });
  await signIn.getByLabel("E-mailadres").fill(email);
  await signIn.getByLabel("Wachtwoord").fill("wordt-medewerker");
  await signIn.getByRole("button", { name: "Inloggen" }).click();
  await expect(user).toHaveURL(/\/dashboard$/);

  await adminSession.signIn(page);
  await page.goto("/employee-dashboard/admin/users");
  const row = page.locator(`tr[data-email="${email}"]`);
  await row.getByRole("combobox", { name: `Rol van ${email}` }).selectOption("employee");
  await row.getByRole("button", { name: "Rol opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Rol gewijzigd." })).toBeVisible();
  await expect(
    page.locator(`tr[data-email="${email}"]`).getByRole("combobox", { name: `Rol van ${email}` }),
  ).toHaveValue("employee");

  // The role change ended the old session.
  await user.goto("/employee-dashboard");
  await expect(user).toHaveURL(/\/employee-login\?naar=%2Femployee-dashboard$/);
  await user.goto("/employee-login");
  await user.getByLabel("E-mailadres").fill(email);
  await user.getByLabel("Wachtwoord").fill("wordt-medewerker");
  await user.getByRole("button", { name: "Verder" }).click();
  await expect(user).toHaveURL(/\/employee-login\/2fa$/);
  // No lead before enrolment, whatever is asked for.
  for (const target of ["/employee", "/employee-dashboard", "/employee-dashboard/export.csv"]) {
    const response = await user.request.get(target, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/employee-login/2fa");
  }
  await expectNoAxeViolations(user);
  // The sign-in started the set-up with the password just typed: the page opens on the QR code.
  await expect(user.getByRole("img", { name: /QR-code/ })).toHaveAttribute(
    "src",
    /^data:image\/svg\+xml;base64,/,
  );
  await expect(user.getByRole("heading", { name: "Back-upcodes" })).toBeVisible();
  await expectNoAxeViolations(user);
  const secret = (await user.getByTestId("totp-secret").textContent())!.trim();
  await user.getByLabel("Stap 3: vul de code uit de app in").fill(totp(secret));
  await user.getByRole("button", { name: "Bevestigen" }).click();
  await expect(user).toHaveURL(/\/employee$/);
  await expect(user.getByText("(medewerker)")).toBeVisible();
  // Employees do not see the admin pages.
  await expect(user.getByRole("link", { name: "Gebruikers" })).toHaveCount(0);
  expect((await user.request.get("/employee-dashboard/admin/users")).status()).toBe(403);
  await userContext.close();

  await page.goto("/employee-dashboard/admin/audit");
  await expect(page.getByRole("table")).toContainText("Rol gewijzigd");
  await expect(page.getByRole("table")).toContainText("Tweestapsverificatie ingesteld");
});

test("a lead link opened while signed out (the shop's e-mail): sign in, then on to that lead", async ({
  page,
  adminAccount,
  quote,
}) => {
  const { secret } = adminAccount;
  const email = uniqueEmail("terug");
  const id = await quote({ name: "Terug Naar Lead", email });
  const leadPath = `/employee-dashboard/leads/quote/${id}`;
  const asksFor = (pathname: string) => (url: URL) =>
    url.pathname === pathname && url.searchParams.get("naar") === leadPath;

  // Straight to the staff sign-in (not the customers' /auth), with the lead to return to.
  await page.goto(leadPath);
  await expect(page).toHaveURL(asksFor("/employee-login"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inloggen medewerkers");
  await page.getByLabel("E-mailadres").fill(adminAccount.email);
  await page.getByLabel("Wachtwoord").fill(adminAccount.password);
  await page.getByRole("button", { name: "Verder" }).click();
  await expect(page).toHaveURL(asksFor("/employee-login"));
  await expect(page).toHaveURL(/stap=code/);
  await page.getByLabel("Code uit je authenticator-app").fill(totp(secret));
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL((url) => url.pathname === leadPath && url.search === "");
  await expect(page.getByText("Terug Naar Lead").first()).toBeVisible();
});

test("a page to return to elsewhere is never followed", async ({ playwright }) => {
  const client = await newClient(playwright);
  for (const naar of ["//evil.example/", "https://evil.example/", "/\\evil.example/"]) {
    const response = await client.get(`/auth?naar=${encodeURIComponent(naar)}`, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    // The sign-in form carries no page to return to, and a sign-in lands on the account's own page.
    expect(await response.text()).not.toContain('name="naar"');
  }
  const email = uniqueEmail("terug-klant");
  await client.post("/auth", { form: { intent: "sign-up", email, password: "klant-wachtwoord" } });
  const signedIn = await client.post("/auth", {
    form: { intent: "sign-in", email, password: "klant-wachtwoord", naar: "//evil.example/" },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  expect(signedIn.headers().location).toBe("/dashboard");
  await client.dispose();
});

test("a saved note leaves the note box empty; a refused note keeps its text", async ({
  page,
  adminSession,
  quote,
}) => {
  const id = await quote({ name: "Nora Notitie", email: uniqueEmail("notitie") });
  await adminSession.signIn(page);
  await page.goto(`/employee-dashboard/leads/quote/${id}`);
  const box = page.getByLabel("Nieuwe notitie");
  const save = page.getByRole("button", { name: "Notitie opslaan" });
  await waitForReactOn(save);

  // Only spaces: the server refuses it and the text stays for the user to correct.
  await box.fill("   ");
  await save.click();
  await expect(page.getByRole("alert")).toHaveText("Schrijf eerst een notitie.");
  await expect(box).toHaveValue("   ");

  await box.fill("Offerte per post gestuurd");
  await save.click();
  await expect(page.getByRole("status").filter({ hasText: "Notitie opgeslagen." })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Offerte per post gestuurd" })).toHaveCount(1);
  await expect(box).toHaveValue("");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a keyboard user changes a lead's status and saves a note without losing the focus", async ({
  page,
  adminSession,
  quote,
}) => {
  const id = await quote({ name: "Toetsen Bord", email: uniqueEmail("toetsen") });
  await adminSession.signIn(page);
  await page.goto(`/employee-dashboard/leads/quote/${id}`);
  const toHandling = page.getByRole("button", { name: "Naar ‘In behandeling’" });
  await waitForReactOn(toHandling);

  // The pressed status button is replaced by the next ones: focus lands on the card's heading, and Tab
  // reaches the new buttons from there.
  await toHandling.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Status bijgewerkt." })).toBeVisible();
  await expect(page.locator("h1 + span")).toHaveText("In behandeling");
  await expect(page.getByRole("heading", { name: "Status", level: 2 })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Naar ‘Offerte verstuurd’" })).toBeFocused();

  // The note button stays where it was, and keeps the focus for the next note.
  const save = page.getByRole("button", { name: "Notitie opslaan" });
  await page.getByLabel("Nieuwe notitie").fill("Gebeld, stuurt morgen het logo");
  await save.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Notitie opgeslagen." })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Gebeld, stuurt morgen het logo" })).toHaveCount(
    1,
  );
  await expect(save).toBeFocused();
});

test("a double Enter on Notitie opslaan stores the note once", async ({ page, adminSession, quote }) => {
  const id = await quote({ name: "Dubbel Druk", email: uniqueEmail("dubbel") });
  await adminSession.signIn(page);
  await page.goto(`/employee-dashboard/leads/quote/${id}`);
  const save = page.getByRole("button", { name: "Notitie opslaan" });
  await waitForReactOn(save);
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname.includes(id)) posts.push(r.url());
  });

  // The second Enter lands while the first save is still on its way (a busy test machine could otherwise
  // answer in between, and the second Enter would then meet the emptied, required box instead).
  let answerSave!: () => void;
  const saveAnswered = new Promise<void>((resolve) => (answerSave = resolve));
  await page.route(
    (url) => url.pathname.includes(id),
    async (route) => {
      if (route.request().method() === "POST") await saveAnswered;
      await route.continue();
    },
  );

  await page.getByLabel("Nieuwe notitie").fill("Twee keer op Enter gedrukt");
  await save.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  answerSave();
  await expect(page.getByRole("status").filter({ hasText: "Notitie opgeslagen." })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Twee keer op Enter gedrukt" })).toHaveCount(1);
  await expect(save).toBeFocused();
  expect(posts).toHaveLength(1);
});

test("the audit log names roles and what was changed in Dutch", async ({ page, adminSession }) => {
  const admin = await adminSession.client();
  const email = uniqueEmail("rollen");
  await createStaffAccount(admin, email);
  const users = await (await admin.get("/employee-dashboard/admin/users")).text();
  const userId = new RegExp(`data-email="${email}"[\\s\\S]*?name="userId" value="([^"]+)"`).exec(users)?.[1];
  expect(userId, "the new account is listed").toBeTruthy();
  await admin.post("/employee-dashboard/admin/users", {
    form: { intent: "role", userId: userId!, role: "admin" },
  });
  // Hide and show a portfolio project again: two entries about a project, the site unchanged.
  const portfolio = await (await admin.get("/employee-dashboard/portfolio")).text();
  const projectId = /data-portfolio-admin-item="([0-9a-f-]{36})"/.exec(portfolio)?.[1];
  expect(projectId, "a portfolio project is listed").toBeTruthy();
  await admin.post("/employee-dashboard/portfolio", { form: { intent: "hide", id: projectId! } });
  await admin.post("/employee-dashboard/portfolio", { form: { intent: "show", id: projectId! } });
  await admin.dispose();

  await adminSession.signIn(page);
  await page.goto("/employee-dashboard/admin/audit");
  const table = page.getByRole("table");
  const roleChange = table.getByRole("row").filter({ hasText: "Rol gewijzigd" }).first();
  await expect(roleChange).toContainText("Medewerker → Beheerder");
  await expect(table.getByRole("row").filter({ hasText: "rol: Medewerker" }).first()).toContainText(
    "Account",
  );
  // Each entry names its item as it was: the account's address, the project's title.
  await expect(roleChange).toContainText(`Account „${email}”`);
  await expect(table.getByRole("cell", { name: /^Portfolioproject „.+”$/ }).first()).toBeVisible();
  for (const code of ["portfolio_item", "marketing_file", "employee", "admin →", "customer"])
    await expect(table).not.toContainText(code);

  // Filters by action, person and period: a plain GET form whose choices stay in the URL.
  await page.getByLabel("Actie", { exact: true }).selectOption({ label: "Rol gewijzigd" });
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page).toHaveURL(/[?&]actie=user\.role(&|$)/);
  const rows = table.getByRole("row");
  await expect(rows.filter({ hasText: "Portfolioproject" })).toHaveCount(0);
  expect(await rows.count()).toBeGreaterThan(1);
  for (const row of (await rows.all()).slice(1)) await expect(row).toContainText("Rol gewijzigd");
  await expect(page.getByLabel("Actie", { exact: true })).toHaveValue("user.role");
  await page.getByLabel("Vanaf").fill("2000-01-01");
  await page.getByLabel("Tot en met").fill("2000-01-02");
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page.getByText("Geen acties gevonden voor deze filters.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an attachment's preview shows the whole image, a wide logo and a tall flyer alike", async ({
  page,
  playwright,
  adminSession,
}) => {
  const admin = await adminSession.client();
  const email = uniqueEmail("voorbeeld");
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#c2410c" } })
      .png()
      .toBuffer();
  const visitor = await newClient(playwright);
  const sent = await visitor.post("/api/offerte", {
    multipart: {
      name: "Vera Voorbeeld",
      email,
      phone: "0612345678",
      service: "stickers",
      attachments: { name: "breed logo.png", mimeType: "image/png", buffer: await picture(800, 200) },
    },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  const tall = await visitor.post("/api/offerte", {
    multipart: {
      name: "Vera Voorbeeld",
      email,
      phone: "0612345678",
      service: "stickers",
      attachments: { name: "hoge flyer.png", mimeType: "image/png", buffer: await picture(200, 800) },
    },
    maxRedirects: 0,
  });
  expect(tall.status()).toBe(303);
  await visitor.dispose();
  const inbox = await (await admin.get(`/employee-dashboard?q=${encodeURIComponent(email)}`)).text();
  const leads = [...inbox.matchAll(/\/employee-dashboard\/leads\/quote\/([0-9a-f-]{36})/g)].map((m) => m[1]!);
  expect(new Set(leads).size).toBe(2);
  await admin.dispose();

  await adminSession.signIn(page);
  for (const [width, height] of [
    [412, 900],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const id of new Set(leads)) {
      await page.goto(`/employee-dashboard/leads/quote/${id}`);
      const preview = page.getByRole("img", { name: /^Voorbeeld van / });
      await expect(preview).toBeVisible();
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      // The shown box has the picture's own proportions (nothing cut off or stretched) and fits its card.
      const shown = await preview.evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        const frame = img.parentElement!.getBoundingClientRect();
        return {
          rendered: box.width / box.height,
          natural: img.naturalWidth / img.naturalHeight,
          inside: box.width <= frame.width + 0.5 && box.height <= frame.height + 0.5,
          fit: getComputedStyle(img).objectFit,
        };
      });
      expect(shown.rendered).toBeCloseTo(shown.natural, 1);
      expect(shown.inside).toBe(true);
      expect(shown.fit).toBe("contain");
    }
  }
  await expectNoAxeViolations(page);
});
