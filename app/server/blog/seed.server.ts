// The blog's first version: the Markdown posts of app/content/blog, imported into the content store at first start
// (content/seeds.server). A file's name is its post's slug and key; its frontmatter gives title, seoTitle,
// description (the summary), date and author. Site tokens ({brand}, {phone}, ...) stay as typed and are filled
// in when a page renders, as before.
import type { BlogPostData } from "~/lib/content/blog-post";
import { slugFromPath, toPostMeta } from "~/lib/blog";
import { parseFrontmatter } from "~/lib/frontmatter";

// Eager raw imports put the Markdown inside the server bundle, so production needs no content folder on disk.
const files = import.meta.glob("../../content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

export function blogPostSeeds(): { key: string; data: BlogPostData }[] {
  return Object.entries(files).map(([path, raw]) => {
    const slug = slugFromPath(path);
    const { data, body } = parseFrontmatter(raw);
    const meta = toPostMeta(slug, data);
    return {
      key: slug,
      data: {
        title: meta.title,
        slug,
        summary: meta.description,
        body: body.trim(),
        date: meta.date,
        author: meta.author,
        ...(meta.seoTitle ? { seoTitle: meta.seoTitle } : {}),
      },
    };
  });
}
