// The customer's link to a quote: /offerte/{token}, a secret link (../secret-link.server).
import type { Tx } from "../db/client.server";
import { quoteLinks } from "../db/schema.server";
import { hashLinkToken, isLinkTokenShape, newLinkToken } from "../secret-link.server";

export const QUOTE_PATH = "/offerte";

export const newQuoteToken = newLinkToken;
export const hashQuoteToken = hashLinkToken;
export const isQuoteTokenShape = isLinkTokenShape;

export function quoteUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${QUOTE_PATH}/${token}`;
}

/**
 * A new link to the version, mailed to the customer or opened from their account (older links keep working):
 * only hashes are stored, so a link cannot be shown again, only made anew.
 */
export async function addLink(tx: Tx, quoteId: string): Promise<string> {
  const token = newQuoteToken();
  await tx.insert(quoteLinks).values({ tokenHash: hashQuoteToken(token), quoteId });
  return token;
}
