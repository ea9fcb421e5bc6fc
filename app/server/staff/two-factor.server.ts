// The TOTP set-up a staff member has started but not confirmed yet. better-auth keeps it as an unverified
// two_factors row (secret and backup codes encrypted with the auth secret) and would replace it on every
// /two-factor/enable; the enrolment page shows this row again instead, so a reload keeps the QR code an app may
// already have scanned. It ends when a code confirms it (better-auth marks it verified) or the user cancels.
import { createOTP } from "@better-auth/utils/otp"; // better-auth's own OTP helper: the same URI it hands out
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { redirect } from "react-router";
import { isStaffRole } from "~/lib/roles";
import { requireUser } from "../auth.server";
import type { Auth } from "../better-auth.server";
import type { Database } from "../db/client.server";
import { twoFactors } from "../db/schema.server";
import { getSite } from "../env.server";

export interface PendingTwoFactor {
  /** otpauth:// URI for the QR code. */
  totpURI: string;
  /** The same secret in base32, for typing it into an app by hand. */
  secret: string;
  backupCodes: string[];
}

/** Staff without TOTP: the enrolment page and its download. Others go where they belong. */
export async function requireEnrollingStaff(request: Request) {
  const user = await requireUser(request);
  if (!isStaffRole(user.role)) throw redirect("/dashboard");
  if (user.twoFactorEnabled) throw redirect("/employee");
  return user;
}

const PENDING = (userId: string) => and(eq(twoFactors.userId, userId), eq(twoFactors.verified, false));

/** The unconfirmed set-up of this user, or null when there is none (or it cannot be read). */
export async function pendingTwoFactor(
  auth: Auth,
  db: Database,
  user: { id: string; email: string },
): Promise<PendingTwoFactor | null> {
  const [row] = await db
    .select({ secret: twoFactors.secret, backupCodes: twoFactors.backupCodes })
    .from(twoFactors)
    .where(PENDING(user.id));
  if (!row) return null;
  const { secretConfig } = await auth.$context;
  let secret: string;
  let backupCodes: unknown;
  try {
    secret = await symmetricDecrypt({ key: secretConfig, data: row.secret });
    backupCodes = JSON.parse(await symmetricDecrypt({ key: secretConfig, data: row.backupCodes }));
  } catch {
    // Encrypted under another auth secret (BETTER_AUTH_SECRET changed): the user starts again.
    return null;
  }
  if (!Array.isArray(backupCodes) || !backupCodes.every((c) => typeof c === "string")) return null;
  // As better-auth's /two-factor/enable builds it: issuer = the twoFactor plugin's (the brand), 6 digits, 30 s.
  const totpURI = createOTP(secret, { digits: 6 }).url(getSite().brand, user.email);
  return {
    totpURI,
    secret: new URL(totpURI).searchParams.get("secret") ?? "",
    backupCodes: backupCodes as string[],
  };
}

/** "Annuleren": forgets the unconfirmed set-up; a confirmed one is never touched here. */
export async function cancelPendingTwoFactor(db: Database, userId: string): Promise<boolean> {
  const deleted = await db.delete(twoFactors).where(PENDING(userId)).returning({ id: twoFactors.id });
  return deleted.length > 0;
}
