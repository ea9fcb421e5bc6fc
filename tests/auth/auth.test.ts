import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { getUser, requireAdmin, requireStaff, requireUser } from "~/server/auth.server";
import { accounts, authRateLimits, profiles, twoFactors, users } from "~/server/db/schema.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { Jar } from "./client";
import { totp } from "./totp";

async function thrown(promise: Promise<unknown>): Promise<Response | { status: number }> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error("expected a throw");
}

describeEachDatabase("accounts with better-auth", (kind) => {
  const database = useTestDatabase(kind);

  it("signs up a customer, ignoring any role in the request, and hashes the password", async () => {
    const jar = new Jar();
    const result = await jar.signUpAndSignIn({
      email: "Klant@Example.nl",
      password: "een-goed-wachtwoord",
      name: "",
      firstName: "Anna",
      lastName: "de Vries",
      role: "admin",
    });
    expect(result.status).toBe(200);
    const [user] = await database.db.select().from(users).where(eq(users.email, "klant@example.nl"));
    expect(user).toBeDefined();
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({ role: "customer", firstName: "Anna", lastName: "de Vries" });
    const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(account!.password).not.toContain("een-goed-wachtwoord");
    expect(account!.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/); // scrypt salt:key

    const me = await getUser(jar.request("/dashboard"));
    expect(me).toMatchObject({
      email: "klant@example.nl",
      role: "customer",
      twoFactorEnabled: false,
      emailVerified: false,
    });
    expect(await requireUser(jar.request("/dashboard"))).toMatchObject({ role: "customer" });
    const redirect = (await thrown(requireStaff(jar.request("/employee")))) as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("/dashboard");
  });

  it("sends anonymous visitors to the staff sign-in, and from there on to the page they asked for", async () => {
    const redirect = (await thrown(requireStaff(new Request("http://localhost/employee")))) as Response;
    expect(redirect.headers.get("location")).toBe("/employee-login?naar=%2Femployee");
    expect(await getUser(new Request("http://localhost/"))).toBeNull();
  });

  it("staff without TOTP must enrol; after enrolment sign-in needs a TOTP code", async () => {
    const jar = new Jar();
    await jar.signUpAndSignIn({ email: "medewerker@example.nl", password: "medewerker-123", name: "M" });
    const [user] = await database.db.select().from(users).where(eq(users.email, "medewerker@example.nl"));
    await database.db.update(profiles).set({ role: "employee" }).where(eq(profiles.id, user!.id));

    const enrol = (await thrown(requireStaff(jar.request("/employee")))) as Response;
    expect(enrol.headers.get("location")).toBe("/employee-login/2fa");

    const enabled = await jar.auth("/two-factor/enable", { password: "medewerker-123" });
    expect(enabled.status).toBe(200);
    const uri = enabled.json.totpURI as string;
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(enabled.json.backupCodes).toHaveLength(10);
    // Not enabled until a code is confirmed.
    expect((await getUser(jar.request("/x")))!.twoFactorEnabled).toBe(false);
    const verified = await jar.auth("/two-factor/verify-totp", { code: totp(uri) });
    expect(verified.status).toBe(200);
    const staff = await requireStaff(jar.request("/employee"));
    expect(staff.role).toBe("employee");
    const forbidden = (await thrown(requireAdmin(jar.request("/employee-dashboard/admin")))) as unknown as {
      init: { status: number };
    };
    expect(forbidden.init.status).toBe(403);

    // A fresh sign-in stops at the TOTP step: no session until the code.
    const other = new Jar();
    const signIn = await other.auth("/sign-in/email", {
      email: "medewerker@example.nl",
      password: "medewerker-123",
    });
    expect(signIn.json.twoFactorRedirect).toBe(true);
    expect(await getUser(other.request("/employee"))).toBeNull();
    const wrong = await other.auth("/two-factor/verify-totp", { code: "000000" });
    expect(wrong.status).toBe(401);
    const ok = await other.auth("/two-factor/verify-totp", { code: totp(uri) });
    expect(ok.status).toBe(200);
    expect((await requireStaff(other.request("/employee"))).email).toBe("medewerker@example.nl");
    const [factor] = await database.db.select().from(twoFactors).where(eq(twoFactors.userId, user!.id));
    expect(factor!.verified).toBe(true);
  });

  it("rate limits repeated wrong passwords per client IP (in the database)", async () => {
    const jar = new Jar("198.51.100.77");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await jar.auth("/sign-in/email", { email: "klant@example.nl", password: `fout-${i}-xx` })).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const rows = await database.db.select().from(authRateLimits);
    expect(rows.some((r) => r.key.includes("198.51.100.77"))).toBe(true);
  });

  it("refuses sign-in for a deactivated account", async () => {
    await database.db.update(users).set({ banned: true }).where(eq(users.email, "klant@example.nl"));
    const jar = new Jar();
    const result = await jar.auth("/sign-in/email", {
      email: "klant@example.nl",
      password: "een-goed-wachtwoord",
    });
    expect(result.status).toBe(403);
    expect(await getUser(jar.request("/dashboard"))).toBeNull();
  });
});
