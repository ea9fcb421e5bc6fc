// /reviews: every published review, newest first, with the statement of how reviews are checked (required of a
// site that shows reviews since the EU Omnibus rules, enforced by the ACM) and the figures the home page shows.
// Plain server-rendered text: no forms, no islands, only the site layout's script.
import { containerClass, PageHeader, trail } from "~/components/page-header";
import { Star, StarFilled } from "~/components/ui/icons";
import { reviewsPageCopy as copy } from "~/content/reviews";
import { dutchDay, shopNow } from "~/lib/shop-time";
import { cn } from "~/lib/cn";
import { formatAverage, REVIEWS_PATH } from "~/lib/reviews/rules";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { getSite } from "~/server/env.server";
import { getReviewFigures } from "~/server/reviews/figures.server";
import { listPublishedReviews } from "~/server/reviews/reviews.server";
import type { Route } from "./+types/reviews";
import { PUBLIC_PAGE } from "~/lib/page-cache";

const crumbs = trail({ name: copy.metaTitle, path: REVIEWS_PATH });

export async function loader() {
  const site = getSite();
  const [figures, reviews] = await Promise.all([getReviewFigures(), listPublishedReviews()]);
  const { earlier } = figures;
  return {
    summary:
      figures.average === null ? null : copy.summary(formatAverage(figures.average), figures.reviewCount),
    earlier: earlier
      ? copy.earlier({
          average: formatAverage(earlier.average),
          count: earlier.count,
          source: earlier.source,
          asOf: dutchDay(earlier.asOf),
        })
      : null,
    reviews: reviews.map((review) => ({
      id: review.id,
      rating: review.rating,
      body: review.body,
      author: review.place ? `${review.displayName}, ${copy.place(review.place)}` : review.displayName,
      date: dutchDay(shopNow(review.createdAt).date),
      reply: review.reply,
    })),
    replyLabel: copy.reply(site.brand),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = matches[0].loaderData.site;
  return buildMeta(site, {
    title: copy.title,
    description: copy.description(site.brand),
    path: REVIEWS_PATH,
    structuredData: [breadcrumbJsonLd(site, crumbs)],
  });
};

function Stars({ rating }: { rating: number }) {
  return (
    <span className="rating-stars" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((i) => (i <= rating ? <StarFilled key={i} /> : <Star key={i} />))}
    </span>
  );
}

export const handle = PUBLIC_PAGE;

export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const { summary, earlier, reviews, replyLabel } = loaderData;
  return (
    <main id="main">
      {/* Without reviews the list says so; the header then only introduces the page (one "nog geen reviews"). */}
      <PageHeader crumbs={crumbs} title={copy.title} intro={summary ?? copy.intro} />
      <div className={cn(containerClass, "grid gap-12 py-14 lg:grid-cols-[minmax(0,1fr)_22rem]")}>
        <section aria-labelledby="reviews-list" className="max-w-3xl">
          <h2 id="reviews-list" className="text-2xl font-bold tracking-tight text-ink">
            {copy.listHeading}
          </h2>
          {reviews.length === 0 ? <p className="mt-4 text-slate-700">{copy.none}</p> : null}
          <ol className="mt-6 space-y-6">
            {reviews.map((review) => (
              <li key={review.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <article>
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <Stars rating={review.rating} />
                    <p className="text-sm font-semibold text-ink">{copy.stars(review.rating)}</p>
                  </div>
                  <p className="mt-3 whitespace-pre-line text-slate-800">{review.body}</p>
                  <p className="mt-3 text-sm text-slate-700">
                    {review.author} · <time>{review.date}</time>
                  </p>
                  {review.reply ? (
                    <div className="mt-4 rounded-xl bg-slate-50 p-4">
                      <p className="text-sm font-semibold text-ink">{replyLabel}</p>
                      <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{review.reply}</p>
                    </div>
                  ) : null}
                </article>
              </li>
            ))}
          </ol>
        </section>
        <aside aria-labelledby="reviews-check" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="reviews-check" className="text-lg font-bold text-ink">
              {copy.checkHeading}
            </h2>
            {[...copy.check, copy.average].map((paragraph) => (
              <p key={paragraph.slice(0, 30)} className="mt-3 text-sm leading-6 text-slate-700">
                {paragraph}
              </p>
            ))}
          </div>
          {earlier ? (
            <section
              aria-labelledby="reviews-earlier"
              className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-6"
            >
              <h2 id="reviews-earlier" className="text-lg font-bold text-ink">
                {copy.earlierHeading}
              </h2>
              <p className="mt-3 text-sm leading-6 text-slate-700">{earlier}</p>
            </section>
          ) : null}
        </aside>
      </div>
    </main>
  );
}
