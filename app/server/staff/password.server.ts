// The password pages' steps for the form actions: better-auth does the work (its reset token, hashing, session
// revocation and rate limits); this turns its answers into Dutch messages and equal-looking answers.
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { passwordCopy } from "~/content/password";
import { resetTokenSchema } from "~/lib/account-schemas";
import { isStaffRole } from "~/lib/roles";
import { authOrigin, callAuth, getAuth, type CurrentUser } from "../auth.server";
import { getDb } from "../db/index.server";
import { profiles } from "../db/schema.server";
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
