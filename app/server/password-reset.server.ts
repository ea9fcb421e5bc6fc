// What better-auth's password reset calls back into: queue the reset mail through the outbox, and, once a new
// password is set, clear the one-time-password flag. Kept apart from better-auth.server.ts, which only wires them in.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { isStaffRole } from "~/lib/roles";
import { audit } from "./audit.server";
import type { Database } from "./db/client.server";
import { profiles, users } from "./db/schema.server";
import { sendPasswordResetMail } from "./mail/account-mails.server";
import { hitRateLimit } from "./rate-limit.server";

/**
 * Reset mails per address per quarter hour. better-auth limits requests per client IP; this keeps one mailbox
 * from being flooded from many addresses. Over the limit nothing is sent, and the answer stays the same.
 */
export const RESET_MAILS_PER_ADDRESS = 3;
const ADDRESS_WINDOW_MS = 15 * 60_000;

export async function queueResetMail(db: Database, email: string, url: string): Promise<void> {
  // Hashed: the rate-limit table must not hold e-mail addresses.
  const key = `password-reset:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;
  const hit = await hitRateLimit(db, key, RESET_MAILS_PER_ADDRESS, ADDRESS_WINDOW_MS);
  if (!hit.allowed) return;
  await sendPasswordResetMail(db, email, url);
}

/**
 * A password of the user's own replaces whatever they had: the one-time-password flag clears. The link was
 * mailed to the address, so following it proves owning it too. A staff member's change is audited.
 */
export async function passwordWasSet(db: Database, userId: string, via: "reset" | "change"): Promise<void> {
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .update(profiles)
      .set({ mustChangePassword: false })
      .where(eq(profiles.id, userId))
      .returning({ role: profiles.role });
    if (via === "reset") await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    if (profile && isStaffRole(profile.role))
      await audit(tx, {
        actorId: userId,
        action: via === "reset" ? "auth.password_reset" : "auth.password_changed",
        targetType: "user",
        targetId: userId,
      });
  });
}
