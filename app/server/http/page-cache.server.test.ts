import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  cachePage,
  etagMatches,
  inlineScriptHashes,
  isCacheableRequest,
  PageCache,
  pickEncoding,
} from "./page-cache.server";

const html = (body: string, init: ResponseInit = {}) =>
  new Response(`<!DOCTYPE html><html><body>${body}</body></html>`, {
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8" },
    ...init,
  });

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("isCacheableRequest", () => {
  it("takes an anonymous GET or HEAD of a page", () => {
    expect(isCacheableRequest("GET", "/", undefined)).toBe(true);
    expect(isCacheableRequest("HEAD", "/blog/een-post", "pb_consent=analytics")).toBe(true);
    expect(isCacheableRequest("GET", "/bestaat-niet", "")).toBe(true);
  });

  it("leaves query strings, sign-in cookies, other methods and non-page paths to the dynamic render", () => {
    expect(isCacheableRequest("GET", "/?utm_source=whatsapp", undefined)).toBe(false);
    expect(isCacheableRequest("GET", "/", "printshop.session_token=abc")).toBe(false);
    expect(isCacheableRequest("GET", "/", "x=1; __Secure-printshop.session_token=abc")).toBe(false);
    expect(isCacheableRequest("GET", "/", "printshop.two_factor=abc")).toBe(false);
    expect(isCacheableRequest("POST", "/", undefined)).toBe(false);
    expect(isCacheableRequest("GET", "/_.data", undefined)).toBe(false);
    expect(isCacheableRequest("GET", "//evil.example/", undefined)).toBe(false);
    // Which paths are public pages is the routes' to say: tests/page-cache-routes.test.ts.
  });
});

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and modules, not external scripts or JSON-LD", () => {
    const page =
      '<script type="application/ld+json">{"@type":"FAQPage"}</script>' +
      "<script>window.a = 1;</script>" +
      '<script type="module" async="">import "/assets/x.js";</script>' +
      '<script src="/assets/y.js"></script>';
    expect(inlineScriptHashes(page)).toEqual([sha("window.a = 1;"), sha('import "/assets/x.js";')]);
  });
});

describe("pickEncoding", () => {
  it("prefers brotli, then gzip, honouring q=0", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("*")).toBe("br");
  });
});

describe("etagMatches", () => {
  it("compares weakly and accepts lists and *", () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches("*", 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});

describe("cachePage", () => {
  it("keeps the document in three encodings that decode to the same bytes", async () => {
    const page = await cachePage(html("<h1>Welkom</h1><script>go()</script>"));
    expect(page).not.toBeNull();
    const identity = page!.body.identity.toString();
    expect(identity).toContain("<h1>Welkom</h1>");
    expect(brotliDecompressSync(page!.body.br).toString()).toBe(identity);
    expect(gunzipSync(page!.body.gzip).toString()).toBe(identity);
    expect(page!.scriptHashes).toEqual([sha("go()")]);
    expect(page!.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(page!.headers).toEqual([["content-type", "text/html; charset=utf-8"]]);
  });

  it("does not share a redirect, a server error, a response that sets a cookie or a non-HTML body", async () => {
    expect(
      await cachePage(new Response(null, { status: 302, headers: { location: "/employee" } })),
    ).toBeNull();
    expect(await cachePage(html("fout", { status: 500 }))).toBeNull();
    expect(
      await cachePage(
        new Response("<p>x</p>", { headers: { "content-type": "text/html", "set-cookie": "a=b" } }),
      ),
    ).toBeNull();
    expect(
      await cachePage(new Response("{}", { headers: { "content-type": "application/json" } })),
    ).toBeNull();
  });

  it("does not share a page that says it is for one visitor, whatever its path", async () => {
    for (const cacheControl of ["private, no-store", "no-store", "private", "Private, max-age=0"]) {
      expect(
        await cachePage(html("<p>Hallo Sanne</p>", { headers: { "cache-control": cacheControl } })),
      ).toBeNull();
    }
    // A public page's own caching header is kept with it.
    const page = await cachePage(
      html("<p>Welkom</p>", {
        headers: { "content-type": "text/html", "cache-control": "public, max-age=60" },
      }),
    );
    expect(page!.headers).toContainEqual(["cache-control", "public, max-age=60"]);
  });
});

describe("PageCache", () => {
  function setup() {
    const state = { build: "build-1", version: 1, renders: [] as string[] };
    const cache = new PageCache({
      render: async (path) => {
        state.renders.push(path);
        return html(`<p>${path} ${state.build} v${state.version}</p>`);
      },
      isPublicPage: (path) => !path.startsWith("/geheim/"),
      buildId: () => state.build,
      contentVersion: async () => state.version,
      maxEntries: 2,
    });
    const text = async (path: string) => (await cache.get(path))!.body.identity.toString();
    return { state, cache, text };
  }

  it("renders a path once, also for concurrent requests", async () => {
    const { state, cache } = setup();
    await Promise.all([cache.get("/"), cache.get("/"), cache.get("/")]);
    await cache.get("/");
    expect(state.renders).toEqual(["/"]);
  });

  it("neither renders nor keeps a page that is not public", async () => {
    const { state, cache } = setup();
    expect(await cache.get("/geheim/abc")).toBeNull();
    expect(await cache.get("/geheim/abc")).toBeNull();
    // Nor a path that a URL reads as another one (the render would show the page it resolves to).
    expect(await cache.get("/blog/../geheim/abc")).toBeNull();
    expect(await cache.get("/blog/%2e%2e/geheim/abc")).toBeNull();
    expect(await cache.get("/blog\\..\\geheim\\abc")).toBeNull();
    expect(state.renders).toEqual([]);
    expect(cache.size).toBe(0);
  });

  it("never serves a page of another build", async () => {
    const { state, text } = setup();
    expect(await text("/")).toContain("build-1");
    state.build = "build-2";
    expect(await text("/")).toContain("build-2");
    expect(state.renders).toEqual(["/", "/"]);
  });

  it("renders again after the public content changed", async () => {
    const { state, text } = setup();
    expect(await text("/")).toContain("v1");
    state.version = 2;
    expect(await text("/")).toContain("v2");
  });

  it("keeps at most maxEntries pages, dropping the least recently used", async () => {
    const { state, cache } = setup();
    await cache.get("/a");
    await cache.get("/b");
    await cache.get("/a");
    await cache.get("/c");
    expect(cache.size).toBe(2);
    await cache.get("/a");
    await cache.get("/b");
    expect(state.renders).toEqual(["/a", "/b", "/c", "/b"]);
  });

  it("forgets a failed render", async () => {
    let fail = true;
    const cache = new PageCache({
      render: async () => {
        if (fail) throw new Error("database down");
        return html("<p>ok</p>");
      },
      isPublicPage: () => true,
      buildId: () => "b",
      contentVersion: async () => 1,
    });
    await expect(cache.get("/")).rejects.toThrow("database down");
    fail = false;
    expect((await cache.get("/"))!.body.identity.toString()).toContain("ok");
  });
});
