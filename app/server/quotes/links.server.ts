// The customer's link to a quote: /offerte/{token}, 256 random bits, stored only as a SHA-256 hash.
import { createHash, randomBytes } from "node:crypto";

export const QUOTE_PATH = "/offerte";

export function newQuoteToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashQuoteToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token as we mint them (43 base64url characters); anything else is answered 404 without a query. */
export function isQuoteTokenShape(token: unknown): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}

export function quoteUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${QUOTE_PATH}/${token}`;
}
