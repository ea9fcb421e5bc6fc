// Home section 3 (docs/behaviour.md#screens-and-routes): our story, about and appointment buttons, workshop tour, marketing downloads.
// Server markup (see components/server-markup.tsx).
import { ArrowRight, ExternalLink, PenTool, Printer, Scissors, Spool } from "~/components/ui/icons";
import { DialogLink } from "~/components/dialog-link";
import { buttonVariants } from "~/components/ui/button";
import type { SiteConfig } from "~/content/site";
import { MarketingDownloads, type MarketingFileLink } from "./marketing-downloads";
import type { HomeContent } from "~/server/home-content.server";
import { SectionHeading } from "./section-heading";

const workshop = [
  { icon: Printer, label: "DTF-printer" },
  { icon: Scissors, label: "Snijplotter" },
  { icon: Spool, label: "Borduurmachine" },
  { icon: PenTool, label: "Eigen ontwerpstudio" },
];

export function StorySection({
  site,
  story,
  files,
}: {
  site: SiteConfig;
  story: HomeContent["story"];
  files: MarketingFileLink[];
}) {
  return (
    <section aria-labelledby="story-heading" className="bg-slate-50 py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div>
          <SectionHeading id="story-heading" eyebrow="Over ons" title={story.heading} />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a href="/over-ons" className={buttonVariants({ size: "lg", variant: "secondary" })}>
              {story.aboutCta}
              <ArrowRight />
            </a>
            {/* Booking a slot needs JavaScript; without it the contact section offers a form and the phone. */}
            <DialogLink action="appointment" className={buttonVariants({ size: "lg" })}>
              Plan een online gesprek
            </DialogLink>
            <a
              href={site.workshopTourUrl}
              target="_blank"
              rel="noopener"
              className={buttonVariants({ size: "lg", variant: "outline" })}
            >
              {story.tourCta}
              <ExternalLink />
              <span className="sr-only"> (opent in een nieuw venster)</span>
            </a>
          </div>
          <MarketingDownloads title={story.downloadsTitle} files={files} />
        </div>

        <div className="rounded-3xl bg-ink p-8 text-white">
          <p className="text-5xl font-extrabold">2</p>
          <p className="mt-1 text-slate-300">eigenaren, één werkplaats in {site.city}</p>
          <ul className="workshop-tools">
            {workshop.map(({ icon: Icon, label }) => (
              <li key={label}>
                <Icon />
                <p>{label}</p>
              </li>
            ))}
          </ul>
          <p className="mt-8 border-t border-white/15 pt-6 text-slate-300">
            Van ontwerp tot eindcontrole: alles gebeurt in eigen huis, dus je weet altijd wie er aan jouw
            bestelling werkt.
          </p>
        </div>
      </div>
    </section>
  );
}
