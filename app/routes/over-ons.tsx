import { ArrowRight, Clock, Hammer, HeartHandshake, MapPin, Users, Zap } from "~/components/ui/icons";
import { Link } from "react-router";
import { CtaBand } from "~/components/pages/cta-band";
import { containerClass, PageHeader, trail } from "~/components/page-header";
import { aboutPage as content } from "~/content/about";
import { fillSiteTokens } from "~/content/site";
import { cn } from "~/lib/cn";
import { CONTACT_HREF, mapsDirectionsUrl, siteAddress } from "~/lib/contact-links";
import { figureStats, fillReviewTokensDeep } from "~/lib/reviews/display";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { getReviewFigures } from "~/server/reviews/figures.server";
import { useSite } from "~/hooks/use-site";
import type { Route } from "./+types/over-ons";
import { PUBLIC_PAGE } from "~/lib/page-cache";
import { TextSections } from "~/components/pages/text-sections";

const crumbs = trail({ name: "Over ons", path: "/over-ons" });

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = matches[0].loaderData.site;
  return buildMeta(site, {
    title: fillSiteTokens(content.title, site),
    description: fillSiteTokens(content.metaDescription, site),
    path: "/over-ons",
    structuredData: [
      breadcrumbJsonLd(site, crumbs),
      {
        "@context": "https://schema.org",
        "@type": "AboutPage",
        name: fillSiteTokens(content.title, site),
        url: `${site.url}/over-ons`,
        about: { "@type": "LocalBusiness", "@id": `${site.url}/#business`, name: site.brand },
      },
    ],
  });
};

const valueIcons = [HeartHandshake, Hammer, Zap, Users];

const fixedStats = [
  { value: "4-9", label: "werkdagen levertijd" },
  { value: "100%", label: "kwaliteitsgarantie" },
];

// The customer count and the average come from the data (~/server/reviews/figures), never typed in.
export async function loader() {
  const figures = await getReviewFigures();
  return {
    stats: [...figureStats(figures), ...fixedStats],
    sections: fillReviewTokensDeep(content.sections, figures),
  };
}

export const handle = PUBLIC_PAGE;

export default function OverOnsPage({ loaderData }: Route.ComponentProps) {
  const { stats, sections } = loaderData;
  const site = useSite();
  const fill = (text: string) => fillSiteTokens(text, site);
  const address = siteAddress(site);
  return (
    <main id="main">
      <PageHeader crumbs={crumbs} title={fill(content.heading)} intro={fill(content.intro)}>
        <dl className="grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-2xl bg-white p-4 ring-1 ring-brand-100">
              <dt className="text-sm text-slate-700">{stat.label}</dt>
              <dd className="order-first text-2xl font-bold text-ink">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </PageHeader>

      <div className={cn(containerClass, "grid gap-12 py-14 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]")}>
        <div className="max-w-3xl">
          <TextSections sections={sections} />
        </div>
        <aside aria-labelledby="visit-heading" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="visit-heading" className="text-lg font-bold text-ink">
              Bezoek onze werkplaats
            </h2>
            <p className="mt-4 flex gap-3 text-sm leading-6 text-slate-700">
              <MapPin className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>{address}</span>
            </p>
            <div className="mt-3 flex gap-3 text-sm leading-6 text-slate-700">
              <Clock className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div>
                {site.openingHours.map((hours) => (
                  <p key={hours.label}>
                    {hours.label}: {hours.opens} - {hours.closes}
                  </p>
                ))}
                <p>{site.closedLabel}</p>
              </div>
            </div>
            <a
              href={mapsDirectionsUrl(address)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Plan je route
              <span className="sr-only"> (opent Google Maps)</span>
              <ArrowRight className="size-4" />
            </a>
          </div>
        </aside>
      </div>

      <section
        aria-labelledby="values-heading"
        className="border-y border-slate-200 bg-slate-50 py-14 sm:py-16"
      >
        <div className={containerClass}>
          <h2 id="values-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {fill(content.valuesHeading)}
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {content.values.map((value, index) => {
              const Icon = valueIcons[index % valueIcons.length]!;
              return (
                <li key={value.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <Icon className="size-7 text-brand-700" />
                  <h3 className="mt-4 text-lg font-semibold text-ink">{fill(value.title)}</h3>
                  <p className="mt-2 leading-7 text-slate-700">{fill(value.text)}</p>
                </li>
              );
            })}
          </ul>
          <p className="mt-10 flex flex-wrap gap-x-8 gap-y-3">
            <Link
              to="/portfolio"
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Bekijk ons portfolio
              <ArrowRight className="size-4" />
            </Link>
            <Link
              to="/diensten"
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Onze diensten en prijzen
              <ArrowRight className="size-4" />
            </Link>
            <Link
              to={CONTACT_HREF}
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Neem contact op
              <ArrowRight className="size-4" />
            </Link>
          </p>
        </div>
      </section>

      <CtaBand
        title="Zullen we kennismaken?"
        text={`Vertel ons waar je aan denkt. Je spreekt direct een van de eigenaren en krijgt ${site.replyWithin.quote} een reactie.`}
        whatsappMessage="Hallo, ik wil graag kennismaken en mijn idee bespreken."
      />
    </main>
  );
}
