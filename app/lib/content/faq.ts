// The FAQ (content kind "faq", one entry, key "main"): the questions of the home page in their order, each
// visible or hidden. Employees may edit it. Answers are plain text; an amount is named by a price token
// ("{prijs:stickers}", see ./price-list), so a price change reaches the answers too.
import { faqMessages as copy } from "~/content/site-content-editor";
import { z } from "~/lib/zod";
import { mapStrings, plainText } from "./plain-text";
import { fillPriceTokens, unknownPriceTokens, type PriceList } from "./price-list";

export interface FaqEntry {
  /** Stable within the list: the editor's forms name an item by it (order and text may change). */
  id: string;
  question: string;
  answer: string;
  hidden: boolean;
}

export interface Faq {
  items: FaqEntry[];
}

/** What a page shows of one item: the question and its answer (tokens filled). */
export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQ_MAX_ITEMS = 40;

const faqEntrySchema = z
  .object({
    id: z.string().regex(/^q[0-9]{1,4}$/),
    question: plainText({ max: 200, label: "de vraag" }),
    answer: plainText({ max: 2000, label: "het antwoord" }).superRefine((answer, ctx) => {
      const unknown = unknownPriceTokens(answer);
      if (unknown.length > 0)
        ctx.addIssue({ code: "custom", message: copy.unknownToken(unknown.join(", ")) });
    }),
    hidden: z.boolean(),
  })
  .strict();

export const faqSchema = z
  .object({ items: z.array(faqEntrySchema).min(1, copy.items).max(FAQ_MAX_ITEMS, copy.items) })
  .strict()
  .superRefine((faq, ctx) => {
    const seen = new Set<string>();
    faq.items.forEach((item, index) => {
      if (seen.has(item.id))
        ctx.addIssue({ code: "custom", message: copy.duplicateId, path: ["items", index, "id"] });
      seen.add(item.id);
    });
  });

/** The visible items as a page shows them, in order, with prices (and then `fill`, e.g. site tokens) filled in. */
export function publicFaqItems(
  faq: Faq,
  prices: PriceList,
  fill: (text: string) => string = (t) => t,
): FaqItem[] {
  return faq.items
    .filter((item) => !item.hidden)
    .map(({ question, answer }) =>
      mapStrings({ question, answer }, (text) => fill(fillPriceTokens(text, prices))),
    );
}

/** An id for a new item: one past the highest in use ("q13" after "q12"). */
export function nextFaqId(faq: Faq): string {
  const highest = Math.max(0, ...faq.items.map((item) => Number(item.id.slice(1))));
  return `q${highest + 1}`;
}
