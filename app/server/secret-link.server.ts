// Secret links a customer or staff member opens without signing in (a quote, a review invitation, an appointment's
// move/cancel page, a calendar feed): 256 random bits as 43 base64url characters, stored only as their SHA-256
// (hex), so a leaked database opens no link.
import { createHash, randomBytes } from "node:crypto";

export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token as we mint them (43 base64url characters); anything else is answered 404 without a query. */
export function isLinkTokenShape(token: unknown): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}
