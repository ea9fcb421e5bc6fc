// The server's check of an order against the published catalogue, and what the order form tells it about the
// prices the visitor was shown. The catalogue can change while a visitor has the order page open; an order is
// then never priced silently at amounts the visitor did not see. The form carries a short stamp per product it
// showed (a hash of the product's id, base and bulk price: no amount the server could be tricked into using);
// when an ordered product's stamp is not the published one, the order is refused and the visitor told the
// product's current prices, with a cart that shows them after a reload. Hidden products cannot be ordered.
import { workwearOrderChangeCopy as copy } from "../../content/workwear";
import type { FormError } from "../leads/messages";
import { formatEuro } from "../money";
import { BULK_THRESHOLD, type Cart, type CartItem } from "./cart";
import { findColor, findProduct, hasSize, type CatalogueProduct, type WorkwearCatalogue } from "./catalogue";
import type { OrderLineInput } from "./order-form";

/** The order form's field with the stamps of the products it showed. */
export const SHOWN_PRICES_FIELD = "catalogue_stamp";
/** Stamps of at most 50 lines' products, or of every product the no-JavaScript rows offer. */
export const MAX_STAMP_LENGTH = 4000;

/** FNV-1a, 32 bits, as 8 hex digits: short, and the same in every browser and on the server. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/** What a visitor saw of a product's price: changes whenever its base or bulk price changes. */
export function productStamp(product: Pick<CatalogueProduct, "id" | "basePrice" | "bulkPrice">): string {
  return fnv1a(`${product.id}|${product.basePrice}|${product.bulkPrice}`);
}

/** The form field's value for the products a page shows: "polo:1a2b3c4d cap:…". */
export function shownStamp(products: readonly Pick<CatalogueProduct, "id" | "basePrice" | "bulkPrice">[]) {
  return [...new Set(products.map((p) => `${p.id}:${productStamp(p)}`))].join(" ");
}

function parseShownStamp(value: unknown): Map<string, string> {
  const stamps = new Map<string, string>();
  if (typeof value !== "string" || value.length > MAX_STAMP_LENGTH) return stamps;
  for (const part of value.split(" ")) {
    const match = /^([a-z0-9-]{1,60}):([0-9a-f]{8})$/.exec(part);
    if (match) stamps.set(match[1]!, match[2]!);
  }
  return stamps;
}

export type OrderCheck =
  | { ok: true; cart: Cart }
  | { ok: false; issue: "artikel" }
  /** Products the admin has hidden since the visitor chose them. */
  | { ok: false; issue: "niet-leverbaar"; products: CatalogueProduct[] }
  /** Products whose price changed since the page showed them, with their current prices. */
  | { ok: false; issue: "prijswijziging"; products: CatalogueProduct[] };

/**
 * The order's lines as a cart of the published catalogue, or why not: an article, size or colour the shop does
 * not have; a product hidden meanwhile; a product whose price is not the one the visitor was shown (`shown` is
 * the form's SHOWN_PRICES_FIELD; a form without it showed no price, so its products count as changed).
 */
export function checkOrder(
  lines: readonly OrderLineInput[],
  catalogue: WorkwearCatalogue,
  shown: unknown,
): OrderCheck {
  const cart: (CartItem & { product: CatalogueProduct })[] = [];
  for (const line of lines) {
    const product = findProduct(catalogue.products, line.productId);
    if (!product || !hasSize(product, line.size) || !findColor(product, line.color))
      return { ok: false, issue: "artikel" };
    cart.push({ product, size: line.size, color: line.color, quantity: line.quantity });
  }
  const ordered = [...new Map(cart.map((l) => [l.product.id, l.product])).values()];
  const hidden = ordered.filter((p) => !p.visible);
  if (hidden.length) return { ok: false, issue: "niet-leverbaar", products: hidden };
  const stamps = parseShownStamp(shown);
  const changed = ordered.filter((p) => stamps.get(p.id) !== productStamp(p));
  if (changed.length) return { ok: false, issue: "prijswijziging", products: changed };
  return { ok: true, cart };
}

/** The Dutch answer to a refused order check: which products, and for a price change their current prices. */
export function orderCheckError(check: Exclude<OrderCheck, { ok: true }>): FormError | null {
  if (check.issue === "artikel") return null;
  const names = check.products.map((p) => p.name).join(", ");
  if (check.issue === "niet-leverbaar")
    return { code: check.issue, title: copy.unavailableTitle, description: copy.unavailable(names) };
  const changes = check.products
    .map((p) =>
      copy.priceChangedLine(p.name, formatEuro(p.basePrice), formatEuro(p.bulkPrice), BULK_THRESHOLD),
    )
    .join("; ");
  return { code: check.issue, title: copy.priceChangedTitle, description: copy.priceChanged(changes) };
}
