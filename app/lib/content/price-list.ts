// The price list (content kind "price-list"): the table on /diensten, its notes, and the one source of every
// amount the site names elsewhere. Texts do not hold amounts: they name a row by token, "{prijs:stickers}" (its
// lowest amount, "€10") or "{prijs-tot:full-wrap}" (the top of its range, "€2.500"), filled in when a page is
// rendered from the published list. So a price changed here changes /diensten, the service pages, the home cards,
// the FAQ answers and the quote editor's suggestions at once. Amounts are cents incl. VAT. This file holds the
// list's schema and the editor's form; what pages read (types, display, tokens) is in ./price-tokens.
import { formatEuroInput, parseEuroInput } from "~/lib/money";
import { priceListMessages as copy } from "~/content/site-content-editor";
import { z } from "~/lib/zod";
import { plainText } from "./plain-text";
import { priceRulesSeed } from "~/content/price-rules";
import { PRICE_RULE_ROWS, withRulePrices } from "~/lib/pricing/from-prices";
import {
  fieldOfRulePath,
  priceRulesFromForm,
  priceRulesSchema,
  priceRulesToForm,
} from "~/lib/pricing/schema";
import { QUOTED_ROWS, type Price, type PriceList } from "./price-tokens";

/** Rows whose "vanaf" amount the calculators' rules give (not typed in the editor). */
export function isRuleRow(id: string): boolean {
  return Object.hasOwn(PRICE_RULE_ROWS, id);
}

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
    rules: priceRulesSchema.optional(),
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

/** The editor's form: per row its amounts as typed ("8", "4,95"), or its text, the unit and the note; notes one a line. */
export function priceListToForm(list: PriceList): Record<string, string> {
  const fields: Record<string, string> = {
    notes: list.notes.join("\n"),
    ...priceRulesToForm(list.rules ?? priceRulesSeed),
  };
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
    // A rule row keeps its amount here; the rules below give it (withRulePrices).
    const price: Price = isRuleRow(row.id)
      ? row.price
      : from !== undefined
        ? { fromCents: from, ...(to !== undefined ? { toCents: to } : {}) }
        : { text: at("text") };
    return { id: row.id, service: at("service"), price, unit: at("unit"), note: at("note") };
  });
  const notes = (fields.notes ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const rules = priceRulesFromForm(fields, errors);
  const parsed = priceRulesSchema.safeParse(rules);
  const list = { rows, notes, rules };
  const fieldOf = (path: string) => {
    const ruleField = fieldOfRulePath(path);
    if (ruleField) return ruleField;
    const match = /^rows\.(\d+)\.price(?:\.(\w+))?$/.exec(path);
    if (match)
      return `rows.${match[1]}.${match[2] === "toCents" ? "to" : match[2] === "text" ? "text" : "from"}`;
    return path.startsWith("notes") ? "notes" : path;
  };
  return {
    data: parsed.success ? withRulePrices({ ...list, rules: parsed.data }, parsed.data) : list,
    errors,
    fieldOf,
  };
}
