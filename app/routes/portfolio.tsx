import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CtaBand } from "~/components/pages/cta-band";
import { containerClass, PageHeader, trail } from "~/components/page-header";
import { portfolioProjects } from "~/content/portfolio";
import type { ServiceSlug } from "~/content/services";
import { fillSiteTokens } from "~/content/site";
import { breadcrumbJsonLd, buildMeta, canonicalUrl } from "~/lib/seo";
import { useSite } from "~/hooks/use-site";
import type { Route } from "./+types/portfolio";

const crumbs = trail({ name: "Portfolio", path: "/portfolio" });

const serviceLinks: Record<ServiceSlug, { label: string; path: string }> = {
  kledingbedrukking: { label: "Kledingbedrukking", path: "/kledingbedrukking" },
  borduren: { label: "Borduren", path: "/borduren" },
  voertuigbelettering: { label: "Belettering", path: "/voertuigbelettering" },
  stickers: { label: "Stickers & labels", path: "/stickers" },
};

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = matches[0].loaderData.site;
  const first = portfolioProjects[0];
  return buildMeta(site, {
    title: "Portfolio: bedrukte kleding en belettering",
    description:
      "Bekijk projecten uit onze werkplaats in Breda: teamshirts, geborduurde polo's en caps, belettering van bedrijfsbussen, raambelettering en productlabels.",
    path: "/portfolio",
    structuredData: [
      breadcrumbJsonLd(site, crumbs),
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: "Portfolio",
        url: canonicalUrl(site, "/portfolio"),
        ...(first ? { primaryImageOfPage: new URL(first.image.src, site.url).toString() } : {}),
        hasPart: portfolioProjects.map((project) => ({
          "@type": "CreativeWork",
          name: project.title,
          description: project.description,
          image: new URL(project.image.src, site.url).toString(),
        })),
      },
    ],
  });
};

export default function PortfolioPage() {
  const site = useSite();
  return (
    <main id="main">
      <PageHeader
        crumbs={crumbs}
        title="Portfolio"
        intro={`Een greep uit het werk dat onze werkplaats in ${site.city} verliet: van teamshirts en geborduurde caps tot bedrijfsbussen en productlabels. We noemen geen klantnamen, wel de branche.`}
      />
      <section aria-labelledby="projects-heading" className="py-14 sm:py-16">
        <div className={containerClass}>
          <h2 id="projects-heading" className="sr-only">
            Projecten
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {portfolioProjects.map((project, index) => {
              const service = serviceLinks[project.service];
              return (
                <li key={project.slug}>
                  <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                    <img
                      src={project.image.src}
                      width={project.image.width}
                      height={project.image.height}
                      alt={project.image.alt}
                      // The first row is in view on large screens; the rest waits until scrolled to.
                      loading={index < 3 ? "eager" : "lazy"}
                      decoding="async"
                      className="aspect-[4/3] h-auto w-full bg-slate-100 object-cover"
                    />
                    <div className="flex flex-1 flex-col p-6">
                      <p className="text-sm font-semibold text-brand-700">
                        {fillSiteTokens(project.sector, site)}
                      </p>
                      <h3 className="mt-1 text-lg font-semibold text-ink">
                        {fillSiteTokens(project.title, site)}
                      </h3>
                      <p className="mt-3 flex-1 leading-7 text-slate-700">
                        {fillSiteTokens(project.description, site)}
                      </p>
                      <Link
                        to={service.path}
                        className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                      >
                        Meer over {service.label.toLowerCase()}
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </Link>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <CtaBand
        className="pt-0 sm:pt-0"
        title="Jouw project in ons portfolio?"
        text="Stuur je idee of ontwerp mee met je aanvraag. We reageren binnen 2 uur met advies en een offerte op maat."
        whatsappMessage="Hallo, ik heb jullie portfolio bekeken en wil graag een offerte."
      />
    </main>
  );
}
