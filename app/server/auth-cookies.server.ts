// The names of better-auth's cookies: `${AUTH_COOKIE_PREFIX}.session_token`, `….two_factor` (the pending TOTP
// step), with the `__Secure-` prefix better-auth adds on https. Code that looks at a cookie reads it here.
export const AUTH_COOKIE_PREFIX = "printshop";

export type AuthCookie = "session_token" | "two_factor";

const inCookieHeader = (cookie: AuthCookie) =>
  new RegExp(`(?:^|;\\s*)(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.${cookie}=`);

const inSetCookie = (cookie: AuthCookie) =>
  new RegExp(`^(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.${cookie}=([^;]*)`);

/** Whether a request's Cookie header carries the cookie (its value is not checked). */
export function hasAuthCookie(request: Request, cookie: AuthCookie): boolean {
  return inCookieHeader(cookie).test(request.headers.get("cookie") ?? "");
}

/** The value better-auth sets for the cookie in a response's Set-Cookie headers, URL-decoded. */
export function setAuthCookieValue(headers: Headers, cookie: AuthCookie): string | null {
  const pattern = inSetCookie(cookie);
  for (const line of headers.getSetCookie()) {
    const match = pattern.exec(line);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return null;
}
