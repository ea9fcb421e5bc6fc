import { describe, expect, it } from "vitest";
import { priceListSeed } from "~/content/prices";
import { homeServiceCards, servicePages } from "~/content/services";
import { priceSuggestions } from "../quotes/suggestions";
import { priceListSchema } from "./price-list";
import {
  displayPrice,
  fillPriceTokens,
  fillPriceTokensDeep,
  pricedRows,
  unknownPriceTokens,
  type PriceList,
} from "./price-tokens";

const withPrice = (id: string, price: PriceList["rows"][number]["price"]): PriceList => ({
  ...priceListSeed,
  rows: priceListSeed.rows.map((row) => (row.id === id ? { ...row, price } : row)),
});

describe("the price list", () => {
  it("writes each price from its amount as the site has always shown it", () => {
    expect(Object.fromEntries(priceListSeed.rows.map((row) => [row.id, displayPrice(row.price)]))).toEqual({
      kledingbedrukking: "Vanaf €8",
      borduren: "Op aanvraag",
      werkkleding: "Vanaf €4,95",
      voertuigbelettering: "Vanaf €150",
      "full-wrap": "€1.200 - €2.500",
      raambelettering: "Op aanvraag",
      stickers: "Vanaf €10",
      spandoeken: "Vanaf €30,25",
      proefdruk: "Kleine vergoeding",
    });
    expect(displayPrice({ fromCents: 123456 })).toBe("Vanaf €1.234,56");
  });

  it("fills the tokens of the service pages and home cards from the list it is given", () => {
    const page = (slug: string) => servicePages.find((p) => p.slug === slug)!;
    expect(fillPriceTokens(page("stickers").priceFrom, priceListSeed)).toBe("Vanaf €10 per vel");
    expect(fillPriceTokensDeep(homeServiceCards, priceListSeed).map((c) => c.priceFrom)).toEqual([
      "Vanaf €8 per stuk",
      "Prijs op aanvraag",
      "Vanaf €150",
      "Vanaf €10 per vel",
      "Vanaf €30,25",
      "Vanaf €4,95 per stuk",
    ]);
    const cheaper = withPrice("stickers", { fromCents: 750 });
    expect(fillPriceTokens("vanaf {prijs:stickers} per vel", cheaper)).toBe("vanaf €7,50 per vel");
    expect(fillPriceTokens("tot {prijs-tot:full-wrap}", priceListSeed)).toBe("tot €2.500");
    // A token the list cannot fill never shows its braces.
    expect(fillPriceTokens("{prijs:onbekend} {prijs-tot:stickers}", priceListSeed)).toBe(
      "op aanvraag op aanvraag",
    );
  });

  it("names the tokens an editor may not use", () => {
    expect(unknownPriceTokens("{prijs:stickers} {prijs-tot:full-wrap} {brand}")).toEqual([]);
    expect(unknownPriceTokens("{prijs:borduren} {prijs-tot:stickers}")).toEqual([
      "{prijs:borduren}",
      "{prijs-tot:stickers}",
    ]);
  });

  it("offers only rows with an amount as quote suggestions, with the amount excl. VAT", () => {
    expect(pricedRows(priceListSeed).map((r) => r.id)).toEqual([
      "kledingbedrukking",
      "werkkleding",
      "voertuigbelettering",
      "full-wrap",
      "stickers",
      "spandoeken",
    ]);
    const stickers = priceSuggestions(withPrice("stickers", { fromCents: 1210 })).find(
      (s) => s.id === "stickers",
    )!;
    expect(stickers.label).toBe("Stickers en labels: vanaf €12,10 per vel");
    expect(stickers.line.unitPriceCents).toBe(1000);
  });

  it("accepts the imported list and refuses one the site's texts cannot be filled from", () => {
    expect(priceListSchema.safeParse(priceListSeed).success).toBe(true);
    const issues = (list: unknown) =>
      priceListSchema.safeParse(list).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues(withPrice("stickers", { text: "Op aanvraag" }))).toEqual([
      ["rows.6.price", "Teksten op de site noemen deze prijs: vul een bedrag in."],
    ]);
    expect(issues(withPrice("full-wrap", { fromCents: 120000 }))).toEqual([
      ["rows.4.price", "Teksten op de site noemen deze prijs als bereik: vul 'vanaf' en 'tot' in."],
    ]);
    expect(issues(withPrice("full-wrap", { fromCents: 120000, toCents: 100000 }))?.[0]).toEqual([
      "rows.4.price.toCents",
      "Het bedrag 'tot' moet hoger zijn dan het bedrag 'vanaf'.",
    ]);
    expect(issues({ ...priceListSeed, rows: [...priceListSeed.rows, priceListSeed.rows[0]] })).toEqual([
      ["rows.9.id", "Deze sleutel staat al in de lijst."],
    ]);
    expect(issues(withPrice("borduren", { text: "a\u0000b" }))).toEqual([
      ["rows.1.price.text", "Deze tekst bevat tekens die niet zijn toegestaan."],
    ]);
  });
});
