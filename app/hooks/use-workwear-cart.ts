// The work-wear cart for components: null on the server and while hydrating (local storage is unknown there),
// the stored cart afterwards.
import { useSyncExternalStore } from "react";
import { getCart, subscribeCart } from "~/browser/workwear-cart";
import type { Cart } from "~/lib/workwear/cart";

export function useWorkwearCart(): Cart | null {
  return useSyncExternalStore(subscribeCart, getCart, () => null);
}
