// Accounts in the browser: customer sign-up and /dashboard, Dutch errors, brute-force refusal, the secret check.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { accountCopy } from "../app/content/account";
import { expectNoAxeViolations, waitForReactOn } from "./helpers";
import { expect as baseExpect, test } from "./fixtures";
import {
  latestMailTo,
  newClient,
  passwordSignIn,
  randomIp,
  totp,
  uniqueEmail,
  verificationLinkFor,
} from "./staff-helpers";

// Sign-in, enrolment and axe scans are slow on a busy CI machine: generous limits, never timing assertions.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
});

test("a customer signs up (a role in the request is ignored), verifies the address, then sees their requests", async ({
  page,
  playwright,
}) => {
  const email = uniqueEmail("klant");
  const visitor = await newClient(playwright);
  const sent = await visitor.post("/api/offerte", {
    form: {
      name: "Kim Klant",
      email,
      phone: "0612345678",
      service: "stickers",
      description: "Stickers voor de bus",
    },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);

  await page.goto("/auth");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inloggen of account aanmaken");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expectNoAxeViolations(page);

  const form = page.getByRole("form", { name: "Account aanmaken" });
  // A tampered form asks for admin; the server must still create a customer.
  await form.evaluate((el) => {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = "role";
    input.value = "admin";
    el.appendChild(input);
  });
  await form.getByLabel("Voornaam (optioneel)").fill("Kim");
  await form.getByLabel("E-mailadres").fill(email);
  await form.getByLabel("Wachtwoord").fill("klant-wachtwoord");
  await form.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page.getByRole("status").filter({ hasText: accountCopy.signUpSent })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // Signing in before verifying: the account page, a notice and no requests of that address.
  const signIn = page.getByRole("form", { name: "Inloggen" });
  await signIn.getByLabel("E-mailadres").fill(email);
  await signIn.getByLabel("Wachtwoord").fill("fout-wachtwoord");
  await signIn.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("alert")).toHaveText("E-mailadres of wachtwoord is onjuist.");
  await page.getByRole("form", { name: "Inloggen" }).getByLabel("Wachtwoord").fill("klant-wachtwoord");
  await page.getByRole("form", { name: "Inloggen" }).getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`${accountCopy.verifyNotice} ${email}.`)).toBeVisible();
  await expect(page.getByRole("table", { name: "Mijn aanvragen" })).toHaveCount(0);
  await expect(page.getByText("Stickers")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Ask for a new link; the newest one verifies.
  await page.getByRole("button", { name: accountCopy.resendButton }).click();
  await expect(page).toHaveURL(/\/dashboard\?link=verstuurd$/);
  await expect(page.getByRole("status").filter({ hasText: accountCopy.resendSent })).toBeVisible();

  // A broken link answers in Dutch, not with JSON.
  await page.goto("/auth/bevestigen?token=kapot");
  await expect(page.getByRole("alert")).toHaveText(accountCopy.linkInvalid);

  // The link works in any browser, signed in or not.
  await page.context().clearCookies();
  await page.goto(await verificationLinkFor(email));
  await expect(page).toHaveURL(/\/dashboard\?bevestigd=1$/);
  await expect(page.getByRole("status").filter({ hasText: accountCopy.verified })).toBeVisible();
  await expect(page.getByText(`Ingelogd als ${email}`)).toBeVisible();
  await expect(page.getByLabel("Voornaam")).toHaveValue("Kim");
  const requests = page.getByRole("table", { name: "Mijn aanvragen" });
  await expect(requests.getByRole("row")).toHaveCount(2);
  await expect(requests.getByRole("row").nth(1)).toContainText("Offerteaanvraag");
  await expect(requests.getByRole("row").nth(1)).toContainText("Stickers");
  await expect(requests.getByRole("row").nth(1)).toContainText("Nieuw");
  await expectNoAxeViolations(page);

  await page.getByLabel("Achternaam").fill("de Klant");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Je gegevens zijn opgeslagen." })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Achternaam")).toHaveValue("de Klant");

  // A customer is not staff, whatever the sign-up request said.
  await page.goto("/employee-dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL(/\/auth\?melding=uitgelogd$/);
  await expect(page.getByRole("status")).toHaveText("Je bent uitgelogd.");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\?naar=%2Fdashboard$/);
  await visitor.dispose();
});

test("sign-up refuses a short password in Dutch and answers the same for a new and an existing address", async ({
  page,
  playwright,
}) => {
  const email = uniqueEmail("dubbel");
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Account aanmaken" });
  await form.getByLabel("E-mailadres").fill(email);
  await form.getByLabel("Wachtwoord").fill("kort");
  // The browser's own minlength check would stop us; the server must refuse too.
  await form.evaluate((el) => el.setAttribute("novalidate", ""));
  await form.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(form.getByLabel("Wachtwoord")).toHaveAccessibleDescription(
    /Het wachtwoord moet minstens 8 tekens hebben\./,
  );
  await page.getByRole("form", { name: "Account aanmaken" }).getByLabel("Wachtwoord").fill("lang-genoeg-1");
  await page
    .getByRole("form", { name: "Account aanmaken" })
    .getByRole("button", { name: "Account aanmaken" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: accountCopy.signUpSent })).toBeVisible();
  const again = page.getByRole("form", { name: "Account aanmaken" });
  await again.getByLabel("E-mailadres").fill(email);
  await again.getByLabel("Wachtwoord").fill("lang-genoeg-2");
  await again.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page.getByRole("status").filter({ hasText: accountCopy.signUpSent })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);

  // Over plain HTTP: same status, same page text, no cookies either way.
  const answer = async (address: string) => {
    const client = await newClient(playwright);
    const response = await client.post("/auth", {
      form: { intent: "sign-up", email: address, password: "nog-een-wachtwoord" },
      maxRedirects: 0,
    });
    const result = {
      status: response.status(),
      cookies: response.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").length,
      says: (await response.text()).includes(accountCopy.signUpSent),
    };
    await client.dispose();
    return result;
  };
  const fresh = await answer(uniqueEmail("nieuw"));
  expect(fresh).toEqual({ status: 200, cookies: 0, says: true });
  expect(await answer(email)).toEqual(fresh);

  // The owner of the existing address hears about it, with a sign-in hint and nothing secret.
  const notice = await latestMailTo(email, "Zojuist probeerde iemand een account aan te maken");
  expect(notice).toContain("Log dan gewoon in met je bestaande wachtwoord.");
  expect(notice).not.toContain("lang-genoeg-2");
});

test("a keyboard user keeps the focus on the pressed button of the sign-in, sign-up and account forms", async ({
  page,
}) => {
  const email = uniqueEmail("toetsenbord");
  await page.goto("/auth");
  const signUp = page.getByRole("form", { name: "Account aanmaken" });
  const create = signUp.getByRole("button", { name: "Account aanmaken" });
  await waitForReactOn(create);
  await signUp.getByLabel("E-mailadres").fill(email);
  await signUp.getByLabel("Wachtwoord").fill("klant-wachtwoord");
  await create.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: accountCopy.signUpSent })).toBeVisible();
  await expect(create).toBeFocused();

  const signIn = page.getByRole("form", { name: "Inloggen" });
  const submit = signIn.getByRole("button", { name: "Inloggen" });
  await signIn.getByLabel("E-mailadres").fill(email);
  await signIn.getByLabel("Wachtwoord").fill("fout-wachtwoord");
  await submit.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("E-mailadres of wachtwoord is onjuist.");
  await expect(submit).toBeFocused();
  await signIn.getByLabel("Wachtwoord").fill("klant-wachtwoord");
  await submit.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);

  const save = page.getByRole("button", { name: "Opslaan" });
  await waitForReactOn(save);
  await page.getByLabel("Voornaam").fill("Toos");
  await save.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Je gegevens zijn opgeslagen." })).toBeVisible();
  await expect(save).toBeFocused();

  const resend = page.getByRole("button", { name: accountCopy.resendButton });
  await resend.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: accountCopy.resendSent })).toBeVisible();
  await expect(resend).toBeFocused();
});

test("repeated wrong passwords are refused with 429, also for the right password, per client", async ({
  playwright,
}) => {
  const email = uniqueEmail("doelwit");
  const setup = await newClient(playwright);
  await setup.post("/auth", { form: { intent: "sign-up", email, password: "juist-wachtwoord" } });
  await setup.dispose();

  const attacker = await newClient(playwright);
  for (let i = 0; i < 5; i++) {
    const response = await attacker.post("/auth", {
      form: { intent: "sign-in", email, password: `fout-${i}` },
    });
    expect(response.status()).toBe(401);
    expect(await response.text()).toContain("E-mailadres of wachtwoord is onjuist.");
  }
  const refused = await attacker.post("/auth", { form: { intent: "sign-in", email, password: "fout-6" } });
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toContain("Te veel pogingen. Wacht een minuut en probeer het dan opnieuw.");
  const evenRight = await attacker.post("/auth", {
    form: { intent: "sign-in", email, password: "juist-wachtwoord" },
  });
  expect(evenRight.status()).toBe(429);
  // The staff sign-in goes through the same limiter.
  const staffForm = await attacker.post("/employee-login", {
    form: { intent: "password", email, password: "x" },
  });
  expect(staffForm.status()).toBe(429);

  const someoneElse = await newClient(playwright);
  const ok = await someoneElse.post("/auth", {
    form: { intent: "sign-in", email, password: "juist-wachtwoord" },
    maxRedirects: 0,
  });
  expect(ok.status()).toBe(302);
  expect(ok.headers().location).toBe("/dashboard");
  await attacker.dispose();
  await someoneElse.dispose();
});

test("repeated wrong TOTP codes are refused", async ({ playwright, employee }) => {
  const attacker = await newClient(playwright);
  expect(await passwordSignIn(attacker, employee.email, employee.password)).toBe("/employee-login?stap=code");
  const wrong = totp(employee.secret) === "000000" ? "111111" : "000000";
  for (let i = 0; i < 5; i++) {
    const response = await attacker.post("/employee-login", { form: { intent: "totp", code: wrong } });
    expect(response.status()).toBe(401);
    expect(await response.text()).toContain("De code is onjuist of verlopen.");
  }
  const refused = await attacker.post("/employee-login", {
    form: { intent: "totp", code: totp(employee.secret) },
  });
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toContain("Te veel pogingen");
  // No session came out of it.
  expect((await attacker.get("/employee", { maxRedirects: 0 })).headers().location).toBe(
    "/employee-login?naar=%2Femployee",
  );
  await attacker.dispose();
});

test("production on PostgreSQL refuses to start without BETTER_AUTH_SECRET", async () => {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(3600 + Math.floor(Math.random() * 200)),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "no-secret-")),
    LOG_LEVEL: "warn",
    // Never reached: the secret check comes first. Instances sharing a database must share the secret.
    DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
  };
  delete env.BETTER_AUTH_SECRET;
  const child = spawn(process.execPath, ["server.js"], { env, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += String(chunk)));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  expect(code).not.toBe(0);
  expect(stderr).toContain("BETTER_AUTH_SECRET is required in production with DATABASE_URL");
});
