// /employee-dashboard/website/blog/nieuw and /employee-dashboard/website/blog/:key (employees and admins): a post's
// editor. Title, slug (unique; a published post's old slug redirects), summary, the Markdown body with its live
// preview, publish date, author, SEO title and description, cover photo with alt text; saved as draft, published
// or scheduled through the shared save bar, with the status, the revisions ("Terugzetten") and the conflict
// notice of the content editor frame. One multipart form: it works without JavaScript.
import { data, Form, redirect } from "react-router";
import { FormError, FormFields, Field, Notice, TextAreaField } from "~/components/form/field";
import { ConflictNotice } from "~/components/staff/content/conflict-notice";
import { ContentSaveBar } from "~/components/staff/content/save-bar";
import { ContentStatus } from "~/components/staff/content/content-status";
import { MarkdownEditor } from "~/components/staff/content/markdown-editor";
import { RevisionList } from "~/components/staff/content/revisions";
import { privatePageMeta } from "~/components/staff/meta";
import { ResponsivePicture } from "~/components/responsive-picture";
import { Card } from "~/components/ui/card";
import { contentEditorCopy } from "~/content/content-editor";
import { blogEditorCopy as copy } from "~/content/staff-website";
import { useSending } from "~/hooks/use-sending";
import {
  BLOG_EDITOR_PATH,
  BLOG_MARKDOWN_PREVIEW_PATH,
  blogDraftPreviewPath,
  type BlogPostData,
  slugify,
} from "~/lib/content/blog-post";
import type { ContentAnswer } from "~/lib/content/editor";
import { toLocalDateTime } from "~/lib/content/editor";
import type { ContentStatus as Status } from "~/lib/content/kinds";
import { photoView } from "~/lib/portfolio";
import { shopNow } from "~/lib/shop-time";
import { requireStaff } from "~/server/auth.server";
import { brokenLinksIn } from "~/server/blog.server";
import { renderMarkdown } from "~/server/blog/markdown.server";
import { handleBlogEditor } from "~/server/blog/editor.server";
import { editableData, getContentEntry, listRevisions } from "~/server/content/entries.server";
import { getSite } from "~/server/env.server";
import { fillSiteTokens } from "~/content/site";
import { blogPostPath } from "~/lib/blog-paths";
import type { Route } from "./+types/employee-dashboard.website.blog-post";

const SAVED_PARAM = "opgeslagen";

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireStaff(request);
  const site = getSite();
  const key = params.key ?? null;
  const entry = key ? await getContentEntry("blog-post", key) : null;
  if (key && !entry) throw data(contentEditorCopy.notFound, { status: 404 });
  const stored = entry ? (editableData(entry) as BlogPostData) : null;
  // The author as the site shows it: "Team {brand}" (the posts' default) reads as the brand's name.
  const post = stored ? { ...stored, author: fillSiteTokens(stored.author, site) } : null;
  const body = post?.body ?? "";
  const saved = url.searchParams.get(SAVED_PARAM);
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
      ? {
          status: entry.status as Status,
          live: entry.data !== null,
          liveSlug: (entry.data as BlogPostData | null)?.slug ?? null,
          version: entry.version,
          publishAt: entry.publishAt?.toISOString() ?? null,
          publishedAt: entry.publishedAt?.toISOString() ?? null,
          updatedAt: entry.updatedAt.toISOString(),
          updatedByName: entry.updatedByName,
        }
      : null,
    preview: { html: renderMarkdown(body, site), brokenLinks: await brokenLinksIn({ body }, site) },
    revisions: key ? await listRevisions("blog-post", key) : [],
    notice:
      saved === "draft" || saved === "publish" || saved === "schedule"
        ? contentEditorCopy.saved[saved]
        : null,
  };
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
    throw redirect(`${BLOG_EDITOR_PATH}/${result.key}?${SAVED_PARAM}=${intent}`, 303);
  }
  return data<ContentAnswer>(result.body, { status: result.status });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  privatePageMeta(
    loaderData?.key ? copy.editTitle(loaderData.post.title) : copy.newTitle,
    matches[0].loaderData.site,
  );

/**
 * A new post's slug follows its title while typing, until staff type a slug of their own (emptying it again
 * resumes). Without JavaScript the server makes it from the title when left empty (server/blog/editor.server).
 * A saved post's slug stays: changing it moves the post's address.
 */
function suggestSlug(event: React.FormEvent<HTMLFormElement>) {
  const title = event.target as HTMLInputElement;
  const slug = event.currentTarget.elements.namedItem("slug");
  if (title.name !== "title" || !(slug instanceof HTMLInputElement)) return;
  // Empty, or still the last suggestion: not typed by staff.
  if (slug.value !== "" && slug.value !== slug.dataset.suggested) return;
  slug.value = slug.dataset.suggested = slugify(title.value);
}

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
  const slugPath = blogPostPath(values.slug || "…");
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

      <Card>
        <Form
          method="post"
          encType="multipart/form-data"
          className="space-y-5"
          key={`${version}-${answer?.conflict ? "c" : ""}`}
          onInput={key ? undefined : suggestSlug}
        >
          <FormFields errors={answer?.errors} values={values}>
            <div className="grid gap-5 md:grid-cols-2">
              <Field label={copy.fields.title} name="title" required maxLength={120} />
              <Field
                label={copy.fields.slug}
                name="slug"
                maxLength={80}
                pattern="[a-z0-9]+(-[a-z0-9]+)*"
                hint={copy.fields.slugHint(slugPath)}
              />
            </div>
            <TextAreaField
              label={copy.fields.summary}
              name="summary"
              required
              maxLength={300}
              rows={3}
              hint={copy.fields.summaryHint}
            />
            <MarkdownEditor
              name="body"
              label={copy.fields.body}
              hint={copy.fields.bodyHint}
              previewLabel={copy.fields.preview}
              previewHint={copy.fields.previewHint}
              brokenLinksLabel={copy.brokenLinks}
              previewAction={BLOG_MARKDOWN_PREVIEW_PATH}
              initial={loaderData.preview}
              maxLength={50_000}
            />
            <div className="grid gap-5 md:grid-cols-2">
              <Field label={copy.fields.date} name="date" type="date" required hint={copy.fields.dateHint} />
              <Field label={copy.fields.author} name="author" required maxLength={80} />
              <Field
                label={copy.fields.seoTitle}
                name="seoTitle"
                maxLength={60}
                hint={copy.fields.seoTitleHint}
              />
              <Field
                label={copy.fields.seoDescription}
                name="seoDescription"
                maxLength={160}
                hint={copy.fields.seoDescriptionHint}
              />
            </div>
            <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-ink">{copy.fields.cover}</legend>
              {loaderData.cover ? (
                <div className="space-y-2">
                  <p className="text-sm text-slate-700">{copy.fields.currentCover}</p>
                  <ResponsivePicture photo={loaderData.cover} sizes="20rem" className="max-w-xs rounded-lg" />
                  <label className="flex items-center gap-2 text-sm text-slate-800">
                    <input type="checkbox" name="removeCover" className="size-4" />
                    {copy.fields.removeCover}
                  </label>
                </div>
              ) : null}
              <Field
                label={copy.fields.coverFile}
                name="cover"
                type="file"
                accept=".jpg,.jpeg,.png,.webp,.avif,.tif,.tiff"
                hint={copy.fields.coverHint}
              />
              <Field
                label={copy.fields.coverAlt}
                name="coverAlt"
                maxLength={300}
                hint={copy.fields.coverAltHint}
              />
            </fieldset>
            <ContentSaveBar
              version={answer?.conflict?.version ?? version}
              busy={busy}
              publishAt={entry?.publishAt ? toLocalDateTime(new Date(entry.publishAt)) : undefined}
              error={answer?.errors?.publishAt}
            />
          </FormFields>
        </Form>
      </Card>

      {key ? <RevisionList revisions={loaderData.revisions} version={version} busy={busy} /> : null}
    </div>
  );
}
