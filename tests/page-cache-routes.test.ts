// Which pages the render cache may keep, walked over the real route table (app/routes.ts) with each route
// module's own handle: every route whose path carries a parameter (a token behind a secret link, a record id, a
// file name) is never rendered for the cache nor stored, except the public pages named here; the public pages
// bench:pages measures all come from it.
import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.LOG_LEVEL = "silent";
});

import routes from "~/routes";
import { PUBLIC_PAGES } from "../bench/lib/public-pages.js";
import { PageCache, publicPageMatcher, type RouteManifest } from "~/server/http/page-cache.server";

interface ConfigEntry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: ConfigEntry[];
}

/** The routes as the server build lists them: ids as React Router derives them, each with its module. */
async function manifestOf(entries: ConfigEntry[]): Promise<{ manifest: RouteManifest; paths: string[] }> {
  const manifest: RouteManifest = {
    root: { id: "root", path: "", module: (await import("~/root")) as { handle?: unknown } },
  };
  const paths: string[] = [];
  async function walk(list: ConfigEntry[], parentId: string, prefix: string) {
    for (const entry of list) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      const module = (await import(/* @vite-ignore */ `../app/${entry.file}`)) as { handle?: unknown };
      manifest[id] = { id, parentId, path: entry.path, index: entry.index, module };
      const full = entry.path ? `${prefix}/${entry.path}` : prefix;
      if (entry.path !== undefined || entry.index) paths.push(full || "/");
      if (entry.children) await walk(entry.children, id, full);
    }
  }
  await walk(entries, "root", "");
  return { manifest, paths };
}

/** A path for a route pattern: each parameter a fresh link-sized secret (as in a mail), a splat two segments. */
const concrete = (pattern: string) =>
  pattern
    .split("/")
    .map((segment) =>
      segment.startsWith(":") ? randomBytes(32).toString("base64url") : segment === "*" ? "a/b" : segment,
    )
    .join("/");

/** Public by construction although their path has a parameter: a published post, and any unknown address. */
const PUBLIC_WITH_PARAMETER = ["/blog/:slug", "/*"];

describe("the render cache over the route table", () => {
  it("never renders or stores a route with a parameter in its path, except the public pages", async () => {
    const { manifest, paths } = await manifestOf(routes as ConfigEntry[]);
    const isPublicPage = publicPageMatcher(manifest);
    const withParameter = paths.filter((path) => /\/(:|\*)/.test(path));
    // The secret links themselves are among them (a route renamed away would leave this walk without them).
    for (const secret of [
      "/setup/:token",
      "/offerte/:token",
      "/afspraak/wijzigen/:token",
      "/review/:token",
      "/drukproef/:token",
    ])
      expect(withParameter).toContain(secret);
    expect(withParameter).toContain("/agenda/:token");

    const renders: string[] = [];
    const cache = new PageCache({
      isPublicPage,
      render: async (path) => {
        renders.push(path);
        return new Response("<p>gedeeld</p>", { headers: { "content-type": "text/html" } });
      },
      buildId: () => "build",
      contentVersion: async () => 1,
    });
    const stored: string[] = [];
    for (const pattern of withParameter) {
      const path = concrete(pattern);
      const page = await cache.get(path);
      if (page) stored.push(pattern);
      // A link is reached under other spellings too (a trailing slash, capitals, a percent-encoded letter), which
      // React Router routes to the same page: none of them is shared either.
      if (!PUBLIC_WITH_PARAMETER.includes(pattern)) {
        const [, first, rest] = /^\/(.)(.*)$/.exec(path)!;
        for (const variant of [
          `${path}/`,
          path.toUpperCase(),
          `/%${first!.charCodeAt(0).toString(16)}${rest}`,
        ])
          expect(await cache.get(variant), variant).toBeNull();
      }
    }
    expect(stored.sort()).toEqual([...PUBLIC_WITH_PARAMETER].sort());
    expect(renders.length).toBe(PUBLIC_WITH_PARAMETER.length);
  });

  it("keeps every public page bench:pages measures, and no sign-in, account or staff page", async () => {
    const { manifest } = await manifestOf(routes as ConfigEntry[]);
    const isPublicPage = publicPageMatcher(manifest);
    for (const path of PUBLIC_PAGES) expect(isPublicPage(path), path).toBe(true);
    for (const path of [
      "/api/offerte",
      "/api/afspraak/tijden",
      "/auth",
      "/auth/wachtwoord-herstellen",
      "/auth/bevestigen",
      "/employee-login",
      "/employee",
      "/employee-dashboard/bestanden",
      "/dashboard",
      "/sitemap.xml",
      "/blog/feed.xml",
    ])
      expect(isPublicPage(path), path).toBe(false);
  });
});
