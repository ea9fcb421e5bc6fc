// FAQ section (docs/behaviour.md#screens-and-routes home section 5): 12 questions, one open at a time, collapsible.
// Server markup (see components/server-markup.tsx): <details name> needs no script.
import { AccordionItem } from "~/components/ui/accordion";
import type { FaqItem } from "~/lib/content/faq";
import type { SiteConfig } from "~/content/site";

/** `items` arrive with site tokens already filled in (see server/home-content.server.ts). */
export function Faq({ site, items }: { site: SiteConfig; items: FaqItem[] }) {
  return (
    <section id="faq" aria-labelledby="faq-heading" className="bg-slate-50 py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <div>
          <p className="eyebrow">FAQ</p>
          <h2 id="faq-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            Veelgestelde vragen
          </h2>
          <p className="mt-4 text-slate-700">
            Staat je vraag er niet tussen? Bel ons op{" "}
            <span className="whitespace-nowrap font-semibold text-ink">{site.phone}</span> of stuur een
            WhatsApp: je krijgt {site.replyWithin.quote} antwoord.
          </p>
        </div>
        <div className="accordion rounded-2xl border border-slate-200 bg-white px-6 shadow-sm">
          {items.map((item) => (
            <AccordionItem key={item.question} name="faq" summary={item.question}>
              <p>{item.answer}</p>
            </AccordionItem>
          ))}
        </div>
      </div>
    </section>
  );
}
