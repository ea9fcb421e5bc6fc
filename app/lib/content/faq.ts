// The FAQ (content kind "faq", one entry, key "main"): the questions of the home page in their order, each
// visible or hidden. Employees may edit it. Answers are plain text; an amount is named by a price token
// ("{prijs:stickers}", see ./price-list), so a price change reaches the answers too.
import { faqMessages as copy } from "~/content/site-content-editor";
import { z } from "~/lib/zod";
import { mapStrings } from "./map-strings";
import { plainText } from "./plain-text";
import { fillPriceTokens, unknownPriceTokens, type PriceList } from "./price-tokens";

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

/** The editor's form, as it posts: per item `items.N.id`, `.position`, `.question`, `.answer`, `.hidden`. */
export function faqToForm(faq: Faq): Record<string, string> {
  const fields: Record<string, string> = {};
  faq.items.forEach((item, index) => {
    fields[`items.${index}.id`] = item.id;
    fields[`items.${index}.position`] = String(index + 1);
    fields[`items.${index}.question`] = item.question;
    fields[`items.${index}.answer`] = item.answer;
    if (item.hidden) fields[`items.${index}.hidden`] = "on";
  });
  return fields;
}

/**
 * The FAQ a posted editor form describes: its items in the order of their position numbers (on a tie the item
 * whose number was changed first, then the form's order), plus a new item when its question or answer is filled in. `fieldOf` turns a schema error's path (in the
 * new order) back into the name of the field the editor typed in.
 */
export function faqFromForm(fields: Record<string, string>): {
  data: Faq;
  fieldOf: (path: string) => string;
} {
  const rows: { formIndex: number; position: number; item: FaqEntry }[] = [];
  for (let index = 0; index < FAQ_MAX_ITEMS && Object.hasOwn(fields, `items.${index}.id`); index++) {
    const at = (name: string) => fields[`items.${index}.${name}`] ?? "";
    const position = Number.parseInt(at("position"), 10);
    rows.push({
      formIndex: index,
      position: Number.isFinite(position) ? position : index + 1,
      item: { id: at("id"), question: at("question"), answer: at("answer"), hidden: at("hidden") === "on" },
    });
  }
  // An item given another number goes before the one that had that number ("3 → 1" puts it first).
  const moved = (row: (typeof rows)[number]) => (row.position === row.formIndex + 1 ? 1 : 0);
  rows.sort((a, b) => a.position - b.position || moved(a) - moved(b) || a.formIndex - b.formIndex);
  const items = rows.map((row) => row.item);
  const newQuestion = fields["new.question"] ?? "";
  const newAnswer = fields["new.answer"] ?? "";
  if (newQuestion.trim() || newAnswer.trim()) {
    items.push({ id: nextFaqId({ items }), question: newQuestion, answer: newAnswer, hidden: false });
  }
  const fieldOf = (path: string) => {
    const match = /^items\.(\d+)\.(\w+)$/.exec(path);
    if (!match) return path;
    const row = rows[Number(match[1])];
    return row ? `items.${row.formIndex}.${match[2]}` : `new.${match[2]}`;
  };
  return { data: { items }, fieldOf };
}
