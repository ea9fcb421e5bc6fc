// Passwords: "Wachtwoord wijzigen", "Wachtwoord vergeten" and the mailed reset link, the forced change after an
// admin's one-time password, and the admin's "Stuur herstellink". Route actions and loaders are called as React
// Router calls them; mails are read from the outbox as the recipient would read them.
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.LOG_LEVEL = "silent";
});

import { passwordCopy, passwordPaths } from "~/content/password";
import { action as changeAction, loader as changeLoader } from "~/routes/auth.password";
import { action as forgotAction } from "~/routes/auth.forgot-password";
import { action as resetAction, loader as resetLoader } from "~/routes/auth.reset-password";
import { action as employeeLoginAction } from "~/routes/employee-login";
import { action as enrolAction, loader as enrolLoader } from "~/routes/employee-login.2fa";
import { action as usersAction } from "~/routes/employee-dashboard.admin.users";
import { loader as staffLayoutLoader } from "~/routes/staff-layout";
import { getUser } from "~/server/auth.server";
import { auditLog, outbox, profiles, sessions, users, verifications } from "~/server/db/schema.server";
import { RESET_MAILS_PER_ADDRESS } from "~/server/password-reset.server";
import { createAdmin, createStaff } from "~/server/staff/users.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { contextFor, formRequest, Jar } from "./client";
import { totp } from "./totp";

type Answer = { data: Record<string, unknown>; init: ResponseInit | null };

/** Runs a loader or action; a thrown Response (redirect) or thrown data (403) is returned like any answer. */
async function run(fn: (args: never) => unknown, jar: Jar, request: Request): Promise<Response | Answer> {
  try {
    const answer = (await fn({
      request,
      url: new URL(request.url),
      context: contextFor(jar.ip),
      params: {},
    } as never)) as Answer | null;
    return answer ?? { data: {}, init: null };
  } catch (error) {
    if (error instanceof Response) return error;
    if (error && typeof error === "object" && "init" in error) return error as Answer;
    throw error;
  }
}

function statusOf(answer: Response | Answer): number {
  return answer instanceof Response ? answer.status : (answer.init?.status ?? 200);
}

function locationOf(answer: Response | Answer): string | null {
  return answer instanceof Response ? answer.headers.get("location") : null;
}

function post(fn: (args: never) => unknown, jar: Jar, path: string, fields: Record<string, string>) {
  return run(fn, jar, formRequest(jar, path, fields));
}

/** A redirect's cookies go to the browser, as they would. */
async function postKeepingCookies(
  fn: (args: never) => unknown,
  jar: Jar,
  path: string,
  fields: Record<string, string>,
) {
  const answer = await post(fn, jar, path, fields);
  if (answer instanceof Response) jar.store(answer.headers);
  return answer;
}

async function signIn(email: string, password: string, jar = new Jar()) {
  const result = await jar.auth("/sign-in/email", { email, password });
  return { jar, ...result };
}

/** Enrols TOTP for the signed-in staff member in `jar`; returns the otpauth URI (the authenticator's secret). */
async function enrolTotp(jar: Jar, password: string): Promise<string> {
  const enabled = await jar.auth("/two-factor/enable", { password });
  expect(enabled.status).toBe(200);
  const uri = enabled.json.totpURI as string;
  expect((await jar.auth("/two-factor/verify-totp", { code: totp(uri) })).status).toBe(200);
  return uri;
}

describeEachDatabase("passwords", (kind) => {
  const database = useTestDatabase(kind);
  let adminJar: Jar;
  let adminId: string;

  beforeAll(async () => {
    adminId = (await createAdmin({ email: "baas@example.nl", password: "baas-wachtwoord" })).userId;
    adminJar = (await signIn("baas@example.nl", "baas-wachtwoord")).jar;
    await enrolTotp(adminJar, "baas-wachtwoord");
  });

  const resetMails = (email: string) =>
    database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, "account.password_reset")))
      .orderBy(desc(outbox.createdAt), desc(outbox.id));

  async function resetLinkFor(email: string): Promise<URL> {
    const [mail] = await resetMails(email);
    const link = /https?:\/\/\S+\/auth\/wachtwoord-herstellen\?token=\S+/.exec(mail?.text ?? "")?.[0];
    if (!link) throw new Error(`no reset mail for ${email}`);
    return new URL(link);
  }

  const forgot = (email: string, jar = new Jar()) => post(forgotAction, jar, passwordPaths.forgot, { email });

  async function customer(email: string, password: string) {
    const jar = new Jar();
    await jar.signUpAndSignIn({ email, password });
    expect(await getUser(jar.request("/dashboard"))).not.toBeNull();
    return jar;
  }

  it("changes a password: a wrong current one is refused in Dutch, then the new one works and the old one does not", async () => {
    const email = "wijzig@example.nl";
    const jar = await customer(email, "oud-wachtwoord");
    const otherDevice = (await signIn(email, "oud-wachtwoord")).jar;

    const wrong = await post(changeAction, jar, passwordPaths.change, {
      currentPassword: "niet-mijn-wachtwoord",
      newPassword: "nieuw-wachtwoord",
      confirmPassword: "nieuw-wachtwoord",
    });
    expect(statusOf(wrong)).toBe(400);
    expect((wrong as Answer).data.fieldErrors).toEqual({
      currentPassword: "Je huidige wachtwoord is onjuist.",
    });

    const mismatch = await post(changeAction, jar, passwordPaths.change, {
      currentPassword: "oud-wachtwoord",
      newPassword: "nieuw-wachtwoord",
      confirmPassword: "nieuw-wachtwoord2",
    });
    expect(statusOf(mismatch)).toBe(400);
    expect((mismatch as Answer).data.fieldErrors).toEqual({
      confirmPassword: "De twee wachtwoorden zijn niet gelijk.",
    });
    const short = await post(changeAction, jar, passwordPaths.change, {
      currentPassword: "oud-wachtwoord",
      newPassword: "kort",
      confirmPassword: "kort",
    });
    expect((short as Answer).data.fieldErrors).toEqual({
      newPassword: "Het wachtwoord moet minstens 8 tekens hebben.",
    });
    // Nothing changed by the refusals.
    expect((await signIn(email, "oud-wachtwoord")).status).toBe(200);

    const changed = await postKeepingCookies(changeAction, jar, passwordPaths.change, {
      currentPassword: "oud-wachtwoord",
      newPassword: "nieuw-wachtwoord",
      confirmPassword: "nieuw-wachtwoord",
    });
    expect(statusOf(changed)).toBe(302);
    expect(locationOf(changed)).toBe(`${passwordPaths.change}?gewijzigd=1`);
    // This browser stays signed in; the other device is signed out.
    expect((await getUser(jar.request("/dashboard")))?.email).toBe(email);
    expect(await getUser(otherDevice.request("/dashboard"))).toBeNull();
    const page = (await run(
      changeLoader,
      jar,
      jar.request(`${passwordPaths.change}?gewijzigd=1`),
    )) as never as {
      changed: boolean;
      forced: boolean;
    };
    expect(page).toMatchObject({ changed: true, forced: false });

    expect((await signIn(email, "oud-wachtwoord")).status).toBe(401);
    expect((await signIn(email, "nieuw-wachtwoord")).status).toBe(200);

    // Signed out: the page sends the visitor to sign in.
    const anonymous = await run(changeLoader, new Jar(), new Jar().request(passwordPaths.change));
    expect(locationOf(anonymous)).toBe("/auth");
  });

  it("'Wachtwoord vergeten' answers the same for a known and an unknown address; only a known one gets a mail", async () => {
    const email = "vergeten@example.nl";
    await customer(email, "oud-wachtwoord");
    const known = await forgot(email);
    const unknown = await forgot("niemand@example.nl");
    expect(statusOf(known)).toBe(200);
    expect(statusOf(unknown)).toBe(200);
    expect((known as Answer).data).toEqual({ sent: true });
    expect((unknown as Answer).data).toEqual((known as Answer).data);
    expect(passwordCopy.forgotSent).toContain("De link is een uur geldig.");

    const [mail] = await resetMails(email);
    expect(mail!.subject).toBe("Kies een nieuw wachtwoord voor Printshop Breda");
    expect(mail!.text).toContain("De link is een uur geldig en werkt één keer.");
    const link = await resetLinkFor(email);
    expect(link.origin + link.pathname).toBe(`http://localhost${passwordPaths.reset}`);
    // 24 letters and digits from a CSPRNG: ~143 bits.
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(await resetMails("niemand@example.nl")).toHaveLength(0);

    // A malformed address is a Dutch field error, nothing sent.
    const bad = await forgot("geen-adres");
    expect(statusOf(bad)).toBe(400);
    expect((bad as Answer).data.fieldErrors).toEqual({ email: expect.stringMatching(/e-mailadres/i) });
  });

  it("a reset link sets a new password once, ends every session, and an expired or unknown one gets a Dutch message", async () => {
    const email = "herstel@example.nl";
    const signedIn = await customer(email, "oud-wachtwoord");
    await forgot(email);
    const link = await resetLinkFor(email);
    const token = link.searchParams.get("token")!;
    // Stored as a hash only: the database holds no working link.
    const rows = await database.db.select({ identifier: verifications.identifier }).from(verifications);
    expect(rows.some((r) => r.identifier.includes(token))).toBe(false);

    const browser = new Jar();
    const page = (await run(
      resetLoader,
      browser,
      browser.request(`${link.pathname}${link.search}`),
    )) as never as {
      token: string | null;
    };
    expect(page.token).toBe(token);

    const mismatch = await post(resetAction, browser, `${link.pathname}${link.search}`, {
      token,
      newPassword: "herstel-wachtwoord",
      confirmPassword: "iets-anders-123",
    });
    expect(statusOf(mismatch)).toBe(400);
    expect((mismatch as Answer).data.fieldErrors).toEqual({ confirmPassword: passwordCopy.mismatch });

    const done = await post(resetAction, browser, `${link.pathname}${link.search}`, {
      token,
      newPassword: "herstel-wachtwoord",
      confirmPassword: "herstel-wachtwoord",
    });
    expect(statusOf(done)).toBe(200);
    expect((done as Answer).data).toEqual({ done: { staff: false } });
    expect(await getUser(signedIn.request("/dashboard"))).toBeNull();
    expect((await signIn(email, "oud-wachtwoord")).status).toBe(401);
    expect((await signIn(email, "herstel-wachtwoord")).status).toBe(200);
    // Following the mailed link proved owning the address.
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerified).toBe(true);

    // Works once.
    const again = await post(resetAction, browser, `${link.pathname}${link.search}`, {
      token,
      newPassword: "nog-een-wachtwoord",
      confirmPassword: "nog-een-wachtwoord",
    });
    expect(statusOf(again)).toBe(400);
    expect((again as Answer).data).toMatchObject({ invalid: true, formError: passwordCopy.linkInvalid });
    expect(passwordCopy.linkInvalid).toContain("verlopen, al gebruikt of ongeldig");
    expect((await signIn(email, "nog-een-wachtwoord")).status).toBe(401);
    const reopened = await run(resetLoader, browser, browser.request(`${link.pathname}${link.search}`));
    expect(statusOf(reopened)).toBe(400);
    expect((reopened as Answer).data).toEqual({ token: null, error: passwordCopy.linkInvalid });

    // Unknown and malformed tokens.
    for (const bogus of ["AbCdEfGhIjKlMnOpQrStUvWx", "kapot", ""]) {
      const answer = await run(
        resetLoader,
        browser,
        browser.request(`${passwordPaths.reset}?token=${bogus}`),
      );
      expect(statusOf(answer)).toBe(400);
      expect((answer as Answer).data.error).toBe(passwordCopy.linkInvalid);
    }

    // Expired: an hour later the link no longer opens the form, nor sets a password.
    await forgot(email);
    const late = await resetLinkFor(email);
    const lateToken = late.searchParams.get("token")!;
    expect(lateToken).not.toBe(token);
    await database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await run(resetLoader, browser, browser.request(`${late.pathname}${late.search}`));
    expect(statusOf(expired)).toBe(400);
    expect((expired as Answer).data.error).toBe(passwordCopy.linkInvalid);
    const expiredPost = await post(resetAction, browser, `${late.pathname}${late.search}`, {
      token: lateToken,
      newPassword: "te-laat-wachtwoord",
      confirmPassword: "te-laat-wachtwoord",
    });
    expect(statusOf(expiredPost)).toBe(400);
    expect((expiredPost as Answer).data.formError).toBe(passwordCopy.linkInvalid);
    expect((await signIn(email, "te-laat-wachtwoord")).status).toBe(401);
  });

  it("a mailbox gets at most a few reset mails a quarter hour, with the same answer", async () => {
    const email = "overspoeld@example.nl";
    await customer(email, "oud-wachtwoord");
    for (let i = 0; i < RESET_MAILS_PER_ADDRESS + 2; i++)
      expect(((await forgot(email)) as Answer).data).toEqual({ sent: true });
    expect(await resetMails(email)).toHaveLength(RESET_MAILS_PER_ADDRESS);
  });

  it("after a reset a staff member still signs in with the TOTP code", async () => {
    const email = "medewerker-herstel@example.nl";
    const created = await createStaff(adminId, { email, firstName: "", lastName: "", role: "employee" });
    if (!created.ok) throw new Error("not created");
    const { jar } = await signIn(email, created.password!);
    const uri = await enrolTotp(jar, created.password!);

    await forgot(email);
    const link = await resetLinkFor(email);
    const browser = new Jar();
    const done = await post(resetAction, browser, `${link.pathname}${link.search}`, {
      token: link.searchParams.get("token")!,
      newPassword: "eigen-wachtwoord",
      confirmPassword: "eigen-wachtwoord",
    });
    expect((done as Answer).data).toEqual({ done: { staff: true } });
    expect(passwordCopy.resetDoneStaff).toContain("de code uit je authenticator-app");
    // The reset signs no one in, and ended the session the employee had.
    expect(await getUser(browser.request("/employee"))).toBeNull();
    expect(await getUser(jar.request("/employee"))).toBeNull();

    // The new password leads to the code step, not in.
    const staffBrowser = new Jar();
    const step = await postKeepingCookies(employeeLoginAction, staffBrowser, "/employee-login", {
      intent: "password",
      email,
      password: "eigen-wachtwoord",
    });
    expect(locationOf(step)).toBe("/employee-login?stap=code");
    expect(await getUser(staffBrowser.request("/employee"))).toBeNull();
    const signedIn = await postKeepingCookies(employeeLoginAction, staffBrowser, "/employee-login", {
      intent: "totp",
      code: totp(uri),
    });
    expect(locationOf(signedIn)).toBe("/employee");
    // The reset chose a password of the user's own: no forced change left.
    const layout = await run(staffLayoutLoader, staffBrowser, staffBrowser.request("/employee"));
    expect(layout instanceof Response).toBe(false);
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.targetId, created.userId));
    expect(entries.map((e) => e.action)).toContain("auth.password_reset");
  });

  it("a new employee types the one-time password once: sign-in, the QR code, then only a password of their own", async () => {
    const email = "nieuwkomer@example.nl";
    const created = await createStaff(adminId, { email, firstName: "", lastName: "", role: "employee" });
    if (!created.ok) throw new Error("not created");
    const oneTime = created.password!;
    const jar = new Jar();
    const signedIn = await postKeepingCookies(employeeLoginAction, jar, "/employee-login", {
      intent: "password",
      email,
      password: oneTime,
    });
    expect(locationOf(signedIn)).toBe("/employee-login/2fa");
    // The enrolment page shows its QR code and secret at once: no password form to type it into again.
    const enrolPage = (await run(enrolLoader, jar, jar.request("/employee-login/2fa"))) as never as {
      setup: { secret: string } | null;
    };
    expect(enrolPage.setup?.secret).toMatch(/^[A-Z2-7]+$/);
    const enrolled = await postKeepingCookies(enrolAction, jar, "/employee-login/2fa", {
      intent: "verify",
      code: totp(enrolPage.setup!.secret),
    });
    expect(locationOf(enrolled)).toBe("/employee");
    for (const path of ["/employee", "/employee-dashboard", "/employee-dashboard/export.csv"])
      expect(locationOf(await run(staffLayoutLoader, jar, jar.request(path)))).toBe(passwordPaths.change);

    const page = (await run(changeLoader, jar, jar.request(passwordPaths.change))) as never as {
      forced: boolean;
      askCurrent: boolean;
    };
    expect(page).toMatchObject({ forced: true, askCurrent: false });
    // The one-time password is not a password of their own.
    const same = await post(changeAction, jar, passwordPaths.change, {
      newPassword: oneTime,
      confirmPassword: oneTime,
    });
    expect((same as Answer).data.fieldErrors).toEqual({ newPassword: passwordCopy.sameAsCurrent });

    const changed = await postKeepingCookies(changeAction, jar, passwordPaths.change, {
      newPassword: "mijn-eigen-wachtwoord",
      confirmPassword: "mijn-eigen-wachtwoord",
    });
    expect(locationOf(changed)).toBe("/employee");
    const layout = await run(staffLayoutLoader, jar, jar.request("/employee"));
    expect(layout instanceof Response).toBe(false);
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, created.userId));
    expect(profile!.mustChangePassword).toBe(false);
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.targetId, created.userId));
    expect(entries.map((e) => e.action)).toContain("auth.password_changed");
    // The one-time password is gone; the new one still asks for the code.
    expect((await signIn(email, oneTime)).status).toBe(401);
    expect((await signIn(email, "mijn-eigen-wachtwoord")).json.twoFactorRedirect).toBe(true);
  });

  it("a session on a one-time password older than half an hour asks for it again", async () => {
    const email = "nieuwkomer-later@example.nl";
    const created = await createStaff(adminId, { email, firstName: "", lastName: "", role: "employee" });
    if (!created.ok) throw new Error("not created");
    const oneTime = created.password!;
    const { jar } = await signIn(email, oneTime);
    await enrolTotp(jar, oneTime);
    await database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.userId, created.userId));
    const page = (await run(changeLoader, jar, jar.request(passwordPaths.change))) as never as {
      askCurrent: boolean;
    };
    expect(page.askCurrent).toBe(true);
    const wrong = await post(changeAction, jar, passwordPaths.change, {
      currentPassword: "geraden-wachtwoord",
      newPassword: "mijn-eigen-wachtwoord",
      confirmPassword: "mijn-eigen-wachtwoord",
    });
    expect((wrong as Answer).data.fieldErrors).toEqual({ currentPassword: passwordCopy.wrongCurrent });
    const changed = await postKeepingCookies(changeAction, jar, passwordPaths.change, {
      currentPassword: oneTime,
      newPassword: "mijn-eigen-wachtwoord",
      confirmPassword: "mijn-eigen-wachtwoord",
    });
    expect(locationOf(changed)).toBe("/employee");
  });

  it("'Stuur herstellink': an admin queues a reset mail for a user and it is audited; others get 403", async () => {
    const email = "klant-herstellink@example.nl";
    await customer(email, "oud-wachtwoord");
    const [target] = await database.db.select().from(users).where(eq(users.email, email));

    const answer = await post(usersAction, adminJar, "/employee-dashboard/admin/users", {
      intent: "send-reset",
      userId: target!.id,
    });
    expect(statusOf(answer)).toBe(200);
    expect((answer as Answer).data.notice).toBe(passwordCopy.adminSent);
    expect(await resetMails(email)).toHaveLength(1);
    const link = await resetLinkFor(email);
    expect(link.pathname).toBe(passwordPaths.reset);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, target!.id), eq(auditLog.action, "user.password_reset_link")));
    expect(entry!.actorId).toBe(adminId);

    const unknown = await post(usersAction, adminJar, "/employee-dashboard/admin/users", {
      intent: "send-reset",
      userId: "bestaat-niet",
    });
    expect(statusOf(unknown)).toBe(404);
    expect((unknown as Answer).data.formError).toBe("Gebruiker niet gevonden.");

    // An employee (TOTP-verified, own password) is refused, and nothing is queued.
    const staffEmail = "gewone-medewerker@example.nl";
    const created = await createStaff(adminId, {
      email: staffEmail,
      firstName: "",
      lastName: "",
      role: "employee",
    });
    if (!created.ok) throw new Error("not created");
    const { jar: employee } = await signIn(staffEmail, created.password!);
    await enrolTotp(employee, created.password!);
    await postKeepingCookies(changeAction, employee, passwordPaths.change, {
      currentPassword: created.password!,
      newPassword: "medewerker-eigen",
      confirmPassword: "medewerker-eigen",
    });
    const refused = await post(usersAction, employee, "/employee-dashboard/admin/users", {
      intent: "send-reset",
      userId: target!.id,
    });
    expect(statusOf(refused)).toBe(403);
    const customerJar = (await signIn(email, "oud-wachtwoord")).jar;
    const asCustomer = await post(usersAction, customerJar, "/employee-dashboard/admin/users", {
      intent: "send-reset",
      userId: target!.id,
    });
    expect(locationOf(asCustomer)).toBe("/dashboard");
    expect(await resetMails(email)).toHaveLength(1);
  });
});
