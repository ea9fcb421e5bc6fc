// Service options of the quote dialog, value → label: the site's service list (the home cards and /diensten,
// app/content/services.ts) plus "Overig", so the dialog offers what the site sells. The quote schema
// (lib/leads/quote.ts) accepts exactly these values. The services are site copy in code, not owner-edited content:
// a service is added there, with its page and card (docs/website-content.md).
import { homeServiceCards, type OfferedService } from "../content/services";

export type QuoteServiceValue = OfferedService | "overig";

export const quoteServices: readonly { value: QuoteServiceValue; label: string }[] = [
  ...homeServiceCards.map((card) => ({ value: card.service, label: card.title })),
  { value: "overig", label: "Overig" },
];

/** The values the quote schema accepts, in the dialog's order. */
export const quoteServiceValues = quoteServices.map((s) => s.value);

/**
 * Labels of the options the dialog offered before it followed the service list: requests stored with them keep
 * their label in the inbox, the mails and the exports.
 */
const retiredServiceLabels: ReadonlyMap<string, string> = new Map([
  ["textiel", "Textiel"],
  ["raambelettering", "Raambelettering"],
  ["borden", "Borden & Panelen"],
  ["banners", "Banners & Spandoeken"],
]);

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
  return quoteServices.find((s) => s.value === value)?.label ?? retiredServiceLabels.get(value) ?? value;
}

/** The quote form's service for a quote's subject ("Voertuigbelettering"), or "overig". */
export function quoteServiceFor(subject: string | null): QuoteServiceValue {
  const wanted = (subject ?? "").trim().toLowerCase();
  return quoteServices.find((s) => s.label.toLowerCase() === wanted || s.value === wanted)?.value ?? "overig";
}
