import { ArrowLeft, ArrowRight } from "~/components/ui/icons";
import { data, isRouteErrorResponse, Link, type MetaDescriptor } from "react-router";
import { CtaBand } from "~/components/pages/cta-band";
import { PostMetaLine } from "~/components/pages/post-meta";
import { RouteErrorContent } from "~/components/pages/route-error";
import { containerClass, PageHeader, trail } from "~/components/page-header";
import { Prose } from "~/components/prose";
import { ServerMarkupView } from "~/components/server-markup";
import { blogPostingJsonLd, breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { getPost, listPosts } from "~/server/blog.server";
import { getSite } from "~/server/env.server";
import { documentMeta, renderServerMarkup } from "~/server/server-markup.server";
import { loaderMeta } from "~/components/document-meta";
import type { Route } from "./+types/blog-post";

function crumbsFor(post: { slug: string; title: string }) {
  return trail({ name: "Blog", path: "/blog" }, { name: post.title, path: `/blog/${post.slug}` });
}

export function loader({ params, request, context, url }: Route.LoaderArgs) {
  const site = getSite();
  const post = getPost(params.slug, site);
  if (!post) {
    // The 404 carries its meta tags, so `meta` needs no SEO helpers in the browser.
    const meta = buildMeta(site, {
      title: "Pagina niet gevonden",
      description: "Dit artikel bestaat niet (meer). Bekijk de andere artikelen op onze blog.",
      path: url.pathname,
      noindex: true,
    });
    throw data({ meta }, { status: 404 });
  }
  const more = listPosts(site)
    .filter((p) => p.slug !== post.slug)
    .slice(0, 3);
  return {
    meta: documentMeta(
      { request, context },
      buildMeta(site, {
        title: post.seoTitle ?? post.title,
        description: post.description,
        path: `/blog/${post.slug}`,
        type: "article",
        structuredData: [breadcrumbJsonLd(site, crumbsFor(post)), blogPostingJsonLd(site, post)],
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

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <ServerMarkupView markup={loaderData.content} />
    </main>
  );
}

type Post = NonNullable<ReturnType<typeof getPost>>;

function BlogPostContent({ post, more }: { post: Post; more: ReturnType<typeof listPosts> }) {
  return (
    <>
      <article>
        <PageHeader crumbs={crumbsFor(post)} title={post.title} intro={post.description}>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <PostMetaLine date={post.date} readingMinutes={post.readingMinutes} />
            <p className="text-sm text-slate-600">Door {post.author}</p>
          </div>
        </PageHeader>
        <div className={`${containerClass} py-12 sm:py-14`}>
          <Prose html={post.html} />
        </div>
      </article>

      <CtaBand
        className="pt-0 sm:pt-0"
        title="Zelf aan de slag met je ontwerp?"
        text="Stuur ons je idee of bestand. We kijken gratis mee, geven advies en sturen binnen 2 uur een reactie."
        service="textiel"
        whatsappMessage={`Hallo, ik las jullie artikel "${post.title}" en heb een vraag.`}
      />

      {more.length > 0 ? (
        <section
          aria-labelledby="more-posts-heading"
          className="border-t border-slate-200 bg-slate-50 py-14 sm:py-16"
        >
          <div className={containerClass}>
            <h2 id="more-posts-heading" className="text-2xl font-bold tracking-tight text-ink">
              Meer artikelen
            </h2>
            <ul className="mt-6 grid gap-5 md:grid-cols-3">
              {more.map((p) => (
                <li key={p.slug} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                  <PostMetaLine date={p.date} readingMinutes={p.readingMinutes} />
                  <h3 className="mt-2 font-semibold text-ink">
                    <Link
                      to={`/blog/${p.slug}`}
                      className="inline-flex items-start gap-1.5 hover:text-brand-700 hover:underline"
                    >
                      {p.title}
                      <ArrowRight className="mt-1 size-4 shrink-0 text-brand-700" />
                    </Link>
                  </h3>
                </li>
              ))}
            </ul>
            <Link
              to="/blog"
              className="mt-8 inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              <ArrowLeft className="size-4" />
              Alle artikelen
            </Link>
          </div>
        </section>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorContent error={error} />;
}
