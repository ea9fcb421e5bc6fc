// Render cache of public pages for anonymous visitors. A public page does not depend on who asks for it, so it is
// rendered once per (path, build, public content version), compressed once (brotli quality 11 and gzip level 9)
// and then sent like a static file, with a weak ETag for 304 answers. A request that may depend on the visitor
// (a query string, a sign-in cookie, any method but GET/HEAD, a client-side navigation's `.data` request) is
// never answered from here. Only pages public by construction are kept: the route that renders the path opted in
// (`handle = PUBLIC_PAGE`, lib/page-cache), so a page behind a secret link (/setup, /offerte, /afspraak/wijzigen,
// /review, ...), an account or staff page is never rendered for the cache at all; and, whatever the route says, a
// render that answers `private`/`no-store` or sets a cookie is not stored.
//
// Content-Security-Policy: a cached document cannot carry a per-request nonce (the nonce would be the same for
// everyone, and anyone who read it could inject scripts that run). Instead its policy lists the SHA-256 hashes
// of exactly the inline scripts it contains, computed when the page is cached. That is as strict as a nonce: a
// script runs only when it is one of the page's own inline scripts byte for byte, or a file from this origin
// ('self', as before); an injected inline script has another hash and is refused, and there is still no
// 'unsafe-inline'. The per-request render (with its nonce) remains for everything else, and for the whole site
// when marketing tags are configured: their loader needs a nonce to start the tags (server/app.ts).
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { matchRoutes, type RouteObject } from "react-router";
import { isPublicPageHandle } from "~/lib/page-cache";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = "br" | "gzip" | "identity";

export interface CachedPage {
  status: number;
  /** The render's own headers (Content-Type, Cache-Control, ...), without per-response ones. */
  headers: [string, string][];
  /** 'sha256-…' sources of the document's inline scripts, for the CSP script-src. */
  scriptHashes: string[];
  /** Weak validator: the same for every encoding of the same document. */
  etag: string;
  body: Record<Encoding, Buffer>;
}

/** Cookies that change what a page shows: the sign-in session and the pending TOTP step (auth-cookies). */
const VISITOR_COOKIE = /(?:^|;\s*)(?:__Secure-)?printshop\.(?:session_token|two_factor)=/;

/**
 * Whether a request may be answered from the cache: an anonymous GET/HEAD without a query string. Whether its
 * path is a public page is the route's to say (publicPageMatcher).
 */
export function isCacheableRequest(method: string, url: string, cookie: string | undefined): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (url.includes("?") || !url.startsWith("/") || url.startsWith("//")) return false;
  if (url.endsWith(".data") || url.length > 200) return false;
  return !(cookie && VISITOR_COOKIE.test(cookie));
}

/** The routes of a server build (ServerBuild["routes"]): what publicPageMatcher needs of each. */
export type RouteManifest = Record<
  string,
  | {
      id: string;
      parentId?: string;
      path?: string;
      index?: boolean;
      caseSensitive?: boolean;
      module: { handle?: unknown };
    }
  | undefined
>;

/**
 * Whether the page at a path is public by construction: the deepest route that renders it (the page, not its
 * layout) opted in with `handle = PUBLIC_PAGE`. A path no route takes, or one a route without the opt-in takes (a
 * token link, an account or staff page, an API, a download), is not.
 */
export function publicPageMatcher(routes: RouteManifest): (path: string) => boolean {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route !== undefined && route.parentId === parentId)
      .map((route) => {
        const common = { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive };
        const handle = route!.module.handle;
        return route!.index
          ? { ...common, index: true as const, handle }
          : { ...common, handle, children: childrenOf(route!.id) };
      });
  const tree = childrenOf(undefined);
  return (path) => {
    const matches = matchRoutes(tree, path);
    return matches !== null && isPublicPageHandle(matches.at(-1)!.route.handle);
  };
}

/** The CSP source of every inline (executable) script of a document: 'sha256-<base64>'. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1]!;
    // External scripts are allowed by 'self'; JSON-LD and other data blocks are never executed.
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"?([^"\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript")
      continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2]!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return "identity";
}

/** If-None-Match against a weak ETag (weak comparison, as RFC 9110 prescribes for If-None-Match). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim())
    .some((tag) => tag === "*" || tag.replace(/^W\//, "") === opaque);
}

/** Response headers that belong to one response, not to the cached document. */
const PER_RESPONSE_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
  "etag",
  "vary",
  "keep-alive",
]);

/** Builds the cached form of a rendered page, or null when the render must not be shared (see below). */
export async function cachePage(response: Response): Promise<CachedPage | null> {
  // Only complete HTML documents: a redirect, a server error or anything that sets a cookie is per visitor.
  if (response.status !== 200 && response.status !== 404) return null;
  if (response.headers.has("set-cookie")) return null;
  // A page that says it is for one visitor only is not shared, whatever its route said (defence in depth).
  if (/\b(?:private|no-store)\b/i.test(response.headers.get("cache-control") ?? "")) return null;
  if (!response.headers.get("content-type")?.startsWith("text/html")) return null;
  const identity = Buffer.from(await response.arrayBuffer());
  const html = identity.toString("utf8");
  const headers = [...response.headers].filter(([name]) => !PER_RESPONSE_HEADERS.has(name.toLowerCase()));
  // A not-found page can be asked for under any address: compress those cheaply (they are evicted first anyway).
  const quality = response.status === 200 ? 11 : 5;
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: response.status === 200 ? 9 : 6 }),
  ]);
  return {
    status: response.status,
    headers,
    scriptHashes: inlineScriptHashes(html),
    etag: `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    body: { br, gzip: gz, identity },
  };
}

export interface PageCacheOptions {
  /**
   * Whether the path's page is public by construction (publicPageMatcher over the build's routes). Any other path
   * is neither rendered nor stored here: its loader runs once, per request, for the visitor who asked.
   */
  isPublicPage: (path: string) => boolean | Promise<boolean>;
  /** Renders a page for an anonymous visitor, as the dynamic path would (without a nonce). */
  render: (path: string) => Promise<Response>;
  /** Identifies the deployed build: a page rendered by another build is never served. */
  buildId: () => string | Promise<string>;
  /** The public content version (public-content.server): pages rendered before a change are not served. */
  contentVersion: () => Promise<number>;
  /** Most pages kept at once (least recently used go first); bounds memory against made-up addresses. */
  maxEntries?: number;
}

export class PageCache {
  private entries = new Map<string, Promise<CachedPage | null>>();
  private generation = "";
  private readonly maxEntries: number;

  constructor(private readonly options: PageCacheOptions) {
    this.maxEntries = options.maxEntries ?? 300;
  }

  /** The cached page for a path (rendering it on a miss), or null when that path's page is not shared. */
  async get(path: string): Promise<CachedPage | null> {
    // The render sees the path as a URL does (dot segments resolved, "\\" as "/"): a path that reads otherwise
    // could be matched as one page and rendered as another, so it is left to the dynamic render.
    if (new URL(path, "http://localhost").pathname !== path) return null;
    if (!(await this.options.isPublicPage(path))) return null;
    const [buildId, version] = await Promise.all([this.options.buildId(), this.options.contentVersion()]);
    // The footer shows the year: a page rendered last year is stale as well.
    const generation = `${buildId}|${version}|${new Date().getFullYear()}`;
    if (generation !== this.generation) {
      // Another build, changed content or a new year: nothing rendered before is served again.
      this.entries.clear();
      this.generation = generation;
    }
    let entry = this.entries.get(path);
    if (entry) {
      // Least recently used order: move to the end.
      this.entries.delete(path);
    } else {
      entry = this.options.render(path).then(cachePage);
      // A failed render is not remembered: the next request tries again.
      entry.catch(() => {
        if (this.entries.get(path) === entry) this.entries.delete(path);
      });
    }
    this.entries.set(path, entry);
    while (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}
