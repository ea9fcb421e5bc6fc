// The blog editor page on the server (/employee-dashboard/website/blog/nieuw and …/:key): the post as the form
// starts from (a new one dated today, by the site's default author), its cover, status, live preview and revisions.
import { data } from "react-router";
import { contentEditorCopy } from "~/content/content-editor";
import { fillSiteTokens } from "~/content/site";
import { blogEditorCopy as copy } from "~/content/staff-website";
import type { BlogPostData } from "~/lib/content/blog-post";
import { savedNotice } from "~/lib/content/editor";
import { photoView } from "~/lib/portfolio";
import { shopNow } from "~/lib/shop-time";
import { brokenLinksIn } from "../blog.server";
import { renderMarkdown } from "../blog/markdown.server";
import { editableData, entryStatus, getContentEntry, listRevisions } from "../content/entries.server";
import { getSite } from "../env.server";

export async function blogEditorPageData(key: string | null, url: URL) {
  const site = getSite();
  const entry = key ? await getContentEntry("blog-post", key) : null;
  if (key && !entry) throw data(contentEditorCopy.notFound, { status: 404 });
  const stored = entry ? (editableData(entry) as BlogPostData) : null;
  // The author as the site shows it: "Team {brand}" (the posts' default) reads as the brand's name.
  const post = stored ? { ...stored, author: fillSiteTokens(stored.author, site) } : null;
  const body = post?.body ?? "";
  return {
    key,
    post: post ?? {
      title: "",
      slug: "",
      summary: "",
      body: "",
      date: shopNow().date,
      author: fillSiteTokens(copy.defaultAuthor, site),
    },
    cover: post?.cover
      ? photoView({
          variants: post.cover.variants,
          staticSrc: null,
          width: post.cover.width,
          height: post.cover.height,
          altText: post.cover.alt,
        })
      : null,
    entry: entry
      ? { ...entryStatus(entry), liveSlug: (entry.data as BlogPostData | null)?.slug ?? null }
      : null,
    preview: { html: renderMarkdown(body, site), brokenLinks: await brokenLinksIn({ body }, site) },
    revisions: key ? await listRevisions("blog-post", key) : [],
    notice: savedNotice(url),
  };
}
