// Accounts in browser tests: distinct client IPs, sign-in over HTTP (form posts), TOTP codes computed here,
// and the admin that playwright.config.ts creates before the server starts.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { expect, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { passwordPaths } from "../app/content/password";
import { totp } from "../tests/auth/totp";
import { decodeQuotedPrintable, mailDir } from "./lead-helpers";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? `data/e2e-${port}`);

export const ADMIN = { email: "admin@e2e.test", password: "e2e-admin-wachtwoord" };

const octet = () => Math.floor(Math.random() * 254) + 1;
/** A client address of our own: rate limits count per client IP (the server trusts one proxy hop). */
export const randomIp = () => `10.${octet()}.${octet()}.${octet()}`;

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

export { totp };

type Playwright = PlaywrightWorkerArgs["playwright"];

export async function newClient(playwright: Playwright, ip = randomIp()): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": ip } });
}

export function pathOf(response: { url(): string }): string {
  const url = new URL(response.url());
  return `${url.pathname}${url.search}`;
}

export async function passwordSignIn(
  client: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  return pathOf(await client.post("/employee-login", { form: { intent: "password", email, password } }));
}

export async function totpSignIn(client: APIRequestContext, secret: string): Promise<string> {
  return pathOf(await client.post("/employee-login", { form: { intent: "totp", code: totp(secret) } }));
}

/**
 * Runs the enrolment page over HTTP (the client is signed in without TOTP); returns the TOTP secret. An account
 * an admin made lands on "Kies een nieuw wachtwoord" next, the one create-admin made in the staff area.
 */
export async function enrol(
  client: APIRequestContext,
  password: string,
  landing = "/employee",
): Promise<string> {
  const html = await (
    await client.post("/employee-login/2fa", { form: { intent: "start", password } })
  ).text();
  const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(html)?.[1];
  expect(secret, "enrolment shows a secret").toBeTruthy();
  const response = await client.post("/employee-login/2fa", {
    form: { intent: "verify", code: totp(secret!) },
  });
  expect(pathOf(response)).toBe(landing);
  return secret!;
}

/**
 * The admin's TOTP secret for this server run. The first caller (any worker) enrols the admin; a lock folder in
 * the test data dir (wiped at every server start) makes the others wait for the secret file.
 */
export async function adminSecret(playwright: Playwright): Promise<string> {
  const file = path.join(dataDir, "e2e-admin-totp.txt");
  const lock = path.join(dataDir, "e2e-admin-totp.lock");
  for (let i = 0; i < 1800; i++) {
    if (existsSync(file)) return readFileSync(file, "utf8").trim();
    try {
      mkdirSync(lock);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    const client = await newClient(playwright);
    expect(await passwordSignIn(client, ADMIN.email, ADMIN.password)).toBe("/employee-login/2fa");
    const secret = await enrol(client, ADMIN.password);
    await client.dispose();
    writeFileSync(`${file}.tmp`, secret);
    renameSync(`${file}.tmp`, file);
    return secret;
  }
  throw new Error("admin enrolment did not finish");
}

export async function adminClient(playwright: Playwright): Promise<APIRequestContext> {
  const secret = await adminSecret(playwright);
  const client = await newClient(playwright);
  expect(await passwordSignIn(client, ADMIN.email, ADMIN.password)).toBe("/employee-login?stap=code");
  expect(await totpSignIn(client, secret)).toBe("/employee");
  return client;
}

/** Admin creates a staff account; returns its one-time password. */
export async function createStaffAccount(
  admin: APIRequestContext,
  email: string,
  role: "employee" | "admin" = "employee",
): Promise<string> {
  const response = await admin.post("/employee-dashboard/admin/users", {
    form: { intent: "create", email, firstName: "Test", lastName: "Medewerker", role },
  });
  expect(response.status()).toBe(200);
  const password = /data-testid="one-time-password"[^>]*>([^<]+)</.exec(await response.text())?.[1];
  expect(password).toBeTruthy();
  return password!;
}

/** A signed-in, TOTP-enrolled employee who replaced the one-time password with `password`. */
export async function employeeClient(playwright: Playwright, admin: APIRequestContext) {
  const email = uniqueEmail("medewerker");
  const oneTime = await createStaffAccount(admin, email);
  const client = await newClient(playwright);
  expect(await passwordSignIn(client, email, oneTime)).toBe("/employee-login/2fa");
  const secret = await enrol(client, oneTime, passwordPaths.change);
  const password = "medewerker-eigen-wachtwoord";
  const changed = await client.post(passwordPaths.change, {
    form: { currentPassword: oneTime, newPassword: password, confirmPassword: password },
  });
  expect(pathOf(changed)).toBe("/employee");
  return { client, email, password, secret };
}

/** A signed-in customer whose address is not verified yet (sign-up itself answers "check your mail"). */
export async function customerClient(playwright: Playwright) {
  const email = uniqueEmail("klant");
  const client = await newClient(playwright);
  await client.post("/auth", {
    form: { intent: "sign-up", email, password: "klant-wachtwoord", firstName: "Kim", lastName: "Klant" },
  });
  const response = await client.post("/auth", {
    form: { intent: "sign-in", email, password: "klant-wachtwoord" },
  });
  expect(pathOf(response)).toBe("/dashboard");
  return { client, email };
}

/** The newest mail (decoded text of the .eml file the server wrote) to `email` that mentions `needle`. */
export async function latestMailTo(email: string, needle: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(mailDir).catch(() => [] as string[]);
        const mails = await Promise.all(
          files.map(async (f) => ({
            mtime: (await stat(path.join(mailDir, f))).mtimeMs,
            text: decodeQuotedPrintable(await readFile(path.join(mailDir, f), "utf8")),
          })),
        );
        found = mails
          .filter((m) => m.text.includes(email) && m.text.includes(needle))
          .sort((a, b) => b.mtime - a.mtime)[0]?.text;
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The newest verification link the server mailed to `email`. */
export async function verificationLinkFor(email: string): Promise<string> {
  const mail = await latestMailTo(email, "/auth/bevestigen?token=");
  const link = /https?:\/\/\S+\/auth\/bevestigen\?token=[\w.-]+/.exec(mail)?.[0];
  expect(link, "verification link in the mail").toBeTruthy();
  return link!;
}
/** The newest password reset link the server mailed to `email`. */
export async function resetLinkFor(email: string): Promise<string> {
  const mail = await latestMailTo(email, `${passwordPaths.reset}?token=`);
  const link = /https?:\/\/\S+\/auth\/wachtwoord-herstellen\?token=[A-Za-z0-9]+/.exec(mail)?.[0];
  expect(link, "reset link in the mail").toBeTruthy();
  return link!;
}

/** Sends a quote through the public form endpoint and returns its inbox id (looked up as admin). */
export async function submitQuote(
  playwright: Playwright,
  admin: APIRequestContext,
  fields: { name: string; email: string; phone?: string; description?: string },
): Promise<string> {
  const visitor = await newClient(playwright);
  const response = await visitor.post("/api/offerte", {
    form: { service: "stickers", phone: "0612345678", company: "", ...fields },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  await visitor.dispose();
  const html = await (await admin.get(`/employee-dashboard?q=${encodeURIComponent(fields.email)}`)).text();
  const id = /\/employee-dashboard\/leads\/quote\/([0-9a-f-]{36})/.exec(html)?.[1];
  expect(id, "quote appears in the inbox").toBeTruthy();
  return id!;
}

/**
 * Browser sign-in as the admin (password, then TOTP), from an address of its own: sign-ins are limited to five a
 * minute per client IP, and on a fast run the browser tests sign the admin in more often than that.
 */
export async function signInAdminInBrowser(page: Page, secret: string) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
  await page.goto("/employee-login");
  await page.getByLabel("E-mailadres").fill(ADMIN.email);
  await page.getByLabel("Wachtwoord").fill(ADMIN.password);
  await page.getByRole("button", { name: "Verder" }).click();
  await expect(page).toHaveURL(/\/employee-login\?stap=code$/);
  await page.getByLabel("Code uit je authenticator-app").fill(totp(secret));
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/employee$/);
}
