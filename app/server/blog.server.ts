// The blog as the public pages read it: published blog-post items of the content store (memoised per public
// content version, so a page never queries per request), newest first, site tokens filled in, the body rendered
// to sanitised HTML (blog/markdown.server). Staff write posts at /employee-dashboard/website/blog.
import { fillSiteTokens, type SiteConfig } from "~/content/site";
import { blogPostPath } from "~/lib/blog-paths";
import { type BlogPostData, readingMinutes } from "~/lib/content/blog-post";
import { type BlogPostMeta, sortNewestFirst } from "~/lib/blog";
import { photoView, type PhotoView } from "~/lib/portfolio";
import { canonicalPath } from "~/lib/seo";
import { sitemapPaths } from "~/lib/sitemap";
import { amsterdamIso, amsterdamMidnight } from "~/lib/shop-time";
import type { Database } from "./db/client.server";
import { getDb } from "./db/index.server";
import { brokenInternalLinks, renderMarkdown } from "./blog/markdown.server";
import { listPublishedContent } from "./content/published.server";

export interface BlogPostSummary extends BlogPostMeta {
  /** The post's day as an instant with zone, Amsterdam midnight (BlogPosting datePublished). */
  published: string;
  /**
   * The last change, ISO with zone: the last publish when it came after the post's day began, else that day
   * (BlogPosting dateModified and the sitemap's lastmod, one value for both).
   */
  modified: string;
  cover?: PhotoView;
}

export interface BlogPost extends BlogPostSummary {
  html: string;
}

/** A post's fields as the pages show them: tokens filled, reading time counted, the cover as a <picture>. */
export function postView(
  data: BlogPostData,
  site: SiteConfig,
  publishedAt: Date | null = null,
): BlogPostSummary {
  const dayStart = amsterdamMidnight(data.date);
  const lastChange = publishedAt && publishedAt > dayStart ? publishedAt : dayStart;
  return {
    slug: data.slug,
    title: fillSiteTokens(data.title, site),
    ...(data.seoTitle ? { seoTitle: fillSiteTokens(data.seoTitle, site) } : {}),
    description: fillSiteTokens(data.summary, site),
    ...(data.seoDescription ? { seoDescription: fillSiteTokens(data.seoDescription, site) } : {}),
    date: data.date,
    author: fillSiteTokens(data.author, site),
    readingMinutes: readingMinutes(data.body),
    published: amsterdamIso(dayStart),
    modified: amsterdamIso(lastChange),
    ...(data.cover
      ? {
          cover: photoView({
            variants: data.cover.variants,
            staticSrc: null,
            width: data.cover.width,
            height: data.cover.height,
            altText: data.cover.alt,
          }),
        }
      : {}),
  };
}

/** A post with its rendered body (also the staff's draft preview). */
export function fullPost(data: BlogPostData, site: SiteConfig, publishedAt: Date | null = null): BlogPost {
  return { ...postView(data, site, publishedAt), html: renderMarkdown(data.body, site) };
}

async function published(db: Database) {
  return (await listPublishedContent("blog-post", db)).map((item) => ({
    data: item.data as BlogPostData,
    publishedAt: item.publishedAt,
  }));
}

/** All published posts, newest first, with site tokens filled in. */
export async function listPosts(site: SiteConfig, db: Database = getDb()): Promise<BlogPostSummary[]> {
  return sortNewestFirst((await published(db)).map((p) => postView(p.data, site, p.publishedAt)));
}

/** One published post by its slug, with its HTML; undefined for an unknown slug. */
export async function getPost(
  slug: string,
  site: SiteConfig,
  db: Database = getDb(),
): Promise<BlogPost | undefined> {
  const post = (await published(db)).find((p) => p.data.slug === slug);
  return post ? fullPost(post.data, site, post.publishedAt) : undefined;
}

/** Paths our own pages answer (for the editor's broken-link check): the public pages and the published posts. */
export async function knownPublicPath(db: Database = getDb()): Promise<(path: string) => boolean> {
  const posts = new Set((await published(db)).map((p) => blogPostPath(p.data.slug)));
  const pages = new Set<string>([...sitemapPaths, "/afspraak", "/blog/feed.xml"]);
  // An alias of a page (/kleding-bedrukken-breda) or a trailing slash is a working link too.
  return (path) =>
    pages.has(canonicalPath(path)) ||
    posts.has(canonicalPath(path)) ||
    path.startsWith("/media/") ||
    path.startsWith("/bestanden/");
}

/** Links in a post's body to our own pages that do not exist (the editor flags them; publishing is allowed). */
export async function brokenLinksIn(
  data: Pick<BlogPostData, "body">,
  site: SiteConfig,
  db: Database = getDb(),
) {
  return brokenInternalLinks(renderMarkdown(data.body, site), site.url, await knownPublicPath(db));
}
