// A page's running text as sections of a heading and its paragraphs ("Over ons", "Particulieren"), with the
// site's tokens filled in.
import { fillSiteTokens } from "~/content/site";
import { useSite } from "~/hooks/use-site";

export function TextSections({
  sections,
}: {
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}) {
  const site = useSite();
  const fill = (text: string) => fillSiteTokens(text, site);
  return sections.map((section) => (
    <section key={section.heading} className="mt-12 first:mt-0">
      <h2 className="text-2xl font-bold tracking-tight text-ink">{fill(section.heading)}</h2>
      {section.paragraphs.map((paragraph) => (
        <p
          key={paragraph.slice(0, 40)}
          className="mt-4 leading-7 text-slate-700 sm:text-[1.0625rem] sm:leading-8"
        >
          {fill(paragraph)}
        </p>
      ))}
    </section>
  ));
}
