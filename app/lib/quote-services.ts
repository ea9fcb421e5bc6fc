// Service options of the quote modal (spec §3), value → label.
export const quoteServices = [
  { value: "stickers", label: "Stickers" },
  { value: "voertuigbelettering", label: "Voertuigbelettering" },
  { value: "textiel", label: "Textiel" },
  { value: "raambelettering", label: "Raambelettering" },
  { value: "borden", label: "Borden & Panelen" },
  { value: "banners", label: "Banners & Spandoeken" },
  { value: "overig", label: "Overig" },
] as const;

export type QuoteServiceValue = (typeof quoteServices)[number]["value"];

/** Service options of the quick-quote form; the first is the default. */
export const quickQuoteServices = [
  "Kledingbedrukking",
  "Voertuigbelettering",
  "Stickers",
  "Werkkleding",
] as const;

export type QuickQuoteService = (typeof quickQuoteServices)[number];

/** The label of a stored service value: the modal stores codes ("voertuigbelettering"), the quick form labels. */
export function quoteServiceLabel(value: string): string {
  return quoteServices.find((s) => s.value === value)?.label ?? value;
}
