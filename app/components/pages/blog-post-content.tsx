// One blog post as its public page shows it: the header, the cover photo, the body, the call to action and more
// posts. Rendered on the server only (server markup) by the public post page and by the staff's draft preview,
// so a preview looks exactly like the published page.
import { ArrowLeft, ArrowRight } from "~/components/ui/icons";
import { Link } from "react-router";
import { CtaBand } from "~/components/pages/cta-band";
import { PostMetaLine } from "~/components/pages/post-meta";
import { containerClass, PageHeader, trail } from "~/components/page-header";
import { Prose } from "~/components/prose";
import { ResponsivePicture } from "~/components/responsive-picture";
import { blogCopy as copy } from "~/content/blog";
import { fillSiteTokens } from "~/content/site";
import { useSite } from "~/hooks/use-site";
import type { PhotoView } from "~/lib/portfolio";
import type { BlogPostMeta } from "~/lib/blog";
import { blogPostPath } from "~/lib/blog-paths";

/** The cover fills the text column: at most 70ch (about 44rem) wide, the page's padding on a phone. */
const COVER_SIZES = "(min-width: 48rem) 44rem, calc(100vw - 2rem)";

export function blogPostCrumbs(post: { slug: string; title: string }) {
  return trail({ name: "Blog", path: "/blog" }, { name: post.title, path: blogPostPath(post.slug) });
}

export interface BlogPostContentProps {
  post: BlogPostMeta & { html: string; cover?: PhotoView };
  more: readonly BlogPostMeta[];
}

export function BlogPostContent({ post, more }: BlogPostContentProps) {
  const site = useSite();
  return (
    <>
      <article>
        <PageHeader crumbs={blogPostCrumbs(post)} title={post.title} intro={post.description}>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <PostMetaLine date={post.date} readingMinutes={post.readingMinutes} />
            <p className="text-sm text-slate-600">{copy.by(post.author)}</p>
          </div>
        </PageHeader>
        <div className={`${containerClass} py-12 sm:py-14`}>
          {post.cover ? (
            <ResponsivePicture
              photo={post.cover}
              sizes={COVER_SIZES}
              priority
              className="mb-10 max-w-[70ch] rounded-2xl"
            />
          ) : null}
          <Prose html={post.html} />
        </div>
      </article>

      <CtaBand
        className="pt-0 sm:pt-0"
        title={copy.ctaTitle}
        text={fillSiteTokens(copy.ctaText, site)}
        service="kledingbedrukking"
        whatsappMessage={copy.ctaWhatsapp(post.title)}
      />

      {more.length > 0 ? (
        <section
          aria-labelledby="more-posts-heading"
          className="border-t border-slate-200 bg-slate-50 py-14 sm:py-16"
        >
          <div className={containerClass}>
            <h2 id="more-posts-heading" className="text-2xl font-bold tracking-tight text-ink">
              {copy.morePosts}
            </h2>
            <ul className="mt-6 grid gap-5 md:grid-cols-3">
              {more.map((p) => (
                <li key={p.slug} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                  <PostMetaLine date={p.date} readingMinutes={p.readingMinutes} />
                  <h3 className="mt-2 font-semibold text-ink">
                    <Link
                      to={blogPostPath(p.slug)}
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
              {copy.allPosts}
            </Link>
          </div>
        </section>
      ) : null}
    </>
  );
}
