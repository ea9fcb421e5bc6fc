// The page texts as the site showed them before owners could edit them: the first version of the content kind
// "page-texts" (app/lib/content/page-texts.ts), imported at first start: the home hero's lines, no banner.
import type { PageTexts } from "~/lib/content/page-texts";
import { hero } from "./home";

export const pageTextsSeed: PageTexts = {
  hero: { eyebrow: hero.eyebrow, heading: hero.heading, subheading: hero.subheading },
  banner: null,
};
