// Handing requests to better-auth: the browser's own /api/auth/* requests, and the calls our form actions make
// on the visitor's behalf (through the same HTTP handler, so rate limits, origin checks and cookies apply).
import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/request-context";
import { authOrigin, CLIENT_IP_HEADER, getAuth, getAuthFor } from "./better-auth.server";

function clientIp(context?: Readonly<RouterContextProvider>): string {
  try {
    return context?.get(requestInfoContext).ip ?? "0.0.0.0";
  } catch {
    return "0.0.0.0";
  }
}

/** Hands a browser request to better-auth (the /api/auth/* resource route), with our client IP header. */
export function handleAuthRequest(
  request: Request,
  context?: Readonly<RouterContextProvider>,
): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(context));
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers };
  if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = request.body;
    init.duplex = "half";
  }
  return getAuthFor(request).handler(new Request(request.url, init));
}

export interface AuthCallResult<T = Record<string, unknown>> {
  ok: boolean;
  status: number;
  body: T & { code?: string; message?: string };
  /** Set-Cookie headers to pass on to the browser. */
  headers: Headers;
}

/**
 * Calls a better-auth endpoint from a form action, through its HTTP handler so its rate limits, origin
 * checks and cookie handling apply exactly as for a direct API call.
 */
export function callAuth<T = Record<string, unknown>>(
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
  path: string,
  body: Record<string, unknown>,
): Promise<AuthCallResult<T>> {
  return sendToAuth<T>(request, context, path, { method: "POST", body: JSON.stringify(body) });
}

/** Opens an e-mail verification link: marks the address verified and signs the customer in (Set-Cookie). */
export function verifyEmailToken(
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
  token: string,
): Promise<AuthCallResult> {
  return sendToAuth(request, context, `/verify-email?${new URLSearchParams({ token })}`, { method: "GET" });
}

async function sendToAuth<T>(
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
  path: string,
  init: { method: "GET" | "POST"; body?: string },
): Promise<AuthCallResult<T>> {
  const origin = authOrigin(request);
  const headers = new Headers({
    "content-type": "application/json",
    origin,
    [CLIENT_IP_HEADER]: clientIp(context),
  });
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const response = await getAuth(origin).handler(
    new Request(`${origin}/api/auth${path}`, { ...init, headers }),
  );
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = {};
  }
  const out = new Headers();
  for (const value of response.headers.getSetCookie()) out.append("set-cookie", value);
  return {
    ok: response.ok,
    status: response.status,
    body: (parsed ?? {}) as AuthCallResult<T>["body"],
    headers: out,
  };
}
