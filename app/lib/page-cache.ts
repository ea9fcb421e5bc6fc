// Which pages the render cache may keep (docs/architecture.md, "Public pages from the render cache"). A page is
// kept only when its route module says in its `handle` that it is public by construction: the same document for
// every visitor, showing nobody's data and reached without a secret. Every other route (a token link, an
// account, a staff page, a new page nobody thought about yet) is rendered per request.

export interface PageCacheHandle {
  pageCache?: "public";
}

/** The handle of a public page: `export const handle = PUBLIC_PAGE;` (merge it into a handle the page has). */
export const PUBLIC_PAGE = { pageCache: "public" } as const satisfies PageCacheHandle;

/** Whether a route's handle opts its page into the render cache. */
export function isPublicPageHandle(handle: unknown): boolean {
  return (handle as PageCacheHandle | null | undefined)?.pageCache === "public";
}
