// The work-wear cart in local storage, so it survives a reload and a return visit (issue 12). Only ids and
// quantities are stored; names and prices come from the catalogue the page was given whenever the cart is read,
// so a published price change shows in the cart at the next page load. Other tabs stay in step through the
// storage event. Storage that is full, disabled or holds garbage gives an empty cart, never an error.
import type { CatalogueProduct } from "~/lib/workwear/catalogue";
import { fromStoredLines, toStoredLines, type Cart } from "~/lib/workwear/cart";

const STORAGE_KEY = "printshop.werkkleding-winkelwagen";
const EMPTY: unknown[] = [];

/** The stored lines as last read (the same object until they change, as useSyncExternalStore needs). */
let current: unknown = null;
const listeners = new Set<() => void>();

function load(): unknown {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as unknown) : EMPTY;
  } catch {
    return EMPTY;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== STORAGE_KEY) return;
  current = load();
  emit();
}

export function subscribeCart(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** The stored lines, unchecked: `fromStoredLines` makes a cart of them with the page's products. */
export function getStoredCart(): unknown {
  current ??= load();
  return current;
}

/** Changes the cart as priced by `products` (lines of products not among them are dropped). */
export function updateCart(products: readonly CatalogueProduct[], change: (cart: Cart) => Cart): void {
  const cart = fromStoredLines(getStoredCart(), products);
  const next = change(cart);
  if (next === cart) return;
  current = toStoredLines(next);
  try {
    if (next.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Storage full or disabled: the cart still works for this page view.
  }
  emit();
}
