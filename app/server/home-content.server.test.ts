import { describe, expect, it } from "vitest";
import { faqSeed } from "~/content/faq";
import { pageTextsSeed } from "~/content/page-texts";
import { priceListSeed } from "~/content/prices";
import { defaultSite } from "~/content/site";
import { fillSiteTokensDeep, homeContent } from "./home-content.server";

describe("home content", () => {
  it("fills site tokens in nested strings and leaves other values alone", () => {
    const site = { ...defaultSite, brand: "Drukwerk X", phone: "076 123 4567" };
    expect(
      fillSiteTokensDeep({ a: "Bel {brand} op {phone}", b: [{ c: "{city}" }], n: 5, t: true }, site),
    ).toEqual({ a: "Bel Drukwerk X op 076 123 4567", b: [{ c: "Breda" }], n: 5, t: true });
  });

  it("contains every home block with the spec's claims and no unfilled tokens", () => {
    const content = homeContent(defaultSite, { prices: priceListSeed, faq: faqSeed, texts: pageTextsSeed });
    expect(content.serviceCards.map((c) => c.title)).toEqual([
      "Kledingbedrukking",
      "Borduren",
      "Belettering",
      "Stickers & Labels",
      "Spandoeken & Borden",
      "Werkkleding",
    ]);
    expect(content.faq).toHaveLength(12);
    expect(content.regions).toHaveLength(8);
    expect(content.processSteps).toHaveLength(4);
    expect(content.hero.primaryCta).toBe("Gratis offerte aanvragen");
    expect(JSON.stringify(content)).not.toMatch(/\{(brand|phone|email|address|city|kvk|prijs|prijs-tot)[}:]/);
  });
});
