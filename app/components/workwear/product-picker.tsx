// Choosing a product, size, colour and quantity, and adding them to the cart (docs/behaviour.md#states: the same product, size
// and colour raise that line). Fires AddToCart through the tracking module (docs/behaviour.md#outside-calls-and-tracking).
import { ShoppingBag } from "~/components/ui/icons";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { updateCart } from "~/browser/workwear-cart";
import { formatEuro } from "~/lib/money";
import { track } from "~/lib/tracking";
import { addItem, BULK_THRESHOLD, lineKey, MAX_LINE_QUANTITY, MAX_LINES } from "~/lib/workwear/cart";
import { findProduct, type CatalogueProduct } from "~/lib/workwear/catalogue";
import { Button } from "../ui/button";
import { Input, Label } from "../ui/input";
import { Select } from "../ui/select";
import { ColorSwatch } from "./color-swatches";

/** `products`: the orderable products, at least one (the page says so when there are none). */
export function ProductPicker({
  ready,
  products,
}: {
  ready: boolean;
  products: readonly CatalogueProduct[];
}) {
  const [params] = useSearchParams();
  const [productId, setProductId] = useState(
    () => findProduct(products, params.get("product"))?.id ?? products[0]!.id,
  );
  const product = findProduct(products, productId) ?? products[0]!;
  const [size, setSize] = useState(product.sizes[0]!);
  const [color, setColor] = useState(product.colors[0]!.id);
  const [quantity, setQuantity] = useState("1");
  const [status, setStatus] = useState("");
  const id = useId();

  function chooseProduct(next: string) {
    const chosen = findProduct(products, next);
    if (!chosen) return;
    setProductId(chosen.id);
    if (!chosen.sizes.includes(size)) setSize(chosen.sizes[0]!);
    if (!chosen.colors.some((c) => c.id === color)) setColor(chosen.colors[0]!.id);
  }

  function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const n = Number(quantity);
    if (!Number.isInteger(n) || n < 1 || n > MAX_LINE_QUANTITY) {
      setStatus(`Kies een aantal van 1 tot ${MAX_LINE_QUANTITY}.`);
      return;
    }
    let added = false;
    updateCart(products, (cart) => {
      const next = addItem(cart, { product, size, color }, n);
      added = next.some((l) => lineKey(l) === lineKey({ product, size, color }));
      return next;
    });
    if (!added) {
      setStatus(`Je winkelwagen heeft al ${MAX_LINES} regels. Verstuur deze bestelling eerst.`);
      return;
    }
    const colorName = product.colors.find((c) => c.id === color)?.name ?? color;
    setStatus(`Toegevoegd: ${n} × ${product.name}, maat ${size}, ${colorName}.`);
    track({ name: "AddToCart", params: { product: product.id, quantity: n } });
  }

  return (
    <form
      onSubmit={add}
      aria-labelledby={`${id}-title`}
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        Kies je artikelen
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-product`}>Artikel</Label>
          <Select id={`${id}-product`} value={productId} onChange={(e) => chooseProduct(e.target.value)}>
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} – {formatEuro(p.basePrice)} ({formatEuro(p.bulkPrice)} vanaf {BULK_THRESHOLD} stuks)
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-size`}>Maat</Label>
          <Select id={`${id}-size`} value={size} onChange={(e) => setSize(e.target.value)}>
            {product.sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Kleur</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {product.colors.map((c) => (
            <label
              key={c.id}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name={`${id}-color`}
                value={c.id}
                checked={color === c.id}
                onChange={() => setColor(c.id)}
                className="sr-only"
              />
              <ColorSwatch color={c} />
              {c.name}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-end gap-4">
        <div className="w-32">
          <Label htmlFor={`${id}-quantity`}>Aantal</Label>
          <Input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LINE_QUANTITY}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
          />
        </div>
        <Button type="submit" size="lg" disabled={!ready}>
          <ShoppingBag />
          In winkelwagen
        </Button>
      </div>
      <p role="status" className="min-h-6 text-sm font-medium text-slate-800">
        {status}
      </p>
    </form>
  );
}
