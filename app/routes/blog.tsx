import { ArrowRight } from "~/components/ui/icons";
import { Link } from "react-router";
import { PostMetaLine } from "~/components/pages/post-meta";
import { containerClass, PageHeader, trail } from "~/components/page-header";
import { breadcrumbJsonLd, buildMeta, canonicalUrl } from "~/lib/seo";
import { blogCopy as copy } from "~/content/blog";
import { FEED_PATH } from "~/lib/blog-paths";
import { listPosts } from "~/server/blog.server";
import { getSite } from "~/server/env.server";
import type { Route } from "./+types/blog";
import { PUBLIC_PAGE } from "~/lib/page-cache";

const crumbs = trail({ name: "Blog", path: "/blog" });

export async function loader() {
  const posts = await listPosts(getSite());
  // Only what the list shows travels to the browser.
  return {
    posts: posts.map(({ slug, title, description, date, readingMinutes }) => ({
      slug,
      title,
      description,
      date,
      readingMinutes,
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = matches[0].loaderData.site;
  const feed = {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: copy.feedTitle(site.brand),
    href: FEED_PATH,
  };
  return [
    ...buildMeta(site, {
      title: copy.metaTitle,
      description: copy.description,
      path: "/blog",
      structuredData: [
        breadcrumbJsonLd(site, crumbs),
        {
          "@context": "https://schema.org",
          "@type": "Blog",
          name: copy.feedTitle(site.brand),
          url: canonicalUrl(site, "/blog"),
          inLanguage: "nl-NL",
          blogPost: (loaderData?.posts ?? []).map((post) => ({
            "@type": "BlogPosting",
            headline: post.title,
            datePublished: post.date,
            url: canonicalUrl(site, `/blog/${post.slug}`),
          })),
        },
      ],
    }),
    feed,
  ];
};

export const handle = PUBLIC_PAGE;

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <main id="main">
      <PageHeader crumbs={crumbs} title={copy.title} intro={copy.intro} />
      <section aria-labelledby="posts-heading" className="py-14 sm:py-16">
        <div className={containerClass}>
          <h2 id="posts-heading" className="sr-only">
            {copy.allPostsHeading}
          </h2>
          <ol className="grid gap-6 md:grid-cols-2">
            {posts.map((post) => (
              <li key={post.slug}>
                <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:p-8">
                  <PostMetaLine date={post.date} readingMinutes={post.readingMinutes} />
                  <h3 className="mt-3 text-xl font-bold tracking-tight text-balance text-ink">
                    <Link to={`/blog/${post.slug}`} className="hover:text-brand-700">
                      {post.title}
                    </Link>
                  </h3>
                  <p className="mt-3 flex-1 leading-7 text-slate-700">{post.description}</p>
                  <Link
                    to={`/blog/${post.slug}`}
                    className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {copy.readMore}
                    <span className="sr-only">: {post.title}</span>
                    <ArrowRight className="size-4" />
                  </Link>
                </article>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </main>
  );
}
