// The view model of a service page (/kledingbedrukking and its aliases, /borduren, /voertuigbelettering,
// /stickers, /spandoeken): its copy with the site's and the published price list's values filled in, its
// portfolio, its calculator (if the page has one) and the head's meta with structured data. The route renders it.
import { servicePages, type ServicePage, type ServiceSlug } from "~/content/services";
import { fillSiteTokens, type SiteConfig } from "~/content/site";
import { fillPriceTokensDeep, type PriceList } from "~/lib/content/price-tokens";
import type { PortfolioCard } from "~/lib/portfolio";
import { CALCULATOR_OF_PAGE } from "~/lib/pricing/configuration";
import { breadcrumbJsonLd, buildMeta, canonicalPath, serviceJsonLd } from "~/lib/seo";
import { vehicleGuideRows, type VehicleGuideRow } from "~/lib/pricing/vehicle";
import { publishedPriceList, publishedPriceRules } from "../content/site-content.server";
import { getDb } from "../db/index.server";
import { getSite } from "../env.server";
import { logger } from "../logger.server";
import { listPublicPortfolio } from "../portfolio.server";
import { calculatorView, vatCookieHeaders, type CalculatorView } from "../pricing/calculator.server";
import { countCalculatorUse } from "../pricing/uses.server";

const crumbName: Record<ServiceSlug, string> = {
  kledingbedrukking: "Kledingbedrukking",
  borduren: "Borduren",
  voertuigbelettering: "Voertuigbelettering",
  stickers: "Stickers & labels",
  spandoeken: "Spandoeken & borden",
};

function crumbsFor(page: ServicePage) {
  return [
    { name: "Home", path: "/" },
    { name: "Diensten & Prijzen", path: "/diensten" },
    { name: crumbName[page.slug], path: page.path },
  ];
}

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

export interface ServicePageView {
  page: ServicePage;
  /** The service's short name ("Stickers & labels"), the last crumb. */
  name: string;
  crumbs: { name: string; path: string }[];
  site: SiteConfig;
  portfolio: PortfolioCard[];
  prices: PriceList;
  calculator: CalculatorView | null;
  /** /voertuigbelettering's guide ranges per vehicle type (an indication: the lettering stays op aanvraag). */
  vehicleGuide: VehicleGuideRow[] | null;
  /** buildMeta's descriptors (the route turns them into the document's head). */
  meta: ReturnType<typeof buildMeta>;
  headers: HeadersInit;
}

/** The page of a request's path, or null (every path of the route has a page: routes.ts; null only for safety). */
export async function servicePageView(url: URL, request: Request): Promise<ServicePageView | null> {
  // The four aliases of /kledingbedrukking resolve to its content (and its canonical URL).
  const path = canonicalPath(url.pathname);
  const found = servicePages.find((p) => p.path === path);
  if (!found) return null;
  const site = getSite();
  const [portfolio, prices] = await Promise.all([loadPortfolio(found.slug), publishedPriceList()]);
  const page = fillPage(fillPriceTokensDeep(found, prices), site);
  const product = CALCULATOR_OF_PAGE[found.slug];
  const cookie = request.headers.get("Cookie");
  const calculator = product ? await calculatorView(product, url.searchParams, cookie) : null;
  // An answer page (the form sent without JavaScript, or a shared link) is one use.
  if (product && calculator?.answer) await countCalculatorUse(product, request);
  const vehicleGuide =
    found.slug === "voertuigbelettering" ? vehicleGuideRows(await publishedPriceRules()) : null;
  const meta = buildMeta(site, {
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
  });
  return {
    page,
    name: crumbName[page.slug],
    crumbs: crumbsFor(page),
    site,
    portfolio,
    prices,
    calculator,
    vehicleGuide,
    meta,
    headers: vatCookieHeaders(url.searchParams, cookie),
  };
}
