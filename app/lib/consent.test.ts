import { describe, expect, it } from "vitest";
import { CONSENT_MAX_AGE_SECONDS, consentCookie, readConsent, trackingCookieRemovals } from "./consent";

describe("consent cookie", () => {
  it("reads the stored choice among other cookies", () => {
    expect(readConsent("session=abc; cookie_consent=accepted; theme=dark")).toBe("accepted");
    expect(readConsent("cookie_consent=refused")).toBe("refused");
  });

  it("is no choice when the cookie is missing, empty or unknown", () => {
    expect(readConsent(undefined)).toBeNull();
    expect(readConsent("")).toBeNull();
    expect(readConsent("session=abc")).toBeNull();
    expect(readConsent("cookie_consent=")).toBeNull();
    expect(readConsent("cookie_consent=yes")).toBeNull();
    expect(readConsent("my_cookie_consent=accepted")).toBeNull();
  });

  it("is stored for twelve months on the whole site, Secure on https", () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(consentCookie("accepted", { secure: false })).toBe(
      "cookie_consent=accepted; Max-Age=31536000; Path=/; SameSite=Lax",
    );
    expect(consentCookie("refused", { secure: true })).toBe(
      "cookie_consent=refused; Max-Age=31536000; Path=/; SameSite=Lax; Secure",
    );
  });

  it("reads back what it writes", () => {
    for (const choice of ["accepted", "refused"] as const) {
      const [pair] = consentCookie(choice, { secure: true }).split(";");
      expect(readConsent(pair)).toBe(choice);
    }
  });
});

describe("removing tracking cookies when consent is refused or withdrawn", () => {
  it("expires Meta's and Google's cookies for the host and each parent domain, and nothing else", () => {
    const cookies =
      "cookie_consent=refused; _fbp=fb.1.1700000000.123; _ga=GA1.1.42.1700000000; _ga_ABC123=GS1.1.1; " +
      "_gcl_au=1.1.1; __Secure-better-auth.session_token=abc; _gid=GA1.2.3";
    expect(trackingCookieRemovals(cookies, "www.printshop-breda.nl")).toEqual(
      ["_fbp", "_ga", "_ga_ABC123", "_gcl_au", "_gid"].flatMap((name) => [
        `${name}=; Max-Age=0; Path=/`,
        `${name}=; Max-Age=0; Path=/; Domain=.www.printshop-breda.nl`,
        `${name}=; Max-Age=0; Path=/; Domain=.printshop-breda.nl`,
      ]),
    );
  });

  it("expires host-only cookies on localhost, and nothing when no tag has set a cookie", () => {
    expect(trackingCookieRemovals("_fbc=fb.1.2.abc", "localhost")).toEqual(["_fbc=; Max-Age=0; Path=/"]);
    expect(trackingCookieRemovals("cookie_consent=refused; _gaxyz=1; ga=2", "printshop-breda.nl")).toEqual(
      [],
    );
    expect(trackingCookieRemovals("", "printshop-breda.nl")).toEqual([]);
  });
});
