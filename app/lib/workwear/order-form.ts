// The work-wear order form's vocabulary, free of zod so the order page can use it without loading the schema:
// logo positions, techniques, and how cart lines travel as form fields (with or without JavaScript alike).
// Whether the lines name products the shop sells is checked on the server against the published catalogue
// (./order-check), not here: this module is the same in every browser whatever the catalogue holds.
import { MAX_LINE_QUANTITY, MAX_LINES } from "./cart";

export const logoPositions = [
  { value: "borst-links", label: "Borst links" },
  { value: "borst-rechts", label: "Borst rechts" },
  { value: "rug", label: "Rug" },
  { value: "borst-en-rug", label: "Borst links en rug" },
  { value: "mouw", label: "Mouw" },
  { value: "geen", label: "Zonder logo" },
] as const;

export const techniques = [
  { value: "print", label: "Bedrukken (DTF of HTV)" },
  { value: "embroidery", label: "Borduren" },
] as const;

export type LogoPosition = (typeof logoPositions)[number]["value"];
export type Technique = (typeof techniques)[number]["value"];

const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  value ? (options.find((o) => o.value === value)?.label ?? value) : null;

export const logoPositionLabel = (value: string | null) => labelOf(logoPositions, value);
export const techniqueLabel = (value: string | null) => labelOf(techniques, value);

/** Line n (1-based) of the order travels as product_n, size_n, color_n and quantity_n. */
export function lineFieldNames(n: number) {
  return { product: `product_${n}`, size: `size_${n}`, color: `color_${n}`, quantity: `quantity_${n}` };
}

/** Rows the order page offers without JavaScript (the cart needs JavaScript; the plain form does not). */
export const NO_JS_LINE_ROWS = 5;

export interface OrderLineInput {
  productId: string;
  size: string;
  color: string;
  quantity: number;
}

/** Issue codes of the order lines; messages.ts turns them into Dutch. */
export type OrderLineIssue =
  "winkelwagen" | "artikel" | "aantal" | "regels" | "prijs" | "niet-leverbaar" | "prijswijziging";

/** Ids, sizes and colours are short words of the catalogue; anything longer is no article of ours. */
const MAX_CHOICE_LENGTH = 60;

const lineField = /^(product|size|color|quantity)_(\d{1,6})$/;
// The browser never sends a price; a form that does was made by someone else, and is refused rather than trusted.
const priceField = /price|prijs|total|totaal|bedrag|amount|cents/i;

/**
 * The order lines of a posted form: every line names a product, size and colour, quantities are whole numbers
 * 1–999 per line, at most 50 lines; the same product, size and colour twice are one line. Rows left completely
 * empty (the no-JavaScript form has spare rows) are skipped. That the articles exist is checkOrder's part.
 */
export function readOrderLines(
  fields: Record<string, unknown>,
): { ok: true; lines: OrderLineInput[] } | { ok: false; issue: OrderLineIssue } {
  const indices = new Set<number>();
  for (const key of Object.keys(fields)) {
    if (priceField.test(key)) return { ok: false, issue: "prijs" };
    const match = lineField.exec(key);
    if (!match) continue;
    const n = Number(match[2]);
    if (n < 1 || n > MAX_LINES) return { ok: false, issue: "regels" };
    indices.add(n);
  }
  const lines: OrderLineInput[] = [];
  for (const n of [...indices].sort((a, b) => a - b)) {
    const names = lineFieldNames(n);
    const text = (name: string) => {
      const value = fields[name];
      return typeof value === "string" ? value.trim() : "";
    };
    const [productId, size, color, quantityText] = [
      text(names.product),
      text(names.size),
      text(names.color),
      text(names.quantity),
    ];
    if (!productId && !quantityText) continue;
    const choices = [productId, size, color];
    if (choices.some((c) => !c || c.length > MAX_CHOICE_LENGTH)) return { ok: false, issue: "artikel" };
    if (!/^\d{1,4}$/.test(quantityText)) return { ok: false, issue: "aantal" };
    const quantity = Number(quantityText);
    if (quantity < 1 || quantity > MAX_LINE_QUANTITY) return { ok: false, issue: "aantal" };
    const same = lines.find((l) => l.productId === productId && l.size === size && l.color === color);
    if (same) {
      same.quantity += quantity;
      if (same.quantity > MAX_LINE_QUANTITY) return { ok: false, issue: "aantal" };
    } else lines.push({ productId, size, color, quantity });
  }
  if (lines.length === 0) return { ok: false, issue: "winkelwagen" };
  return { ok: true, lines };
}
