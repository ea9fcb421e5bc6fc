// Where a sign-in continues: the page a signed-out visitor asked for (a lead linked from the shop's e-mail), passed
// along as `?naar=` through the sign-in steps. Only a path on this site is ever followed, so the parameter cannot
// send anyone elsewhere.

/** The query parameter that carries the page to return to. */
export const RETURN_PARAM = "naar";

/** Sign-in pages themselves: returning there would go round in a circle. */
const SIGN_IN_PATHS = /^\/(auth|employee-login)(\/|$)/;

/**
 * `value` as a path on this site (path, query and fragment), or null when it is missing, points elsewhere
 * (`//host`, `/\host`, a scheme) or is a sign-in page.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !/^\/(?![/\\])/.test(value)) return null;
  // URL parsing drops control characters ("/\t/host") and reads a backslash as a slash: refuse them instead.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === "\\") return null;
  }
  let url: URL;
  try {
    url = new URL(value, "http://site.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://site.invalid" || SIGN_IN_PATHS.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with the page to return to, when there is one: `/auth?naar=%2Femployee-dashboard`. */
export function withReturnPath(path: string, returnPath: string | null): string {
  if (!returnPath) return path;
  const separator = path.includes("?") ? "&" : "?";
  return `${path}${separator}${RETURN_PARAM}=${encodeURIComponent(returnPath)}`;
}

/**
 * The page a request is for: a client-side navigation asks for `/path.data` (`/_.data` for the home page) with a
 * `_routes` parameter, and the visitor should return to `/path`.
 */
export function pageOfRequest(url: URL): string {
  const pathname = url.pathname === "/_.data" ? "/" : url.pathname.replace(/\.data$/, "");
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The query the sign-in pages read to say "Je bent uitgelogd." after a sign-out (routes/auth.logout.ts). */
export const SIGNED_OUT_PARAM = "melding=uitgelogd";

export function isSignedOutNotice(url: URL): boolean {
  return url.searchParams.get("melding") === "uitgelogd";
}
