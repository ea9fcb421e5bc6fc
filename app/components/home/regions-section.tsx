// Home section 4 (spec §2): the regional service area, each place linking to the contact section.
// Server markup (see components/server-markup.tsx).
import { ArrowRight, MapPin } from "lucide-react";
import type { SiteConfig } from "~/content/site";
import { CONTACT_HREF } from "~/lib/contact-links";
import type { HomeContent } from "./home-content.server";
import { SectionHeading } from "./section-heading";

export function RegionsSection({ site, regions }: { site: SiteConfig; regions: HomeContent["regions"] }) {
  return (
    <section aria-labelledby="regions-heading" className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="regions-heading"
          eyebrow="Werkgebied"
          title={`Vanuit ${site.city} actief in heel West-Brabant`}
          intro={`In ${site.city} haal je op of bezorgen we zelf; in de regio komen we langs of versturen we je bestelling.`}
        />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {regions.map((region) => (
            <li key={region.name}>
              <a
                href={CONTACT_HREF}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 transition hover:border-brand-600 hover:shadow-md"
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="text-lg font-bold text-ink">{region.name}</span>
                  <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700">
                    <MapPin className="size-3.5" aria-hidden="true" />
                    {region.distanceKm} km
                  </span>
                </span>
                <span className="mt-2 flex-1 text-sm text-slate-700">{region.serviceLine}</span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                  Offerte aanvragen
                  <ArrowRight
                    className="size-4 transition-transform group-hover:translate-x-1"
                    aria-hidden="true"
                  />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
