// The password pages' steps for the form actions: better-auth does the work (its reset token, hashing, session
// revocation and rate limits); this turns its answers into Dutch messages and equal-looking answers.
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, ne } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { passwordCopy } from "~/content/password";
import { resetTokenSchema } from "~/lib/account-schemas";
import { isStaffRole } from "~/lib/roles";
import { callAuth } from "../auth-calls.server";
import type { CurrentUser } from "../auth.server";
import { authOrigin, getAuth, getAuthFor } from "../better-auth.server";
import { getDb } from "../db/index.server";
import { profiles, sessions } from "../db/schema.server";
import { passwordWasSet } from "../password-reset.server";
import { authErrorMessage, TOO_MANY } from "./sign-in.server";

type Context = Readonly<RouterContextProvider> | undefined;

export type StepResult =
  | { ok: true; headers: Headers }
  | { ok: false; status: number; formError?: string; field?: { name: string; message: string } };

/**
 * "Wachtwoord vergeten" answers no sooner than this. A known address costs a token insert and a queued mail that
 * an unknown one does not; the floor hides that difference behind the same wait for both.
 */
export const FORGOT_ANSWER_MS = 400;

/** Asks better-auth for a reset mail. The same outcome for a known and an unknown address, in the same time. */
export async function requestPasswordReset(
  request: Request,
  context: Context,
  email: string,
): Promise<StepResult> {
  const started = performance.now();
  const result = await callAuth(request, context, "/request-password-reset", { email });
  const left = FORGOT_ANSWER_MS - (performance.now() - started);
  if (left > 0) await sleep(left);
  if (result.status === 429) return { ok: false, status: 429, formError: TOO_MANY };
  // better-auth's own address check may refuse what ours let through: no account can have such an address, so
  // that answer is the common one too.
  if (result.ok || result.status === 400) return { ok: true, headers: new Headers() };
  return { ok: false, status: 500, formError: authErrorMessage(result) };
}

/**
 * The account a reset token belongs to, while it is valid (better-auth's own lookup, by the token's hash), or
 * null for an unknown, used or expired one.
 */
export async function resetTokenOwner(
  request: Request,
  token: string,
): Promise<{ userId: string; isStaff: boolean } | null> {
  if (!resetTokenSchema.safeParse(token).success) return null;
  const ctx = await getAuth(authOrigin(request)).$context;
  const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) return null;
  const [profile] = await getDb()
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, verification.value));
  return { userId: verification.value, isStaff: Boolean(profile && isStaffRole(profile.role)) };
}

/** Sets the new password with the mailed token (spent once; every session of the account ends). */
export async function resetPassword(
  request: Request,
  context: Context,
  token: string,
  newPassword: string,
): Promise<StepResult> {
  const result = await callAuth(request, context, "/reset-password", { token, newPassword });
  if (result.ok) return { ok: true, headers: result.headers };
  if (result.status === 429) return { ok: false, status: 429, formError: TOO_MANY };
  if (result.body.code === "INVALID_TOKEN" || result.body.code === "USER_NOT_FOUND")
    return { ok: false, status: 400, formError: passwordCopy.linkInvalid };
  return { ok: false, status: result.status, formError: authErrorMessage(result) };
}

/**
 * "Wachtwoord wijzigen": better-auth checks the current password, stores the new one and ends the account's other
 * sessions (this browser gets a fresh one in the Set-Cookie).
 */
export async function changePassword(
  request: Request,
  context: Context,
  user: Pick<CurrentUser, "id">,
  currentPassword: string,
  newPassword: string,
): Promise<StepResult> {
  const result = await callAuth(request, context, "/change-password", {
    currentPassword,
    newPassword,
    revokeOtherSessions: true,
  });
  if (result.ok) {
    await passwordWasSet(getDb(), user.id, "change");
    return { ok: true, headers: result.headers };
  }
  if (result.status === 429) return { ok: false, status: 429, formError: TOO_MANY };
  if (result.body.code === "INVALID_PASSWORD" || result.body.code === "CREDENTIAL_ACCOUNT_NOT_FOUND")
    return {
      ok: false,
      status: 400,
      field: { name: "currentPassword", message: passwordCopy.wrongCurrent },
    };
  return { ok: false, status: result.status, formError: authErrorMessage(result) };
}

/**
 * How long after signing in with an admin's one-time password the new password is set without typing the
 * one-time password again. Such a session came from a sign-in with it (the enrolment's session from that one),
 * so it proves it; an older one, a cookie left on some device, still asks for it.
 */
export const FIRST_PASSWORD_FRESH_MS = 30 * 60_000;

/** Whether this user is on a one-time password and its session is fresh enough to choose one without it. */
export async function mayChooseFirstPassword(
  user: Pick<CurrentUser, "mustChangePassword" | "sessionId">,
  now = new Date(),
): Promise<boolean> {
  if (!user.mustChangePassword) return false;
  const [session] = await getDb()
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, user.sessionId));
  return Boolean(session && now.getTime() - session.createdAt.getTime() < FIRST_PASSWORD_FRESH_MS);
}

/**
 * "Kies een nieuw wachtwoord" in a fresh session (mayChooseFirstPassword): better-auth's own hashing stores the
 * password (its change endpoint would want the one-time password), the account's other sessions end as with a
 * change, and the one-time-password flag clears. The one-time password itself is refused as the new one.
 */
export async function setFirstPassword(
  request: Request,
  user: Pick<CurrentUser, "id" | "sessionId">,
  newPassword: string,
): Promise<StepResult> {
  const auth = await getAuthFor(request).$context;
  const account = await auth.internalAdapter.findCredentialAccount(user.id);
  if (account?.password && (await auth.password.verify({ hash: account.password, password: newPassword })))
    return { ok: false, status: 400, field: { name: "newPassword", message: passwordCopy.sameAsCurrent } };
  await auth.internalAdapter.updatePassword(user.id, await auth.password.hash(newPassword));
  await getDb()
    .delete(sessions)
    .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)));
  await passwordWasSet(getDb(), user.id, "change");
  return { ok: true, headers: new Headers() };
}
