import { describe, expect, it } from "vitest";
import { catalogueSeed } from "~/content/workwear-catalogue";
import { priceListSeed } from "~/content/prices";
import { withWorkwearFrom, workwearCatalogueSchema } from "../content/workwear-catalogue";
import { findProduct, lowestPrice, orderableProducts, type WorkwearCatalogue } from "./catalogue";

const products = catalogueSeed.products;

describe("work-wear catalogue", () => {
  it("seeds today's range, valid by the kind's schema", () => {
    expect(workwearCatalogueSchema.parse(catalogueSeed)).toEqual(catalogueSeed);
    expect(products.map((p) => p.id)).toEqual([
      "polo",
      "tshirt",
      "sweater",
      "hoodie",
      "softshell",
      "werkbroek",
      "cap",
      "veiligheidshesje",
    ]);
    expect(products.every((p) => p.visible && p.bulkPrice < p.basePrice)).toBe(true);
  });

  it("looks products up by id only", () => {
    expect(findProduct(products, "polo")?.name).toBe("Polo");
    expect(findProduct(products, "__proto__")).toBeUndefined();
    expect(findProduct(products, undefined)).toBeUndefined();
  });

  it("refuses a bulk price above the base price, a duplicate id, a foreign image and an unknown field", () => {
    const polo = products[0]!;
    const bad = (change: Record<string, unknown>) =>
      workwearCatalogueSchema.safeParse({ products: [{ ...polo, ...change }] }).success;
    expect(bad({ bulkPrice: polo.basePrice + 1 })).toBe(false);
    expect(bad({ basePrice: 0 })).toBe(false);
    expect(bad({ basePrice: 16.95 })).toBe(false);
    expect(bad({ image: { ...polo.image, staticSrc: "javascript:alert(1)" } })).toBe(false);
    expect(bad({ image: { ...polo.image, staticSrc: "https://elders.example/polo.png" } })).toBe(false);
    expect(bad({ style: "color: red" })).toBe(false);
    expect(bad({ sizes: ["M", "M"] })).toBe(false);
    expect(workwearCatalogueSchema.safeParse({ products: [polo, polo] }).success).toBe(false);
  });

  it("derives the price list's work-wear 'vanaf' amount from the lowest orderable bulk price", () => {
    expect(lowestPrice(products)).toBe(495);
    const row = (list: ReturnType<typeof withWorkwearFrom>) => list.rows.find((r) => r.id === "werkkleding")!;
    expect(row(withWorkwearFrom(priceListSeed, catalogueSeed)).price).toEqual({ fromCents: 495 });

    // The safety vest (4,95) hidden: the next lowest orderable bulk price, the T-shirt's 6,95.
    const hidden: WorkwearCatalogue = {
      products: products.map((p) => (p.id === "veiligheidshesje" ? { ...p, visible: false } : p)),
    };
    expect(orderableProducts(hidden)).toHaveLength(products.length - 1);
    expect(row(withWorkwearFrom(priceListSeed, hidden)).price).toEqual({ fromCents: 695 });
    // Nothing orderable: the list keeps its own amount rather than showing none.
    const none: WorkwearCatalogue = { products: products.map((p) => ({ ...p, visible: false })) };
    expect(row(withWorkwearFrom(priceListSeed, none)).price).toEqual(row(priceListSeed).price);
  });
});
