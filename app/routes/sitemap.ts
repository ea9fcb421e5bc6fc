import { resolveSite } from "~/content/site";
import { sitemapEntries, sitemapXml } from "~/lib/sitemap";
import { listPosts } from "~/server/blog.server";

export function loader() {
  const site = resolveSite(process.env);
  const body = sitemapXml(sitemapEntries(site, listPosts(site)));
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
