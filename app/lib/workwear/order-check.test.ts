import { describe, expect, it } from "vitest";
import { catalogueSeed } from "~/content/workwear-catalogue";
import type { WorkwearCatalogue } from "./catalogue";
import { checkOrder, orderCheckError, productStamp, shownStamp } from "./order-check";

const lines = [
  { productId: "polo", size: "M", color: "zwart", quantity: 2 },
  { productId: "cap", size: "One size", color: "rood", quantity: 1 },
];
const shown = shownStamp(catalogueSeed.products);
const change = (id: string, patch: object): WorkwearCatalogue => ({
  products: catalogueSeed.products.map((p) => (p.id === id ? { ...p, ...patch } : p)),
});

describe("the order check against the published catalogue", () => {
  it("takes an order whose prices are the ones the page showed", () => {
    const check = checkOrder(lines, catalogueSeed, shown);
    expect(check.ok && check.cart.map((l) => [l.product.id, l.quantity])).toEqual([
      ["polo", 2],
      ["cap", 1],
    ]);
  });

  it("stamps a product by its prices only", () => {
    const polo = catalogueSeed.products[0]!;
    const renamed = { ...polo, name: "Andere naam" };
    expect(productStamp(renamed)).toBe(productStamp(polo));
    expect(productStamp({ ...polo, basePrice: polo.basePrice + 1 })).not.toBe(productStamp(polo));
    expect(productStamp({ ...polo, bulkPrice: polo.bulkPrice - 1 })).not.toBe(productStamp(polo));
  });

  it("refuses an order whose product was repriced since, naming its current prices in Dutch", () => {
    const check = checkOrder(lines, change("polo", { basePrice: 1795, bulkPrice: 1495 }), shown);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(orderCheckError(check)).toEqual({
      code: "prijswijziging",
      title: "De prijs is gewijzigd",
      description:
        "Sinds je de bestelpagina opende is de prijs gewijzigd. Polo: nu €\u00a017,95 per stuk, €\u00a014,95 vanaf 3 stuks. Je winkelwagen toont nu de nieuwe prijzen; controleer je bestelling en verstuur hem opnieuw.",
    });
  });

  it("ignores a price change of a product not in the order", () => {
    expect(checkOrder(lines, change("hoodie", { basePrice: 3295 }), shown).ok).toBe(true);
  });

  it("counts a form that showed no prices, or garbage, as showing other prices", () => {
    for (const stamp of [undefined, "", "polo:zzzz cap:1", "x".repeat(5000)]) {
      const check = checkOrder(lines, catalogueSeed, stamp);
      expect(!check.ok && check.issue).toBe("prijswijziging");
    }
  });

  it("refuses a product hidden since, whatever the stamp says", () => {
    const check = checkOrder(lines, change("cap", { visible: false }), shown);
    expect(!check.ok && orderCheckError(check)).toEqual({
      code: "niet-leverbaar",
      title: "Artikel niet meer te bestellen",
      description:
        "Cap kun je niet meer bij ons bestellen. Haal het uit je winkelwagen en verstuur je bestelling opnieuw.",
    });
  });

  it("refuses an article, size or colour the catalogue does not have", () => {
    for (const line of [
      { productId: "jurk", size: "M", color: "zwart" },
      { productId: "polo", size: "XS", color: "zwart" },
      { productId: "polo", size: "M", color: "paars" },
    ]) {
      const check = checkOrder([{ ...line, quantity: 1 }], catalogueSeed, shown);
      expect(!check.ok && check.issue).toBe("artikel");
    }
  });
});
