// Home hero (docs/behaviour.md#screens-and-routes home section 1): heading, quote and WhatsApp buttons, rating, stats, workshop
// address and the private-customer promo. Server markup (see components/server-markup.tsx).
import { ArrowRight, MapPin, MessageCircle, Star, StarFilled } from "~/components/ui/icons";
import { buttonVariants } from "~/components/ui/button";
import type { SiteConfig } from "~/content/site";
import { CONTACT_HREF, whatsappHref } from "~/lib/contact-links";
import type { RatingLine } from "~/lib/reviews/display";
import type { HomeContent } from "~/server/home-content.server";
import { HeroVisual } from "./hero-visual";

export function Hero({
  site,
  content: { hero, rating, stats, privatePromo },
}: {
  site: SiteConfig;
  content: Pick<HomeContent, "hero" | "stats" | "privatePromo"> & { rating: RatingLine };
}) {
  return (
    <section aria-labelledby="hero-heading" className="hero">
      <div>
        <div>
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="hero-heading">{hero.heading}</h1>
          <p>{hero.subheading}</p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={CONTACT_HREF} data-track="Hero Quote Request" className={buttonVariants({ size: "lg" })}>
              {hero.primaryCta}
              <ArrowRight />
            </a>
            <a
              href={whatsappHref(site, hero.whatsappMessage)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ size: "lg", variant: "whatsapp" })}
            >
              <MessageCircle />
              {hero.whatsappCta}
              <span className="sr-only"> (opent in een nieuw venster)</span>
            </a>
          </div>

          <div className="mt-8 flex items-center gap-3">
            {rating.stars > 0 ? (
              <span className="rating-stars" aria-hidden="true">
                {[1, 2, 3, 4, 5].map((i) => (i <= rating.stars ? <StarFilled key={i} /> : <Star key={i} />))}
              </span>
            ) : null}
            <a href={rating.href} className="text-sm font-semibold text-ink underline underline-offset-4">
              {rating.label}
            </a>
          </div>

          <dl className="hero-stats">
            {stats.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <div className="space-y-4">
          <HeroVisual className="hidden md:block" />
          <div className="contact-card">
            <span className="icon-tile bg-brand-600 text-white">
              <MapPin />
            </span>
            <div>
              <h2>{hero.addressCardTitle}</h2>
              <p className="text-sm">{hero.addressCardText}</p>
            </div>
          </div>
          <a
            href={privatePromo.href}
            className="group flex items-center gap-4 rounded-2xl bg-ink p-5 text-white shadow-sm hover:bg-slate-800"
          >
            <div className="flex-1">
              <h2 className="font-semibold">{privatePromo.title}</h2>
              <p className="mt-1 text-sm text-slate-300">{privatePromo.text}</p>
              <span className="mt-2 inline-block text-sm font-semibold text-white underline underline-offset-4">
                {privatePromo.linkLabel}
              </span>
            </div>
            <ArrowRight className="size-5 shrink-0 transition-transform group-hover:translate-x-1" />
          </a>
        </div>
      </div>
    </section>
  );
}
