import { describe, expect, it } from "vitest";
import { priceTable } from "~/content/prices";
import { homeServiceCards } from "~/content/services";
import { parseDisplayPrice } from "../seo";
import { catalogue, findProduct, lowestPrice } from "./catalogue";

describe("work-wear catalogue", () => {
  it("has unique products, sizes and colours, and a bulk price below the base price", () => {
    expect(new Set(catalogue.map((p) => p.id)).size).toBe(catalogue.length);
    for (const p of catalogue) {
      expect(Number.isSafeInteger(p.basePrice) && Number.isSafeInteger(p.bulkPrice)).toBe(true);
      expect(p.bulkPrice).toBeLessThan(p.basePrice);
      expect(new Set(p.sizes).size).toBe(p.sizes.length);
      expect(new Set(p.colors.map((c) => c.id)).size).toBe(p.colors.length);
      expect(p.colors.every((c) => c.name.length > 0)).toBe(true);
    }
  });

  it("looks products up by id only", () => {
    expect(findProduct("polo")?.name).toBe("Polo");
    expect(findProduct("__proto__")).toBeUndefined();
    expect(findProduct(undefined)).toBeUndefined();
  });

  it("keeps the 'vanaf' prices of the service card and the price table in step with the catalogue", () => {
    const card = homeServiceCards.find((c) => c.href === "/werkkleding")!;
    const row = priceTable.find((r) => r.service.startsWith("Werkkleding"))!;
    expect(parseDisplayPrice(card.priceFrom)?.min).toBe(lowestPrice() / 100);
    expect(parseDisplayPrice(row.from)?.min).toBe(lowestPrice() / 100);
    expect(row.price).toEqual({ fromCents: lowestPrice() });
  });
});
