// The price list (content kind "price-list"): the table on /diensten, its notes, and the one source of every
// amount the site names elsewhere. Texts do not hold amounts: they name a row by token, "{prijs:stickers}" (its
// lowest amount, "€10") or "{prijs-tot:full-wrap}" (the top of its range, "€2.500"), filled in when a page is
// rendered from the published list. So a price changed here changes /diensten, the service pages, the home cards,
// the FAQ answers and the quote editor's suggestions at once. Amounts are cents incl. VAT.
import { formatEuroCompact, formatEuroInput, parseEuroInput } from "~/lib/money";
import { priceListMessages as copy } from "~/content/site-content-editor";
import { z } from "~/lib/zod";
import { mapStrings, plainText } from "./plain-text";

/** One price of the list: an amount incl. VAT as the site shows it, a range, or a text ("Op aanvraag"). */
export type Price = { fromCents: number; toCents?: number } | { text: string };

export interface PriceRow {
  /** Stable key: tokens in texts and the quote editor's suggestions name a row by it. */
  id: string;
  service: string;
  price: Price;
  unit: string;
  note: string;
}

export interface PriceList {
  rows: PriceRow[];
  /** The points under the table on /diensten. */
  notes: string[];
}

/**
 * Rows the site's texts name by token, and what they must keep for those texts to read right: an amount, or a
 * range where a text names its top ("tussen €1.200 en €2.500"). The schema refuses a list without them.
 */
export const QUOTED_ROWS = {
  kledingbedrukking: "amount",
  werkkleding: "amount",
  voertuigbelettering: "amount",
  stickers: "amount",
  "full-wrap": "range",
} as const;

export type QuotedRowId = keyof typeof QUOTED_ROWS;

const MAX_CENTS = 100_000_000;
const cents = z
  .number({ error: copy.amount })
  .int(copy.amount)
  .positive(copy.amount)
  .max(MAX_CENTS, copy.tooHigh);

const priceSchema = z.union([
  z
    .object({ fromCents: cents, toCents: cents.optional() })
    .strict()
    .refine((p) => p.toCents === undefined || p.toCents > p.fromCents, {
      message: copy.range,
      path: ["toCents"],
    }),
  z.object({ text: plainText({ max: 40, label: "de prijstekst" }) }).strict(),
]);

const priceRowSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+){0,5}$/, copy.id)
      .max(40, copy.id),
    service: plainText({ max: 80, label: "de dienst" }),
    price: priceSchema,
    unit: plainText({ max: 40, label: "de eenheid" }),
    note: plainText({ max: 300, label: "de toelichting" }),
  })
  .strict();

export const priceListSchema = z
  .object({
    rows: z.array(priceRowSchema).min(1, copy.rows).max(40, copy.rows),
    notes: z.array(plainText({ max: 300, label: "de opmerking" })).max(20, copy.notes),
  })
  .strict()
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.rows.forEach((row, index) => {
      if (seen.has(row.id)) {
        ctx.addIssue({ code: "custom", message: copy.duplicateId, path: ["rows", index, "id"] });
      }
      seen.add(row.id);
    });
    for (const [id, needs] of Object.entries(QUOTED_ROWS)) {
      const index = list.rows.findIndex((r) => r.id === id);
      const price = list.rows[index]?.price;
      const ok = price && "fromCents" in price && (needs === "amount" || price.toCents !== undefined);
      if (ok) continue;
      ctx.addIssue({
        code: "custom",
        message: needs === "range" ? copy.quotedRange : copy.quotedAmount,
        path: index === -1 ? ["rows"] : ["rows", index, "price"],
      });
    }
  });

/** "Vanaf €8", "€1.200 - €2.500" or the row's text: the one way a price of the list is written. */
export function displayPrice(price: Price): string {
  if ("text" in price) return price.text;
  if (price.toCents !== undefined)
    return `${formatEuroCompact(price.fromCents)} - ${formatEuroCompact(price.toCents)}`;
  return `Vanaf ${formatEuroCompact(price.fromCents)}`;
}

/** The rows with an amount, as the quote editor offers them ("Uit prijslijst"). */
export function pricedRows(
  list: PriceList,
): (PriceRow & { price: { fromCents: number; toCents?: number } })[] {
  return list.rows.filter((r): r is PriceRow & { price: { fromCents: number } } => "fromCents" in r.price);
}

const TOKEN = /\{(prijs|prijs-tot):([a-z0-9-]+)\}/g;

/** The text a token stands for in this list, or null when the list cannot fill it. */
function tokenValue(list: PriceList, kind: string, id: string): string | null {
  const price = list.rows.find((r) => r.id === id)?.price;
  if (!price || !("fromCents" in price)) return null;
  if (kind === "prijs") return formatEuroCompact(price.fromCents);
  return price.toCents === undefined ? null : formatEuroCompact(price.toCents);
}

/**
 * Fills the price tokens of a text: "vanaf {prijs:stickers} per vel" → "vanaf €10 per vel". A token the list
 * cannot fill (the schemas keep that from happening) reads "op aanvraag" rather than showing braces.
 */
export function fillPriceTokens(text: string, list: PriceList): string {
  return text.replace(TOKEN, (_, kind: string, id: string) => tokenValue(list, kind, id) ?? "op aanvraag");
}

/** The price tokens of a text the list cannot fill, e.g. ["{prijs:borduren}"] (for an editor's message). */
export function unknownPriceTokens(text: string): string[] {
  return [...text.matchAll(TOKEN)]
    .filter(
      ([, kind, id]) =>
        !Object.hasOwn(QUOTED_ROWS, id!) ||
        (kind === "prijs-tot" && QUOTED_ROWS[id as QuotedRowId] !== "range"),
    )
    .map(([token]) => token);
}

/** Fills price tokens in every string of a plain data structure (a page's copy). */
export function fillPriceTokensDeep<T>(value: T, list: PriceList): T {
  return mapStrings(value, (text) => fillPriceTokens(text, list));
}

/** The editor's form: per row its amounts as typed ("8", "4,95"), or its text, the unit and the note; notes one a line. */
export function priceListToForm(list: PriceList): Record<string, string> {
  const fields: Record<string, string> = { notes: list.notes.join("\n") };
  list.rows.forEach((row, index) => {
    const price = row.price;
    fields[`rows.${index}.id`] = row.id;
    fields[`rows.${index}.service`] = row.service;
    fields[`rows.${index}.from`] = "fromCents" in price ? formatEuroInput(price.fromCents) : "";
    fields[`rows.${index}.to`] =
      "fromCents" in price && price.toCents !== undefined ? formatEuroInput(price.toCents) : "";
    fields[`rows.${index}.text`] = "text" in price ? price.text : "";
    fields[`rows.${index}.unit`] = row.unit;
    fields[`rows.${index}.note`] = row.note;
  });
  return fields;
}

/**
 * The list a posted editor form describes, over the rows of `current` (the editor changes amounts and words, not
 * which rows exist: texts name them). A row with a "vanaf" amount has an amount (and perhaps a "tot"), else its
 * text. Amounts that are no amount are refused at their field.
 */
export function priceListFromForm(
  fields: Record<string, string>,
  current: PriceList,
): { data: unknown; errors: Record<string, string>; fieldOf: (path: string) => string } {
  const errors: Record<string, string> = {};
  const amount = (name: string): number | undefined => {
    const typed = (fields[name] ?? "").trim();
    if (!typed) return undefined;
    const cents = parseEuroInput(typed);
    if (cents === null) errors[name] = copy.amount;
    return cents ?? undefined;
  };
  const rows = current.rows.map((row, index) => {
    const at = (name: string) => fields[`rows.${index}.${name}`] ?? "";
    const from = amount(`rows.${index}.from`);
    const to = amount(`rows.${index}.to`);
    const price: Price =
      from !== undefined
        ? { fromCents: from, ...(to !== undefined ? { toCents: to } : {}) }
        : { text: at("text") };
    return { id: row.id, service: at("service"), price, unit: at("unit"), note: at("note") };
  });
  const notes = (fields.notes ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const fieldOf = (path: string) => {
    const match = /^rows\.(\d+)\.price(?:\.(\w+))?$/.exec(path);
    if (match)
      return `rows.${match[1]}.${match[2] === "toCents" ? "to" : match[2] === "text" ? "text" : "from"}`;
    return path.startsWith("notes") ? "notes" : path;
  };
  return { data: { rows, notes }, errors, fieldOf };
}
