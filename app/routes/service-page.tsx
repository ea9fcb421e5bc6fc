// One module for the four service pages and the four aliases of /kledingbedrukking (canonical: /kledingbedrukking).
// The page has no state of its own: the loader renders it as server markup (components/server-markup.tsx), so
// its components and text do not ship as JavaScript.
import { BadgeEuro, Clock, ShieldCheck, Truck } from "~/components/ui/icons";
import { data } from "react-router";
import { CheckList } from "~/components/pages/check-list";
import { PhoneButton, WhatsAppButton } from "~/components/pages/contact-buttons";
import { CtaBand } from "~/components/pages/cta-band";
import { FaqList } from "~/components/pages/faq-list";
import { QuoteButton } from "~/components/pages/quote-button";
import { containerClass, PageHeader, trail } from "~/components/page-header";
import { PortfolioGrid } from "~/components/portfolio-grid";
import { RelatedServices } from "~/components/related-services";
import { ServerMarkupView } from "~/components/server-markup";
import { portfolioCopy } from "~/content/portfolio";
import { servicePages, type ServicePage, type ServiceSlug } from "~/content/services";
import { fillSiteTokens, type SiteConfig } from "~/content/site";
import { cn } from "~/lib/cn";
import { fillPriceTokensDeep, type PriceList } from "~/lib/content/price-tokens";
import type { PortfolioCard } from "~/lib/portfolio";
import type { QuoteServiceValue } from "~/lib/quote-services";
import { breadcrumbJsonLd, buildMeta, canonicalPath, serviceJsonLd } from "~/lib/seo";
import { publishedPriceList } from "~/server/content/site-content.server";
import { getDb } from "~/server/db/index.server";
import { getSite } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { listPublicPortfolio } from "~/server/portfolio.server";
import { documentMeta, renderServerMarkup } from "~/components/server-markup.server";
import { loaderMeta } from "~/components/document-meta";
import type { Route } from "./+types/service-page";
import { PUBLIC_PAGE } from "~/lib/page-cache";
import { Calculator } from "~/components/pricing/calculator";
import { CALCULATOR_OF_PAGE } from "~/lib/pricing/configuration";
import { calculatorView, vatCookieHeaders, type CalculatorView } from "~/server/pricing/calculator.server";

const crumbName: Record<ServiceSlug, string> = {
  kledingbedrukking: "Kledingbedrukking",
  borduren: "Borduren",
  voertuigbelettering: "Voertuigbelettering",
  stickers: "Stickers & labels",
};

function fillPage(page: ServicePage, site: SiteConfig): ServicePage {
  const fill = (text: string) => fillSiteTokens(text, site);
  return {
    ...page,
    title: fill(page.title),
    metaDescription: fill(page.metaDescription),
    heading: fill(page.heading),
    intro: fill(page.intro),
    highlights: page.highlights.map(fill),
    sections: page.sections.map((s) => ({ heading: fill(s.heading), body: s.body.map(fill) })),
    faq: page.faq.map((f) => ({ question: fill(f.question), answer: fill(f.answer) })),
  };
}

async function loadPortfolio(service: ServiceSlug) {
  try {
    return await listPublicPortfolio(getDb(), { service, limit: 3 });
  } catch (error) {
    logger.warn({ err: error }, "portfolio unavailable");
    return [];
  }
}

export async function loader({ url, request, context }: Route.LoaderArgs) {
  // The four aliases of /kledingbedrukking resolve to its content (and its canonical URL). Every path of this
  // route has a page (routes.ts), so a miss is a 404 only for safety; the root error boundary shows it.
  const path = canonicalPath(url.pathname);
  const found = servicePages.find((p) => p.path === path);
  if (!found) throw data(null, { status: 404 });
  const site = getSite();
  const [portfolio, prices] = await Promise.all([loadPortfolio(found.slug), publishedPriceList()]);
  const page = fillPage(fillPriceTokensDeep(found, prices), site);
  const product = CALCULATOR_OF_PAGE[found.slug];
  const cookie = request.headers.get("Cookie");
  const calculator = product ? await calculatorView(product, url.searchParams, cookie) : null;
  return data(
    {
      // Built here rather than in `meta`, so the SEO helpers stay out of the page's JavaScript.
      meta: documentMeta(
        { request, context },
        buildMeta(site, {
          title: page.title,
          description: page.metaDescription,
          // Aliases point search engines at the one canonical page.
          path: page.path,
          structuredData: [
            breadcrumbJsonLd(site, crumbsFor(page)),
            serviceJsonLd(site, {
              name: page.heading,
              serviceType: crumbName[page.slug],
              description: page.metaDescription,
              path: page.path,
              price: page.priceFrom,
            }),
          ],
        }),
      ),
      content: renderServerMarkup(
        { request, context, url },
        <ServicePageContent
          page={page}
          site={site}
          portfolio={portfolio}
          prices={prices}
          calculator={calculator}
        />,
      ),
    },
    { headers: vatCookieHeaders(url.searchParams, cookie) },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderMeta(loaderData?.meta);

function crumbsFor(page: ServicePage) {
  return trail(
    { name: "Diensten & Prijzen", path: "/diensten" },
    { name: crumbName[page.slug], path: page.path },
  );
}

// Served from the render cache: the reply promise in business hours holds at any moment (lib/reply-within).
const promisesOf = (site: SiteConfig) => [
  { icon: Clock, text: `Reactie ${site.replyWithin.quote}` },
  { icon: Truck, text: "Meestal klaar in 4-9 werkdagen" },
  { icon: ShieldCheck, text: "100% kwaliteitsgarantie" },
];

export const handle = PUBLIC_PAGE;

export default function ServicePageRoute({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <ServerMarkupView markup={loaderData.content} />
    </main>
  );
}

function ServicePageContent({
  page,
  site,
  portfolio,
  prices,
  calculator,
}: {
  page: ServicePage;
  site: SiteConfig;
  portfolio: PortfolioCard[];
  prices: PriceList;
  calculator: CalculatorView | null;
}) {
  // Each service page is one of the quote dialog's options (lib/quote-services), preselected.
  const service: QuoteServiceValue = page.slug;
  const whatsappMessage = `Hallo, ik heb een vraag over ${crumbName[page.slug].toLowerCase()}.`;
  return (
    <>
      <PageHeader
        crumbs={crumbsFor(page)}
        title={page.heading}
        intro={page.intro}
        eyebrow={
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 ring-1 ring-brand-100">
            <BadgeEuro className="size-4" />
            {page.priceFrom}
          </span>
        }
      >
        <div className="flex flex-wrap gap-3">
          <QuoteButton service={service} />
          <WhatsAppButton message={whatsappMessage} />
          <PhoneButton />
        </div>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
          {promisesOf(site).map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon className="size-4 text-brand-700" />
              {text}
            </li>
          ))}
        </ul>
      </PageHeader>

      <div className={cn(containerClass, "grid gap-12 py-14 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]")}>
        <div className="max-w-3xl">
          {calculator ? (
            <div className="mb-12">
              <Calculator view={calculator} path={page.path} />
            </div>
          ) : null}
          {page.sections.map((section) => (
            <section key={section.heading} className="mt-12 first:mt-0">
              <h2 className="text-2xl font-bold tracking-tight text-balance text-ink">{section.heading}</h2>
              {section.body.map((paragraph) => (
                <p
                  key={paragraph.slice(0, 40)}
                  className="mt-4 leading-7 text-slate-700 sm:text-[1.0625rem] sm:leading-8"
                >
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
        <aside aria-labelledby="highlights-heading" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="highlights-heading" className="text-lg font-bold text-ink">
              Dit krijg je bij ons
            </h2>
            <CheckList items={page.highlights} className="mt-4 text-sm" />
            <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
              <span className="font-semibold text-ink">{page.priceFrom}</span>, altijd met een offerte op maat
              vooraf.
            </p>
          </div>
        </aside>
      </div>

      {portfolio.length > 0 ? (
        <section aria-labelledby="portfolio-heading" className="pb-14 sm:pb-16">
          <div className={containerClass}>
            <h2 id="portfolio-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {portfolioCopy.serviceHeading}
            </h2>
            <div className="mt-6">
              <PortfolioGrid items={portfolio} site={site} serviceLink={false} />
            </div>
          </div>
        </section>
      ) : null}

      {page.faq.length > 0 ? (
        <section aria-labelledby="faq-heading" className="pb-4">
          <div className={containerClass}>
            <div className="max-w-3xl">
              <h2 id="faq-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                Veelgestelde vragen
              </h2>
              <div className="mt-6">
                <FaqList items={page.faq} group={`faq-${page.slug}`} />
              </div>
            </div>
          </div>
        </section>
      ) : null}

      <CtaBand
        title={`Klaar voor jouw ${crumbName[page.slug].toLowerCase()}?`}
        text={`Vraag vrijblijvend een offerte aan. Je krijgt ${site.replyWithin.quote} een reactie.`}
        service={service}
        whatsappMessage={whatsappMessage}
      />
      <RelatedServices prices={prices} />
    </>
  );
}
