// /blog/feed.xml: the published posts as RSS 2.0 (lib/blog-feed). Served like a public page: from the page
// cache per public content version, so a publish shows in the feed at once.
import { blogCopy as copy } from "~/content/blog";
import { blogFeedXml } from "~/lib/blog-feed";
import { listPosts } from "~/server/blog.server";
import { getSite } from "~/server/env.server";

export async function loader() {
  const site = getSite();
  const body = blogFeedXml(site, await listPosts(site), {
    title: copy.feedTitle(site.brand),
    description: copy.description,
  });
  return new Response(body, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
