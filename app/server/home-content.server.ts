// The home page copy, with site tokens filled in, for the home loader. Server-only on purpose: the copy
// reaches the browser once as loader data instead of as JavaScript modules shared with other pages
// (the home page has a 120 KB JS budget).
import { faqItems, type FaqItem } from "~/content/faq";
import {
  businessBlock,
  contactIntro,
  hero,
  privateBlock,
  privatePromo,
  rating,
  seoText,
  stats,
  story,
} from "~/content/home";
import { businessBenefits, whyChooseUs } from "~/content/prices";
import { processSteps } from "~/content/process";
import { regions } from "~/content/regions";
import { homeServiceCards } from "~/content/services";
import { fillSiteTokens, type SiteConfig } from "~/content/site";

/** Replaces site tokens in every string of a plain data structure. */
export function fillSiteTokensDeep<T>(value: T, site: SiteConfig): T {
  if (typeof value === "string") return fillSiteTokens(value, site) as T;
  if (Array.isArray(value)) return value.map((item) => fillSiteTokensDeep(item, site)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillSiteTokensDeep(item, site)]),
    ) as T;
  }
  return value;
}

export function homeContent(site: SiteConfig) {
  return fillSiteTokensDeep(
    {
      hero,
      rating,
      stats,
      privatePromo,
      serviceCards: homeServiceCards,
      whyChooseUs,
      businessBlock,
      businessBenefits,
      privateBlock,
      processSteps,
      story,
      regions,
      faq: faqItems as FaqItem[],
      contactIntro,
      seoText,
    },
    site,
  );
}

export type HomeContent = ReturnType<typeof homeContent>;
