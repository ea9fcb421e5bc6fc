// Leads a bot trap holds back: the time trap counts from the page load (a visitor who reads the page and lets
// the browser autofill the dialog is not a bot), and staff release a held lead with "Geen spam", which sends its
// mails once. The staff link in a shop mail takes a signed-out employee through the staff sign-in to the lead.
import { expectNoAxeViolations } from "./helpers";
import { mailsMentioning, openDialog } from "./lead-helpers";
import { expect, test } from "./fixtures";
import { newClient, randomIp, signInInBrowser, totp, uniqueEmail } from "./staff-helpers";

test.describe.configure({ timeout: 120_000 });

test("the quote dialog reports the time since the page load, not since the dialog opened", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  // A minute of reading the page, then the dialog is opened and filled at once (as an autofill does).
  await page.clock.fastForward("01:00");
  const dialog = await openDialog(
    page,
    page.getByRole("banner").getByRole("link", { name: "Vraag offerte aan" }),
    "Offerte aanvragen",
  );
  await dialog.getByRole("textbox", { name: "Naam", exact: true }).fill("Jan Snel");
  await dialog.getByLabel("E-mailadres").fill(uniqueEmail("snel"));
  await dialog.getByLabel("Telefoonnummer").fill("0612345678");
  await dialog.getByLabel("Dienst").selectOption("stickers");
  const sent = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/offerte",
  );
  await dialog.getByRole("button", { name: "Offerte aanvragen" }).click();
  const fields = new URLSearchParams((await sent).postData() ?? "");
  expect(Number(fields.get("_t"))).toBeGreaterThanOrEqual(60_000);
});

test("staff find a lead the honeypot caught under Spam and release it: it joins the inbox and its mails go out once", async ({
  page,
  playwright,
  adminAccount,
}) => {
  const email = uniqueEmail("vastgehouden");
  const visitor = await newClient(playwright);
  const response = await visitor.post("/api/offerte", {
    form: { name: "Petra Vastgehouden", email, phone: "0612345678", service: "stickers", website: "x" },
    maxRedirects: 0,
  });
  // The bot (or the unlucky visitor) is told the same as everyone.
  expect(response.status()).toBe(303);
  await visitor.dispose();

  await signInInBrowser(page, adminAccount);
  await page.getByRole("navigation", { name: "Medewerkers" }).getByRole("link", { name: "Spam" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Spam" })).toBeVisible();
  const table = page.getByRole("table", { name: "Aanvragen die als spam zijn herkend, nieuwste eerst" });
  await expect(table.getByRole("row").filter({ hasText: email })).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Not in the inbox yet, and no mail went out.
  await page.goto(`/employee-dashboard?q=${encodeURIComponent(email)}`);
  await expect(page.getByText("Geen aanvragen gevonden.")).toBeVisible();

  await page.goto("/employee-dashboard/spam");
  await page.getByRole("button", { name: "Geen spam: Petra Vastgehouden" }).click();
  await expect(page).toHaveURL(/\/employee-dashboard\/leads\/quote\/[0-9a-f-]{36}\?melding=geen-spam$/);
  const leadPath = new URL(page.url()).pathname;
  await expect(page.getByRole("status").filter({ hasText: "De aanvraag" })).toHaveText(
    "De aanvraag staat nu bij de aanvragen. De e-mails aan de winkel en de klant zijn verstuurd.",
  );
  await expect(page.getByRole("heading", { name: /In de lijst/ })).toHaveCount(0);

  const mails = await mailsMentioning(email, 2);
  const shop = mails.find((m) => m.includes("Open in het beheer"));
  expect(shop).toContain(`Open in het beheer: https://www.printshop-breda.example${leadPath}`);

  await page.goto(`/employee-dashboard?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("link", { name: "Petra Vastgehouden" })).toBeVisible();
  await page.goto("/employee-dashboard/spam");
  await expect(page.getByText(email)).toHaveCount(0);
});

test("a signed-out employee who opens a lead's link signs in as staff and lands on the lead", async ({
  browser,
  playwright,
  adminAccount,
}) => {
  const { secret } = adminAccount;
  const email = uniqueEmail("link");
  const visitor = await newClient(playwright);
  await visitor.post("/api/offerte", {
    form: { name: "Lotte Link", email, phone: "0612345678", service: "stickers" },
    maxRedirects: 0,
  });
  await visitor.dispose();
  const [shop] = (await mailsMentioning(email, 2)).filter((m) => m.includes("Open in het beheer"));
  const link = /Open in het beheer: https:\/\/www\.printshop-breda\.example(\S+)/.exec(shop ?? "")?.[1];
  expect(link).toMatch(/^\/employee-dashboard\/leads\/quote\/[0-9a-f-]{36}$/);

  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": randomIp() } });
  const employee = await context.newPage();
  await employee.goto(link!);
  await expect(employee).toHaveURL(/\/employee-login\?naar=%2Femployee-dashboard%2Fleads%2Fquote%2F/);
  await employee.getByLabel("E-mailadres").fill(adminAccount.email);
  await employee.getByLabel("Wachtwoord").fill(adminAccount.password);
  await employee.getByRole("button", { name: "Verder" }).click();
  await employee.getByLabel("Code uit je authenticator-app").fill(totp(secret));
  await employee.getByRole("button", { name: "Inloggen" }).click();
  await expect(employee).toHaveURL(new RegExp(`${link!.replace(/\//g, "\\/")}$`));
  await expect(employee.getByRole("heading", { level: 1 })).toContainText("Lotte Link");
  await context.close();
});
