// The customer's link to a quote (/offerte/{token}) as every page and file behind it opens it: the per-IP limit
// on lookups (failed ones counted strictly, so tokens cannot be guessed) and the headers of a private page.
import { isbot } from "isbot";
import { data, type MiddlewareFunction } from "react-router";
import { quotePageCopy as copy } from "~/content/quote-page";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { quoteByToken } from "../quotes/customer-actions.server";
import { QUOTE_PATH } from "../quotes/links.server";
import type { StoredQuote } from "../quotes/store.server";
import { hitRateLimit, ipKey, rateLimitCount } from "../rate-limit.server";
import { markPrivate } from "../staff/http.server";

/** Unknown tokens a client IP may try per window before every lookup from it is refused. */
export const QUOTE_MISSES_PER_WINDOW = 20;
/** Lookups of any kind per client IP and window: a customer reloading and choosing stays far below it. */
export const QUOTE_LOOKUPS_PER_WINDOW = 300;
export const QUOTE_LOOKUP_WINDOW_MS = 10 * 60_000;

export function quotePagePath(token: string): string {
  return `${QUOTE_PATH}/${token}`;
}

/**
 * A quote page holds one customer's quote behind a secret link: never cached or indexed, and the link is never
 * handed on as a referrer: with "strict-origin" a request from the page (a link followed, the stylesheet, the
 * next page's document.referrer) names the site's origin only, never the path with the token. Not "no-referrer":
 * browsers then send `Origin: null` with the page's own form posts, which the server and React Router refuse as
 * cross-site, so "Akkoord" would not work.
 */
export const QUOTE_REFERRER_POLICY = "strict-origin";

export const quotePageMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  const response = markPrivate(await next());
  response.headers.set("Referrer-Policy", QUOTE_REFERRER_POLICY);
  return response;
};

export type QuoteLookup =
  { ok: true; quote: StoredQuote } | { ok: false; status: 404 | 429; message: string; retryAfter?: number };

/**
 * The quote a token opens, counted against the client IP. Once an IP has tried QUOTE_MISSES_PER_WINDOW unknown
 * tokens, every lookup from it is refused until the window ends, found or not: a 429 that depended on the
 * token would tell a guesser which token exists. A concept has no link, so it is not found either.
 */
export async function lookupQuote(token: unknown, ip: string, db: Database = getDb()): Promise<QuoteLookup> {
  const missKey = ipKey("quote-miss", ip);
  const tooMany = (retryAfter: number) =>
    ({ ok: false, status: 429, message: copy.tooMany, retryAfter }) as const;
  const all = await hitRateLimit(
    db,
    ipKey("quote-lookup", ip),
    QUOTE_LOOKUPS_PER_WINDOW,
    QUOTE_LOOKUP_WINDOW_MS,
  );
  if (!all.allowed) return tooMany(all.retryAfter);
  if ((await rateLimitCount(db, missKey, QUOTE_LOOKUP_WINDOW_MS)) >= QUOTE_MISSES_PER_WINDOW)
    return tooMany(all.retryAfter);
  const quote = await quoteByToken(token, db);
  if (quote && quote.status !== "concept") return { ok: true, quote };
  const miss = await hitRateLimit(db, missKey, QUOTE_MISSES_PER_WINDOW, QUOTE_LOOKUP_WINDOW_MS);
  if (!miss.allowed) return tooMany(miss.retryAfter);
  return { ok: false, status: 404, message: copy.notFound };
}

/** A refused lookup as a file route answers it (the PDF downloads): the Dutch message as plain text. */
export function refusalResponse(lookup: Extract<QuoteLookup, { ok: false }>): Response {
  return new Response(lookup.message, {
    status: lookup.status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      ...(lookup.retryAfter ? { "Retry-After": String(lookup.retryAfter) } : {}),
    },
  });
}

/** The lookup for a page route: a refusal is thrown, for the page's error boundary. */
export async function requireQuote(token: unknown, ip: string): Promise<StoredQuote> {
  const lookup = await lookupQuote(token, ip);
  if (lookup.ok) return lookup.quote;
  throw data(lookup.message, {
    status: lookup.status,
    headers: lookup.retryAfter ? { "Retry-After": String(lookup.retryAfter) } : undefined,
  });
}

/** A link scanner in a mail filter or a browser's prefetch is not the customer looking. */
export function isCustomerView(request: Request): boolean {
  if (request.method !== "GET") return false;
  const purpose = `${request.headers.get("sec-purpose") ?? ""} ${request.headers.get("purpose") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  const userAgent = request.headers.get("user-agent");
  return Boolean(userAgent && !isbot(userAgent));
}
