// Secret links a customer or staff member opens without signing in (a quote, an appointment's move/cancel page,
// a calendar feed): 256 random bits in base64url, stored only as a SHA-256 hash.
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
