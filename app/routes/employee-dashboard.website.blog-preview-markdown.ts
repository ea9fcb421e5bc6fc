// The blog editor's live preview: staff post the Markdown they are typing and get the sanitised HTML the public
// page will show, plus the links to our own pages that do not exist. Changes nothing.
import { BLOG_MESSAGES } from "~/lib/content/blog-post";
import { requireStaff } from "~/server/auth.server";
import { brokenLinksIn } from "~/server/blog.server";
import { renderMarkdown } from "~/server/blog/markdown.server";
import { getSite } from "~/server/env.server";
import { readForm } from "~/server/http/form.server";
import { CONTENT_EDITOR_FORM_BYTES } from "~/server/http/upload-routes.server";
import type { Route } from "./+types/employee-dashboard.website.blog-preview-markdown";

export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request);
  const fields = await readForm(request, { maxBytes: CONTENT_EDITOR_FORM_BYTES });
  const body = fields.body ?? "";
  if (body.length > 50_000) return Response.json({ formError: BLOG_MESSAGES.body }, { status: 400 });
  const site = getSite();
  return Response.json({
    html: renderMarkdown(body, site),
    brokenLinks: await brokenLinksIn({ body }, site),
  });
}
