import { Cake, Crown, Gift, PartyPopper, Tent, Trophy, Wallet } from "~/components/ui/icons";
import { CheckList } from "~/components/pages/check-list";
import { WhatsAppButton } from "~/components/pages/contact-buttons";
import { CtaBand } from "~/components/pages/cta-band";
import { QuoteButton } from "~/components/pages/quote-button";
import { containerClass, PageHeader, trail } from "~/components/page-header";
import { RelatedServices } from "~/components/related-services";
import { privateCustomersPage } from "~/content/private-customers";
import { fillSiteTokens } from "~/content/site";
import { cn } from "~/lib/cn";
import { fillPriceTokensDeep } from "~/lib/content/price-tokens";
import { breadcrumbJsonLd, buildMeta, serviceJsonLd } from "~/lib/seo";
import { useSite } from "~/hooks/use-site";
import { publishedPriceList } from "~/server/content/site-content.server";
import type { Route } from "./+types/particulieren";
import { PUBLIC_PAGE } from "~/lib/page-cache";
import { TextSections } from "~/components/pages/text-sections";

const crumbs = trail({ name: "Particulieren", path: "/particulieren" });
const whatsappMessage = "Hallo, ik wil graag iets laten bedrukken voor een feest of als cadeau.";

/** The page's copy with the published prices filled in. */
export async function loader() {
  const prices = await publishedPriceList();
  return { prices, page: fillPriceTokensDeep(privateCustomersPage, prices) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = matches[0].loaderData.site;
  if (!loaderData) return [];
  const content = loaderData.page;
  return buildMeta(site, {
    title: fillSiteTokens(content.title, site),
    description: fillSiteTokens(content.metaDescription, site),
    path: "/particulieren",
    structuredData: [
      breadcrumbJsonLd(site, crumbs),
      serviceJsonLd(site, {
        name: fillSiteTokens(content.heading, site),
        serviceType: "Kleding bedrukken voor particulieren",
        description: fillSiteTokens(content.metaDescription, site),
        path: "/particulieren",
        price: content.priceFrom,
      }),
    ],
  });
};

// One icon per example, in content order; the last one repeats if more examples are added.
const exampleIcons = [Crown, Cake, Trophy, Tent, Gift, PartyPopper];

export const handle = PUBLIC_PAGE;

export default function ParticulierenPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const content = loaderData.page;
  const fill = (text: string) => fillSiteTokens(text, site);
  return (
    <main id="main">
      <PageHeader crumbs={crumbs} title={fill(content.heading)} intro={fill(content.intro)}>
        <div className="flex flex-wrap gap-3">
          <QuoteButton service="kledingbedrukking">{content.ctaLabel}</QuoteButton>
          <WhatsAppButton message={whatsappMessage} />
        </div>
      </PageHeader>

      <div className={cn(containerClass, "grid gap-12 py-14 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem]")}>
        <section aria-labelledby="examples-heading">
          <h2 id="examples-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {fill(content.examplesHeading)}
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {content.examples.map((example, index) => {
              const Icon = exampleIcons[Math.min(index, exampleIcons.length - 1)]!;
              return (
                <li
                  key={example.title}
                  className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
                >
                  <Icon className="size-6 text-brand-700" />
                  <h3 className="mt-3 font-semibold text-ink">{fill(example.title)}</h3>
                  <p className="mt-1.5 text-sm leading-6 text-slate-700">{fill(example.text)}</p>
                </li>
              );
            })}
          </ul>
        </section>
        <aside aria-labelledby="private-highlights-heading" className="lg:pt-14">
          <div className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
            <h2 id="private-highlights-heading" className="text-lg font-bold text-ink">
              Zo makkelijk is het
            </h2>
            <CheckList items={content.highlights.map(fill)} className="mt-4 text-sm" />
          </div>
        </aside>
      </div>

      <div className={containerClass}>
        <div className="max-w-3xl pb-4">
          <TextSections sections={content.sections} />
          <section
            aria-labelledby="payment-heading"
            className="mt-12 flex gap-4 rounded-2xl border border-slate-200 p-6"
          >
            <Wallet className="size-6 shrink-0 text-brand-700" />
            <div>
              <h2 id="payment-heading" className="font-semibold text-ink">
                Betalen
              </h2>
              <p className="mt-1.5 leading-7 text-slate-700">{fill(content.paymentNote)}</p>
            </div>
          </section>
        </div>
      </div>

      <CtaBand
        title={fill(content.ctaTitle)}
        text={fill(content.ctaText)}
        quoteLabel={content.ctaLabel}
        service="kledingbedrukking"
        whatsappMessage={whatsappMessage}
      />
      <RelatedServices prices={loaderData.prices} />
    </main>
  );
}
