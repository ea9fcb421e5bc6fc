// Home section 4 (docs/behaviour.md#screens-and-routes): the regional service area, each place linking to the contact section.
// Server markup (see components/server-markup.tsx).
import type { SiteConfig } from "~/content/site";
import { CONTACT_HREF } from "~/lib/contact-links";
import type { HomeContent } from "~/server/home-content.server";
import { SectionHeading } from "./section-heading";

export function RegionsSection({ site, regions }: { site: SiteConfig; regions: HomeContent["regions"] }) {
  return (
    <section aria-labelledby="regions-heading" className="py-20">
      <div className="wrap">
        <SectionHeading
          id="regions-heading"
          eyebrow="Werkgebied"
          title={`Vanuit ${site.city} actief in heel West-Brabant`}
          intro={`In ${site.city} haal je op of bezorgen we zelf; in de regio komen we langs of versturen we je bestelling.`}
        />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {regions.map((region) => (
            <li key={region.name}>
              <a href={CONTACT_HREF} className="card-link region-card">
                <span className="name">
                  {region.name}
                  <span className="pill">{region.distanceKm} km</span>
                </span>
                <span>{region.serviceLine}</span>
                <span className="more-link">Offerte aanvragen</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
