// What /offerte/{token} and its PDF need on the server besides the quote's lifecycle: the per-IP limit on
// lookups (failed ones counted strictly, so tokens cannot be guessed), the headers of a private page, the
// posted form with every ticked optional line, the page's view of the quote, and a new request made from a
// quote that can no longer be accepted.
import { isbot } from "isbot";
import { data, type MiddlewareFunction } from "react-router";
import { QUOTE_ANSWER_MAX, quotePageCopy as copy } from "~/content/quote-page";
import { dutchDay } from "~/lib/shop-time";
import { parseLead } from "~/lib/leads/forms";
import { thanksPath } from "~/lib/leads/thanks";
import { quoteServices } from "~/lib/quote-services";
import { OPTIONAL_LINE_FIELD } from "~/lib/quotes/choices";
import type { QuoteDocument } from "~/lib/quotes/document";
import { currentStatus, quoteStatusLabels, type QuoteStatus } from "~/lib/quotes/status";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { readForm, type FormFields } from "../http/form.server";
import { storeLeadForm } from "../leads/forms.server";
import { hitRateLimit, ipKey, rateLimitCount } from "../rate-limit.server";
import { markPrivate } from "../staff/http.server";
import { quoteByToken } from "./lifecycle.server";
import { QUOTE_PATH } from "./links.server";
import { displayNumber, quoteDocument, shopToday, type StoredQuote } from "./store.server";

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

/**
 * The posted form (readForm: a bad body is a Dutch 4xx), with `optional` holding every ticked optional line's
 * id, comma-separated: readForm keeps only the first value of a repeated field.
 */
export async function readQuoteForm(request: Request): Promise<FormFields> {
  const copyOfBody = request.clone();
  const fields = await readForm(request);
  const type = request.headers.get("content-type") ?? "";
  const all = /^application\/x-www-form-urlencoded/i.test(type)
    ? new URLSearchParams(await copyOfBody.text())
    : await copyOfBody.formData();
  fields[OPTIONAL_LINE_FIELD] = all
    .getAll(OPTIONAL_LINE_FIELD)
    .filter((value): value is string => typeof value === "string")
    .join(",");
  return fields;
}

/** Whether the posted ticks differ from the choice the customer last saw the totals of. */
export function choiceChanged(quote: StoredQuote, ticked: readonly string[]): boolean {
  const chosen = new Set(ticked);
  return quote.lines.some((line) => line.optional && line.included !== chosen.has(line.id));
}

export type QuotePageState = Exclude<QuoteStatus, "concept" | "verstuurd" | "bekeken"> | "open";

export interface QuoteView {
  state: QuotePageState;
  doc: QuoteDocument;
  /** What the page says about a quote that can no longer be accepted; null while it can. */
  stateMessage: string | null;
  /** A new request can be made from it (expired, replaced, withdrawn or declined). */
  renewable: boolean;
}

/** The quote as the page shows it, with the status as of today (a quote past its last day is expired). */
export function quoteView(quote: StoredQuote, now = new Date()): QuoteView {
  const status = currentStatus(quote, shopToday(now));
  const doc = { ...quoteDocument(quote), status };
  const state: QuotePageState =
    status === "concept" || status === "verstuurd" || status === "bekeken" ? "open" : status;
  return {
    state,
    doc,
    stateMessage: closedMessage(status, doc.validUntil, quote.orderStatus),
    renewable: ["verlopen", "vervangen", "ingetrokken", "afgewezen"].includes(state),
  };
}

/**
 * What the page says about a quote in `status`; null while it can still be answered. An accepted quote whose order
 * was delivered or cancelled says so instead of promising to start on it.
 */
export function closedMessage(
  status: QuoteStatus,
  validUntil: string,
  orderStatus: string | null = null,
): string | null {
  switch (status) {
    case "concept":
    case "verstuurd":
    case "bekeken":
      return null;
    case "verlopen":
      return copy.states.verlopen(dutchDay(validUntil));
    case "geaccepteerd":
      if (orderStatus === "afgeleverd" || orderStatus === "geannuleerd") return copy.states[orderStatus];
      return copy.states.geaccepteerd;
    default:
      return copy.states[status];
  }
}

/** The quote form's service for a quote's subject ("Voertuigbelettering"), or "overig". */
function serviceFor(subject: string | null): string {
  const wanted = (subject ?? "").trim().toLowerCase();
  return quoteServices.find((s) => s.label.toLowerCase() === wanted || s.value === wanted)?.value ?? "overig";
}

/** One new request per quote in this time: a double click (or a resent form) makes one lead. */
const RENEW_WINDOW_MS = 10 * 60_000;

export type RenewResult = { ok: true; next: string } | { ok: false; reason: "open" | "invalid" };

/**
 * "Vraag een nieuwe offerte aan": a new quote request (the quote form's lead, with its mails) in the customer's
 * name from the quote, its description naming the quote it follows up and the customer's message. The link
 * proved who asks, so the bot traps of the public forms do not apply; the source of the first lead carries on.
 */
export async function renewQuoteRequest(
  quote: StoredQuote,
  message: string | null,
  db: Database = getDb(),
): Promise<RenewResult> {
  const view = quoteView(quote);
  if (!view.renewable) return { ok: false, reason: "open" };
  const number = displayNumber(quote) ?? "";
  const reference = copy.renewDescription(number, quoteStatusLabels[view.doc.status].toLowerCase());
  const parsed = parseLead("quote", {
    name: quote.customerName,
    email: quote.customerEmail,
    phone: quote.customerPhone ?? "",
    company: quote.customerCompany ?? "",
    service: serviceFor(quote.subject),
    description: [reference, message?.slice(0, QUOTE_ANSWER_MAX.message)].filter(Boolean).join("\n\n"),
    delivery_method: quote.deliveryMethod ?? undefined,
    delivery_location: quote.deliveryLocation ?? undefined,
  });
  if (!parsed.ok) return { ok: false, reason: "invalid" };
  const next = thanksPath("quote", "");
  const once = await hitRateLimit(db, `quote-renew:${quote.id}`, 1, RENEW_WINDOW_MS);
  if (!once.allowed) return { ok: true, next };
  await storeLeadForm(db, "quote", parsed.data, { spam: null, source: quote.source });
  return { ok: true, next };
}
