import { describe, expect, it } from "vitest";
import { priceRulesSeed } from "~/content/price-rules";
import { postedConfiguration } from "./configuration";
import { calculatorPriceText, checkPricedRequest } from "./request";

const posted = { materiaal: "vinyl-glans", breedte: "50", hoogte: "50", aantal: "250" };

describe("checkPricedRequest", () => {
  const config = postedConfiguration("stickers", posted);

  it("takes the rules' price when the page showed it", () => {
    const check = checkPricedRequest(priceRulesSeed, config, "7260");
    expect(check).toMatchObject({
      ok: true,
      price: { grossCents: 7260, netCents: 6000, product: "stickers" },
    });
    if (check.ok)
      expect(calculatorPriceText(check.price).replace(/\u00a0/g, " ")).toBe(
        "Berekend met de calculator: 250 × Stickers en labels, 50 × 50 mm, Vinyl glanzend; 1 × Opstartkosten. € 72,60 incl. btw (€ 60,00 excl. btw)",
      );
  });

  it("answers another shown price, or none, with the rules' price", () => {
    expect(checkPricedRequest(priceRulesSeed, config, "100")).toMatchObject({
      ok: false,
      issue: "prijswijziging",
      shownCents: 100,
      price: { grossCents: 7260 },
    });
    expect(checkPricedRequest(priceRulesSeed, config, undefined)).toMatchObject({
      issue: "prijswijziging",
      shownCents: null,
    });
    expect(checkPricedRequest(priceRulesSeed, config, "72,60")).toMatchObject({ shownCents: null });
  });

  it("prices nothing the rules do not know, and a missing field is out of range", () => {
    const huge = postedConfiguration("stickers", { ...posted, breedte: "99999" });
    expect(checkPricedRequest(priceRulesSeed, huge, "1")).toEqual({ ok: false, issue: "buiten-bereik" });
    const missing = postedConfiguration("stickers", { materiaal: "vinyl-glans", aantal: "250" });
    expect(checkPricedRequest(priceRulesSeed, missing, "1")).toEqual({ ok: false, issue: "buiten-bereik" });
  });
});
