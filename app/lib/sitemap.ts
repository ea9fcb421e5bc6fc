// sitemap.xml: every public canonical page. Aliases, the thank-you page and account/staff pages stay out.
import { blogPostPath } from "./blog-paths";
import { canonicalUrl } from "./seo";
import { escapeXml } from "./xml";

export interface SitemapEntry {
  loc: string;
  /** yyyy-MM-dd */
  lastmod?: string;
}

/** Canonical public paths in menu order; /kledingbedrukking's aliases are deliberately absent. */
export const sitemapPaths = [
  "/",
  "/diensten",
  "/kledingbedrukking",
  "/borduren",
  "/voertuigbelettering",
  "/stickers",
  "/spandoeken",
  "/werkkleding",
  "/werkkleding/bestellen",
  "/particulieren",
  "/over-ons",
  "/reviews",
  "/portfolio",
  "/blog",
  "/privacy",
  "/algemene-voorwaarden",
] as const;

export function sitemapEntries(
  site: { url: string },
  posts: readonly { slug: string; date: string; modified?: string }[],
): SitemapEntry[] {
  // `modified` is the post's dateModified (ISO with zone), so the sitemap and the structured data agree.
  const lastChange = (p: { date: string; modified?: string }) => p.modified ?? p.date;
  const newestPost = posts.reduce<string | undefined>(
    (max, p) => (!max || Date.parse(lastChange(p)) > Date.parse(max) ? lastChange(p) : max),
    undefined,
  );
  const pages: SitemapEntry[] = sitemapPaths.map((path) => ({
    loc: canonicalUrl(site, path),
    // The overview changes whenever a post is published.
    ...(path === "/blog" && newestPost ? { lastmod: newestPost } : {}),
  }));
  const articles = posts.map((post) => ({
    loc: canonicalUrl(site, blogPostPath(post.slug)),
    // The last publish of an edited post, else its own date.
    lastmod: lastChange(post),
  }));
  return [...pages, ...articles];
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
