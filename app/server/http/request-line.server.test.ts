import { describe, expect, it } from "vitest";
import {
  isOwnOrigin,
  MAX_PATH_SEGMENTS,
  refuseRequestLine,
  REQUEST_LINE_MESSAGES,
  routerUrl,
  type RequestLine,
} from "./request-line.server";

const line = (overrides: Partial<RequestLine> = {}): RequestLine => ({
  method: "GET",
  target: "/auth?naar=%2Fdashboard",
  protocol: "http",
  hostname: "localhost",
  host: "localhost:3000",
  forwardedHost: undefined,
  ...overrides,
});

describe("routerUrl", () => {
  it("builds the URL as the adapter does: port from X-Forwarded-Host, else from Host", () => {
    expect(routerUrl(line())?.href).toBe("http://localhost:3000/auth?naar=%2Fdashboard");
    expect(
      routerUrl(
        line({
          protocol: "https",
          hostname: "shop.example",
          forwardedHost: "shop.example",
          host: "shop.example",
        }),
      )?.origin,
    ).toBe("https://shop.example");
    expect(routerUrl(line({ hostname: "shop.example", forwardedHost: "shop.example:8443" }))?.host).toBe(
      "shop.example:8443",
    );
  });

  it.each([
    ["a host no URL can hold", { hostname: "local host" }],
    ["an unclosed IPv6 host", { hostname: "[::1" }],
    ["a port past 65535", { host: "localhost:99999" }],
    ["a forwarded port past 65535", { forwardedHost: "shop.example:70000" }],
    ["no host at all", { hostname: undefined, host: undefined }],
    ["a protocol other than http(s)", { protocol: "gopher" }],
    ["an absolute-form target", { target: "http://shop.example/auth" }],
    ["the asterisk target", { target: "*" }],
  ])("is null for %s", (_name, overrides) => {
    expect(routerUrl(line(overrides))).toBeNull();
  });
});

describe("refuseRequestLine", () => {
  it("lets ordinary requests through, including odd but valid ones", () => {
    for (const target of [
      "/",
      "//",
      "/%E0%A4%A",
      "/blog/..%2F..%2Fx",
      `/x${"/y".repeat(MAX_PATH_SEGMENTS - 1)}`,
    ])
      expect(refuseRequestLine(line({ target }))).toBeNull();
    expect(refuseRequestLine(line({ method: "PROPFIND" }))).toBeNull();
  });

  it("refuses the methods undici cannot build a Request for with 405", () => {
    for (const method of ["TRACE", "trace", "TRACK", "CONNECT"])
      expect(refuseRequestLine(line({ method }))).toEqual({
        status: 405,
        message: REQUEST_LINE_MESSAGES.method,
        headers: { Allow: "GET, HEAD, POST" },
      });
  });

  it("refuses an address no URL can be built from with 400", () => {
    expect(refuseRequestLine(line({ hostname: "[::1" }))).toEqual({
      status: 400,
      message: REQUEST_LINE_MESSAGES.badAddress,
    });
  });

  it("answers a path deeper than any page with 404, whatever its query", () => {
    const deep = `/x${"/y".repeat(MAX_PATH_SEGMENTS)}`;
    expect(refuseRequestLine(line({ target: deep }))).toEqual({
      status: 404,
      message: REQUEST_LINE_MESSAGES.notFound,
    });
    expect(refuseRequestLine(line({ target: `/x?q=${"/y".repeat(100)}` }))).toBeNull();
  });
});

describe("isOwnOrigin", () => {
  it("compares protocol, host and port with the URL React Router sees", () => {
    expect(isOwnOrigin("http://localhost:3000", line())).toBe(true);
    expect(isOwnOrigin("http://localhost:3000/any/path", line())).toBe(true);
    expect(isOwnOrigin("https://localhost:3000", line())).toBe(false);
    expect(isOwnOrigin("http://localhost:3001", line())).toBe(false);
    expect(
      isOwnOrigin("http://localhost:3000", line({ hostname: "shop.example", forwardedHost: "shop.example" })),
    ).toBe(false);
  });

  it("never accepts null, malformed or non-http origins", () => {
    for (const origin of ["null", "http://[", "", "file://localhost:3000", "localhost:3000"])
      expect(isOwnOrigin(origin, line())).toBe(false);
  });
});
