import { describe, expect, it } from "vitest";
import { CONSENT_MAX_AGE_SECONDS, consentCookie, readConsent } from "./consent";

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
