// What a request must be before React Router sees it. The Express adapter turns every request into a WHATWG
// Request (createRemixRequest in @react-router/express): it builds the URL from the protocol, the host and the
// request target as sent, and undici refuses some methods. A Host of "[::1" or "a b", a port past 65535, an
// X-Forwarded-Proto of "gopher" (with TRUST_PROXY), an absolute-form or "*" target, a HTTP/1.0 request without a
// Host, or TRACE made it throw: a 500 with a stack trace in the log for a bot's garbage. Here they get a Dutch
// 4xx first. The same URL gives the origin a mutation's Origin header is compared with, exactly as React Router
// compares it before an action (which would otherwise answer an English "Bad Request" and log a stack trace).

/** The parts of an Express request the adapter builds its URL from. */
export interface RequestLine {
  method: string;
  /** The request target as sent (`req.originalUrl`). */
  target: string;
  /** `req.protocol`: X-Forwarded-Proto's first value when TRUST_PROXY trusts it, else http or https. */
  protocol: string;
  /** `req.hostname`: X-Forwarded-Host's first host when trusted, else the Host header's, without the port. */
  hostname: string | undefined;
  /** The Host header. */
  host: string | undefined;
  /** The X-Forwarded-Host header when TRUST_PROXY trusts it; undefined otherwise. */
  forwardedHost: string | undefined;
}

export interface RequestRefusal {
  status: 400 | 404 | 405;
  message: string;
  headers?: Record<string, string>;
}

export const REQUEST_LINE_MESSAGES = {
  badAddress: "Het adres van dit verzoek is ongeldig.",
  method: "Deze methode wordt niet ondersteund.",
  notFound: "Pagina niet gevonden.",
} as const;

/** Methods undici's Request refuses ("forbidden methods"); Node's parser already refuses TRACK itself. */
const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

/**
 * Deeper than any page of the site (the deepest is four segments). React Router's document render matches
 * every ancestor path of the URL (its lazy route discovery), which costs the square of the depth: a 16 KB path
 * of 8,000 segments held the event loop for 10 seconds, every visitor waiting.
 */
export const MAX_PATH_SEGMENTS = 32;

/** The port the adapter takes from a Host or X-Forwarded-Host value: what follows the first colon, as an integer. */
function portOf(value: string | undefined): number | undefined {
  const port = Number.parseInt(value?.split(":")[1] ?? "", 10);
  return Number.isSafeInteger(port) ? port : undefined;
}

/** The URL React Router gets for this request (the adapter's own rules), or null when it would not parse. */
export function routerUrl(line: RequestLine): URL | null {
  if (!line.target.startsWith("/")) return null;
  if (line.protocol !== "http" && line.protocol !== "https") return null;
  if (line.hostname === undefined) return null;
  const port = portOf(line.forwardedHost) ?? portOf(line.host);
  const hostname = line.hostname.split(/[\\/?#@]/)[0] || "localhost";
  try {
    return new URL(`${line.protocol}://${hostname}${port ? `:${port}` : ""}${line.target}`);
  } catch {
    return null;
  }
}

/** Path segments of a request target (empty ones, as in "//", do not count). */
function pathDepth(target: string): number {
  const end = target.search(/[?#]/);
  return (end === -1 ? target : target.slice(0, end)).split("/").filter(Boolean).length;
}

/** The 4xx for a request React Router cannot be handed, or null when it may go on. */
export function refuseRequestLine(line: RequestLine): RequestRefusal | null {
  if (FORBIDDEN_METHODS.has(line.method.toUpperCase()))
    return {
      status: 405,
      message: REQUEST_LINE_MESSAGES.method,
      headers: { Allow: "GET, HEAD, POST" },
    };
  if (!routerUrl(line)) return { status: 400, message: REQUEST_LINE_MESSAGES.badAddress };
  if (pathDepth(line.target) > MAX_PATH_SEGMENTS)
    return { status: 404, message: REQUEST_LINE_MESSAGES.notFound };
  return null;
}

/**
 * Whether an Origin header names the origin React Router sees for this request. "null", a malformed value
 * or a non-http(s) origin never does.
 */
export function isOwnOrigin(origin: string, line: RequestLine): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  return url.origin === routerUrl(line)?.origin;
}
