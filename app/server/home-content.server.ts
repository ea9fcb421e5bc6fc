// The home page copy, with site tokens filled in, for the home loader. Server-only on purpose: the copy
// reaches the browser once as loader data instead of as JavaScript modules shared with other pages
// (the home page has a 120 KB JS budget).
import {
  businessBlock,
  contactIntro,
  hero,
  privateBlock,
  privatePromo,
  seoText,
  stats,
  story,
} from "~/content/home";
import { businessBenefits, whyChooseUs } from "~/content/prices";
import { processSteps } from "~/content/process";
import { regions } from "~/content/regions";
import { homeServiceCards } from "~/content/services";
import { fillSiteTokens, type SiteConfig } from "~/content/site";
import { publicFaqItems, type Faq } from "~/lib/content/faq";
import type { PageTexts } from "~/lib/content/page-texts";
import { fillPriceTokensDeep, type PriceList } from "~/lib/content/price-tokens";
import { mapStrings } from "~/lib/content/map-strings";

/** Replaces site tokens in every string of a plain data structure. */
export function fillSiteTokensDeep<T>(value: T, site: SiteConfig): T {
  return mapStrings(value, (text) => fillSiteTokens(text, site));
}

/** What the owners edit of the home page: published in the content store (server/content/site-content). */
export interface HomeEditableContent {
  prices: PriceList;
  faq: Faq;
  texts: PageTexts;
}

export function homeContent(site: SiteConfig, { prices, faq, texts }: HomeEditableContent) {
  const copy = fillPriceTokensDeep(
    {
      hero: { ...hero, ...texts.hero },
      stats: stats.map((stat) => ({
        ...stat,
        value: stat.value.replace("{reactietijd}", site.replyWithin.quote.replace(/^binnen /, "")),
      })),
      privatePromo,
      serviceCards: homeServiceCards,
      whyChooseUs,
      businessBlock,
      businessBenefits,
      privateBlock,
      processSteps,
      story,
      regions,
      contactIntro,
      seoText,
    },
    prices,
  );
  return {
    ...fillSiteTokensDeep(copy, site),
    faq: publicFaqItems(faq, prices, (text) => fillSiteTokens(text, site)),
  };
}

export type HomeContent = ReturnType<typeof homeContent>;
