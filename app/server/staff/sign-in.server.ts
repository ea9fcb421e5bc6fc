// Sign-in, sign-up and TOTP steps for the form actions, with Dutch messages for better-auth's errors.
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { callAuth, homeFor, isStaffRole, type AuthCallResult } from "../auth.server";
import { audit } from "../audit.server";
import { getDb } from "../db/index.server";
import { profiles, sessions, users } from "../db/schema.server";

type Context = Readonly<RouterContextProvider>;

export const TOO_MANY = "Te veel pogingen. Wacht een minuut en probeer het dan opnieuw.";

export function authErrorMessage(result: AuthCallResult): string {
  const code = result.body.code ?? "";
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
      return "Het wachtwoord moet minstens 8 tekens hebben.";
    case "PASSWORD_TOO_LONG":
      return "Het wachtwoord mag hoogstens 128 tekens hebben.";
    case "INVALID_EMAIL":
      return "Vul een geldig e-mailadres in.";
    case "INVALID_PASSWORD":
      return "Het wachtwoord is onjuist.";
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return "De code is onjuist of verlopen. Probeer het opnieuw.";
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return "Te veel onjuiste codes. Log over een kwartier opnieuw in.";
    case "INVALID_TWO_FACTOR_COOKIE":
      return "Je inlogpoging is verlopen. Log opnieuw in met je e-mailadres en wachtwoord.";
    default:
      return "Er ging iets mis. Probeer het opnieuw.";
  }
}

// The forms' schemas moved to app/lib so the pages can derive their HTML constraints from them.
export { codeSchema, credentialsSchema, signUpSchema } from "~/lib/account-schemas";

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
  for (const line of headers.getSetCookie()) {
    const match = /^(?:__Secure-)?printshop\.session_token=([^;]*)/.exec(line);
    if (match?.[1]) return decodeURIComponent(match[1]).split(".")[0] ?? null;
  }
  return null;
}

/** Whether the browser holds a pending TOTP challenge cookie (set after a correct password). */
export function hasTwoFactorChallenge(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?printshop\.two_factor=/.test(request.headers.get("cookie") ?? "");
}

/** Reads a form safely: only string fields. */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const out: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") out[key] = value;
  return out;
}
