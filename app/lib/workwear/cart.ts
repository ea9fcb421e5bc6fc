// The work-wear cart (docs/behaviour.md#data cart item, §4 transitions, §9 bulk rule), as pure functions on an immutable list
// of lines. The browser keeps it in local storage; the server prices an order with the same `priceCart` and
// its own catalogue, so what the visitor saw and what the shop receives come from one rule.
import { findProduct, type CatalogueProduct } from "./catalogue";

/** docs/behaviour.md#business-rules: the bulk price applies when the cart holds this many pieces of one product, across sizes/colours. */
export const BULK_THRESHOLD = 3;
/** Bounds of one order (the server refuses more; the cart never goes beyond them). */
export const MAX_LINE_QUANTITY = 999;
export const MAX_LINES = 50;

/** docs/behaviour.md#data: product (id, name, basePrice, bulkPrice). */
export type CartProduct = Pick<CatalogueProduct, "id" | "name" | "basePrice" | "bulkPrice">;

export interface CartItem {
  product: CartProduct;
  size: string;
  color: string;
  quantity: number;
}

export type Cart = readonly CartItem[];

/** Lines with the same product, size and colour are one line. */
export function lineKey(item: Pick<CartItem, "size" | "color"> & { product: { id: string } }): string {
  return `${item.product.id}|${item.size}|${item.color}`;
}

const isQuantity = (n: number) => Number.isSafeInteger(n) && n > 0;

/**
 * docs/behaviour.md#states: the same product, size and colour raises that line's quantity (by 1 unless told otherwise);
 * anything else is a new line. Quantities stop at MAX_LINE_QUANTITY; a 51st line is not added.
 */
export function addItem(cart: Cart, item: Omit<CartItem, "quantity">, quantity = 1): Cart {
  if (!isQuantity(quantity)) return cart;
  const key = lineKey(item);
  const index = cart.findIndex((line) => lineKey(line) === key);
  if (index >= 0) {
    return cart.map((line, i) =>
      i === index ? { ...line, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity + quantity) } : line,
    );
  }
  if (cart.length >= MAX_LINES) return cart;
  return [...cart, { ...item, quantity: Math.min(MAX_LINE_QUANTITY, quantity) }];
}

/** docs/behaviour.md#states: a change that would bring a line to 0 or below (or is not a whole number) is ignored. */
export function setQuantity(cart: Cart, key: string, quantity: number): Cart {
  if (!isQuantity(quantity)) return cart;
  return cart.map((line) =>
    lineKey(line) === key ? { ...line, quantity: Math.min(MAX_LINE_QUANTITY, quantity) } : line,
  );
}

/**
 * What a quantity field holds, as a quantity for `setQuantity`: a whole number of at least 1 written in digits,
 * or null while the field is empty or holds anything else (the visitor may be halfway through typing).
 */
export function parseQuantityInput(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return isQuantity(n) ? n : null;
}

export function removeItem(cart: Cart, key: string): Cart {
  return cart.filter((line) => lineKey(line) !== key);
}

export function clearCart(): Cart {
  return [];
}

/** docs/behaviour.md#states: lines with zero (or no sensible) quantity are dropped. */
export function dropEmptyLines(cart: Cart): Cart {
  return cart.filter((line) => isQuantity(line.quantity));
}

export type PriceRule = "bulk" | "base";

export interface PricedLine extends CartItem {
  key: string;
  rule: PriceRule;
  unitPrice: number;
  lineTotal: number;
  /** Pieces of this product still needed for the bulk price (0 when it applies). */
  piecesToBulk: number;
}

export interface PricedCart {
  lines: PricedLine[];
  /** Pieces in the cart (the cart indicator's count). */
  pieces: number;
  /** Σ unit price × quantity, in cents. */
  total: number;
}

/** Pieces of each product across its sizes and colours. */
export function piecesPerProduct(cart: Cart): Map<string, number> {
  const pieces = new Map<string, number>();
  for (const line of cart) pieces.set(line.product.id, (pieces.get(line.product.id) ?? 0) + line.quantity);
  return pieces;
}

/** docs/behaviour.md#business-rules: bulk price per product from BULK_THRESHOLD pieces, otherwise the base price. */
export function priceCart(cart: Cart): PricedCart {
  const clean = dropEmptyLines(cart);
  const perProduct = piecesPerProduct(clean);
  let total = 0;
  let pieces = 0;
  const lines = clean.map((line) => {
    const productPieces = perProduct.get(line.product.id) ?? 0;
    const rule: PriceRule = productPieces >= BULK_THRESHOLD ? "bulk" : "base";
    const unitPrice = rule === "bulk" ? line.product.bulkPrice : line.product.basePrice;
    const lineTotal = unitPrice * line.quantity;
    total += lineTotal;
    pieces += line.quantity;
    return {
      ...line,
      key: lineKey(line),
      rule,
      unitPrice,
      lineTotal,
      piecesToBulk: Math.max(0, BULK_THRESHOLD - productPieces),
    };
  });
  return { lines, pieces, total };
}

/** Dutch name of the price that applies to a line. */
export function priceRuleLabel(rule: PriceRule): string {
  return rule === "bulk" ? "Staffelprijs" : "Stukprijs";
}

/** "Nog 1 stuk voor de staffelprijs" / "Nog 2 stuks voor de staffelprijs"; null once the bulk price applies. */
export function bulkHint(piecesToBulk: number): string | null {
  if (piecesToBulk <= 0) return null;
  return `Nog ${piecesToBulk} ${piecesToBulk === 1 ? "stuk" : "stuks"} voor de staffelprijs`;
}

/** What local storage keeps: ids only, so prices and names always come from the current catalogue. */
export interface StoredLine {
  productId: string;
  size: string;
  color: string;
  quantity: number;
}

export function toStoredLines(cart: Cart): StoredLine[] {
  return cart.map((l) => ({ productId: l.product.id, size: l.size, color: l.color, quantity: l.quantity }));
}

/**
 * A cart from stored JSON (or anything else found under the key), priced by `products` (the orderable ones the
 * page was given): lines whose product, size or colour are not among them are dropped, as are zero quantities;
 * same lines are merged by adding.
 */
export function fromStoredLines(value: unknown, products: readonly CatalogueProduct[]): Cart {
  if (!Array.isArray(value)) return [];
  let cart: Cart = [];
  for (const raw of value.slice(0, MAX_LINES)) {
    if (!raw || typeof raw !== "object") continue;
    const { productId, size, color, quantity } = raw as Partial<Record<keyof StoredLine, unknown>>;
    const product = findProduct(products, productId);
    if (!product || typeof size !== "string" || !product.sizes.includes(size)) continue;
    if (!product.colors.some((c) => c.id === color) || typeof quantity !== "number") continue;
    cart = addItem(cart, { product, size, color: color as string }, quantity);
  }
  return cart;
}
