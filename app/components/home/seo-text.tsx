// Home section 8 (docs/behaviour.md#screens-and-routes): the long explanatory text for visitors and search engines.
import type { HomeContent } from "~/server/home-content.server";

export function SeoText({ sections }: { sections: HomeContent["seoText"] }) {
  return (
    <section aria-labelledby="seo-heading-0" className="border-t border-slate-200 bg-slate-50 py-20">
      <div className="seo-text mx-auto max-w-3xl space-y-4 px-4 leading-relaxed text-slate-700 sm:px-6">
        {sections.map((section, index) => {
          const Heading = section.level === 2 ? "h2" : "h3";
          return (
            <div key={section.heading} className="space-y-4">
              <Heading id={`seo-heading-${index}`}>{section.heading}</Heading>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          );
        })}
      </div>
    </section>
  );
}
