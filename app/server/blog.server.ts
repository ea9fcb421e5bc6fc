// Blog posts: Markdown files in app/content/blog, bundled at build time and rendered to HTML on the server.
// To publish a post, add app/content/blog/<slug>.md starting with frontmatter:
//   title, seoTitle (optional: when "title | brand" passes 60 characters), description, date (yyyy-MM-dd),
//   author, readingMinutes. Body: Markdown with ## and ### headings; {brand}, {phone}, … tokens are filled in.
// A post with invalid frontmatter fails the build's tests and the server start, never a half page.
import { Marked } from "marked";
import { fillSiteTokens, type SiteConfig } from "~/content/site";
import { type BlogPostMeta, slugFromPath, sortNewestFirst, toPostMeta } from "~/lib/blog";
import { parseFrontmatter } from "~/lib/frontmatter";

export interface BlogPost extends BlogPostMeta {
  html: string;
}

// Eager raw imports put the Markdown inside the server bundle, so production needs no content folder on disk.
const files = import.meta.glob("../content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// Posts are our own files, but raw HTML in Markdown is still shown as text: the rendered HTML goes through
// dangerouslySetInnerHTML, and keeping it markup-free keeps the CSP and XSS story simple.
const markdown = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
  },
});

/** Markdown → HTML without any raw HTML passing through. */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}

interface SourcePost {
  meta: BlogPostMeta;
  body: string;
}

function loadPosts(entries: Record<string, string>): SourcePost[] {
  const posts = Object.entries(entries).map(([path, raw]) => {
    const slug = slugFromPath(path);
    const { data, body } = parseFrontmatter(raw);
    return { meta: toPostMeta(slug, data), body };
  });
  return sortNewestFirst(posts.map((p) => p.meta)).map((meta) => posts.find((p) => p.meta === meta)!);
}

const posts = loadPosts(files);

function fillMeta(meta: BlogPostMeta, site: SiteConfig): BlogPostMeta {
  return {
    ...meta,
    title: fillSiteTokens(meta.title, site),
    ...(meta.seoTitle ? { seoTitle: fillSiteTokens(meta.seoTitle, site) } : {}),
    description: fillSiteTokens(meta.description, site),
    author: fillSiteTokens(meta.author, site),
  };
}

/** All posts, newest first, with site tokens filled in. */
export function listPosts(site: SiteConfig): BlogPostMeta[] {
  return posts.map((post) => fillMeta(post.meta, site));
}

/** One post with its HTML, or undefined for an unknown slug. */
export function getPost(slug: string, site: SiteConfig): BlogPost | undefined {
  const post = posts.find((p) => p.meta.slug === slug);
  if (!post) return undefined;
  return { ...fillMeta(post.meta, site), html: renderMarkdown(fillSiteTokens(post.body, site)) };
}
