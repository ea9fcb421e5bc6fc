// /portfolio: the projects staff maintain on /employee-dashboard/portfolio (seeded with the illustrated ones).
// The grid is server markup: photos as <picture> with AVIF/WebP srcsets, the first one loaded at once with
// high priority (the page's largest image), the rest lazily.
import { CtaBand } from "~/components/pages/cta-band";
import { containerClass, PageHeader, trail } from "~/components/page-header";
import { PortfolioGrid } from "~/components/portfolio-grid";
import { ServerMarkupView } from "~/components/server-markup";
import { portfolioCopy } from "~/content/portfolio";
import { fillSiteTokens } from "~/content/site";
import { useSite } from "~/hooks/use-site";
import { breadcrumbJsonLd, buildMeta, canonicalUrl } from "~/lib/seo";
import { getDb } from "~/server/db/index.server";
import { getSite } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { listPublicPortfolio } from "~/server/portfolio.server";
import { renderServerMarkup } from "~/components/server-markup.server";
import type { Route } from "./+types/portfolio";
import { PUBLIC_PAGE } from "~/lib/page-cache";

const crumbs = trail({ name: "Portfolio", path: "/portfolio" });

async function loadItems() {
  try {
    return await listPublicPortfolio(getDb());
  } catch (error) {
    // The page still renders (header, call to action) when the database is unavailable.
    logger.error({ err: error }, "portfolio unavailable");
    return [];
  }
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const site = getSite();
  const items = await loadItems();
  const first = items[0]?.photos[0];
  return {
    meta: buildMeta(site, {
      title: portfolioCopy.pageTitle,
      description: portfolioCopy.pageDescription,
      path: "/portfolio",
      structuredData: [
        breadcrumbJsonLd(site, crumbs),
        {
          "@context": "https://schema.org",
          "@type": "CollectionPage",
          name: "Portfolio",
          url: canonicalUrl(site, "/portfolio"),
          ...(first ? { primaryImageOfPage: new URL(first.src, site.url).toString() } : {}),
          hasPart: items.map((item) => ({
            "@type": "CreativeWork",
            name: fillSiteTokens(item.title, site),
            description: fillSiteTokens(item.description, site),
            image: new URL(item.photos[0]!.src, site.url).toString(),
          })),
        },
      ],
    }),
    content: renderServerMarkup(
      { request, context, url },
      <>
        <PageHeader crumbs={crumbs} title="Portfolio" intro={fillSiteTokens(portfolioCopy.pageIntro, site)} />
        <section aria-labelledby="projects-heading" className="py-14 sm:py-16">
          <div className={containerClass}>
            <h2 id="projects-heading" className="sr-only">
              Projecten
            </h2>
            {items.length ? (
              <PortfolioGrid items={items} site={site} priorityFirst />
            ) : (
              <p className="text-slate-700">{portfolioCopy.empty}</p>
            )}
          </div>
        </section>
      </>,
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export const handle = PUBLIC_PAGE;

export default function PortfolioPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <main id="main">
      <ServerMarkupView markup={loaderData.content} />
      <CtaBand
        className="pt-0 sm:pt-0"
        title="Jouw project in ons portfolio?"
        text={`Stuur je idee of ontwerp mee met je aanvraag. We reageren ${site.replyWithin.quote} met advies en een offerte op maat.`}
        whatsappMessage="Hallo, ik heb jullie portfolio bekeken en wil graag een offerte."
      />
    </main>
  );
}
