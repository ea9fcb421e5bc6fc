import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalogueSeed } from "~/content/workwear-catalogue";
import type { CatalogueProduct } from "./catalogue";
import {
  addItem,
  bulkHint,
  clearCart,
  dropEmptyLines,
  fromStoredLines,
  lineKey,
  MAX_LINE_QUANTITY,
  MAX_LINES,
  parseQuantityInput,
  priceCart,
  removeItem,
  setQuantity,
  toStoredLines,
  type Cart,
  type CartItem,
  type CartProduct,
} from "./cart";

const polo: CartProduct = { id: "polo", name: "Polo", basePrice: 1695, bulkPrice: 1395 };
const cap: CartProduct = { id: "cap", name: "Cap", basePrice: 995, bulkPrice: 795 };
const item = (product: CartProduct, size: string, color: string) => ({ product, size, color });

describe("cart transitions (docs/behaviour.md#states)", () => {
  it("adds the same product, size and colour to one line and anything else as a new line", () => {
    let cart: Cart = [];
    cart = addItem(cart, item(polo, "M", "zwart"));
    cart = addItem(cart, item(polo, "M", "zwart"));
    cart = addItem(cart, item(polo, "L", "zwart"));
    cart = addItem(cart, item(polo, "M", "wit"));
    expect(cart.map((l) => [lineKey(l), l.quantity])).toEqual([
      ["polo|M|zwart", 2],
      ["polo|L|zwart", 1],
      ["polo|M|wit", 1],
    ]);
  });

  it("ignores a quantity change to zero or below, or to a non-whole number", () => {
    const cart = addItem([], item(polo, "M", "zwart"), 2);
    expect(setQuantity(cart, "polo|M|zwart", 0)).toBe(cart);
    expect(setQuantity(cart, "polo|M|zwart", -3)).toBe(cart);
    expect(setQuantity(cart, "polo|M|zwart", 1.5)).toBe(cart);
    expect(setQuantity(cart, "polo|M|zwart", 5)[0]!.quantity).toBe(5);
  });

  it("reads a quantity field only when it holds a whole number of at least 1", () => {
    expect(parseQuantityInput("5")).toBe(5);
    expect(parseQuantityInput(" 12 ")).toBe(12);
    expect(parseQuantityInput("007")).toBe(7);
    // Empty while the visitor retypes, or not a quantity: the cart keeps its quantity.
    for (const text of ["", " ", "0", "00", "-3", "1.5", "2,5", "1e2", "abc", "99999999999999999999"])
      expect(parseQuantityInput(text)).toBeNull();
  });

  it("caps a line at 999 pieces and a cart at 50 lines", () => {
    expect(addItem([], item(polo, "M", "zwart"), 5000)[0]!.quantity).toBe(MAX_LINE_QUANTITY);
    let cart: Cart = [];
    for (let i = 0; i < MAX_LINES + 5; i++) cart = addItem(cart, item(polo, `maat-${i}`, "zwart"));
    expect(cart).toHaveLength(MAX_LINES);
  });

  it("removes a line, clears the cart and drops zero lines", () => {
    let cart = addItem(addItem([], item(polo, "M", "zwart")), item(cap, "One size", "rood"));
    cart = removeItem(cart, "polo|M|zwart");
    expect(cart.map(lineKey)).toEqual(["cap|One size|rood"]);
    expect(clearCart()).toEqual([]);
    expect(dropEmptyLines([{ ...item(polo, "M", "zwart"), quantity: 0 }, ...cart])).toEqual(cart);
  });
});

describe("prices (docs/behaviour.md#business-rules)", () => {
  it("uses the bulk price from the third piece of one product, across sizes and colours", () => {
    let cart = addItem([], item(polo, "M", "zwart"));
    cart = addItem(cart, item(polo, "L", "wit"));
    let priced = priceCart(cart);
    expect(priced.lines.map((l) => l.rule)).toEqual(["base", "base"]);
    expect(priced.total).toBe(2 * 1695);
    expect(bulkHint(priced.lines[0]!.piecesToBulk)).toBe("Nog 1 stuk voor de staffelprijs");

    cart = addItem(cart, item(polo, "XL", "rood"));
    priced = priceCart(cart);
    expect(priced.lines.map((l) => [l.rule, l.unitPrice])).toEqual([
      ["bulk", 1395],
      ["bulk", 1395],
      ["bulk", 1395],
    ]);
    expect(priced.total).toBe(3 * 1395);
    expect(priced.pieces).toBe(3);
    expect(bulkHint(priced.lines[0]!.piecesToBulk)).toBeNull();
  });

  it("does not add up pieces of different products", () => {
    const cart = addItem(addItem([], item(polo, "M", "zwart"), 2), item(cap, "One size", "rood"));
    const priced = priceCart(cart);
    expect(priced.lines.map((l) => l.rule)).toEqual(["base", "base"]);
    expect(priced.total).toBe(2 * 1695 + 995);
    expect(bulkHint(priced.lines[1]!.piecesToBulk)).toBe("Nog 2 stuks voor de staffelprijs");
  });
});

const catalogue = catalogueSeed.products;

describe("stored carts", () => {
  it("round-trips through ids and drops what the catalogue does not know", () => {
    const polo = catalogue.find((p) => p.id === "polo")!;
    const cart = addItem([], { product: polo, size: "M", color: "marine" }, 4);
    expect(fromStoredLines(JSON.parse(JSON.stringify(toStoredLines(cart))), catalogue)).toEqual(cart);
    expect(
      fromStoredLines(
        [
          { productId: "polo", size: "M", color: "paars", quantity: 1 },
          { productId: "jurk", size: "M", color: "zwart", quantity: 1 },
          { productId: "polo", size: "XS", color: "zwart", quantity: 1 },
          { productId: "polo", size: "M", color: "zwart", quantity: 0 },
          { productId: "polo", size: "M", color: "zwart", quantity: "2" },
          null,
        ],
        catalogue,
      ),
    ).toEqual([]);
    expect(fromStoredLines("kapot", catalogue)).toEqual([]);
  });

  it("prices a stored cart with the catalogue it is given: a new price shows, a product left out is dropped", () => {
    const stored = [
      { productId: "polo", size: "M", color: "zwart", quantity: 2 },
      { productId: "polo", size: "L", color: "wit", quantity: 1 },
      { productId: "cap", size: "One size", color: "rood", quantity: 1 },
    ];
    expect(priceCart(fromStoredLines(stored, catalogue)).total).toBe(3 * 1395 + 995);

    const repriced: CatalogueProduct[] = catalogue.map((p) =>
      p.id === "polo" ? { ...p, name: "Polo Premium", basePrice: 1995, bulkPrice: 1595 } : p,
    );
    const priced = priceCart(fromStoredLines(stored, repriced));
    expect(priced.lines.map((l) => [l.product.name, l.unitPrice, l.rule])).toEqual([
      ["Polo Premium", 1595, "bulk"],
      ["Polo Premium", 1595, "bulk"],
      ["Cap", 995, "base"],
    ]);
    expect(priced.total).toBe(3 * 1595 + 995);

    // The cap hidden: the page is given only orderable products, and the cart keeps only those.
    const withoutCap = catalogue.filter((p) => p.id !== "cap");
    expect(fromStoredLines(stored, withoutCap).map(lineKey)).toEqual(["polo|M|zwart", "polo|L|wit"]);
  });
});

// ---- Properties ----

const products = catalogue.map(({ id, name, basePrice, bulkPrice }) => ({ id, name, basePrice, bulkPrice }));
const arbItem = fc.record({
  product: fc.constantFrom(...products),
  size: fc.constantFrom("S", "M", "L"),
  color: fc.constantFrom("zwart", "wit"),
});
type Op =
  | { kind: "add"; item: Omit<CartItem, "quantity">; n: number }
  | { kind: "set"; index: number; quantity: number }
  | { kind: "remove"; index: number };
const arbOp: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("add" as const), item: arbItem, n: fc.integer({ min: 1, max: 5 }) }),
  fc.record({
    kind: fc.constant("set" as const),
    index: fc.nat(20),
    quantity: fc.integer({ min: -5, max: 20 }),
  }),
  fc.record({ kind: fc.constant("remove" as const), index: fc.nat(20) }),
);

function apply(cart: Cart, op: Op): Cart {
  if (op.kind === "add") return addItem(cart, op.item, op.n);
  const line = cart[op.index % Math.max(1, cart.length)];
  if (!line) return cart;
  return op.kind === "set" ? setQuantity(cart, lineKey(line), op.quantity) : removeItem(cart, lineKey(line));
}

describe("cart properties", () => {
  it("the order of additions does not change the total or the lines' quantities", () => {
    fc.assert(
      fc.property(fc.array(arbItem, { maxLength: 30 }), (items) => {
        const forward = items.reduce<Cart>((cart, i) => addItem(cart, i), []);
        const backward = [...items].reverse().reduce<Cart>((cart, i) => addItem(cart, i), []);
        expect(priceCart(backward).total).toBe(priceCart(forward).total);
        const quantities = (cart: Cart) => Object.fromEntries(cart.map((l) => [lineKey(l), l.quantity]));
        expect(quantities(backward)).toEqual(quantities(forward));
      }),
    );
  });

  it("quantities never go below 1, whatever sequence of changes", () => {
    fc.assert(
      fc.property(fc.array(arbOp, { maxLength: 40 }), (ops) => {
        const cart = ops.reduce(apply, [] as Cart);
        for (const line of cart) {
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
        }
        expect(new Set(cart.map(lineKey)).size).toBe(cart.length);
      }),
    );
  });

  it("the bulk price applies exactly to products with 3 or more pieces, and the total is Σ unit × qty", () => {
    fc.assert(
      fc.property(fc.array(arbOp, { maxLength: 40 }), (ops) => {
        const cart = ops.reduce(apply, [] as Cart);
        const priced = priceCart(cart);
        let total = 0;
        for (const line of priced.lines) {
          const pieces = cart
            .filter((l) => l.product.id === line.product.id)
            .reduce((s, l) => s + l.quantity, 0);
          expect(line.rule).toBe(pieces >= 3 ? "bulk" : "base");
          expect(line.unitPrice).toBe(pieces >= 3 ? line.product.bulkPrice : line.product.basePrice);
          expect(line.piecesToBulk).toBe(Math.max(0, 3 - pieces));
          total += line.unitPrice * line.quantity;
        }
        expect(priced.total).toBe(total);
      }),
    );
  });
});
