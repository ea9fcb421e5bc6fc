import {
  ArrowRight,
  BadgePercent,
  Car,
  Handshake,
  HardHat,
  Spool,
  Shirt,
  Ruler,
  Sticker,
  Wrench,
} from "~/components/ui/icons";
import { Link } from "react-router";
import { CtaBand } from "~/components/pages/cta-band";
import { PriceTableSection } from "~/components/pages/price-table-section";
import { containerClass, PageHeader, trail } from "~/components/page-header";
import { RelatedServices } from "~/components/related-services";
import { businessBenefits } from "~/content/prices";
import { dienstenMetaDescription, homeServiceCards, type ServiceCardIcon } from "~/content/services";
import { fillSiteTokens } from "~/content/site";
import { displayPrice, fillPriceTokens, fillPriceTokensDeep } from "~/lib/content/price-tokens";
import { breadcrumbJsonLd, buildMeta, offerCatalogJsonLd } from "~/lib/seo";
import { publishedPriceList } from "~/server/content/site-content.server";
import { useSite } from "~/hooks/use-site";
import type { Route } from "./+types/diensten";
import { PUBLIC_PAGE } from "~/lib/page-cache";

const crumbs = trail({ name: "Diensten & Prijzen", path: "/diensten" });

/** The published price list: the table, its notes and the cards' "vanaf" prices. */
export async function loader() {
  const prices = await publishedPriceList();
  return {
    prices,
    rows: prices.rows.map((row) => ({ ...row, from: displayPrice(row.price) })),
    cards: fillPriceTokensDeep(homeServiceCards, prices),
    notes: prices.notes.map((note) => fillPriceTokens(note, prices)),
    description: fillPriceTokens(dienstenMetaDescription, prices),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = matches[0].loaderData.site;
  return buildMeta(site, {
    title: "Diensten en prijzen, drukkerij in Breda",
    description: loaderData?.description ?? "",
    path: "/diensten",
    structuredData: [
      breadcrumbJsonLd(site, crumbs),
      offerCatalogJsonLd(site, {
        name: "Diensten en prijzen",
        path: "/diensten",
        items: (loaderData?.rows ?? []).map((row) => ({
          name: row.service,
          description: row.note,
          price: row.from,
        })),
      }),
    ],
  });
};

const cardIcons: Record<ServiceCardIcon, typeof Shirt> = {
  shirt: Shirt,
  needle: Spool,
  car: Car,
  sticker: Sticker,
  banner: Ruler,
  workwear: HardHat,
};
const benefitIcons = [BadgePercent, Handshake, Wrench];

export const handle = PUBLIC_PAGE;

export default function DienstenPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <main id="main">
      <PageHeader
        crumbs={crumbs}
        title="Diensten en prijzen"
        intro={`Van één bedrukt shirt tot de belettering van je hele wagenpark: ${site.brand} maakt het in de eigen werkplaats in ${site.city}. Hieronder vind je wat we doen, wat het ongeveer kost en hoe we werken.`}
      />

      <section aria-labelledby="services-heading" className="py-14 sm:py-16">
        <div className={containerClass}>
          <h2 id="services-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Onze diensten
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.cards.map((card) => {
              const Icon = cardIcons[card.icon];
              return (
                <li
                  key={card.href}
                  className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
                >
                  <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon className="size-6" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-ink">{card.title}</h3>
                  <p className="mt-1 text-sm font-semibold text-brand-700">{card.priceFrom}</p>
                  <p className="mt-3 flex-1 text-sm leading-6 text-slate-700">
                    {fillSiteTokens(card.description, site)}
                  </p>
                  <Link
                    to={card.href}
                    className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    Meer over {card.title.toLowerCase()}
                    <ArrowRight className="size-4" />
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <PriceTableSection rows={loaderData.rows} notes={loaderData.notes} />

      <section aria-labelledby="business-heading" className="py-14 sm:py-16">
        <div className={containerClass}>
          <h2 id="business-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Voordelen voor bedrijven
          </h2>
          <p className="mt-3 max-w-3xl leading-7 text-slate-700">
            Bestel je voor je team, je vereniging of je hele wagenpark? Dan werken we graag met je samen op de
            lange termijn.
          </p>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {businessBenefits.map((benefit, index) => {
              const Icon = benefitIcons[index % benefitIcons.length]!;
              return (
                <li
                  key={benefit.title}
                  className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
                >
                  <Icon className="size-7 text-brand-700" />
                  <h3 className="mt-4 text-lg font-semibold text-ink">{benefit.title}</h3>
                  <p className="mt-2 leading-7 text-slate-700">{fillSiteTokens(benefit.text, site)}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <CtaBand
        className="pt-0 sm:pt-0"
        title="Vraag vrijblijvend een offerte aan"
        text={`Vertel ons wat je wilt laten maken. Je krijgt ${site.replyWithin.quote} een reactie en een heldere offerte, zonder verrassingen achteraf.`}
        whatsappMessage="Hallo, ik wil graag een offerte aanvragen."
      />
      <RelatedServices prices={loaderData.prices} />
    </main>
  );
}
