// Admin tasks on accounts: list, create staff, change roles, reset two-factor, (de)activate. Each change ends
// the target's sessions (so a new role or a reset takes effect at once) and is written to the audit log.
import { randomBytes } from "node:crypto";
import { and, asc, count, eq, ne } from "drizzle-orm";
import { EMAIL_PATTERN } from "~/lib/email";
import { newPasswordSchema } from "~/lib/password";
import { isStaffRole, type Role } from "~/lib/roles";
import { revokeSessions } from "../auth.server";
import { getAuth } from "../better-auth.server";
import { audit } from "../audit.server";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { profiles, sessions, twoFactors, users } from "../db/schema.server";
import { getEnv } from "../env.server";

export async function listUsers(db: Database = getDb()) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: profiles.role,
      twoFactorEnabled: users.twoFactorEnabled,
      banned: users.banned,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .orderBy(asc(users.email));
}

/** A readable one-time password for a new staff account; the staff area asks for a password of their own. */
function generatePassword(): string {
  return randomBytes(12).toString("base64url");
}

function serverOrigin(): string {
  const site = getEnv().SITE_URL;
  return site ? new URL(site).origin : "http://localhost";
}

export type CreateAccountResult = { ok: true; userId: string } | { ok: false; reason: "exists" | "invalid" };

/**
 * Creates an account with better-auth's own password hashing and adapter, gives it a role and marks its address
 * verified: an admin (or the server's operator) vouches for it, and staff see every lead anyway. Not through
 * sign-up, which would mail a verification link.
 */
export async function createAccount(
  input: { email: string; password: string; firstName?: string; lastName?: string; role: Role },
  db: Database = getDb(),
): Promise<CreateAccountResult> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return { ok: false, reason: "exists" };
  const firstName = input.firstName?.trim() ?? "";
  const lastName = input.lastName?.trim() ?? "";
  const ctx = await getAuth(serverOrigin(), db).$context;
  let userId: string;
  try {
    const hash = await ctx.password.hash(input.password);
    const user = await ctx.internalAdapter.createUser(
      { email, name: `${firstName} ${lastName}`.trim(), emailVerified: true },
      { method: "email-password" },
    );
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: hash,
    });
    userId = user.id;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  await db
    .insert(profiles)
    .values({ id: userId, firstName, lastName, role: input.role })
    .onConflictDoUpdate({ target: profiles.id, set: { firstName, lastName, role: input.role } });
  return { ok: true, userId };
}

export async function createStaff(
  actorId: string,
  input: { email: string; firstName: string; lastName: string; role: Role },
  db: Database = getDb(),
): Promise<(CreateAccountResult & { password?: string }) | { ok: false; reason: "exists" | "invalid" }> {
  const password = generatePassword();
  const result = await createAccount({ ...input, password }, db);
  if (!result.ok) return result;
  // The admin has seen this password: after the first sign-in the staff area waits for one of the user's own.
  await db.update(profiles).set({ mustChangePassword: true }).where(eq(profiles.id, result.userId));
  await audit(db, {
    actorId,
    action: "user.create",
    targetType: "user",
    targetId: result.userId,
    details: { role: input.role },
  });
  return { ...result, password };
}

async function adminCount(db: Database, exceptUserId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.role, "admin"), eq(users.banned, false), ne(profiles.id, exceptUserId)));
  return row?.n ?? 0;
}

export type AdminResult = { ok: true } | { ok: false; message: string };

export async function changeRole(
  actorId: string,
  userId: string,
  role: Role,
  db: Database = getDb(),
): Promise<AdminResult> {
  const [profile] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, userId));
  if (!profile) return { ok: false, message: "Gebruiker niet gevonden." };
  if (profile.role === role) return { ok: true };
  if (userId === actorId) return { ok: false, message: "Je kunt je eigen rol niet wijzigen." };
  if (profile.role === "admin" && (await adminCount(db, userId)) === 0)
    return { ok: false, message: "Er moet minstens één beheerder overblijven." };
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ role }).where(eq(profiles.id, userId));
    // Staff addresses count as verified: the admin vouches for them, and a verification link must never
    // become a way to sign a staff account in without TOTP.
    if (isStaffRole(role)) await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    // A session from before the change was not made under the new role's rules (TOTP for staff).
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await audit(tx, {
      actorId,
      action: "user.role",
      targetType: "user",
      targetId: userId,
      details: { from: profile.role, to: role },
    });
  });
  return { ok: true };
}

export async function resetTwoFactor(
  actorId: string,
  userId: string,
  db: Database = getDb(),
): Promise<AdminResult> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return { ok: false, message: "Gebruiker niet gevonden." };
  await db.transaction(async (tx) => {
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await audit(tx, { actorId, action: "user.2fa_reset", targetType: "user", targetId: userId });
  });
  return { ok: true };
}

/**
 * "Stuur herstellink": queues better-auth's password reset mail for the account (the same link as "Wachtwoord
 * vergeten"; a staff member still passes TOTP afterwards) and audits who sent it.
 */
export async function sendPasswordResetLink(
  actorId: string,
  userId: string,
  origin: string,
  db: Database = getDb(),
): Promise<AdminResult> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return { ok: false, message: "Gebruiker niet gevonden." };
  // A server call: no client IP to rate-limit, no request origin to check; the admin guard was the check.
  await getAuth(origin, db).api.requestPasswordReset({ body: { email: user.email } });
  await audit(db, { actorId, action: "user.password_reset_link", targetType: "user", targetId: userId });
  return { ok: true };
}

export async function setActive(
  actorId: string,
  userId: string,
  active: boolean,
  db: Database = getDb(),
): Promise<AdminResult> {
  if (userId === actorId) return { ok: false, message: "Je kunt je eigen account niet deactiveren." };
  const [row] = await db
    .select({ role: profiles.role })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) return { ok: false, message: "Gebruiker niet gevonden." };
  if (!active && row.role === "admin" && (await adminCount(db, userId)) === 0)
    return { ok: false, message: "Er moet minstens één beheerder overblijven." };
  await db.transaction(async (tx) => {
    await tx.update(users).set({ banned: !active }).where(eq(users.id, userId));
    if (!active) await tx.delete(sessions).where(eq(sessions.userId, userId));
    await audit(tx, {
      actorId,
      action: active ? "user.activate" : "user.deactivate",
      targetType: "user",
      targetId: userId,
    });
  });
  return { ok: true };
}

/**
 * The first admin (npm run create-admin). An existing account with that e-mail becomes admin and gets the new
 * password; its sessions end, its two-factor setup stays unless resetTwoFactor is set.
 */
export async function createAdmin(
  input: { email: string; password: string; firstName?: string; lastName?: string; resetTwoFactor?: boolean },
  db: Database = getDb(),
): Promise<{ created: boolean; userId: string }> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw new Error("Ongeldig e-mailadres.");
  const password = newPasswordSchema.safeParse(input.password);
  if (!password.success) throw new Error(password.error.issues[0]?.message);
  const created = await createAccount({ ...input, email, role: "admin" }, db);
  if (created.ok) {
    await audit(db, {
      actorId: null,
      action: "user.create",
      targetType: "user",
      targetId: created.userId,
      details: { role: "admin", via: "create-admin" },
    });
    return { created: true, userId: created.userId };
  }
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error("Het account kon niet worden aangemaakt.");
  const ctx = await getAuth(serverOrigin(), db).$context;
  const hash = await ctx.password.hash(input.password);
  await ctx.internalAdapter.updatePassword(user.id, hash);
  await db
    .insert(profiles)
    .values({ id: user.id, role: "admin" })
    .onConflictDoUpdate({ target: profiles.id, set: { role: "admin" } });
  await db.update(users).set({ banned: false, emailVerified: true }).where(eq(users.id, user.id));
  // Recovery for an admin who lost the authenticator and the backup codes.
  if (input.resetTwoFactor) {
    await db.delete(twoFactors).where(eq(twoFactors.userId, user.id));
    await db.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, user.id));
    await audit(db, {
      actorId: null,
      action: "user.2fa_reset",
      targetType: "user",
      targetId: user.id,
      details: { via: "create-admin" },
    });
  }
  await revokeSessions(user.id, db);
  await audit(db, {
    actorId: null,
    action: "user.role",
    targetType: "user",
    targetId: user.id,
    details: { to: "admin", via: "create-admin" },
  });
  return { created: false, userId: user.id };
}
