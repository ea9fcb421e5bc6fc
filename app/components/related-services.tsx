// Internal links between the service pages (docs/behaviour.md#screens-and-routes): nine entries, the page you are on is left out.
import { ArrowRight } from "~/components/ui/icons";
import { Link, useLocation } from "react-router";
import { relatedServices } from "~/content/services";
import { fillSiteTokens } from "~/content/site";
import { containerClass } from "~/components/page-header";
import { cn } from "~/lib/cn";
import { fillPriceTokens, type PriceList } from "~/lib/content/price-tokens";
import { canonicalPath } from "~/lib/seo";
import { useSite } from "~/hooks/use-site";

/** `prices`: the published price list (from the page's loader), for the amounts the descriptions name. */
export function RelatedServices({
  prices,
  heading = "Bekijk ook onze andere diensten",
  className,
}: {
  prices: PriceList;
  heading?: string;
  className?: string;
}) {
  const site = useSite();
  // The page you are on is left out, and so are its aliases (the same page under another address).
  const current = canonicalPath(useLocation().pathname);
  const entries = relatedServices.filter((entry) => canonicalPath(entry.href) !== current);
  return (
    <section
      aria-labelledby="related-services-heading"
      data-testid="related-services"
      className={cn("border-t border-slate-200 bg-slate-50 py-14 sm:py-16", className)}
    >
      <div className={containerClass}>
        <h2 id="related-services-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {heading}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {entries.map((entry) => (
            <li
              key={entry.href}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
            >
              <h3 className="font-semibold text-ink">{entry.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">
                {fillSiteTokens(fillPriceTokens(entry.description, prices), site)}
              </p>
              <Link
                to={entry.href}
                className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {entry.anchorText}
                <ArrowRight className="size-4 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
