// The render cache of public pages against the production build (npm run build first; BUILD_DIR picks it):
// what an anonymous visitor gets from the cache carries the same title, canonical, JSON-LD, body text and status
// as the dynamic render a crawler gets; validators, encodings and the requests that must bypass the cache; no
// route of app/routes.ts with a parameter (a secret link, an id) is ever sent from it but the public ones. Then,
// on both databases, that changing a marketing file bumps the public content version the cache is keyed on.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES as PAGES } from "../bench/lib/public-pages.js";
import { startProductionServer, type ProductionServer } from "../bench/lib/server.js";
import routes from "~/routes";
import { marketingFiles, users } from "~/server/db/schema.server";
import { setMarketingFileActive } from "~/server/marketing-files.server";
import {
  forgetPublicContentVersion,
  publicContentChanged,
  publicContentVersionOf,
} from "~/server/public-content.server";
import { describeEachDatabase, useTestDatabase } from "./helpers/db";

const buildDir = process.env.BUILD_DIR ?? "build";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** What a crawler reads from a document: title, canonical, JSON-LD blocks and the visible text. */
function crawlerView(html: string) {
  const body = html.slice(html.indexOf("<body"));
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]),
    text: body
      .replace(/<script\b[\s\S]*?<\/script>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  };
}

describe("public pages from the render cache", () => {
  let server: ProductionServer;

  beforeAll(async () => {
    if (!existsSync(`${buildDir}/server/index.js`)) {
      throw new Error(
        `No production build in ./${buildDir}: run "npm run build" first (BUILD_DIR selects it).`,
      );
    }
    server = await startProductionServer({
      port: 40_000 + Math.floor(Math.random() * 10_000),
      buildDir,
      env: { BETTER_AUTH_SECRET: "page-cache-test-secret-page-cache-test-0123" },
    });
  }, 90_000);
  afterAll(() => server?.stop());

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers, redirect: "manual" });

  it.each(PAGES)("%s: the cached page reads like the dynamic render", async (path) => {
    const cached = await get(path, { "accept-encoding": "br" });
    expect(cached.headers.get("content-encoding")).toBe("br");
    expect(cached.headers.get("etag")).toMatch(/^W\/"/);
    const policy = cached.headers.get("content-security-policy")!;
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(policy).not.toContain("nonce-");
    expect(policy).not.toContain("unsafe-inline';script"); // style-src keeps it; scripts never
    expect(policy).toContain("frame-ancestors 'none'");
    const cachedHtml = await cached.text();
    expect(cachedHtml).not.toContain("nonce=");

    // The dynamic render a crawler gets (a query string bypasses the cache).
    const dynamic = await get(`${path}?dynamisch=1`, { "user-agent": GOOGLEBOT });
    expect(dynamic.headers.get("etag")).toBeNull();
    expect(dynamic.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
    expect(cached.status).toBe(dynamic.status);
    const view = crawlerView(cachedHtml);
    expect(view.title).toBeTruthy();
    expect(view.text.length).toBeGreaterThan(200);
    if (cached.status === 200) expect(view.canonical).toMatch(/^https:\/\//);
    expect(view).toEqual(crawlerView(await dynamic.text()));
  });

  it("answers If-None-Match with 304 and the same validator for every encoding", async () => {
    const br = await get("/kledingbedrukking", { "accept-encoding": "br" });
    const gzip = await get("/kledingbedrukking", { "accept-encoding": "gzip" });
    const plain = await get("/kledingbedrukking", { "accept-encoding": "identity" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await gzip.text()).toBe(await plain.text());
    const etag = br.headers.get("etag")!;
    expect(gzip.headers.get("etag")).toBe(etag);
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(br.headers.get("vary")).toContain("Cookie");

    const revalidated = await get("/kledingbedrukking", { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect((await get("/kledingbedrukking", { "if-none-match": 'W/"ouder"' })).status).toBe(200);
  });

  it("answers HEAD with the headers only", async () => {
    const head = await fetch(`${server.url}/over-ons`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toMatch(/^W\/"/);
    expect(await head.text()).toBe("");
  });

  it("renders per request for a sign-in cookie or a query string", async () => {
    const signedIn = await get("/", { cookie: "printshop.session_token=onbekend" });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("etag")).toBeNull();
    expect(signedIn.headers.get("content-security-policy")).toMatch(/'nonce-/);
    const withQuery = await get("/?utm_source=whatsapp");
    expect(withQuery.headers.get("etag")).toBeNull();
    expect(withQuery.headers.get("content-security-policy")).toMatch(/'nonce-/);
  });

  it("never sends a route with a parameter from the cache, except the public pages", async () => {
    // Every such route of app/routes.ts, reached anonymously twice with a made-up secret (an invalid link is a
    // page too: it must not be the one stored copy a later visitor with the real link gets).
    type Entry = { path?: string; children?: Entry[] };
    const walk = (entries: Entry[], prefix: string): string[] =>
      entries.flatMap((entry) => {
        const full = entry.path ? `${prefix}/${entry.path}` : prefix;
        return [...(entry.path ? [full] : []), ...walk(entry.children ?? [], full)];
      });
    const patterns = walk(routes as Entry[], "").filter(
      (pattern) => /\/(:|\*)/.test(pattern) && !["/blog/:slug", "/*"].includes(pattern),
    );
    expect(patterns).toEqual(
      expect.arrayContaining(["/setup/:token", "/afspraak/wijzigen/:token", "/review/:token"]),
    );
    for (const pattern of patterns) {
      const concrete = pattern
        .split("/")
        .map((segment) =>
          segment.startsWith(":") ? randomBytes(32).toString("base64url") : segment === "*" ? "a/b" : segment,
        )
        .join("/");
      for (let i = 0; i < 2; i++) expect((await get(concrete)).headers.get("etag"), concrete).toBeNull();
    }
  });

  it("never caches a redirect or a staff page", async () => {
    const staff = await get("/employee");
    expect(staff.status).toBe(302);
    expect(staff.headers.get("etag")).toBeNull();
  });
});

describeEachDatabase("public content version", (kind) => {
  const database = useTestDatabase(kind, { app: false });
  beforeAll(async () => {
    // The version is remembered per process for a second: forget the other database's.
    forgetPublicContentVersion();
  });

  it("starts at 0 and goes up with every change; hiding a marketing file is one", async () => {
    expect(await publicContentVersionOf(database.db)).toBe(0);
    expect(await publicContentChanged(database.db)).toBe(1);
    expect(await publicContentVersionOf(database.db)).toBe(1);

    await database.db
      .insert(users)
      .values({ id: "staff-1", email: "m@example.nl", name: "M", emailVerified: true });
    const [file] = await database.db
      .insert(marketingFiles)
      .values({ fileName: "prijslijst.pdf", filePath: "marketing/x.pdf" })
      .returning({ id: marketingFiles.id });
    expect(await setMarketingFileActive(database.db, "staff-1", file!.id, false)).toBe(true);
    expect(await publicContentVersionOf(database.db)).toBe(2);
    // No such file: nothing changed, the version stays.
    expect(await setMarketingFileActive(database.db, "staff-1", crypto.randomUUID(), true)).toBe(false);
    expect(await publicContentVersionOf(database.db)).toBe(2);
  });
});
