import { pageTitle } from "~/lib/seo";

/** Account and staff pages are never indexed (the server also sends X-Robots-Tag). */
export const noIndexMeta = { name: "robots", content: "noindex, nofollow" } as const;

/**
 * The meta of an account or staff page: its title with the brand, like every public page, and noindex. Pages a
 * signed-out visitor can open (sign-in, set-up) carry a description too (docs/behaviour.md#screens-and-routes: every page).
 */
export function privatePageMeta(title: string, site: { brand: string }, description?: string) {
  return [
    { title: pageTitle(title, site.brand) },
    ...(description ? [{ name: "description", content: description }] : []),
    noIndexMeta,
  ];
}
