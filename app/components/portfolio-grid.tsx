// Portfolio cards (photo, sector, title, description, link to the service) for /portfolio, the home page and
// the service pages. Rendered as server markup by those pages' loaders: no JavaScript ships for it.
import { ArrowRight } from "lucide-react";
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
            <article className="grid h-full grid-cols-[40%_1fr] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex sm:flex-col">
              <div>
                <ResponsivePicture
                  photo={photo}
                  sizes={GRID_SIZES}
                  priority={priorityFirst && index === 0}
                  className="aspect-[4/3] bg-slate-100 object-cover"
                />
              </div>
              <div className="flex flex-1 flex-col p-4 sm:p-6">
                <p className="text-sm font-semibold text-brand-700">{fillSiteTokens(item.sector, site)}</p>
                <Heading className="mt-1 text-base font-semibold text-ink sm:text-lg">
                  {fillSiteTokens(item.title, site)}
                </Heading>
                <p className="mt-2 flex-1 text-sm leading-6 text-slate-700 sm:mt-3 sm:text-base sm:leading-7">
                  {fillSiteTokens(item.description, site)}
                </p>
                {serviceLink ? (
                  <a
                    href={service.path}
                    className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {portfolioCopy.moreAbout} {service.label.toLowerCase()}
                    <ArrowRight aria-hidden="true" className="size-4" />
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
