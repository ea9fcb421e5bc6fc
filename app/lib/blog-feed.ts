// /blog/feed.xml: the blog as an RSS 2.0 feed (newest first), so readers and aggregators see a new post without
// visiting. Pure: the feed route passes the published posts.
import { blogPostPath, FEED_PATH } from "./blog-paths";
import { canonicalUrl } from "./seo";
import { escapeXml } from "./xml";

export interface FeedPost {
  slug: string;
  title: string;
  description: string;
  /** yyyy-MM-dd */
  date: string;
  author: string;
}

/** RFC 822 date of a calendar day (noon UTC, so every time zone reads the same day). */
const rfc822 = (date: string) => new Date(`${date}T12:00:00Z`).toUTCString();

export function blogFeedXml(
  site: { url: string; brand: string },
  posts: readonly FeedPost[],
  text: { title: string; description: string },
): string {
  const items = posts.map((post) => {
    const url = canonicalUrl(site, blogPostPath(post.slug));
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <description>${escapeXml(post.description)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const newest = posts.reduce<string | undefined>(
    (max, p) => (!max || p.date > max ? p.date : max),
    undefined,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(text.title)}</title>`,
    `    <link>${escapeXml(canonicalUrl(site, "/blog"))}</link>`,
    `    <atom:link href="${escapeXml(canonicalUrl(site, FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(text.description)}</description>`,
    "    <language>nl-NL</language>",
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
