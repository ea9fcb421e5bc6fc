// Home page (spec §2 "Home page, in order"): hero, services, story, region, FAQ, partnership, contact, SEO text.
import { ContactSection } from "~/components/contact-section";
import { Faq } from "~/components/faq";
import { Hero } from "~/components/home/hero";
import { RegionsSection } from "~/components/home/regions-section";
import { SeoText } from "~/components/home/seo-text";
import { ServicesSection } from "~/components/home/services-section";
import { homeContent } from "~/components/home/home-content.server";
import { StorySection } from "~/components/home/story-section";
import { PartnershipBlock } from "~/components/partnership-block";
import { resolveSite } from "~/content/site";
import { faqPageJsonLd } from "~/lib/faq-schema";
import { buildMeta, localBusinessJsonLd } from "~/lib/seo";
import { getDb } from "~/server/db/index.server";
import { logger } from "~/server/logger.server";
import { listActiveMarketingFiles } from "~/server/marketing-files.server";
import type { Route } from "./+types/home";

async function loadMarketingFiles() {
  try {
    return await listActiveMarketingFiles(getDb());
  } catch (error) {
    // Spec §8: the file list fails silently; the rest of the page must still render.
    logger.warn({ err: error }, "marketing files unavailable");
    return [];
  }
}

export async function loader() {
  return {
    content: homeContent(resolveSite(process.env)),
    marketingFiles: await loadMarketingFiles(),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = matches[0].loaderData.site;
  return buildMeta(site, {
    title: "Kleding bedrukken, borduren en belettering in Breda",
    description:
      "Kleding bedrukken, borduren, autobelettering en stickers in Breda. Geen minimale afname, binnen 4-9 werkdagen klaar en reactie binnen 2 uur.",
    path: "/",
    structuredData: [localBusinessJsonLd(site), faqPageJsonLd(loaderData.content.faq)],
  });
};

export default function HomePage({ loaderData: { content, marketingFiles } }: Route.ComponentProps) {
  return (
    <main id="main">
      <Hero content={content} />
      <ServicesSection content={content} />
      <StorySection story={content.story} files={marketingFiles} />
      <RegionsSection regions={content.regions} />
      <Faq items={content.faq} />
      <section aria-label="Zakelijk partnerschap" className="py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <PartnershipBlock />
        </div>
      </section>
      <ContactSection intro={content.contactIntro} />
      <SeoText sections={content.seoText} />
    </main>
  );
}
