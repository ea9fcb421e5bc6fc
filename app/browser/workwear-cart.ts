// The work-wear cart in local storage, so it survives a reload and a return visit (issue 12). Only ids and
// quantities are stored; prices come from the catalogue whenever the cart is read. Other tabs stay in step
// through the storage event. Storage that is full, disabled or holds garbage gives an empty cart, never an error.
import { fromStoredLines, toStoredLines, type Cart } from "~/lib/workwear/cart";

const STORAGE_KEY = "printshop.werkkleding-winkelwagen";
const EMPTY: Cart = [];

let current: Cart | null = null;
const listeners = new Set<() => void>();

function load(): Cart {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? fromStoredLines(JSON.parse(raw)) : EMPTY;
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

/** The cart as stored (the same object until it changes, as useSyncExternalStore needs). */
export function getCart(): Cart {
  current ??= load();
  return current;
}

export function updateCart(change: (cart: Cart) => Cart): void {
  const next = change(getCart());
  if (next === current) return;
  current = next;
  try {
    if (next.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(toStoredLines(next)));
  } catch {
    // Storage full or disabled: the cart still works for this page view.
  }
  emit();
}
