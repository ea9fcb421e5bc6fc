// Bad bodies to better-auth's JSON API get a 4xx, and a locked account reads the real lock time.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { handleAuthRequest } from "~/server/auth-calls.server";
import { profiles, users } from "~/server/db/schema.server";
import { screenAuthRequest } from "~/server/http/auth-body.server";
import { ACCOUNT_LOCKED, CHALLENGE_SPENT, verifySecondFactor } from "~/server/staff/sign-in.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { contextFor, Jar, ORIGIN } from "./client";
import { totp } from "./totp";

let ipCounter = 0;
/** A new client address per call: better-auth's per-IP rate limits must not answer before the lock does. */
const nextIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** What the /api/auth/* resource route does: screen the body, then hand it to better-auth. */
async function apiAuth(jar: Jar, path: string, body: string): Promise<{ status: number; json: unknown }> {
  const request = jar.request(`/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body,
  });
  const screened = await screenAuthRequest(request);
  const response =
    screened instanceof Response ? screened : await handleAuthRequest(screened, contextFor(jar.ip));
  jar.store(response.headers);
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

describeEachDatabase("hardened account endpoints", (kind) => {
  const database = useTestDatabase(kind);

  const nameOf = async (email: string) =>
    (await database.db.select({ name: users.name }).from(users).where(eq(users.email, email)))[0]?.name;

  it("refuses null, NUL, overlong and malformed names to update-user and sign-up with a 400", async () => {
    const jar = new Jar();
    await jar.signUpAndSignIn({
      email: "naam@example.nl",
      password: "een-goed-wachtwoord",
      name: "Kim",
    });
    for (const body of [
      '{"name":null}',
      '{"name":"Kim\\u0000"}',
      `{"name":"${"K".repeat(300)}"}`,
      '{"name":',
      "[]",
    ]) {
      const result = await apiAuth(jar, "/update-user", body);
      expect(result.status, body.slice(0, 30)).toBe(400);
    }
    expect(await nameOf("naam@example.nl")).toBe("Kim");
    expect((await apiAuth(jar, "/update-user", '{"name":"Kim de Vries"}')).status).toBe(200);
    expect(await nameOf("naam@example.nl")).toBe("Kim de Vries");

    const signUp = await apiAuth(
      new Jar(),
      "/sign-up/email",
      '{"email":"nul@example.nl","password":"een-goed-wachtwoord","name":"x","firstName":"\\u0000"}',
    );
    expect(signUp).toEqual({
      status: 400,
      json: { code: "INVALID_BODY", message: "Het verzoek kon niet worden gelezen." },
    });
    expect(await nameOf("nul@example.nl")).toBeUndefined();
  });

  it("after 10 wrong TOTP codes the account is locked and the message says a quarter of an hour", async () => {
    const email = "slot@example.nl";
    const password = "medewerker-123";
    const jar = new Jar(nextIp());
    await jar.signUpAndSignIn({ email, password, name: "S" });
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    await database.db.update(profiles).set({ role: "employee" }).where(eq(profiles.id, user!.id));
    const uri = (await jar.auth("/two-factor/enable", { password })).json.totpURI as string;
    expect((await jar.auth("/two-factor/verify-totp", { code: totp(uri) })).status).toBe(200);
    const wrong = totp(uri) === "000000" ? "111111" : "000000";

    const signIn = async () => {
      const browser = new Jar(nextIp());
      expect((await browser.auth("/sign-in/email", { email, password })).json.twoFactorRedirect).toBe(true);
      return browser;
    };
    const attempt = (browser: Jar) =>
      verifySecondFactor(browser.request("/employee-login"), contextFor(nextIp()), "totp", wrong);

    // One sign-in allows 5 tries; the 6th voids that challenge.
    const first = await signIn();
    for (let i = 0; i < 5; i++) expect(await attempt(first)).toMatchObject({ kind: "error", status: 401 });
    expect(await attempt(first)).toEqual({ kind: "error", status: 400, message: CHALLENGE_SPENT });

    // Five more wrong codes on a new sign-in make ten: the account is locked.
    const second = await signIn();
    for (let i = 0; i < 5; i++) await attempt(second);
    const locked = await signIn();
    expect(await attempt(locked)).toEqual({ kind: "error", status: 429, message: ACCOUNT_LOCKED });
    expect(ACCOUNT_LOCKED).toContain("over een kwartier");
  });
});
