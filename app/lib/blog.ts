// Blog post metadata: validation of the seed files' frontmatter (app/content/blog, imported into the content store
// at first start) and ordering. Pure, no I/O.
import { isoDateSchema } from "./content/blog-post";
import { z } from "./zod";

export interface BlogPostMeta {
  slug: string;
  title: string;
  /** Shorter title for the <title> tag when "{title} | {brand}" would pass 60 characters. */
  seoTitle?: string;
  description: string;
  /** The meta description when it differs from the summary (description). */
  seoDescription?: string;
  /** ISO date, yyyy-MM-dd. */
  date: string;
  author: string;
  readingMinutes: number;
}

// A frontmatter error is for the developer who added the file: its message stays English.
const isoDate = isoDateSchema("date is not a real date (yyyy-MM-dd)");

const frontmatterSchema = z.object({
  title: z.string().min(1),
  seoTitle: z.string().min(1).optional(),
  description: z.string().min(1),
  date: isoDate,
  author: z.string().min(1),
  readingMinutes: z.coerce.number().int().positive(),
});

/** "../content/blog/van-ontwerp-tot-gedrukt.md" → "van-ontwerp-tot-gedrukt". */
export function slugFromPath(path: string): string {
  const file = path.split("/").pop() ?? path;
  return file.replace(/\.md$/, "");
}

/** Validates a post's frontmatter; a broken post fails the build/start instead of rendering half a page. */
export function toPostMeta(slug: string, data: Record<string, string>): BlogPostMeta {
  const result = frontmatterSchema.safeParse(data);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Blog post "${slug}" has invalid frontmatter: ${issues}`);
  }
  const { seoTitle, ...rest } = result.data;
  return { slug, ...rest, ...(seoTitle ? { seoTitle } : {}) };
}

/** Newest first; posts of the same day keep a stable order by title. */
export function sortNewestFirst<T extends Pick<BlogPostMeta, "date" | "title">>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, "nl"));
}
