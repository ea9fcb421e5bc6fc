import { LegalDocument } from "~/components/pages/legal-document";
import { PageHeader, trail } from "~/components/page-header";
import { termsSections } from "~/content/legal";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { useSite } from "~/hooks/use-site";
import type { Route } from "./+types/algemene-voorwaarden";
import { PUBLIC_PAGE } from "~/lib/page-cache";

const crumbs = trail({ name: "Algemene voorwaarden", path: "/algemene-voorwaarden" });

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = matches[0].loaderData.site;
  return buildMeta(site, {
    title: "Algemene voorwaarden",
    description: `De algemene voorwaarden van ${site.brand} voor offertes, opdrachten, levering, betaling, klachten en garantie bij kledingbedrukking, borduren, belettering en stickers.`,
    path: "/algemene-voorwaarden",
    structuredData: [breadcrumbJsonLd(site, crumbs)],
  });
};

export const handle = PUBLIC_PAGE;

export default function AlgemeneVoorwaardenPage() {
  const site = useSite();
  return (
    <main id="main">
      <PageHeader
        crumbs={crumbs}
        title="Algemene voorwaarden"
        intro={`Deze voorwaarden gelden voor alle offertes en opdrachten van ${site.brand}. Heb je een vraag over een artikel? Neem gerust contact met ons op via ${site.email} of ${site.phone}.`}
      />
      <LegalDocument sections={termsSections} />
    </main>
  );
}
