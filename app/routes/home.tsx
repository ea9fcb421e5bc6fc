// Home page (docs/behaviour.md#screens-and-routes "Home page, in order"): hero, services, story, region, FAQ, partnership, contact, SEO text.
// Sections without state of their own are server markup (components/server-markup.tsx); the partnership
// block and the contact section (forms, map) are islands (components/island.tsx): their JavaScript loads
// when the visitor scrolls near them.
import { Faq } from "~/components/faq";
import { Hero } from "~/components/home/hero";
import { homeContent } from "~/server/home-content.server";
import { publishedFaq, publishedPageTexts, publishedPriceList } from "~/server/content/site-content.server";
import { Island, loadIsland } from "~/components/island";
import { PortfolioSection } from "~/components/home/portfolio-section";
import { RegionsSection } from "~/components/home/regions-section";
import { SeoText } from "~/components/home/seo-text";
import { ServicesSection } from "~/components/home/services-section";
import { StorySection } from "~/components/home/story-section";
import { ServerMarkupView } from "~/components/server-markup";
import { faqPageJsonLd } from "~/lib/faq-schema";
import { withReviewFigures } from "~/lib/reviews/display";
import { buildMeta, localBusinessJsonLd } from "~/lib/seo";
import { getDb } from "~/server/db/index.server";
import { publicSite } from "~/server/calendar/calendar.server";
import { getReviewFigures } from "~/server/reviews/figures.server";
import { logger } from "~/server/logger.server";
import { listActiveMarketingFiles } from "~/server/marketing-files.server";
import { listPublicPortfolio } from "~/server/portfolio.server";
import { documentMeta, renderServerMarkup } from "~/components/server-markup.server";
import { loaderMeta } from "~/components/document-meta";
import type { Route } from "./+types/home";
import { PUBLIC_PAGE } from "~/lib/page-cache";

async function loadMarketingFiles() {
  try {
    return await listActiveMarketingFiles(getDb());
  } catch (error) {
    // docs/behaviour.md#validation-and-messages: the file list fails silently; the rest of the page must still render.
    logger.warn({ err: error }, "marketing files unavailable");
    return [];
  }
}

async function loadPortfolio() {
  try {
    return await listPublicPortfolio(getDb(), { limit: 3 });
  } catch (error) {
    logger.warn({ err: error }, "portfolio unavailable");
    return [];
  }
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const site = await publicSite();
  const [marketingFiles, portfolio, prices, faq, texts, figures] = await Promise.all([
    loadMarketingFiles(),
    loadPortfolio(),
    publishedPriceList(),
    publishedFaq(),
    publishedPageTexts(),
    getReviewFigures(),
  ]);
  const content = withReviewFigures(homeContent(site, { prices, faq, texts }), figures);
  const render = (element: React.ReactElement) => renderServerMarkup({ request, context, url }, element);
  return {
    sectionsBeforePartnership: render(
      <>
        <Hero site={site} content={content} />
        <ServicesSection site={site} content={content} />
        <StorySection site={site} story={content.story} files={marketingFiles} />
        <PortfolioSection site={site} items={portfolio} />
        <RegionsSection site={site} regions={content.regions} />
        <Faq site={site} items={content.faq} />
      </>,
    ),
    seoText: render(<SeoText sections={content.seoText} />),
    contactIntro: content.contactIntro,
    // Built here rather than in `meta`, so the SEO helpers stay out of the home page's JavaScript.
    meta: documentMeta(
      { request, context },
      buildMeta(site, {
        title: "Kleding bedrukken, borduren en belettering in Breda",
        description: `Kleding bedrukken, borduren, autobelettering en stickers in Breda. Geen minimale afname, binnen 4-9 werkdagen klaar en reactie ${site.replyWithin.quote}.`,
        path: "/",
        structuredData: [localBusinessJsonLd(site, figures), faqPageJsonLd(content.faq)],
      }),
    ),
  };
}

// On a client-side navigation the islands render at once, so their code comes along with the data.
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const islands = Promise.all([loadIsland("partnership"), loadIsland("contact")]).catch(() => {
    // Their code is gone (a new release) or unreachable: let the browser load the page, islands in place.
    window.location.assign(request.url);
  });
  const [data] = await Promise.all([serverLoader(), islands]);
  return data;
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderMeta(loaderData.meta);

export const handle = PUBLIC_PAGE;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <ServerMarkupView markup={loaderData.sectionsBeforePartnership} />
      <section aria-label="Zakelijk partnerschap" className="py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <Island name="partnership" props={{}} />
        </div>
      </section>
      <Island name="contact" props={{ intro: loaderData.contactIntro }} />
      <ServerMarkupView markup={loaderData.seoText} />
    </main>
  );
}
