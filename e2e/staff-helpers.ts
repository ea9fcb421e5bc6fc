// Accounts in browser tests: distinct client IPs, sign-in over HTTP (form posts), TOTP codes computed here,
// staff accounts made and erased through the admin pages (e2e/fixtures.ts hands them to the tests).
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { expect, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { passwordPaths } from "../app/content/password";
import { E2E_ADMIN } from "../playwright.config";
import { totp } from "../tests/auth/totp";
import { decodeQuotedPrintable, mailDir } from "./lead-helpers";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

/** The first admin, made by playwright.config.ts: only e2e/global-setup.ts and the fixtures sign it in. */
const ROOT_ADMIN = E2E_ADMIN;

const octet = () => Math.floor(Math.random() * 254) + 1;
/** A client address of our own: rate limits count per client IP (the server trusts one proxy hop). */
export const randomIp = () => `10.${octet()}.${octet()}.${octet()}`;

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

export { totp };

/** Anything that makes request contexts: the `playwright` fixture, or `playwright` itself in a global setup. */
type Requests = Pick<PlaywrightWorkerArgs["playwright"], "request">;

export async function newClient(playwright: Requests, ip = randomIp()): Promise<APIRequestContext> {
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

/** The TOTP secret of the server's first admin, enrolled once per run by e2e/global-setup.ts. */
function rootAdminSecret(): string {
  const secret = process.env.E2E_ROOT_ADMIN_TOTP;
  if (!secret) throw new Error("E2E_ROOT_ADMIN_TOTP is unset: e2e/global-setup.ts enrols the first admin");
  return secret;
}

/** Enrols the server's first admin (made by playwright.config.ts before the server starts); returns its secret. */
export async function enrolRootAdmin(playwright: Requests): Promise<string> {
  const client = await newClient(playwright);
  expect(await passwordSignIn(client, ROOT_ADMIN.email, ROOT_ADMIN.password)).toBe("/employee-login/2fa");
  const secret = await enrol(client, ROOT_ADMIN.password);
  await client.dispose();
  return secret;
}

export type StaffAccount = { email: string; password: string; secret: string };

/** A new client signed in as a TOTP-enrolled staff account (password, then the current code). */
export async function staffClient(playwright: Requests, account: StaffAccount): Promise<APIRequestContext> {
  const client = await newClient(playwright);
  expect(await passwordSignIn(client, account.email, account.password)).toBe("/employee-login?stap=code");
  expect(await totpSignIn(client, account.secret)).toBe("/employee");
  return client;
}

/** The server's first admin, signed in: it makes each worker's own admin and erases it afterwards. */
export function rootAdminClient(playwright: Requests): Promise<APIRequestContext> {
  return staffClient(playwright, { ...ROOT_ADMIN, secret: rootAdminSecret() });
}

/** Admin creates a staff account; returns its one-time password. */
export async function createStaffAccount(
  admin: APIRequestContext,
  email: string,
  role: "employee" | "admin" = "employee",
  name = { firstName: "Test", lastName: "Medewerker" },
): Promise<string> {
  const response = await admin.post("/employee-dashboard/admin/users", {
    form: { intent: "create", email, ...name, role },
  });
  expect(response.status()).toBe(200);
  const password = /data-testid="one-time-password"[^>]*>([^<]+)</.exec(await response.text())?.[1];
  expect(password).toBeTruthy();
  return password!;
}

/**
 * A staff account made by `admin` as a new colleague gets it: the one-time password, TOTP enrolment, then a
 * password of its own. Returns the account and the client that did this, signed in.
 */
export async function newStaffAccount(
  playwright: Requests,
  admin: APIRequestContext,
  role: "employee" | "admin",
): Promise<StaffAccount & { client: APIRequestContext }> {
  const email = uniqueEmail(role === "admin" ? "beheerder" : "medewerker");
  // An admin has no name, as the first admin: staff pages then show its address (a note's author, say).
  const name = role === "admin" ? { firstName: "", lastName: "" } : undefined;
  const oneTime = await createStaffAccount(admin, email, role, name);
  const client = await newClient(playwright);
  expect(await passwordSignIn(client, email, oneTime)).toBe("/employee-login/2fa");
  const secret = await enrol(client, oneTime, passwordPaths.change);
  const password = `${role}-eigen-wachtwoord`;
  const changed = await client.post(passwordPaths.change, {
    form: { currentPassword: oneTime, newPassword: password, confirmPassword: password },
  });
  expect(pathOf(changed)).toBe("/employee");
  return { email, password, secret, client };
}

/**
 * Erases all that is stored for an address through the admin's AVG page (its account, sessions and leads).
 * Nothing stored (a test that erased it itself) is fine too.
 */
export async function eraseAddress(admin: APIRequestContext, email: string): Promise<void> {
  const response = await admin.post("/employee-dashboard/admin/avg", {
    form: { intent: "erase", email, confirmation: email },
  });
  expect([200, 404], `erasing ${email}`).toContain(response.status());
}

/** A signed-in customer whose address is not verified yet (sign-up itself answers "check your mail"). */
export async function customerClient(playwright: Requests) {
  const email = uniqueEmail("klant");
  const client = await newClient(playwright);
  await client.post("/auth", {
    form: { intent: "sign-up", email, password: "klant-wachtwoord", firstName: "Kim", lastName: "Klant" },
  });
  const response = await client.post("/auth", {
    form: { intent: "sign-in", email, password: "klant-wachtwoord" },
  });
  expect(pathOf(response)).toBe("/dashboard");
  return { client, email, password: "klant-wachtwoord" };
}

/** The newest mail (decoded text of the .eml file the server wrote) to `email` that mentions `needle`; the mail
 * worker runs on a timer, which a busy machine stretches, so this waits up to 30 s. */
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
      { timeout: 30_000 },
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
  playwright: Requests,
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

type SessionCookies = Awaited<ReturnType<APIRequestContext["storageState"]>>["cookies"];

/**
 * One signed-in session of a staff account, shared by a worker's tests: signing in costs a password hash and a
 * TOTP check on the server per test, a session's cookies cost nothing. A test that ends the session (a sign-out,
 * a password change) only makes the next test sign in again: every hand-out first checks the session is alive.
 */
export class StaffSession {
  #cookies: SessionCookies | null = null;
  readonly #playwright: Requests;
  readonly account: StaffAccount;

  constructor(playwright: Requests, account: StaffAccount) {
    this.#playwright = playwright;
    this.account = account;
  }

  /** A new API client on the session (signed in anew when it ended). */
  async client(): Promise<APIRequestContext> {
    if (this.#cookies) {
      const reused = await this.#playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { "x-forwarded-for": randomIp() },
        storageState: { cookies: this.#cookies, origins: [] },
      });
      // better-auth's own session read: no page rendered, nothing marked as seen.
      const probe = await reused.get("/api/auth/get-session");
      if (probe.ok() && (await probe.json())?.session) return reused;
      await reused.dispose();
    }
    const client = await staffClient(this.#playwright, this.account);
    this.#cookies = (await client.storageState()).cookies;
    return client;
  }

  /** Signs a browser page in on the session and opens /employee, where a sign-in through the pages lands. */
  async signIn(page: Page): Promise<void> {
    const client = await this.client();
    const { cookies } = await client.storageState();
    await client.dispose();
    await page.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
    await page.context().addCookies(cookies);
    await page.goto("/employee");
    await expect(page).toHaveURL(/\/employee$/);
  }
}

/**
 * Browser sign-in of a staff account (password, then TOTP), from an address of its own: sign-ins are limited to
 * five a minute per client IP, and on a fast run the browser tests sign staff in more often than that.
 */
export async function signInInBrowser(page: Page, account: StaffAccount) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomIp() });
  await page.goto("/employee-login");
  await page.getByLabel("E-mailadres").fill(account.email);
  await page.getByLabel("Wachtwoord").fill(account.password);
  await page.getByRole("button", { name: "Verder" }).click();
  await expect(page).toHaveURL(/\/employee-login\?stap=code$/);
  await page.getByLabel("Code uit je authenticator-app").fill(totp(account.secret));
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/employee$/);
}
