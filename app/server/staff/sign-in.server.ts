// Sign-in, sign-up and TOTP steps for the form actions, with Dutch messages for better-auth's errors.
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { INVALID_EMAIL } from "~/lib/email";
import { PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from "~/lib/password";
import { isStaffRole } from "~/lib/roles";
import { hasAuthCookie, setAuthCookieValue } from "../auth-cookies.server";
import { callAuth, type AuthCallResult } from "../auth-calls.server";
import { homeFor } from "../auth.server";
import { audit } from "../audit.server";
import { getDb } from "../db/index.server";
import { profiles, sessions, users } from "../db/schema.server";

type Context = Readonly<RouterContextProvider>;

/** better-auth's rate limit (429 without a code): 5 attempts per minute per client IP. */
export const TOO_MANY = "Te veel pogingen. Wacht een minuut en probeer het dan opnieuw.";
/** The twoFactor plugin's account lock (429 ACCOUNT_TEMPORARILY_LOCKED): 10 wrong codes, 15 minutes. */
export const ACCOUNT_LOCKED =
  "Te veel onjuiste codes: je account is tijdelijk geblokkeerd. Probeer het over een kwartier opnieuw.";
/** 5 wrong codes on one sign-in (400 TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE): that challenge is void. */
export const CHALLENGE_SPENT = "Te veel onjuiste codes. Log opnieuw in met je e-mailadres en wachtwoord.";

export function authErrorMessage(result: AuthCallResult): string {
  const code = result.body.code ?? "";
  // The lock is a 429 too, so the code decides before the status does.
  if (code === "ACCOUNT_TEMPORARILY_LOCKED") return ACCOUNT_LOCKED;
  if (result.status === 429) return TOO_MANY;
  switch (code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return "E-mailadres of wachtwoord is onjuist.";
    case "ACCOUNT_DEACTIVATED":
      return "Dit account is gedeactiveerd. Neem contact op met een beheerder.";
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return "Er bestaat al een account met dit e-mailadres. Log in of gebruik een ander adres.";
    case "PASSWORD_TOO_SHORT":
      return PASSWORD_TOO_SHORT;
    case "PASSWORD_TOO_LONG":
      return PASSWORD_TOO_LONG;
    case "INVALID_EMAIL":
      return INVALID_EMAIL;
    case "INVALID_PASSWORD":
      return "Het wachtwoord is onjuist.";
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return "De code is onjuist of verlopen. Probeer het opnieuw.";
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      return CHALLENGE_SPENT;
    case "INVALID_TWO_FACTOR_COOKIE":
      return "Je inlogpoging is verlopen. Log opnieuw in met je e-mailadres en wachtwoord.";
    default:
      return "Er ging iets mis. Probeer het opnieuw.";
  }
}

export type SignInOutcome =
  | { kind: "error"; status: number; message: string }
  | { kind: "two-factor"; headers: Headers }
  | { kind: "signed-in"; headers: Headers; location: string };

async function landingFor(userId: string): Promise<string> {
  const [row] = await getDb()
    .select({ role: profiles.role, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return homeFor({
    role: (row?.role ?? "customer") as "customer",
    twoFactorEnabled: Boolean(row?.twoFactorEnabled),
  });
}

async function auditStaffSignIn(userId: string): Promise<void> {
  const [row] = await getDb().select({ role: profiles.role }).from(profiles).where(eq(profiles.id, userId));
  if (row && isStaffRole(row.role)) await audit(getDb(), { actorId: userId, action: "auth.sign_in" });
}

export async function signInWithPassword(
  request: Request,
  context: Context,
  email: string,
  password: string,
): Promise<SignInOutcome> {
  const result = await callAuth<{ twoFactorRedirect?: boolean; user?: { id: string } }>(
    request,
    context,
    "/sign-in/email",
    { email, password, rememberMe: true },
  );
  if (!result.ok) return { kind: "error", status: result.status, message: authErrorMessage(result) };
  if (result.body.twoFactorRedirect) return { kind: "two-factor", headers: result.headers };
  const userId = result.body.user?.id;
  if (!userId) return { kind: "error", status: 500, message: authErrorMessage(result) };
  await auditStaffSignIn(userId);
  return { kind: "signed-in", headers: result.headers, location: await landingFor(userId) };
}

export async function verifySecondFactor(
  request: Request,
  context: Context,
  method: "totp" | "backup",
  code: string,
): Promise<SignInOutcome> {
  const result = await callAuth<{ user?: { id: string } }>(
    request,
    context,
    method === "totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code",
    { code },
  );
  if (!result.ok) return { kind: "error", status: result.status, message: authErrorMessage(result) };
  const userId = result.body.user?.id;
  if (!userId) return { kind: "error", status: 500, message: authErrorMessage(result) };
  await auditStaffSignIn(userId);
  return { kind: "signed-in", headers: result.headers, location: await landingFor(userId) };
}

/** After enrolment only the session that proved the TOTP code stays valid. */
export async function keepOnlySession(userId: string, token: string): Promise<void> {
  const db = getDb();
  const all = await db
    .select({ id: sessions.id, token: sessions.token })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  for (const s of all) if (s.token !== token) await db.delete(sessions).where(eq(sessions.id, s.id));
}

/** The session token in a Set-Cookie from better-auth (the cookie value is "token.signature"). */
export function sessionTokenFrom(headers: Headers): string | null {
  return setAuthCookieValue(headers, "session_token")?.split(".")[0] ?? null;
}

/** Whether the browser holds a pending TOTP challenge cookie (set after a correct password). */
export function hasTwoFactorChallenge(request: Request): boolean {
  return hasAuthCookie(request, "two_factor");
}
