// E-mail verification before /dashboard shows any request, and a sign-up that answers the same for a new and an
// existing address. Route actions and loaders are called as React Router calls them; mails are read from the outbox.
import { and, eq } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.LOG_LEVEL = "silent";
});

import { accountCopy } from "~/content/account";
import { action as signUpAction } from "~/routes/auth";
import { action as resendAction, loader as verifyLoader } from "~/routes/auth.verify";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { getUser } from "~/server/auth.server";
import { outbox, profiles, users } from "~/server/db/schema.server";
import { TOO_MANY } from "~/server/staff/sign-in.server";
import { changeRole, createAdmin, createStaff } from "~/server/staff/users.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { post, startedLongAgo } from "../leads/helpers";
import { contextFor, formRequest, Jar, verificationLink } from "./client";
import { quoteAction } from "../leads/lead-actions";

type Answer = { data: Record<string, unknown>; init: ResponseInit | null };

/** Runs a loader or action; a thrown Response (redirect) is returned like any other answer. */
async function run(fn: (args: never) => unknown, jar: Jar, request: Request): Promise<Response | Answer> {
  try {
    return (await fn({
      request,
      url: new URL(request.url),
      context: contextFor(jar.ip),
      params: {},
    } as never)) as Answer;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

function signUp(jar: Jar, fields: Record<string, string>) {
  return run(signUpAction, jar, formRequest(jar, "/auth", { intent: "sign-up", ...fields }));
}

async function dashboard(jar: Jar, query = "") {
  const answer = await run(dashboardLoader, jar, jar.request(`/dashboard${query}`));
  return answer as unknown as Awaited<ReturnType<typeof dashboardLoader>>;
}

/** Opens a mailed link the way a browser does: its cookies, then keeps any it is given. */
async function openLink(jar: Jar, link: string) {
  const url = new URL(link);
  const answer = await run(verifyLoader, jar, jar.request(`${url.pathname}${url.search}`));
  if (answer instanceof Response) jar.store(answer.headers);
  return answer;
}

function statusOf(answer: Response | Answer): number {
  return answer instanceof Response ? answer.status : (answer.init?.status ?? 200);
}

function setCookiesOf(answer: Response | Answer): string[] {
  const headers = answer instanceof Response ? answer.headers : new Headers(answer.init?.headers);
  return headers.getSetCookie();
}

describeEachDatabase("customer e-mail verification", (kind) => {
  const database = useTestDatabase(kind);
  afterEach(() => vi.useRealTimers());

  const mailsTo = (email: string, kindOfMail: string) =>
    database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, kindOfMail)));

  it("shows no request before the address is verified; the mailed link verifies, signs in and shows them", async () => {
    const email = "kim@example.nl";
    const quote = await post(quoteAction, "/api/offerte", {
      name: "Kim Klant",
      email,
      phone: "0612345678",
      service: "stickers",
      description: "Stickers voor de bus",
      _t: startedLongAgo(),
    });
    expect(quote.status).toBe(200);

    const jar = new Jar();
    const answer = await signUp(jar, { email, password: "klant-wachtwoord", firstName: "Kim" });
    expect(answer).toMatchObject({ data: { intent: "sign-up", sent: true } });
    expect(statusOf(answer)).toBe(200);
    expect(setCookiesOf(answer)).toEqual([]);
    // The answer is "check your mail": no session yet.
    expect(await getUser(jar.request("/dashboard"))).toBeNull();

    const [mail] = await mailsTo(email, "account.verify");
    expect(mail!.subject).toBe("Bevestig je e-mailadres bij Printshop Breda");
    expect(mail!.text).toContain("De link is een uur geldig.");
    const link = await verificationLink(database.db, email);
    expect(link).toMatch(/^http:\/\/localhost\/auth\/bevestigen\?token=[\w.-]+$/);

    // Signed in with the password but unverified: the notice, not the requests of that address.
    await jar.auth("/sign-in/email", { email, password: "klant-wachtwoord" });
    const before = await dashboard(jar);
    expect(before.requests).toBeNull();
    expect(before.profile.email).toBe(email);

    // The link, opened in a fresh browser: verified, signed in, on /dashboard with the success notice.
    const browser = new Jar();
    const opened = await openLink(browser, link);
    expect(statusOf(opened)).toBe(302);
    expect((opened as Response).headers.get("location")).toBe("/dashboard?bevestigd=1");
    const after = await dashboard(browser, "?bevestigd=1");
    expect(after.verification.justVerified).toBe(true);
    expect(after.requests).toHaveLength(1);
    expect(after.requests![0]).toMatchObject({ typeLabel: "Offerteaanvraag", subject: "Stickers & Labels" });
    // The session signed in before verifying now sees them too.
    expect((await dashboard(jar)).requests).toHaveLength(1);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerified).toBe(true);
  });

  it("answers an invalid or expired link with a Dutch page, not JSON, and no session", async () => {
    const jar = new Jar();
    const invalid = (await openLink(jar, "http://localhost/auth/bevestigen?token=niet-echt")) as Answer;
    expect(statusOf(invalid)).toBe(400);
    expect(invalid.data).toEqual({ error: accountCopy.linkInvalid });
    const missing = (await openLink(jar, "http://localhost/auth/bevestigen")) as Answer;
    expect(missing.data).toEqual({ error: accountCopy.linkInvalid });

    const email = "laat@example.nl";
    await signUp(jar, { email, password: "klant-wachtwoord" });
    const link = await verificationLink(database.db, email);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 60 * 60 * 1000 });
    const expired = (await openLink(jar, link)) as Answer;
    expect(statusOf(expired)).toBe(400);
    expect(expired.data).toEqual({ error: accountCopy.linkExpired });
    expect(setCookiesOf(expired)).toEqual([]);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerified).toBe(false);
  });

  it("sends a new link on request, rate limited, only to the signed-in user's own address", async () => {
    const email = "opnieuw@example.nl";
    const jar = new Jar();
    await jar.signUpAndSignIn({ email, password: "klant-wachtwoord" });
    expect(await mailsTo(email, "account.verify")).toHaveLength(1);

    const resend = () => run(resendAction, jar, formRequest(jar, "/auth/bevestigen", {}));
    const first = await resend();
    expect(statusOf(first)).toBe(302);
    expect((first as Response).headers.get("location")).toBe("/dashboard?link=verstuurd");
    expect(await mailsTo(email, "account.verify")).toHaveLength(2);
    expect((await dashboard(jar, "?link=verstuurd")).verification.linkSent).toBe(true);

    await resend();
    await resend();
    const refused = (await resend()) as Answer;
    expect(statusOf(refused)).toBe(429);
    expect(refused.data).toEqual({ error: TOO_MANY });
    expect(await mailsTo(email, "account.verify")).toHaveLength(4);

    // The newest link works; anonymous visitors are sent to sign in.
    expect(statusOf(await openLink(new Jar(), await verificationLink(database.db, email)))).toBe(302);
    const anonymous = new Jar();
    const signedOut = await run(resendAction, anonymous, formRequest(anonymous, "/auth/bevestigen", {}));
    expect((signedOut as Response).headers.get("location")).toBe("/auth");
  });

  it("answers sign-up for an existing address exactly as for a new one, and tells the owner", async () => {
    const existing = "bestaand@example.nl";
    await new Jar().signUpAndSignIn({ email: existing, password: "eigen-wachtwoord" });
    const before = await database.db.select().from(users).where(eq(users.email, existing));

    const fresh = await signUp(new Jar(), { email: "nieuw@example.nl", password: "ander-wachtwoord" });
    const taken = await signUp(new Jar(), { email: existing, password: "ander-wachtwoord" });
    expect(statusOf(taken)).toBe(statusOf(fresh));
    expect((taken as Answer).data).toEqual((fresh as Answer).data);
    expect(setCookiesOf(taken)).toEqual(setCookiesOf(fresh));
    expect(setCookiesOf(taken)).toEqual([]);

    const [notice] = await mailsTo(existing, "account.sign_up_existing");
    expect(notice!.subject).toBe("Iemand probeerde een account aan te maken bij Printshop Breda");
    expect(notice!.text).toContain("Je hebt al een account, dus er is niets veranderd.");
    expect(notice!.text).toContain("http://localhost/auth");
    expect(notice!.text).not.toContain("ander-wachtwoord");
    // Nothing changed for the owner: same row, the old password still signs in.
    expect(await database.db.select().from(users).where(eq(users.email, existing))).toEqual(before);
    expect(
      (await new Jar().auth("/sign-in/email", { email: existing, password: "eigen-wachtwoord" })).status,
    ).toBe(200);
    expect(await mailsTo("nieuw@example.nl", "account.verify")).toHaveLength(1);
    expect(await mailsTo("nieuw@example.nl", "account.sign_up_existing")).toHaveLength(0);
  });

  it("ignores a role in the sign-up form: the account is a customer", async () => {
    const jar = new Jar();
    await signUp(jar, { email: "stiekem@example.nl", password: "klant-wachtwoord", role: "admin" });
    const [row] = await database.db
      .select({ role: profiles.role })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.email, "stiekem@example.nl"));
    expect(row!.role).toBe("customer");
  });

  it("staff need no link: admin-made and promoted accounts are verified, and a link never signs staff in", async () => {
    const { userId: adminId } = await createAdmin({ email: "baas@example.nl", password: "baas-wachtwoord" });
    const staff = await createStaff(adminId, {
      email: "collega@example.nl",
      firstName: "Co",
      lastName: "Llega",
      role: "employee",
    });
    expect(staff.ok).toBe(true);
    const verifiedOf = async (email: string) =>
      (await database.db.select().from(users).where(eq(users.email, email)))[0]!.emailVerified;
    expect(await verifiedOf("collega@example.nl")).toBe(true);
    expect(await verifiedOf("baas@example.nl")).toBe(true);
    expect(await mailsTo("collega@example.nl", "account.verify")).toHaveLength(0);

    const customer = new Jar();
    await customer.signUpAndSignIn({ email: "wordt-collega@example.nl", password: "klant-wachtwoord" });
    const me = (await getUser(customer.request("/x")))!;
    expect(await changeRole(adminId, me.id, "employee")).toEqual({ ok: true });
    expect(await verifiedOf("wordt-collega@example.nl")).toBe(true);

    // An unverified staff account from before this rule: its link verifies but signs nobody in (TOTP first).
    const legacy = new Jar();
    await legacy.signUpAndSignIn({ email: "oud-personeel@example.nl", password: "klant-wachtwoord" });
    const legacyUser = (await getUser(legacy.request("/x")))!;
    await database.db.update(profiles).set({ role: "employee" }).where(eq(profiles.id, legacyUser.id));
    const browser = new Jar();
    const opened = (await openLink(
      browser,
      await verificationLink(database.db, "oud-personeel@example.nl"),
    )) as Answer;
    expect(statusOf(opened)).toBe(400);
    expect(opened.data).toEqual({ error: accountCopy.staffVerified });
    expect(await getUser(browser.request("/employee"))).toBeNull();
  });
});
