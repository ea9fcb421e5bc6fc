import { LegalDocument } from "~/components/pages/legal-document";
import { PageHeader, trail } from "~/components/page-header";
import { privacySections } from "~/content/legal";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";
import { useSite } from "~/hooks/use-site";
import { fillTokens, retentionTokens } from "~/lib/retention";
import { backupRetentionText } from "~/lib/backups";
import { getEnv, getRetentionSettings } from "~/server/env.server";
import type { Route } from "./+types/privacy";
import { PUBLIC_PAGE } from "~/lib/page-cache";

const crumbs = trail({ name: "Privacyverklaring", path: "/privacy" });

/** The retention periods in force are settings: the statement names the real ones. */
export function loader() {
  const env = getEnv();
  return {
    retention: {
      ...retentionTokens(getRetentionSettings()),
      "{backupRetention}": backupRetentionText({
        daily: env.BACKUP_KEEP_DAILY,
        weekly: env.BACKUP_KEEP_WEEKLY,
      }),
    },
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = matches[0].loaderData.site;
  return buildMeta(site, {
    title: "Privacyverklaring",
    description: `Hoe ${site.brand} omgaat met je persoonsgegevens: welke gegevens we verwerken, waarom, hoe lang we ze bewaren en welke rechten je hebt onder de AVG.`,
    path: "/privacy",
    structuredData: [breadcrumbJsonLd(site, crumbs)],
  });
};

export const handle = PUBLIC_PAGE;

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const sections = privacySections.map((section) => ({
    ...section,
    paragraphs: section.paragraphs.map((p) => fillTokens(p, loaderData.retention)),
  }));
  return (
    <main id="main">
      <PageHeader
        crumbs={crumbs}
        title="Privacyverklaring"
        intro={`${site.brand} gaat zorgvuldig om met je persoonsgegevens. Hier lees je welke gegevens we verwerken, waarom we dat doen, hoe lang we ze bewaren en welke rechten je hebt.`}
      />
      <LegalDocument sections={sections} />
    </main>
  );
}
