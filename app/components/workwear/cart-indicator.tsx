// The small cart link on the work-wear pages: the number of pieces in the cart. Its box has a fixed size, so
// the count arriving after hydration moves nothing; until then (on /werkkleding: the first interaction) the
// empty badge is not painted, rather than a red blob without a number.
import { ShoppingBag } from "~/components/ui/icons";
import { Link } from "react-router";
import { useWorkwearCart } from "~/hooks/use-workwear-cart";
import type { CatalogueProduct } from "~/lib/workwear/catalogue";
import { priceCart } from "~/lib/workwear/cart";

/** `products`: the orderable products the page was given (the cart counts only what can still be ordered). */
export function CartIndicator({ products }: { products: readonly CatalogueProduct[] }) {
  const cart = useWorkwearCart(products);
  const pieces = cart ? priceCart(cart).pieces : null;
  return (
    <Link
      to="/werkkleding/bestellen#winkelwagen"
      data-testid="cart-indicator"
      className="inline-flex h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-ink shadow-sm hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <ShoppingBag className="size-5" />
      <span>Winkelwagen</span>
      <span
        aria-hidden="true"
        data-testid="cart-count"
        className="inline-flex h-6 min-w-8 items-center justify-center rounded-full bg-brand-700 px-2 text-xs font-bold text-white tabular-nums empty:invisible"
      >
        {pieces ?? ""}
      </span>
      {pieces === null ? null : (
        <span className="sr-only">
          : {pieces} {pieces === 1 ? "stuk" : "stuks"}
        </span>
      )}
    </Link>
  );
}
