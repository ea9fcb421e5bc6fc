// /blog/:slug: a published post from the content store. A slug a post had before answers 301 to its current
// address; an unknown one is a 404 with its own meta.
import { data, isRouteErrorResponse, redirect, type MetaDescriptor } from "react-router";
import { BlogPostContent, blogPostCrumbs } from "~/components/pages/blog-post-content";
import { RouteErrorContent } from "~/components/pages/route-error";
import { ServerMarkupView } from "~/components/server-markup";
import { blogCopy as copy } from "~/content/blog";
import { blogPostingJsonLd, breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { getPost, listPosts } from "~/server/blog.server";
import { redirectFor } from "~/server/content/redirects.server";
import { getSite } from "~/server/env.server";
import { documentMeta, renderServerMarkup } from "~/components/server-markup.server";
import { loaderMeta } from "~/components/document-meta";
import type { Route } from "./+types/blog-post";
import { PUBLIC_PAGE } from "~/lib/page-cache";

export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  const site = getSite();
  const post = await getPost(params.slug, site);
  if (!post) {
    const moved = await redirectFor(`/blog/${params.slug}`);
    if (moved) throw redirect(moved, 301);
    // The 404 carries its meta tags, so `meta` needs no SEO helpers in the browser.
    const meta = buildMeta(site, {
      title: copy.notFoundTitle,
      description: copy.notFoundDescription,
      path: url.pathname,
      noindex: true,
    });
    throw data({ meta }, { status: 404 });
  }
  const more = (await listPosts(site)).filter((p) => p.slug !== post.slug).slice(0, 3);
  return {
    meta: documentMeta(
      { request, context },
      buildMeta(site, {
        title: post.seoTitle ?? post.title,
        description: post.seoDescription ?? post.description,
        path: `/blog/${post.slug}`,
        type: "article",
        ...(post.cover
          ? {
              image: {
                src: post.cover.src,
                width: post.cover.width,
                height: post.cover.height,
                alt: post.cover.alt,
              },
            }
          : {}),
        structuredData: [breadcrumbJsonLd(site, blogPostCrumbs(post)), blogPostingJsonLd(site, post)],
      }),
    ),
    // The article has no state of its own: it travels as HTML only (components/server-markup.tsx).
    content: renderServerMarkup({ request, context, url }, <BlogPostContent post={post} more={more} />),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (loaderData) return loaderMeta(loaderData.meta);
  return isRouteErrorResponse(error) ? ((error.data as { meta?: MetaDescriptor[] } | null)?.meta ?? []) : [];
};

export const handle = PUBLIC_PAGE;

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <ServerMarkupView markup={loaderData.content} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorContent error={error} />;
}
