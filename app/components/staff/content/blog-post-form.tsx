// The blog editor's one form (multipart, so it works without JavaScript): title and slug, summary, the Markdown
// body with its live preview, date and author, SEO fields, the cover photo with its alt text, and the save bar.
import { Form } from "react-router";
import { Field, FormFields, TextAreaField } from "~/components/form/field";
import { ResponsivePicture } from "~/components/responsive-picture";
import { ContentSaveBar } from "~/components/staff/content/save-bar";
import { MarkdownEditor } from "~/components/staff/content/markdown-editor";
import { Card } from "~/components/ui/card";
import { blogEditorCopy as copy } from "~/content/staff-website";
import { blogPostPath } from "~/lib/blog-paths";
import { BLOG_MARKDOWN_PREVIEW_PATH, slugify } from "~/lib/content/blog-post";
import { toLocalDateTime, type ContentAnswer } from "~/lib/content/editor";
import type { PhotoView } from "~/lib/portfolio";

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

export function BlogPostForm({
  page,
  answer,
  values,
  version,
  busy,
}: {
  page: {
    key: string | null;
    cover: PhotoView | null;
    preview: { html: string; brokenLinks: string[] };
    entry: { publishAt: string | null } | null;
  };
  answer: ContentAnswer | undefined;
  values: Record<string, string>;
  version: number;
  busy: boolean;
}) {
  const { key, entry } = page;
  const slugPath = blogPostPath(values.slug || "…");
  return (
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
            initial={page.preview}
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
            {page.cover ? (
              <div className="space-y-2">
                <p className="text-sm text-slate-700">{copy.fields.currentCover}</p>
                <ResponsivePicture photo={page.cover} sizes="20rem" className="max-w-xs rounded-lg" />
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
  );
}
