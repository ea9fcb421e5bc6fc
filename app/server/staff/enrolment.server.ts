// The steps of a staff member's TOTP enrolment (/employee-login/2fa): the set-up the page shows, starting one with
// the password, confirming it with a code, cancelling it. The route module only reads the form and answers.
import QRCode from "qrcode";
import type { RouterContextProvider } from "react-router";
import { audit } from "../audit.server";
import { callAuth, type AuthCallResult } from "../auth-calls.server";
import { getAuthFor } from "../better-auth.server";
import { getDb } from "../db/index.server";
import { keepOnlySession, sessionTokenFrom } from "./sign-in.server";
import { cancelPendingTwoFactor, pendingTwoFactor, type requireEnrollingStaff } from "./two-factor.server";

type EnrollingStaff = Awaited<ReturnType<typeof requireEnrollingStaff>>;
type Context = Readonly<RouterContextProvider> | undefined;

/** The set-up under way, as the page shows it (QR code as an SVG data URL: no QR library in the browser). */
export async function enrolmentSetup(request: Request, user: EnrollingStaff) {
  const pending = await pendingTwoFactor(getAuthFor(request), getDb(), user);
  if (!pending) return null;
  const svg = await QRCode.toString(pending.totpURI, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return {
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    secret: pending.secret,
    backupCodes: pending.backupCodes,
  };
}

export function hasPendingEnrolment(request: Request, user: EnrollingStaff): Promise<boolean> {
  return pendingTwoFactor(getAuthFor(request), getDb(), user).then(Boolean);
}

/**
 * Right after a password sign-in that lands on the enrolment page: starts the set-up with the password just typed
 * (with the session that sign-in made), so the page shows the QR code at once instead of asking for the
 * password again. A new employee types the one-time password once (docs/accounts-and-avg.md). When it fails the
 * page asks for the password as before. Returns the Set-Cookie headers to pass on with the sign-in's.
 */
export async function startEnrolmentAfterSignIn(
  request: Request,
  context: Context,
  signedIn: Headers,
  password: string,
): Promise<Headers> {
  const headers = new Headers(request.headers);
  const cookies = signedIn.getSetCookie().map((line) => line.split(";")[0]!);
  headers.set("cookie", cookies.join("; "));
  const result = await startEnrolment(
    new Request(request.url, { method: "POST", headers }),
    context,
    password,
  );
  return result.headers;
}

/** Starts a set-up with the password (better-auth stores it unconfirmed; the page then shows it). */
export function startEnrolment(request: Request, context: Context, password: string) {
  return callAuth<{ totpURI?: string }>(request, context, "/two-factor/enable", { password });
}

/**
 * Confirms the set-up with a code from the app. Sessions signed in before TOTP existed (other devices) must not
 * pass as TOTP-verified: only the one better-auth has just issued to this browser stays (in the Set-Cookie).
 */
export async function confirmEnrolment(
  request: Request,
  context: Context,
  user: EnrollingStaff,
  code: string,
): Promise<AuthCallResult> {
  const result = await callAuth(request, context, "/two-factor/verify-totp", { code });
  if (!result.ok) return result;
  const token = sessionTokenFrom(result.headers);
  if (token) await keepOnlySession(user.id, token);
  await audit(getDb(), {
    actorId: user.id,
    action: "auth.2fa_enrolled",
    targetType: "user",
    targetId: user.id,
  });
  return result;
}

/** "Annuleren": forgets the unconfirmed set-up. */
export function cancelEnrolment(user: EnrollingStaff): Promise<boolean> {
  return cancelPendingTwoFactor(getDb(), user.id);
}
