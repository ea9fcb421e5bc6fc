// Portfolio cards (photo, sector, title, description, link to the service) for /portfolio, the home page and
// the service pages. Rendered as server markup by those pages' loaders: no JavaScript ships for it.
import { ArrowRight } from "~/components/ui/icons";
import { portfolioCopy } from "~/content/portfolio";
import type { ServiceSlug } from "~/content/services";
import { fillSiteTokens, type SiteConfig } from "~/content/site";
import { GRID_SIZES, type PortfolioCard } from "~/lib/portfolio";
import { ResponsivePicture } from "./responsive-picture";

export const serviceLinks: Record<ServiceSlug, { label: string; path: string }> = {
  kledingbedrukking: { label: "Kledingbedrukking", path: "/kledingbedrukking" },
  borduren: { label: "Borduren", path: "/borduren" },
  voertuigbelettering: { label: "Belettering", path: "/voertuigbelettering" },
  stickers: { label: "Stickers & labels", path: "/stickers" },
  spandoeken: { label: "Spandoeken & borden", path: "/spandoeken" },
};

export function PortfolioGrid({
  items,
  site,
  headingLevel = 3,
  priorityFirst = false,
  serviceLink = true,
}: {
  items: PortfolioCard[];
  site: SiteConfig;
  headingLevel?: 2 | 3;
  /** The first photo is in the first view (the portfolio page): load it at once, with high priority. */
  priorityFirst?: boolean;
  serviceLink?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => {
        const service = serviceLinks[item.service] ?? serviceLinks.kledingbedrukking;
        const photo = item.photos[0]!;
        return (
          <li key={item.id} data-portfolio-item={item.id}>
            {/* On a phone a card is a row (photo left, text right): the photo's slot is then 40% of the
                screen, so a phone fetches the 480 px variant, and more projects fit in the first view. */}
            <article className="portfolio-card">
              <div>
                <ResponsivePicture photo={photo} sizes={GRID_SIZES} priority={priorityFirst && index === 0} />
              </div>
              <div>
                <p>{fillSiteTokens(item.sector, site)}</p>
                <Heading>{fillSiteTokens(item.title, site)}</Heading>
                <p>{fillSiteTokens(item.description, site)}</p>
                {serviceLink ? (
                  <a href={service.path}>
                    {portfolioCopy.moreAbout} {service.label.toLowerCase()}
                    <ArrowRight />
                  </a>
                ) : null}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
