import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { getUser } from "~/server/auth.server";
import { auditLog, profiles, sessions, twoFactors, users } from "~/server/db/schema.server";
import { changeRole, createAdmin, createStaff, resetTwoFactor, setActive } from "~/server/staff/users.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { Jar } from "../auth/client";
import { totp } from "../auth/totp";

describeEachDatabase("account administration", (kind) => {
  const database = useTestDatabase(kind);
  let adminId: string;

  beforeAll(async () => {
    adminId = (
      await createAdmin({ email: "Eigenaar@Example.nl", password: "eigenaar-wachtwoord", firstName: "Eva" })
    ).userId;
  });

  it("create-admin makes an admin with a hashed password and no live session", async () => {
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, adminId));
    expect(profile).toMatchObject({ role: "admin", firstName: "Eva" });
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, adminId))).toHaveLength(0);
    const jar = new Jar();
    const signIn = await jar.auth("/sign-in/email", {
      email: "eigenaar@example.nl",
      password: "eigenaar-wachtwoord",
    });
    expect(signIn.status).toBe(200);
    expect((await getUser(jar.request("/employee")))!.role).toBe("admin");
  });

  it("create-admin on an existing account makes it admin and replaces the password", async () => {
    const jar = new Jar();
    await jar.signUpAndSignIn({ email: "later-admin@example.nl", password: "oud-wachtwoord" });
    expect(await getUser(jar.request("/x"))).not.toBeNull();
    const result = await createAdmin({ email: "later-admin@example.nl", password: "nieuw-wachtwoord" });
    expect(result.created).toBe(false);
    expect(await getUser(jar.request("/x"))).toBeNull(); // sessions ended
    expect(
      (
        await new Jar().auth("/sign-in/email", {
          email: "later-admin@example.nl",
          password: "oud-wachtwoord",
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await new Jar().auth("/sign-in/email", {
          email: "later-admin@example.nl",
          password: "nieuw-wachtwoord",
        })
      ).status,
    ).toBe(200);
    await expect(createAdmin({ email: "geen-adres", password: "lang-genoeg" })).rejects.toThrow(
      "Ongeldig e-mailadres.",
    );
    await expect(createAdmin({ email: "a@b.nl", password: "kort" })).rejects.toThrow("minstens 8 tekens");
  });

  it("creates staff with a one-time password and audits it", async () => {
    const result = await createStaff(adminId, {
      email: "Nieuw@Example.nl",
      firstName: "Nina",
      lastName: "",
      role: "employee",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.password).toMatch(/^[\w-]{16}$/);
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, result.userId));
    expect(profile!.role).toBe("employee");
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, result.userId));
    expect(entry).toMatchObject({ actorId: adminId, action: "user.create", details: { role: "employee" } });
    expect(
      await createStaff(adminId, {
        email: "nieuw@example.nl",
        firstName: "",
        lastName: "",
        role: "employee",
      }),
    ).toEqual({
      ok: false,
      reason: "exists",
    });
  });

  it("changes roles, ending the user's sessions; never the own role or the last admin", async () => {
    const jar = new Jar();
    await jar.signUpAndSignIn({ email: "klant@example.nl", password: "klant-wachtwoord" });
    const me = (await getUser(jar.request("/x")))!;
    expect(await changeRole(adminId, me.id, "employee")).toEqual({ ok: true });
    expect(await getUser(jar.request("/y"))).toBeNull();
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, me.id));
    expect(profile!.role).toBe("employee");
    expect(await changeRole(adminId, adminId, "customer")).toEqual({
      ok: false,
      message: "Je kunt je eigen rol niet wijzigen.",
    });
    expect(await changeRole(adminId, "bestaat-niet", "admin")).toEqual({
      ok: false,
      message: "Gebruiker niet gevonden.",
    });
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.targetId, me.id));
    expect(entries.map((e) => e.details)).toContainEqual({ from: "customer", to: "employee" });
  });

  it("resets two-factor: the factor is gone, sessions end, the next sign-in must enrol again", async () => {
    const jar = new Jar();
    await jar.auth("/sign-in/email", { email: "klant@example.nl", password: "klant-wachtwoord" });
    const enabled = await jar.auth("/two-factor/enable", { password: "klant-wachtwoord" });
    await jar.auth("/two-factor/verify-totp", { code: totp(enabled.json.totpURI as string) });
    const user = (await getUser(jar.request("/x")))!;
    expect(user.twoFactorEnabled).toBe(true);
    expect(await resetTwoFactor(adminId, user.id)).toEqual({ ok: true });
    expect(await database.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id))).toHaveLength(0);
    expect(await getUser(jar.request("/y"))).toBeNull();
    const again = new Jar();
    const signIn = await again.auth("/sign-in/email", {
      email: "klant@example.nl",
      password: "klant-wachtwoord",
    });
    expect(signIn.json.twoFactorRedirect).toBeUndefined();
    expect((await getUser(again.request("/z")))!.twoFactorEnabled).toBe(false);
  });

  it("deactivates (ending sessions, refusing sign-in) and reactivates", async () => {
    const [user] = await database.db.select().from(users).where(eq(users.email, "klant@example.nl"));
    const jar = new Jar();
    await jar.auth("/sign-in/email", { email: "klant@example.nl", password: "klant-wachtwoord" });
    expect(await setActive(adminId, user!.id, false)).toEqual({ ok: true });
    expect(await getUser(jar.request("/x"))).toBeNull();
    expect(
      (await new Jar().auth("/sign-in/email", { email: "klant@example.nl", password: "klant-wachtwoord" }))
        .status,
    ).toBe(403);
    expect(await setActive(adminId, user!.id, true)).toEqual({ ok: true });
    expect(
      (await new Jar().auth("/sign-in/email", { email: "klant@example.nl", password: "klant-wachtwoord" }))
        .status,
    ).toBe(200);
    expect(await setActive(adminId, adminId, false)).toEqual({
      ok: false,
      message: "Je kunt je eigen account niet deactiveren.",
    });
  });

  it("keeps at least one active admin", async () => {
    const [other] = await database.db.select().from(users).where(eq(users.email, "later-admin@example.nl"));
    // Two admins: one may be demoted, the last one not (asked by an admin that is about to lose the role).
    expect(await changeRole(adminId, other!.id, "employee")).toEqual({ ok: true });
    expect(await changeRole(other!.id, adminId, "employee")).toEqual({
      ok: false,
      message: "Er moet minstens één beheerder overblijven.",
    });
    expect(await setActive(other!.id, adminId, false)).toEqual({
      ok: false,
      message: "Er moet minstens één beheerder overblijven.",
    });
  });

  it("create-admin --reset-2fa clears a lost authenticator", async () => {
    const jar = new Jar();
    await jar.auth("/sign-in/email", { email: "eigenaar@example.nl", password: "eigenaar-wachtwoord" });
    const enabled = await jar.auth("/two-factor/enable", { password: "eigenaar-wachtwoord" });
    await jar.auth("/two-factor/verify-totp", { code: totp(enabled.json.totpURI as string) });
    expect((await getUser(jar.request("/x")))!.twoFactorEnabled).toBe(true);
    await createAdmin({
      email: "eigenaar@example.nl",
      password: "eigenaar-wachtwoord-2",
      resetTwoFactor: true,
    });
    expect(await database.db.select().from(twoFactors).where(eq(twoFactors.userId, adminId))).toHaveLength(0);
    const [row] = await database.db.select().from(users).where(eq(users.id, adminId));
    expect(row!.twoFactorEnabled).toBe(false);
    expect(await getUser(jar.request("/y"))).toBeNull();
  });
});
