// The blog editor's action: the whole post comes as one multipart form (the cover photo optional), so it works
// without JavaScript. The fields become the post's data (the current cover kept unless replaced or removed), the
// slug must be unique among the other posts, a new photo goes through the portfolio's photo pipeline (AVIF, WebP
// and JPEG variants, metadata stripped) only once the fields are valid, and the save goes through the content
// store's editor frame (content/editor-actions.server).
import { randomUUID } from "node:crypto";
import { and, eq, ne, or, sql } from "drizzle-orm";
import { contentEditorCopy } from "~/content/content-editor";
import { blogEditorCopy as copy } from "~/content/staff-website";
import type { ContentAnswer } from "~/lib/content/editor";
import {
  BLOG_COVER_UPLOAD,
  BLOG_MESSAGES,
  type BlogPostData,
  blogPostSchema,
  RESERVED_SLUGS,
  slugify,
} from "~/lib/content/blog-post";
import { getDb } from "../db/index.server";
import { contentEntries } from "../db/schema.server";
import type { Tx } from "../db/client.server";
import { readForm, type FormFields } from "../http/form.server";
import { discardUploads, readUpload, type UploadedFile } from "../http/upload.server";
import { PhotoRefusedError } from "../images/photos.server";
import { logger } from "../logger.server";
import { photoFromUpload } from "../portfolio/photos.server";
import { getStorage } from "../storage.server";
import {
  type EditorResult,
  handleContentRestore,
  handleContentSave,
  requireContentEditor,
} from "../content/editor-actions.server";
import { CONTENT_EDITOR_FORM_BYTES } from "../http/upload-routes.server";
import { getContentEntry, editableData } from "../content/entries.server";
import { fieldErrorsOf } from "../content/write.server";

/**
 * The post's data from the form (the cover is added by the caller). A slug left empty is made from the title, so
 * the suggestion works without JavaScript too (the editor's script fills it in while typing the title).
 */
export function postFromFields(fields: FormFields): Record<string, unknown> {
  return {
    title: fields.title ?? "",
    slug: (fields.slug ?? "").trim().toLowerCase() || slugify(fields.title ?? ""),
    summary: fields.summary ?? "",
    body: fields.body ?? "",
    date: fields.date ?? "",
    author: fields.author ?? "",
    seoTitle: fields.seoTitle ?? "",
    seoDescription: fields.seoDescription ?? "",
  };
}

/** No other post (published or in a draft) has this slug. */
export async function checkSlug(tx: Tx, data: BlogPostData, entryId: string | null) {
  if ((RESERVED_SLUGS as readonly string[]).includes(data.slug)) return { slug: BLOG_MESSAGES.slugReserved };
  const [taken] = await tx
    .select({ id: contentEntries.id })
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.kind, "blog-post"),
        entryId ? ne(contentEntries.id, entryId) : undefined,
        or(
          sql`${contentEntries.data}->>'slug' = ${data.slug}`,
          sql`${contentEntries.draft}->>'slug' = ${data.slug}`,
        ),
      ),
    )
    .limit(1);
  return taken ? { slug: BLOG_MESSAGES.slugTaken } : null;
}

const isMultipart = (request: Request) =>
  /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");

/**
 * Handles a post of the editor: `key` null for a new post. Returns the answer and, after a save, the entry's key
 * (a new post's page redirects there).
 */
export async function handleBlogEditor(
  request: Request,
  user: { id: string; role: string },
  key: string | null,
): Promise<EditorResult<"blog-post"> & { key?: string }> {
  requireContentEditor(user, "blog-post");
  const db = getDb();
  const storage = getStorage();
  let fields: FormFields;
  let files: UploadedFile[] = [];
  if (isMultipart(request)) {
    const upload = await readUpload(request, storage, BLOG_COVER_UPLOAD);
    if (!upload.ok) return { status: upload.status, body: { errors: { cover: upload.message } } };
    if (upload.failedFiles.length)
      return { status: 503, body: { errors: { cover: copy.photoFailed }, values: upload.fields } };
    fields = upload.fields;
    files = upload.files;
  } else {
    fields = await readForm(request, { maxBytes: CONTENT_EDITOR_FORM_BYTES });
  }

  const current = key ? await getContentEntry("blog-post", key, db) : null;
  if (key && !current) {
    await discardUploads(storage, files);
    return { status: 404, body: { formError: contentEditorCopy.notFound } };
  }
  if (fields.intent === "restore") {
    await discardUploads(storage, files);
    return handleContentRestore({ user, kind: "blog-post", key: key ?? "", fields, db });
  }

  const previous = current ? (editableData(current) as BlogPostData | null) : null;
  const keepCover = fields.removeCover !== "on" ? previous?.cover : undefined;
  const data: Record<string, unknown> = postFromFields(fields);
  const [file] = files;
  const coverAlt = (fields.coverAlt ?? "").trim();
  if (keepCover) data.cover = { ...keepCover, alt: coverAlt || keepCover.alt };

  // The fields first: a photo is processed only for a post that can be saved.
  const probe = blogPostSchema.safeParse(
    file
      ? {
          ...data,
          cover: {
            variants: { avif: [], webp: [], jpeg: { width: 1, key: "x" } },
            width: 1,
            height: 1,
            alt: coverAlt,
          },
        }
      : data,
  );
  if (!probe.success) {
    await discardUploads(storage, files);
    const errors = fieldErrorsOf(probe.error.issues);
    if (errors["cover.alt"]) errors.coverAlt = errors["cover.alt"];
    return { status: 400, body: invalid(errors, fields) };
  }
  if (file) {
    try {
      const photo = await photoFromUpload(storage, file);
      data.cover = { variants: photo.variants, width: photo.width, height: photo.height, alt: coverAlt };
    } catch (error) {
      if (error instanceof PhotoRefusedError)
        return { status: 400, body: invalid({ cover: error.message }, fields) };
      logger.error({ err: error }, "processing a blog cover photo failed");
      return { status: 503, body: invalid({ cover: copy.photoFailed }, fields) };
    }
  }
  const entryKey = key ?? randomUUID();
  const result = await handleContentSave({
    user,
    kind: "blog-post",
    key: entryKey,
    fields,
    data,
    check: checkSlug,
    db,
  });
  if (result.body.errors?.["cover.alt"]) result.body.errors.coverAlt = result.body.errors["cover.alt"];
  return { ...result, key: entryKey };
}

function invalid(errors: Record<string, string>, values: FormFields): ContentAnswer {
  return { formError: contentEditorCopy.invalid, errors, values };
}
