import { describe, expect, it } from "vitest";
import { homeServiceCards, servicePages } from "./services";
import { displayPrice, priceFromText, pricedRows, priceTable, priceToText } from "./prices";

describe("the price list", () => {
  it("writes each price from its amount as the site has always shown it", () => {
    expect(Object.fromEntries(priceTable.map((row) => [row.id, row.from]))).toEqual({
      kledingbedrukking: "Vanaf €8",
      borduren: "Op aanvraag",
      werkkleding: "Vanaf €4,95",
      voertuigbelettering: "Vanaf €150",
      "full-wrap": "€1.200 - €2.500",
      raambelettering: "Op aanvraag",
      stickers: "Vanaf €10",
      proefdruk: "Kleine vergoeding",
    });
    expect(displayPrice({ fromCents: 123456 })).toBe("Vanaf €1.234,56");
    expect(priceToText("full-wrap")).toBe("€2.500");
  });

  it("is where the service pages and the home cards take their 'vanaf' prices from", () => {
    const page = (slug: string) => servicePages.find((p) => p.slug === slug)!;
    expect(page("kledingbedrukking").priceFrom).toBe("Vanaf €8 per stuk");
    expect(page("voertuigbelettering").priceFrom).toBe("Vanaf €150");
    expect(page("stickers").priceFrom).toBe("Vanaf €10 per vel");
    expect(homeServiceCards.map((c) => c.priceFrom)).toEqual([
      "Vanaf €8 per stuk",
      "Prijs op aanvraag",
      "Vanaf €150",
      "Vanaf €10 per vel",
      "Vanaf €4,95 per stuk",
    ]);
    expect(priceFromText("stickers")).toBe("€10");
  });

  it("offers only rows with an amount as quote suggestions, each with a unique id", () => {
    expect(pricedRows().map((r) => r.id)).toEqual([
      "kledingbedrukking",
      "werkkleding",
      "voertuigbelettering",
      "full-wrap",
      "stickers",
    ]);
    expect(new Set(priceTable.map((r) => r.id)).size).toBe(priceTable.length);
  });
});
