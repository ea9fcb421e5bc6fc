// The cart with its prices (docs/behaviour.md#business-rules): per line the price that applies and how many pieces unlock the bulk
// price; quantities can be changed (a change to 0 or below is ignored, docs/behaviour.md#states), lines removed, the cart cleared.
import { Trash } from "~/components/ui/icons";
import { useId, useState } from "react";
import { updateCart } from "~/browser/workwear-cart";
import { workwearOrderPage } from "~/content/workwear";
import { formatEuro } from "~/lib/money";
import {
  bulkHint,
  clearCart,
  MAX_LINE_QUANTITY,
  parseQuantityInput,
  priceRuleLabel,
  removeItem,
  setQuantity,
  type PricedCart,
} from "~/lib/workwear/cart";
import { colorName, findProduct, type CatalogueProduct } from "~/lib/workwear/catalogue";
import { Button } from "../ui/button";
import { Input } from "../ui/input";

export function CartTable({
  priced,
  products,
}: {
  priced: PricedCart | null;
  products: readonly CatalogueProduct[];
}) {
  const id = useId();
  return (
    <section
      id="winkelwagen"
      aria-labelledby={`${id}-title`}
      className="scroll-mt-36 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        {workwearOrderPage.cartHeading}
      </h2>
      {!priced || priced.lines.length === 0 ? (
        <p className="mt-4 min-h-6 text-slate-700">
          {priced ? workwearOrderPage.cartEmpty : <noscript>{workwearOrderPage.noScriptCart}</noscript>}
        </p>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-slate-200" data-testid="cart-lines">
            {priced.lines.map((line) => {
              const name = `${line.product.name}, maat ${line.size}, ${colorName(findProduct(products, line.product.id), line.color)}`;
              const hint = bulkHint(line.piecesToBulk);
              return (
                <li
                  key={line.key}
                  className="grid gap-3 py-4 sm:grid-cols-[1fr_auto_auto] sm:items-center"
                  data-line={line.key}
                >
                  <div>
                    <p className="font-semibold text-ink">{name}</p>
                    <p className="text-sm text-slate-700">
                      <span data-testid="unit-price">{formatEuro(line.unitPrice)}</span> per stuk ·{" "}
                      <span data-testid="price-rule">{priceRuleLabel(line.rule)}</span>
                    </p>
                    {hint ? (
                      <p className="text-sm font-medium text-brand-700" data-testid="bulk-hint">
                        {hint}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex items-center gap-2">
                    <label className="sr-only" htmlFor={`${id}-${line.key}`}>
                      Aantal {name}
                    </label>
                    <QuantityInput
                      id={`${id}-${line.key}`}
                      quantity={line.quantity}
                      onQuantity={(n) => updateCart(products, (cart) => setQuantity(cart, line.key, n))}
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Verwijder ${name}`}
                      onClick={() => updateCart(products, (cart) => removeItem(cart, line.key))}
                    >
                      <Trash />
                    </Button>
                  </div>
                  <p className="font-semibold text-ink sm:w-28 sm:text-right" data-testid="line-total">
                    {formatEuro(line.lineTotal)}
                  </p>
                </li>
              );
            })}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-4 border-t-2 border-slate-300 pt-4">
            <Button type="button" variant="outline" size="sm" onClick={() => updateCart(products, clearCart)}>
              Winkelwagen legen
            </Button>
            <p className="text-lg font-bold text-ink">
              Totaal ({priced.pieces} {priced.pieces === 1 ? "stuk" : "stuks"}):{" "}
              <span data-testid="cart-total">{formatEuro(priced.total)}</span>
            </p>
          </div>
          <p className="mt-2 text-right text-sm text-slate-700">{workwearOrderPage.totalNote}</p>
        </>
      )}
    </section>
  );
}

/**
 * A line's quantity. While the visitor edits, the field shows what they typed, empty included: bound straight to
 * the cart, clearing it would put the old number back at once (an empty field is no quantity), so "2", Backspace,
 * "5" gave 25. The cart follows each valid whole number; on blur the field shows the cart's quantity again.
 */
function QuantityInput({
  id,
  quantity,
  onQuantity,
}: {
  id: string;
  quantity: number;
  onQuantity: (quantity: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      id={id}
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_LINE_QUANTITY}
      className="w-24"
      value={draft ?? quantity}
      onChange={(e) => {
        setDraft(e.target.value);
        const n = parseQuantityInput(e.target.value);
        if (n !== null) onQuantity(n);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
