// The visitor's choice about marketing tags (Meta pixel, Google Tag Manager), kept in a first-party cookie
// for 12 months (AVG, Telecommunicatiewet art. 11.7a). Pure, so the banner and its tests share one definition.

export const CONSENT_COOKIE = "cookie_consent";

export type ConsentChoice = "accepted" | "refused";

/** Twelve months: long enough not to nag, short enough that the question is asked again each year. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The stored choice in a Cookie header or `document.cookie`, or null when none (or an unknown value) is set. */
export function readConsent(cookies: string | null | undefined): ConsentChoice | null {
  const value = cookiePairs(cookies).find(([name]) => name === CONSENT_COOKIE)?.[1];
  return value === "accepted" || value === "refused" ? value : null;
}

/** The name/value pairs of a Cookie header or `document.cookie`, in order; parts without "=" are skipped. */
function cookiePairs(cookies: string | null | undefined): [name: string, value: string][] {
  return (cookies ?? "").split(";").flatMap((part) => {
    const separator = part.indexOf("=");
    return separator < 0 ? [] : [[part.slice(0, separator).trim(), part.slice(separator + 1).trim()]];
  });
}

/** The `document.cookie` assignment that stores `choice`; `secure` on https pages. */
export function consentCookie(choice: ConsentChoice, { secure }: { secure: boolean }): string {
  const attributes = [
    `${CONSENT_COOKIE}=${choice}`,
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    "Path=/",
    "SameSite=Lax",
  ];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

/**
 * First-party cookies the Meta pixel and Google's tags set on our site: Meta's browser and click ids, Google
 * Analytics' client, session and throttle cookies, and Google Ads' conversion linker.
 */
const TRACKING_COOKIE = /^(?:_fbp|_fbc|_ga|_ga_[A-Za-z0-9]+|_gid|_gat(?:_[A-Za-z0-9-]+)?|_gcl_[a-z]+)$/;

/**
 * The `document.cookie` assignments that expire every tracking cookie in `cookies`, for a refusal or a
 * withdrawn consent. The tags set them on the registrable domain (`.example.nl`) or on the host itself, and a
 * cookie is only removed with the domain it was set with, so each name is expired for the host and for every
 * parent domain of it.
 */
export function trackingCookieRemovals(cookies: string, hostname: string): string[] {
  const names = new Set(
    cookiePairs(cookies)
      .map(([name]) => name)
      .filter((name) => TRACKING_COOKIE.test(name)),
  );
  const labels = hostname.split(".");
  const domains = labels.slice(0, -1).map((_, i) => labels.slice(i).join("."));
  const expired = "Max-Age=0; Path=/";
  return [...names].flatMap((name) => [
    `${name}=; ${expired}`,
    ...domains.map((domain) => `${name}=; ${expired}; Domain=.${domain}`),
  ]);
}
