import { sitemapEntries, sitemapXml } from "~/lib/sitemap";
import { listPosts } from "~/server/blog.server";
import { getSite } from "~/server/env.server";

export async function loader() {
  const site = getSite();
  const body = sitemapXml(sitemapEntries(site, await listPosts(site)));
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
