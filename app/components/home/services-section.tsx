// Home section 2 (docs/behaviour.md#screens-and-routes): the service cards (the spec's four plus work wear), why choose us, business and private blocks, 4-step process.
// Server markup (see components/server-markup.tsx).
import {
  ArrowRight,
  BadgeCheck,
  Building2,
  Car,
  Check,
  Clock,
  HardHat,
  MessageCircle,
  ShieldCheck,
  Shirt,
  Spool,
  Star,
  Ruler,
  Sticker,
  User,
} from "~/components/ui/icons";
import { DialogLink } from "~/components/dialog-link";
import { buttonVariants } from "~/components/ui/button";
import type { ServiceCardIcon } from "~/content/services";
import { fillSiteTokens, type SiteConfig } from "~/content/site";
import { whatsappHref } from "~/lib/contact-links";
import type { HomeContent } from "~/server/home-content.server";
import { SectionHeading } from "./section-heading";

const serviceIcons: Record<ServiceCardIcon, typeof Shirt> = {
  shirt: Shirt,
  needle: Spool,
  car: Car,
  sticker: Sticker,
  banner: Ruler,
  workwear: HardHat,
};

const whyIcons = [Star, Clock, ShieldCheck, MessageCircle];

const businessGreeting =
  "Hallo {brand}, ik heb een zakelijke vraag over bedrukte kleding, belettering of stickers.";

export function ServicesSection({
  site,
  content: { serviceCards, whyChooseUs, businessBlock, businessBenefits, privateBlock, processSteps },
}: {
  site: SiteConfig;
  content: Pick<
    HomeContent,
    "serviceCards" | "whyChooseUs" | "businessBlock" | "businessBenefits" | "privateBlock" | "processSteps"
  >;
}) {
  return (
    <section aria-labelledby="services-heading" className="py-20">
      <div className="wrap">
        <SectionHeading
          id="services-heading"
          eyebrow="Onze diensten"
          title="Alles voor kleding, belettering en stickers onder één dak"
          intro="Eigen werkplaats in Breda, geen minimale afname en meestal binnen 4-9 werkdagen klaar."
        />

        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {serviceCards.map((card) => {
            const Icon = serviceIcons[card.icon];
            return (
              <li key={card.href}>
                <a href={card.href} className="card-link service-card">
                  <span className="icon-tile">
                    <Icon />
                  </span>
                  <h3>{card.title}</h3>
                  <p>{card.description}</p>
                  <p className="price">{card.priceFrom}</p>
                  <span className="more-link">Meer over {card.title.toLowerCase()}</span>
                </a>
              </li>
            );
          })}
        </ul>

        {/* Why choose us */}
        <div className="mt-20">
          <h3 className="text-2xl font-bold text-ink">Waarom kiezen voor {site.brand}?</h3>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {whyChooseUs.map((item, index) => {
              const Icon = whyIcons[index % whyIcons.length]!;
              return (
                <li key={item.title} className="feature">
                  <Icon />
                  <h4>{item.title}</h4>
                  <p>{item.text}</p>
                </li>
              );
            })}
          </ul>
        </div>

        {/* Business and private customers */}
        <div className="mt-20 grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col rounded-3xl bg-ink p-8 text-white sm:p-10">
            <Building2 className="size-8 text-brand-500" />
            <h3 className="mt-4 text-2xl font-bold">{businessBlock.title}</h3>
            <p className="mt-3 text-slate-300">{businessBlock.text}</p>
            <ul className="icon-list mt-6 flex-1 space-y-4">
              {businessBenefits.map((benefit) => (
                <li key={benefit.title}>
                  <BadgeCheck className="text-brand-500" />
                  <span>
                    <strong className="font-semibold text-white">{benefit.title}.</strong>{" "}
                    <span className="text-slate-300">{benefit.text}</span>
                  </span>
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <DialogLink action="quote" className={buttonVariants({ size: "lg" })}>
                {businessBlock.quoteCta}
              </DialogLink>
              <a
                href={whatsappHref(site, fillSiteTokens(businessGreeting, site))}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ size: "lg", variant: "whatsapp" })}
              >
                <MessageCircle />
                {businessBlock.whatsappCta}
                <span className="sr-only"> (opent in een nieuw venster)</span>
              </a>
            </div>
          </div>

          <div className="flex flex-col rounded-3xl border border-brand-100 bg-brand-50 p-8 sm:p-10">
            <User className="size-8 text-brand-700" />
            <h3 className="mt-4 text-2xl font-bold text-ink">{privateBlock.title}</h3>
            <p className="mt-3 text-slate-700">{privateBlock.text}</p>
            <ul className="icon-list mt-6 flex-1 space-y-3 text-slate-800">
              {privateBlock.bullets.map((bullet) => (
                <li key={bullet}>
                  <Check className="text-brand-700" />
                  {bullet}
                </li>
              ))}
            </ul>
            <a
              href={privateBlock.href}
              className={buttonVariants({ size: "lg", variant: "secondary", className: "mt-8 self-start" })}
            >
              {privateBlock.cta}
              <ArrowRight />
            </a>
          </div>
        </div>

        {/* Process */}
        <div className="mt-20">
          <h3 className="text-2xl font-bold text-ink">Zo werken we, in 4 stappen</h3>
          <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {processSteps.map((step) => (
              <li key={step.step} className="feature step">
                <span aria-hidden="true">{step.step}</span>
                <h4>
                  <span className="sr-only">Stap {step.step}: </span>
                  {step.title}
                </h4>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
