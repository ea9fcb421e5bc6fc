import { describe, expect, it } from "vitest";
import { hasAuthCookie, setAuthCookieValue } from "./auth-cookies.server";

const withCookie = (cookie: string) => new Request("http://localhost/", { headers: { cookie } });

describe("auth cookies", () => {
  it("finds the session cookie on http and https (__Secure-), not a look-alike", () => {
    expect(hasAuthCookie(withCookie("a=1; printshop.session_token=abc.sig"), "session_token")).toBe(true);
    expect(hasAuthCookie(withCookie("__Secure-printshop.session_token=abc"), "session_token")).toBe(true);
    expect(hasAuthCookie(withCookie("xprintshop.session_token=abc"), "session_token")).toBe(false);
    expect(hasAuthCookie(withCookie("printshop.two_factor=abc"), "session_token")).toBe(false);
    expect(hasAuthCookie(new Request("http://localhost/"), "two_factor")).toBe(false);
  });

  it("reads the value better-auth sets", () => {
    const headers = new Headers();
    headers.append("set-cookie", "printshop.session_data=x; Path=/");
    headers.append("set-cookie", "__Secure-printshop.session_token=tok%2Ben.sig; Path=/; HttpOnly");
    expect(setAuthCookieValue(headers, "session_token")).toBe("tok+en.sig");
    expect(setAuthCookieValue(headers, "two_factor")).toBeNull();
  });
});
