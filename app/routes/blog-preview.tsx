// /blog/voorbeeld/:key (staff only): a post's pending draft (or its published version when there is none)
// exactly as its public page will show it, inside the public site's frame, with a banner saying it is a
// preview. Never cached, never indexed.
import { data } from "react-router";
import { BlogPostContent } from "~/components/pages/blog-post-content";
import { ServerMarkupView } from "~/components/server-markup";
import { noIndexMeta } from "~/components/staff/meta";
import { blogCopy as copy } from "~/content/blog";
import { contentEditorCopy } from "~/content/content-editor";
import { BLOG_EDITOR_PATH, type BlogPostData } from "~/lib/content/blog-post";
import { requireStaff } from "~/server/auth.server";
import { fullPost, listPosts } from "~/server/blog.server";
import { editableData, getContentEntry } from "~/server/content/entries.server";
import { getSite } from "~/server/env.server";
import { renderServerMarkup } from "~/components/server-markup.server";
import type { Route } from "./+types/blog-preview";

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  await requireStaff(request);
  const entry = await getContentEntry("blog-post", params.key);
  const draft = entry ? (editableData(entry) as BlogPostData | null) : null;
  if (!entry || !draft) throw data(contentEditorCopy.notFound, { status: 404 });
  const site = getSite();
  const post = fullPost(draft, site, entry.publishedAt);
  const more = (await listPosts(site)).filter((p) => p.slug !== post.slug).slice(0, 3);
  return data(
    {
      title: post.title,
      editPath: `${BLOG_EDITOR_PATH}/${params.key}`,
      content: renderServerMarkup({ request, context, url }, <BlogPostContent post={post} more={more} />),
    },
    { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? copy.title },
  noIndexMeta,
];

export default function BlogPreviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <div
        role="note"
        className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm text-amber-950"
      >
        {copy.previewBanner}{" "}
        <a href={loaderData.editPath} className="font-semibold underline underline-offset-4">
          {copy.previewBack}
        </a>
      </div>
      <ServerMarkupView markup={loaderData.content} />
    </main>
  );
}
