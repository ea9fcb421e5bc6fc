// Home: a few recent portfolio projects (the first three staff put on top) with a link to /portfolio.
// Server markup (see components/server-markup.tsx); below the fold, so every photo loads lazily.
import { ArrowRight } from "~/components/ui/icons";
import { portfolioCopy } from "~/content/portfolio";
import type { SiteConfig } from "~/content/site";
import type { PortfolioCard } from "~/lib/portfolio";
import { PortfolioGrid } from "../portfolio-grid";
import { SectionHeading } from "./section-heading";

export function PortfolioSection({ site, items }: { site: SiteConfig; items: PortfolioCard[] }) {
  if (!items.length) return null;
  return (
    <section aria-labelledby="portfolio-heading" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="portfolio-heading"
          eyebrow="Portfolio"
          title={portfolioCopy.homeHeading}
          intro={portfolioCopy.homeIntro}
        />
        <div className="mt-10">
          <PortfolioGrid items={items} site={site} />
        </div>
        <a
          href="/portfolio"
          className="mt-8 inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {portfolioCopy.homeLink}
          <ArrowRight className="size-4" />
        </a>
      </div>
    </section>
  );
}
