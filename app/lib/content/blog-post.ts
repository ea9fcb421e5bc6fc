// The blog-post content kind: what a post is (title, slug, summary, Markdown body, cover photo, SEO fields, date)
// and the form rules with their Dutch messages. Pure: the editor, the store and the public pages share it.
import type { UploadRules } from "../file-kind";
import { PORTFOLIO_UPLOAD, type PhotoVariants } from "../portfolio";
import { z } from "../zod";

export const BLOG_MESSAGES = {
  title: "Vul een titel in (maximaal 120 tekens).",
  slug: "Gebruik alleen kleine letters, cijfers en streepjes, bijvoorbeeld dtf-of-htv (maximaal 80 tekens).",
  slugTaken: "Deze slug is al in gebruik bij een ander artikel.",
  slugReserved: "Deze slug is gereserveerd. Kies een andere.",
  summary: "Vul een samenvatting in (maximaal 300 tekens).",
  body: "Schrijf de tekst van het artikel (maximaal 50.000 tekens).",
  date: "Vul een geldige publicatiedatum in.",
  author: "Vul de auteur in (maximaal 80 tekens).",
  seoTitle: "De SEO-titel is maximaal 60 tekens.",
  seoDescription: "De SEO-omschrijving is maximaal 160 tekens.",
  coverAlt: "Beschrijf wat er op de omslagfoto te zien is (alt-tekst, maximaal 300 tekens).",
} as const;

const noNul = (v: string) => !v.includes("\u0000");
const text = (max: number, error: string) =>
  z.string({ error }).trim().min(1, { error }).max(max, { error }).refine(noNul, { error });
const optionalText = (max: number, error: string) =>
  z
    .string({ error })
    .trim()
    .max(max, { error })
    .refine(noNul, { error })
    .transform((v) => (v ? v : undefined))
    .optional();

/** yyyy-MM-dd that is a real calendar day (2026-02-31 is refused). */
export const isoDateSchema = (error: string) =>
  z
    .string({ error })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error })
    .refine(
      (value) => {
        const parsed = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
      },
      { error },
    );

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Paths under /blog that are no post. */
export const RESERVED_SLUGS = ["feed.xml", "voorbeeld"] as const;

const variant = z.object({ width: z.number().int().positive(), key: z.string().min(1) });
const coverSchema = z.object({
  variants: z.object({ avif: z.array(variant), webp: z.array(variant), jpeg: variant }),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: text(300, BLOG_MESSAGES.coverAlt),
});

export const blogPostSchema = z.object({
  title: text(120, BLOG_MESSAGES.title),
  slug: z
    .string({ error: BLOG_MESSAGES.slug })
    .trim()
    .max(80, { error: BLOG_MESSAGES.slug })
    .regex(SLUG_PATTERN, { error: BLOG_MESSAGES.slug }),
  summary: text(300, BLOG_MESSAGES.summary),
  body: text(50_000, BLOG_MESSAGES.body),
  date: isoDateSchema(BLOG_MESSAGES.date),
  author: text(80, BLOG_MESSAGES.author),
  seoTitle: optionalText(60, BLOG_MESSAGES.seoTitle),
  seoDescription: optionalText(160, BLOG_MESSAGES.seoDescription),
  cover: coverSchema.optional(),
});

export type BlogPostData = z.output<typeof blogPostSchema>;
export type BlogCover = { variants: PhotoVariants; width: number; height: number; alt: string };

/** Reading time shown beside a post: about 200 words a minute, at least one. */
export function readingMinutes(body: string): number {
  const words = body.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** The staff's blog pages: the list, `${BLOG_EDITOR_PATH}/nieuw` and `${BLOG_EDITOR_PATH}/<key>`. */
export const BLOG_EDITOR_PATH = "/employee-dashboard/website/blog";
/** Where the editor's live preview posts the Markdown (answers the sanitised HTML and the broken links). */
export const BLOG_MARKDOWN_PREVIEW_PATH = "/employee-dashboard/website/blog-voorbeeld";

/** The staff's preview of a post's draft, inside the public site's frame. */
export function blogDraftPreviewPath(key: string): string {
  return `/blog/voorbeeld/${key}`;
}

/** The staff list's order: newest publication date first, then the latest change (ISO dates sort as text). */
export function byPostDate<T extends { date: string; updatedAt: string }>(a: T, b: T): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0;
}

/** Title → slug suggestion: "DTF of HTV?" → "dtf-of-htv". */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** A post's cover photo as staff upload it (through the portfolio's photo pipeline), with the post's fields. */
export const BLOG_COVER_UPLOAD = {
  ...PORTFOLIO_UPLOAD,
  folder: "blog-uploads",
  fileFields: ["cover"],
  // The post's Markdown body travels in the same form.
  maxFieldBytes: 512 * 1024,
} as const satisfies UploadRules;
