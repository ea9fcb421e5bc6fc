import { describe, expect, it } from "vitest";
import { pageOfRequest, safeReturnPath, withReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a path on this site with its query", () => {
    expect(safeReturnPath("/employee-dashboard/leads/quote/0b7c6f1e-3f7e-4f4e-9a53-1c2b3d4e5f60")).toBe(
      "/employee-dashboard/leads/quote/0b7c6f1e-3f7e-4f4e-9a53-1c2b3d4e5f60",
    );
    expect(safeReturnPath("/employee-dashboard?status=nieuw&q=jansen")).toBe(
      "/employee-dashboard?status=nieuw&q=jansen",
    );
  });

  it("refuses anything that could leave the site", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example/",
      "/\t/evil.example/",
      "javascript:alert(1)",
      "employee-dashboard",
      "",
      null,
      undefined,
      `/${"a".repeat(2001)}`,
    ])
      expect(safeReturnPath(value), String(value)).toBeNull();
  });

  it("refuses the sign-in pages themselves", () => {
    expect(safeReturnPath("/auth")).toBeNull();
    expect(safeReturnPath("/employee-login?stap=code")).toBeNull();
    expect(safeReturnPath("/employee-login/2fa")).toBeNull();
    expect(safeReturnPath("/authors")).toBe("/authors");
  });
});

describe("withReturnPath", () => {
  it("adds the page to return to as ?naar=", () => {
    expect(withReturnPath("/auth", "/employee-dashboard?q=a b")).toBe(
      "/auth?naar=%2Femployee-dashboard%3Fq%3Da%20b",
    );
    expect(withReturnPath("/employee-login?stap=code", "/employee")).toBe(
      "/employee-login?stap=code&naar=%2Femployee",
    );
    expect(withReturnPath("/auth", null)).toBe("/auth");
  });
});

describe("pageOfRequest", () => {
  it("is the page a client-side navigation's data request is for", () => {
    const page = (url: string) => pageOfRequest(new URL(url, "http://localhost"));
    expect(page("/employee-dashboard.data?status=nieuw&_routes=routes%2Fstaff")).toBe(
      "/employee-dashboard?status=nieuw",
    );
    expect(page("/_.data")).toBe("/");
    expect(page("/employee-dashboard/leads/quote/abc")).toBe("/employee-dashboard/leads/quote/abc");
    expect(page("/employee-dashboard?q=a+b")).toBe("/employee-dashboard?q=a+b");
  });
});
