// The blog's public addresses, apart from the post schema (./content/blog-post) so public pages can use them
// without loading zod.

/** A post's public path. */
export function blogPostPath(slug: string): string {
  return `/blog/${slug}`;
}

/** The blog's RSS feed. */
export const FEED_PATH = "/blog/feed.xml";
