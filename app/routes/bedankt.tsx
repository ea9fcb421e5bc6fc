import { ArrowRight, CircleCheck, House } from "~/components/ui/icons";
import { Link } from "react-router";
import { WhatsAppButton } from "~/components/pages/contact-buttons";
import { containerClass } from "~/components/page-header";
import { thankYou as content } from "~/content/legal";
import { fillSiteTokens } from "~/content/site";
import { cn } from "~/lib/cn";
import { buildMeta } from "~/lib/seo";
import { useSite } from "~/hooks/use-site";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/bedankt";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = matches[0].loaderData.site;
  return buildMeta(site, {
    title: fillSiteTokens(content.title, site),
    description: fillSiteTokens(content.metaDescription, site),
    path: "/bedankt",
    // A confirmation page is only meaningful after a submitted form.
    noindex: true,
  });
};

export default function BedanktPage() {
  const site = useSite();
  const fill = (text: string) => fillSiteTokens(text, site);
  return (
    <main id="main" className="bg-gradient-to-b from-brand-50 to-white">
      <div className={cn(containerClass, "max-w-3xl! py-16 sm:py-24")}>
        <CircleCheck className="size-14 text-brand-700" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
          {fill(content.heading)}
        </h1>
        <p className="mt-4 text-lg leading-8 text-slate-700">{fill(content.text)}</p>

        <section
          aria-labelledby="next-steps-heading"
          className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="next-steps-heading" className="text-xl font-bold text-ink">
            {fill(content.nextStepsHeading)}
          </h2>
          <ol className="mt-5 space-y-4">
            {content.nextSteps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <span className="pt-1 leading-7 text-slate-700">{fill(step)}</span>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="hurry-heading" className="mt-8">
          <h2 id="hurry-heading" className="sr-only">
            Haast?
          </h2>
          <p className="leading-7 text-slate-700">{fill(content.whatsappText)}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <WhatsAppButton message={fill(content.whatsappMessage)} label={content.whatsappCta} />
            <Button asChild variant="outline" size="lg">
              <Link to="/">
                <House />
                {content.homeCta}
              </Link>
            </Button>
          </div>
          <Link
            to="/portfolio"
            className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {content.portfolioCta}
            <ArrowRight className="size-4" />
          </Link>
        </section>
      </div>
    </main>
  );
}
