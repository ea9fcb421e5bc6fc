// Accounts: the signed-in user and the guards every loader and action of the account and staff pages call.
// The better-auth instance behind the session is in better-auth.server.ts.
import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { passwordPaths } from "~/content/password";
import { pageOfRequest, safeReturnPath, withReturnPath } from "~/lib/return-path";
import { isStaffRole, ROLES, type Role } from "~/lib/roles";
import { getAuthFor } from "./better-auth.server";
import type { Database } from "./db/client.server";
import { getDb } from "./db/index.server";
import { profiles, sessions, users } from "./db/schema.server";

/** Where a staff account without TOTP is sent before it may see any lead. */
export const ENROL_PATH = "/employee-login/2fa";
/** Where staff sign in (e-mail and password, then the TOTP code). */
export const STAFF_SIGN_IN_PATH = "/employee-login";

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** Whether the user proved owning `email` (verification link, or staff account made by an admin). */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  twoFactorEnabled: boolean;
  lastSeenLeadsAt: Date | null;
  /** Signed in with an admin's one-time password: must choose a password before using the staff area. */
  mustChangePassword: boolean;
  sessionId: string;
}

function toRole(value: string): Role {
  return (ROLES as readonly string[]).includes(value) ? (value as Role) : "customer";
}

const userCache = new WeakMap<Request, Promise<CurrentUser | null>>();

/** The signed-in user with profile, or null. Memoised per request (middleware and loader share it). */
export function getUser(request: Request): Promise<CurrentUser | null> {
  let pending = userCache.get(request);
  if (!pending) {
    pending = loadUser(request);
    userCache.set(request, pending);
  }
  return pending;
}

async function loadUser(request: Request): Promise<CurrentUser | null> {
  if (!request.headers.get("cookie")) return null;
  const session = await getAuthFor(request).api.getSession({ headers: request.headers });
  if (!session) return null;
  const db = getDb();
  const [row] = await db
    .select({ banned: users.banned, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, session.user.id));
  if (!row || row.banned) return null;
  let profile = row.profile;
  if (!profile) {
    // A profile is made at sign-up; should that ever have failed, the account is a plain customer.
    await db.insert(profiles).values({ id: session.user.id }).onConflictDoNothing();
    profile = (await db.select().from(profiles).where(eq(profiles.id, session.user.id)))[0] ?? null;
    if (!profile) return null;
  }
  return {
    id: session.user.id,
    email: session.user.email,
    name: session.user.name,
    role: toRole(profile.role),
    emailVerified: Boolean(session.user.emailVerified),
    firstName: profile.firstName,
    lastName: profile.lastName,
    twoFactorEnabled: Boolean(session.user.twoFactorEnabled),
    lastSeenLeadsAt: profile.lastSeenLeadsAt,
    mustChangePassword: profile.mustChangePassword,
    sessionId: session.session.id,
  };
}

/** Any signed-in user; anonymous visitors go to the sign-in page (customers' /auth unless said otherwise). */
export async function requireUser(request: Request, signInPath = "/auth"): Promise<CurrentUser> {
  const user = await getUser(request);
  if (!user) {
    // A page the visitor opened (the lead linked from the shop's e-mail) is where the sign-in continues.
    const asked = request.method === "GET" ? safeReturnPath(pageOfRequest(new URL(request.url))) : null;
    throw redirect(withReturnPath(signInPath, asked));
  }
  return user;
}

/**
 * Employees and admins whose session passed the TOTP step. Anonymous → /employee-login, other roles → /dashboard,
 * staff without TOTP → enrolment, then one still on an admin's one-time password → "Kies een nieuw wachtwoord".
 * Sessions of a TOTP account only come from a TOTP sign-in or the enrolment itself (other sessions are revoked
 * then, and on every role change), so twoFactorEnabled is the check.
 */
export async function requireStaff(request: Request): Promise<CurrentUser> {
  // A signed-out employee (following "Open in het beheer" from a shop mail) signs in as staff, TOTP included.
  const user = await requireUser(request, STAFF_SIGN_IN_PATH);
  if (!isStaffRole(user.role)) throw redirect("/dashboard");
  if (!user.twoFactorEnabled) throw redirect(ENROL_PATH);
  if (user.mustChangePassword) throw redirect(passwordPaths.change);
  return user;
}

export async function requireAdmin(request: Request): Promise<CurrentUser> {
  const user = await requireStaff(request);
  if (user.role !== "admin") throw data("Alleen voor beheerders.", { status: 403 });
  return user;
}

/** Where a user lands after signing in. */
export function homeFor(user: Pick<CurrentUser, "role" | "twoFactorEnabled">): string {
  if (!isStaffRole(user.role)) return "/dashboard";
  return user.twoFactorEnabled ? "/employee" : ENROL_PATH;
}

/** Ends every session of a user (role change, two-factor reset, deactivation). */
export async function revokeSessions(userId: string, db: Database = getDb()): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
