// The staff's quote editor as a form that works without JavaScript: the customer and terms as plain fields,
// the lines as indexed fields (`lines.0.description`, `lines.0.unitPrice`, …) with a few empty rows. What was
// posted is read into strings (readQuoteForm), checked by one zod schema with a Dutch error per field and per
// line (`lines.2.quantity`), and only then turned into the fields and lines the server stores (in cents).
import { quoteFormErrors as errors } from "~/content/staff-quotes";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "../email";
import { deliveryMethods } from "../leads/labels";
import { calendarDay } from "../list-filter";
import { formatEuroInput, parseEuroInput, VAT_RATES, type VatRate } from "../money";
import { z } from "../zod";
import { QUOTE_LIMITS, QUOTE_LINE_KINDS, quoteTotals, type QuoteLine } from "./lines";

/** Empty rows under the lines, to type new ones into without JavaScript. */
export const QUOTE_EDITOR_BLANK_ROWS = 3;

/** The quote's own fields, as the form names them (the stored columns' names). */
export const QUOTE_TEXT_FIELDS = [
  "customerName",
  "customerEmail",
  "customerPhone",
  "customerCompany",
  "customerAddress",
  "customerKvk",
  "customerBtw",
  "subject",
  "deliveryMethod",
  "deliveryLocation",
  "validUntil",
  "note",
] as const;
export type QuoteTextField = (typeof QUOTE_TEXT_FIELDS)[number];

export const QUOTE_LINE_FIELDS = ["kind", "description", "quantity", "unitPrice", "vatRate"] as const;
export type QuoteLineField = (typeof QUOTE_LINE_FIELDS)[number] | "optional" | "included";

/** One line as the form holds it: what was typed, not yet checked. */
export interface QuoteLineInput {
  kind: string;
  description: string;
  quantity: string;
  /** Euros excl. VAT as typed, "12,50"; a discount as a positive amount. */
  unitPrice: string;
  vatRate: string;
  optional: boolean;
  included: boolean;
}

export type QuoteFormInput = Record<QuoteTextField, string> & {
  rush: boolean;
  /** An approved business customer pays on invoice after delivery instead of prepaying. */
  paymentTerms: boolean;
  lines: QuoteLineInput[];
};

/** The customer and terms of a quote as stored (the server's saveConcept takes them). */
export interface QuoteFields {
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  customerCompany: string | null;
  customerAddress: string | null;
  customerKvk: string | null;
  customerBtw: string | null;
  subject: string | null;
  deliveryMethod: string | null;
  deliveryLocation: string | null;
  rush: boolean;
  paymentTerms: boolean;
  validUntil: string;
  note: string | null;
}

/** What a valid form stores: the quote's fields and its lines in cents. */
export interface QuoteFormOutput {
  fields: QuoteFields;
  lines: QuoteLine[];
}

/** The name of a line's input: `lines.3.quantity`; also the key of its error. */
export function lineFieldName(index: number, field: QuoteLineField): string {
  return `lines.${index}.${field}`;
}

export const TEXT_MAX = {
  customerName: 100,
  customerEmail: EMAIL_MAX_LENGTH,
  customerPhone: 40,
  customerCompany: 120,
  customerAddress: 300,
  customerKvk: 20,
  customerBtw: 20,
  subject: 200,
  deliveryLocation: 200,
  note: 2000,
} as const;

export function blankLine(): QuoteLineInput {
  return {
    kind: "item",
    description: "",
    quantity: "1",
    unitPrice: "",
    vatRate: "21",
    optional: false,
    included: true,
  };
}

/** A row nobody typed in (an empty row of the form): no description and no price. */
export function isBlankLine(line: QuoteLineInput): boolean {
  return !line.description.trim() && !line.unitPrice.trim();
}

/** The lines plus the empty rows the editor shows under them (none beyond the limit of lines). */
export function withBlankRows(lines: readonly QuoteLineInput[], extra = 0): QuoteLineInput[] {
  const blanks = Math.max(0, Math.min(QUOTE_EDITOR_BLANK_ROWS + extra, QUOTE_LIMITS.lines - lines.length));
  return [...lines, ...Array.from({ length: blanks }, blankLine)];
}

const LINE_KEY = /^lines\.(\d{1,4})\.(kind|description|quantity|unitPrice|vatRate|optional|included)$/;

/**
 * The posted form as strings: the fields, and the lines in the order of their indexes with empty rows left out
 * (so the lines and their errors are numbered as the form shows them again). A checkbox posts "on" or nothing.
 * `removeRow` leaves out the row of that posted index ("Verwijderen").
 */
export function readQuoteForm(
  posted: Readonly<Record<string, string>>,
  { removeRow }: { removeRow?: number } = {},
): QuoteFormInput {
  const text = (key: string) => (Object.hasOwn(posted, key) ? posted[key]! : "");
  const rows = new Map<number, QuoteLineInput>();
  for (const key of Object.keys(posted)) {
    const match = LINE_KEY.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    if (index !== removeRow && !rows.has(index))
      rows.set(index, {
        kind: text(lineFieldName(index, "kind")) || "item",
        description: text(lineFieldName(index, "description")),
        quantity: text(lineFieldName(index, "quantity")),
        unitPrice: text(lineFieldName(index, "unitPrice")),
        vatRate: text(lineFieldName(index, "vatRate")),
        optional: Object.hasOwn(posted, lineFieldName(index, "optional")),
        included: Object.hasOwn(posted, lineFieldName(index, "included")),
      });
  }
  const lines = [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, line]) => line)
    .filter((line) => !isBlankLine(line));
  const fields = Object.fromEntries(QUOTE_TEXT_FIELDS.map((name) => [name, text(name)])) as Record<
    QuoteTextField,
    string
  >;
  return {
    ...fields,
    rush: Object.hasOwn(posted, "rush"),
    paymentTerms: Object.hasOwn(posted, "paymentTerms"),
    lines,
  };
}

/** A line as the form shows it: cents as "12,50", a discount as a positive amount. */
export function lineInput(line: QuoteLine): QuoteLineInput {
  return {
    kind: line.kind,
    description: line.description,
    quantity: String(line.quantity),
    unitPrice: formatEuroInput(line.unitPriceCents),
    vatRate: String(line.vatRate),
    optional: line.optional,
    included: line.optional ? line.included : true,
  };
}

/** A stored quote's fields and lines as the form shows them. */
export function quoteFormInput(
  stored: QuoteFormOutput["fields"],
  lines: readonly QuoteLine[],
): QuoteFormInput {
  const fields = Object.fromEntries(QUOTE_TEXT_FIELDS.map((name) => [name, stored[name] ?? ""])) as Record<
    QuoteTextField,
    string
  >;
  return { ...fields, rush: stored.rush, paymentTerms: stored.paymentTerms, lines: lines.map(lineInput) };
}

// ---- The schema ----

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: errors.tooLong(max) });
const optionalText = (max: number) => text(max).transform((v) => v || null);
/** "12 34 56 78", "12.345.678" → "12345678": KvK and BTW numbers are written with spaces and dots. */
const compact = (v: string) => v.replace(/[\s.]/g, "").toUpperCase();

const fieldsShape = {
  customerName: text(TEXT_MAX.customerName),
  customerEmail: text(TEXT_MAX.customerEmail)
    .refine((v) => v === "" || EMAIL_PATTERN.test(v), { error: errors.email })
    .transform((v) => v.toLowerCase()),
  customerPhone: optionalText(TEXT_MAX.customerPhone),
  customerCompany: optionalText(TEXT_MAX.customerCompany),
  customerAddress: optionalText(TEXT_MAX.customerAddress),
  customerKvk: text(TEXT_MAX.customerKvk)
    .transform(compact)
    .refine((v) => v === "" || /^\d{8}$/.test(v), { error: errors.kvk })
    .transform((v) => v || null),
  customerBtw: text(TEXT_MAX.customerBtw)
    .transform(compact)
    .refine((v) => v === "" || /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(v), { error: errors.btw })
    .transform((v) => v || null),
  subject: optionalText(TEXT_MAX.subject),
  deliveryMethod: z
    .enum(
      deliveryMethods.map((d) => d.value),
      { error: errors.deliveryMethod },
    )
    .transform((v) => v || null),
  deliveryLocation: optionalText(TEXT_MAX.deliveryLocation),
  rush: z.boolean(),
  paymentTerms: z.boolean(),
  validUntil: z
    .string()
    .trim()
    .refine((v) => calendarDay(v) !== null, { error: errors.validUntil }),
  note: optionalText(TEXT_MAX.note),
};

/** The customer and terms alone: the form's inputs take their limits from it (constraintsFrom). */
export const quoteFieldsSchema = z.object(fieldsShape);

const euros = z.string().transform((value, ctx) => {
  const cents = parseEuroInput(value);
  if (cents === null) {
    ctx.addIssue({ code: "custom", message: errors.price });
    return z.NEVER;
  }
  return cents;
});

export const quoteLineSchema = z
  .object({
    kind: z.enum(QUOTE_LINE_KINDS, { error: errors.kind }),
    description: z
      .string()
      .trim()
      .min(1, { error: errors.description })
      .max(QUOTE_LIMITS.descriptionMax, { error: errors.descriptionTooLong }),
    quantity: z
      .string()
      .trim()
      .regex(/^\d{1,6}$/, { error: errors.quantity })
      .transform(Number)
      .refine((n) => n >= QUOTE_LIMITS.quantityMin && n <= QUOTE_LIMITS.quantityMax, {
        error: errors.quantity,
      }),
    unitPrice: euros.refine((cents) => cents <= QUOTE_LIMITS.unitPriceMaxCents, { error: errors.priceRange }),
    vatRate: z
      .enum(
        VAT_RATES.map((rate) => String(rate)),
        { error: errors.vatRate },
      )
      .transform((v) => Number(v) as VatRate),
    optional: z.boolean(),
    included: z.boolean(),
  })
  .transform((line): QuoteLine => ({
    kind: line.kind,
    description: line.description,
    quantity: line.quantity,
    // A discount is typed as a positive amount and stored as a negative one.
    unitPriceCents: line.kind === "discount" ? -line.unitPrice : line.unitPrice,
    vatRate: line.vatRate,
    optional: line.optional,
    included: line.optional ? line.included : true,
  }));

export const quoteFormSchema = z.object({
  ...fieldsShape,
  lines: z
    .array(quoteLineSchema)
    .max(QUOTE_LIMITS.lines, { error: errors.tooManyLines })
    .superRefine((lines, ctx) => {
      const discounts = lines.flatMap((line, index) => (line.kind === "discount" ? [index] : []));
      for (const index of discounts.slice(1))
        ctx.addIssue({ code: "custom", message: errors.oneDiscount, path: [index, "kind"] });
      if (discounts.length && quoteTotals(lines).grossCents < 0)
        ctx.addIssue({ code: "custom", message: errors.discountTooHigh, path: [discounts[0]!, "unitPrice"] });
    }),
});

export type QuoteFormErrors = Partial<Record<string, string>>;

/** A refused editor form as the action answers it: what was typed, the errors, a key to remount the form. */
export interface RefusedQuoteForm {
  values: QuoteFormInput;
  errors: QuoteFormErrors;
  revision: string;
}

export type QuoteFormResult =
  ({ ok: true } & QuoteFormOutput) | { ok: false; errors: QuoteFormErrors; formError: string };

/**
 * Checks the form: the fields and lines to store, or one Dutch message per field, keyed as the inputs are named
 * (`customerEmail`, `lines.2.quantity`, `lines` for the number of lines). Nothing is stored on an error.
 */
export function parseQuoteForm(input: QuoteFormInput): QuoteFormResult {
  const parsed = quoteFormSchema.safeParse(input);
  if (parsed.success) {
    const { lines, ...fields } = parsed.data;
    return { ok: true, fields, lines };
  }
  const out: QuoteFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join(".");
    if (!Object.hasOwn(out, key)) out[key] = issue.message;
  }
  return { ok: false, errors: out, formError: errors.check };
}

/** "Nieuwe offerte" without a lead (a phone call): an e-mail address may be given to reuse a known customer. */
export const newQuoteSchema = z.object({ email: fieldsShape.customerEmail });
