// The customer's link to a quote: /offerte/{token}, a secret link (../secret-link.server).
import { hashLinkToken, isLinkTokenShape, newLinkToken } from "../secret-link.server";

export const QUOTE_PATH = "/offerte";

export const newQuoteToken = newLinkToken;
export const hashQuoteToken = hashLinkToken;
export const isQuoteTokenShape = isLinkTokenShape;

export function quoteUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${QUOTE_PATH}/${token}`;
}
