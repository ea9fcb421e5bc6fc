// Privacy statement and terms: a table of contents plus the articles as long-form text.
import { containerClass } from "~/components/page-header";
import { Prose } from "~/components/prose";
import type { LegalSection } from "~/content/legal";
import { fillSiteTokens } from "~/content/site";
import { cn } from "~/lib/cn";
import { useSite } from "~/hooks/use-site";

const anchor = (index: number) => `artikel-${index + 1}`;

/** "Offerteaanvragen: als je …" → the short lead-in before the colon is shown bold, for scanning. */
function Paragraph({ text }: { text: string }) {
  const match = /^([^:.]{3,45}): (.*)$/s.exec(text);
  if (!match) return <p>{text}</p>;
  return (
    <p>
      <strong>{match[1]}:</strong> {match[2]}
    </p>
  );
}

export function LegalDocument({ sections }: { sections: LegalSection[] }) {
  const site = useSite();
  return (
    <div className={cn(containerClass, "grid gap-10 py-12 sm:py-14 lg:grid-cols-[16rem_minmax(0,1fr)]")}>
      <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="toc-heading" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          Inhoud
        </h2>
        <ol className="mt-3 space-y-2 border-l border-slate-200 text-sm">
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a
                href={`#${anchor(index)}`}
                className="-ml-px block border-l-2 border-transparent pl-3 text-slate-700 hover:border-brand-600 hover:text-brand-700"
              >
                {fillSiteTokens(section.heading, site)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <Prose>
        {sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={anchor(index)}>
            <h2 id={anchor(index)}>{fillSiteTokens(section.heading, site)}</h2>
            {section.paragraphs.map((paragraph) => (
              <Paragraph key={paragraph.slice(0, 40)} text={fillSiteTokens(paragraph, site)} />
            ))}
          </section>
        ))}
      </Prose>
    </div>
  );
}
