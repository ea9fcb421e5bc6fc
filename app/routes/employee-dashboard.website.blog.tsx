// /employee-dashboard/website/blog (employees and admins): every post with its status (draft, scheduled,
// published, with unpublished changes), its date and last change, newest date first, and "Nieuw artikel".
import { Link } from "react-router";
import { privatePageMeta } from "~/components/staff/meta";
import { ContentStatusBadge } from "~/components/staff/content/content-status";
import { buttonVariants } from "~/components/ui/button";
import { blogEditorCopy as copy } from "~/content/staff-website";
import { contentEditorCopy } from "~/content/content-editor";
import type { BlogPostData } from "~/lib/content/blog-post";
import { blogPostPath } from "~/lib/blog-paths";
import { BLOG_EDITOR_PATH, byPostDate } from "~/lib/content/blog-post";
import type { ContentStatus } from "~/lib/content/kinds";
import { formatDateTime } from "~/lib/shop-time";
import { formatPostDate } from "~/lib/post-date";
import { requireStaff } from "~/server/auth.server";
import { editableData, listContentEntries } from "~/server/content/entries.server";
import type { Route } from "./+types/employee-dashboard.website.blog";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const entries = await listContentEntries("blog-post");
  return {
    posts: entries
      .map((entry) => {
        const post = editableData(entry) as BlogPostData;
        const live = entry.data as BlogPostData | null;
        return {
          key: entry.key,
          title: post.title,
          date: post.date,
          status: entry.status as ContentStatus,
          live: live ? blogPostPath(live.slug) : null,
          publishAt: entry.publishAt?.toISOString() ?? null,
          updatedAt: entry.updatedAt.toISOString(),
          updatedByName: entry.updatedByName,
        };
      })
      .sort(byPostDate),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(copy.listTitle, matches[0].loaderData.site);

export default function BlogListPage({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{copy.listTitle}</h1>
        <Link to={`${BLOG_EDITOR_PATH}/nieuw`} className={buttonVariants()}>
          {copy.newPost}
        </Link>
      </div>
      <p className="max-w-prose text-slate-700">{copy.listIntro}</p>
      {posts.length === 0 ? (
        <p className="text-slate-700">{copy.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {posts.map((post) => (
            <li key={post.key} className="flex flex-wrap items-start justify-between gap-3 p-4">
              <div className="min-w-0 space-y-1">
                <h2 className="font-semibold text-ink">
                  <Link
                    to={`${BLOG_EDITOR_PATH}/${post.key}`}
                    className="text-brand-700 underline underline-offset-4"
                  >
                    {post.title}
                  </Link>
                </h2>
                <p className="text-sm text-slate-700">
                  {copy.columns.date}: {formatPostDate(post.date)} · {copy.columns.changed}:{" "}
                  {formatDateTime(post.updatedAt)}
                  {post.updatedByName ? ` ${contentEditorCopy.by(post.updatedByName)}` : ""}
                </p>
                {post.status === "scheduled" && post.publishAt ? (
                  <p className="text-sm text-slate-700">
                    {contentEditorCopy.scheduledFor(formatDateTime(post.publishAt))}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <ContentStatusBadge status={post.status} live={Boolean(post.live)} />
                {post.live ? (
                  <a
                    href={post.live}
                    className="text-sm font-medium text-brand-700 underline underline-offset-4"
                  >
                    {copy.view}
                    <span className="sr-only">: {post.title}</span>
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
