// A service page's markup (routes/service-page.tsx renders it as server markup, so none of it ships as
// JavaScript): the header with the "vanaf" price and the quote buttons, the calculator where the page has one, the
// copy, the portfolio, the FAQ and the related services. The view is app/server/pages/service-page.server.ts.
import { BadgeEuro, Clock, ShieldCheck, Truck } from "~/components/ui/icons";
import { CheckList } from "~/components/pages/check-list";
import { PhoneButton, WhatsAppButton } from "~/components/pages/contact-buttons";
import { CtaBand } from "~/components/pages/cta-band";
import { FaqList } from "~/components/pages/faq-list";
import { QuoteButton } from "~/components/pages/quote-button";
import { containerClass, PageHeader } from "~/components/page-header";
import { PortfolioGrid } from "~/components/portfolio-grid";
import { RelatedServices } from "~/components/related-services";
import { Calculator } from "~/components/pricing/calculator";
import { VehicleGuide } from "~/components/pricing/vehicle-guide";
import { portfolioCopy } from "~/content/portfolio";
import type { SiteConfig } from "~/content/site";
import { cn } from "~/lib/cn";
import type { QuoteServiceValue } from "~/lib/quote-services";
import type { ServicePageView } from "~/server/pages/service-page.server";

// Served from the render cache: the reply promise in business hours holds at any moment (lib/reply-within).
const promisesOf = (site: SiteConfig) => [
  { icon: Clock, text: `Reactie ${site.replyWithin.quote}` },
  { icon: Truck, text: "Meestal klaar in 4-9 werkdagen" },
  { icon: ShieldCheck, text: "100% kwaliteitsgarantie" },
];

export function ServicePageContent({ view }: { view: Omit<ServicePageView, "meta" | "headers"> }) {
  const { page, name, site, portfolio, prices, calculator, vehicleGuide } = view;
  // Each service page is one of the quote dialog's options (lib/quote-services), preselected.
  const service: QuoteServiceValue = page.slug;
  const whatsappMessage = `Hallo, ik heb een vraag over ${name.toLowerCase()}.`;
  return (
    <>
      <PageHeader
        crumbs={view.crumbs}
        title={page.heading}
        intro={page.intro}
        eyebrow={
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 ring-1 ring-brand-100">
            <BadgeEuro className="size-4" />
            {page.priceFrom}
          </span>
        }
      >
        <div className="flex flex-wrap gap-3">
          <QuoteButton service={service} />
          <WhatsAppButton message={whatsappMessage} />
          <PhoneButton />
        </div>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
          {promisesOf(site).map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon className="size-4 text-brand-700" />
              {text}
            </li>
          ))}
        </ul>
      </PageHeader>

      <div className={cn(containerClass, "grid gap-12 py-14 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]")}>
        <div className="max-w-3xl">
          {calculator ? (
            <div className="mb-12">
              <Calculator view={calculator} path={page.path} />
            </div>
          ) : null}
          {vehicleGuide ? (
            <div className="mb-12">
              <VehicleGuide rows={vehicleGuide} />
            </div>
          ) : null}
          {page.sections.map((section) => (
            <section key={section.heading} className="mt-12 first:mt-0">
              <h2 className="text-2xl font-bold tracking-tight text-balance text-ink">{section.heading}</h2>
              {section.body.map((paragraph) => (
                <p
                  key={paragraph.slice(0, 40)}
                  className="mt-4 leading-7 text-slate-700 sm:text-[1.0625rem] sm:leading-8"
                >
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
        <aside aria-labelledby="highlights-heading" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="highlights-heading" className="text-lg font-bold text-ink">
              Dit krijg je bij ons
            </h2>
            <CheckList items={page.highlights} className="mt-4 text-sm" />
            <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
              <span className="font-semibold text-ink">{page.priceFrom}</span>, altijd met een offerte op maat
              vooraf.
            </p>
          </div>
        </aside>
      </div>

      {portfolio.length > 0 ? (
        <section aria-labelledby="portfolio-heading" className="pb-14 sm:pb-16">
          <div className={containerClass}>
            <h2 id="portfolio-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {portfolioCopy.serviceHeading}
            </h2>
            <div className="mt-6">
              <PortfolioGrid items={portfolio} site={site} serviceLink={false} />
            </div>
          </div>
        </section>
      ) : null}

      {page.faq.length > 0 ? (
        <section aria-labelledby="faq-heading" className="pb-4">
          <div className={containerClass}>
            <div className="max-w-3xl">
              <h2 id="faq-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                Veelgestelde vragen
              </h2>
              <div className="mt-6">
                <FaqList items={page.faq} group={`faq-${page.slug}`} />
              </div>
            </div>
          </div>
        </section>
      ) : null}

      <CtaBand
        title={`Klaar voor jouw ${name.toLowerCase()}?`}
        text={`Vraag vrijblijvend een offerte aan. Je krijgt ${site.replyWithin.quote} een reactie.`}
        service={service}
        whatsappMessage={whatsappMessage}
      />
      <RelatedServices prices={prices} />
    </>
  );
}
