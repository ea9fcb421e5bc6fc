// The work-wear cart for components, priced by the products the page's loader gave: null on the server and while
// hydrating (local storage is unknown there), the stored cart afterwards.
import { useMemo, useSyncExternalStore } from "react";
import { getStoredCart, subscribeCart } from "~/browser/workwear-cart";
import type { CatalogueProduct } from "~/lib/workwear/catalogue";
import { fromStoredLines, type Cart } from "~/lib/workwear/cart";

export function useWorkwearCart(products: readonly CatalogueProduct[]): Cart | null {
  const stored = useSyncExternalStore(subscribeCart, getStoredCart, () => null);
  return useMemo(() => (stored === null ? null : fromStoredLines(stored, products)), [stored, products]);
}
