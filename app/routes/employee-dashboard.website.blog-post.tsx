// /employee-dashboard/website/blog/nieuw and /employee-dashboard/website/blog/:key (employees and admins): a post's
// editor. Title, slug (unique; a published post's old slug redirects), summary, the Markdown body with its live
// preview, publish date, author, SEO title and description, cover photo with alt text; saved as draft, published
// or scheduled through the shared save bar, with the status, the revisions ("Terugzetten") and the conflict
// notice of the content editor frame. One multipart form: it works without JavaScript.
import { data, redirect } from "react-router";
import { FormError, Notice } from "~/components/form/field";
import { BlogPostForm } from "~/components/staff/content/blog-post-form";
import { ConflictNotice } from "~/components/staff/content/conflict-notice";
import { ContentStatus } from "~/components/staff/content/content-status";
import { RevisionList } from "~/components/staff/content/revisions";
import { privatePageMeta } from "~/components/staff/meta";
import { blogEditorCopy as copy } from "~/content/staff-website";
import { useSending } from "~/hooks/use-sending";
import { blogPostPath } from "~/lib/blog-paths";
import { BLOG_EDITOR_PATH, blogDraftPreviewPath } from "~/lib/content/blog-post";
import { savedPath, type ContentAnswer } from "~/lib/content/editor";
import { requireStaff } from "~/server/auth.server";
import { handleBlogEditor } from "~/server/blog/editor.server";
import { blogEditorPageData } from "~/server/staff/blog-editor-page.server";
import type { Route } from "./+types/employee-dashboard.website.blog-post";

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireStaff(request);
  return blogEditorPageData(params.key ?? null, url);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const result = await handleBlogEditor(request, user, params.key ?? null);
  // A new post lives at its own address from its first save on (303: the browser follows with a GET).
  if (!params.key && result.entry && result.key) {
    const intent =
      result.entry.status === "published"
        ? "publish"
        : result.entry.status === "scheduled"
          ? "schedule"
          : "draft";
    throw redirect(savedPath(`${BLOG_EDITOR_PATH}/${result.key}`, intent), 303);
  }
  return data<ContentAnswer>(result.body, { status: result.status });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  privatePageMeta(
    loaderData?.key ? copy.editTitle(loaderData.post.title) : copy.newTitle,
    matches[0].loaderData.site,
  );

export default function BlogEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSending();
  const { post, entry, key } = loaderData;
  const answer = actionData;
  const version = entry?.version ?? 0;
  const values: Record<string, string> = answer?.values ?? {
    title: post.title,
    slug: post.slug,
    summary: post.summary,
    body: post.body,
    date: post.date,
    author: post.author,
    seoTitle: ("seoTitle" in post ? post.seoTitle : undefined) ?? "",
    seoDescription: ("seoDescription" in post ? post.seoDescription : undefined) ?? "",
    coverAlt: loaderData.cover?.alt ?? "",
  };
  return (
    <div className="space-y-6">
      <p>
        <a
          href={BLOG_EDITOR_PATH}
          className="text-sm font-medium text-brand-700 underline underline-offset-4"
        >
          {copy.back}
        </a>
      </p>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">
        {key ? copy.editTitle(post.title) : copy.newTitle}
      </h1>
      {entry ? (
        <div className="flex flex-wrap items-start justify-between gap-4">
          <ContentStatus entry={entry} />
          <div className="flex flex-wrap gap-4 text-sm">
            <a
              href={blogDraftPreviewPath(key!)}
              className="font-medium text-brand-700 underline underline-offset-4"
            >
              {copy.previewDraft}
            </a>
            {entry.liveSlug ? (
              <a
                href={blogPostPath(entry.liveSlug)}
                className="font-medium text-brand-700 underline underline-offset-4"
              >
                {copy.view}
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
      <ConflictNotice conflict={answer?.conflict} />
      <FormError message={answer?.formError} />
      <Notice message={answer?.notice ?? loaderData.notice} />

      <BlogPostForm page={loaderData} answer={answer} values={values} version={version} busy={busy} />

      {key ? <RevisionList revisions={loaderData.revisions} version={version} busy={busy} /> : null}
    </div>
  );
}
