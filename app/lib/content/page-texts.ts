// Page texts that change with the seasons (content kind "page-texts", one entry, key "main", admins only): the
// home hero's lines and a notice banner ("Tussen kerst en oud en nieuw gesloten") that every public page shows
// from its start date through its end date, Amsterdam time. Plain text: the layout stays as it is.
import { pageTextsMessages as copy } from "~/content/site-content-editor";
import { parseIsoDate } from "~/lib/appointment-slots";
import { shopNow } from "~/lib/shop-time";
import { z } from "~/lib/zod";
import { plainText } from "./plain-text";

export interface NoticeBanner {
  text: string;
  /** yyyy-MM-dd, the first day it shows. */
  startsOn: string;
  /** yyyy-MM-dd, the last day it shows. */
  endsOn: string;
}

export interface PageTexts {
  hero: { eyebrow: string; heading: string; subheading: string };
  /** null: no banner. */
  banner: NoticeBanner | null;
}

const isoDate = z.string().refine((value) => parseIsoDate(value) !== undefined, copy.date);

export const noticeBannerSchema = z
  .object({
    text: plainText({ max: 200, label: "de tekst van de melding" }),
    startsOn: isoDate,
    endsOn: isoDate,
  })
  .strict()
  .refine((banner) => banner.endsOn >= banner.startsOn, { message: copy.endBeforeStart, path: ["endsOn"] });

export const pageTextsSchema = z
  .object({
    hero: z
      .object({
        eyebrow: plainText({ max: 80, label: "de regel boven de kop" }),
        heading: plainText({ max: 120, label: "de kop" }),
        subheading: plainText({ max: 400, label: "de tekst onder de kop" }),
      })
      .strict(),
    banner: noticeBannerSchema.nullable(),
  })
  .strict();

/** The banner to show at this instant: inside its dates (Amsterdam days, both inclusive), else null. */
export function activeBanner(texts: PageTexts, now: Date = new Date()): NoticeBanner | null {
  const banner = texts.banner;
  if (!banner) return null;
  const today = shopNow(now).date;
  return banner.startsOn <= today && today <= banner.endsOn ? banner : null;
}

/** The editor's form: the hero's three lines and the banner's text and dates (no text: no banner). */
export function pageTextsToForm(texts: PageTexts): Record<string, string> {
  return {
    "hero.eyebrow": texts.hero.eyebrow,
    "hero.heading": texts.hero.heading,
    "hero.subheading": texts.hero.subheading,
    "banner.text": texts.banner?.text ?? "",
    "banner.startsOn": texts.banner?.startsOn ?? "",
    "banner.endsOn": texts.banner?.endsOn ?? "",
  };
}

export function pageTextsFromForm(fields: Record<string, string>): {
  data: unknown;
  fieldOf: (path: string) => string;
} {
  const at = (name: string) => fields[name] ?? "";
  const bannerGiven = [at("banner.text"), at("banner.startsOn"), at("banner.endsOn")].some((v) => v.trim());
  return {
    data: {
      hero: { eyebrow: at("hero.eyebrow"), heading: at("hero.heading"), subheading: at("hero.subheading") },
      banner: bannerGiven
        ? { text: at("banner.text"), startsOn: at("banner.startsOn"), endsOn: at("banner.endsOn") }
        : null,
    },
    fieldOf: (path) => path,
  };
}
