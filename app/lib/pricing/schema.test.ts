import { describe, expect, it } from "vitest";
import { priceRulesSeed } from "~/content/price-rules";
import { priceListSeed } from "~/content/prices";
import { priceListFromForm, priceListSchema, priceListToForm } from "~/lib/content/price-list";
import { displayPrice } from "~/lib/content/price-tokens";
import { priceRulesFromForm, priceRulesSchema, priceRulesToForm } from "./schema";

describe("the price rules in the editor", () => {
  it("come back from their form as they were", () => {
    const errors = {};
    const parsed = priceRulesSchema.parse(priceRulesFromForm(priceRulesToForm(priceRulesSeed), errors));
    expect(errors).toEqual({});
    expect(parsed).toEqual(priceRulesSeed);
  });

  it("refuse a line or an amount that cannot be read, at its field", () => {
    const fields = {
      ...priceListToForm(priceListSeed),
      "rules.stickers.materials": "vinyl | Vinyl | 60,00\nkarton",
      "rules.textile.breaks": "10: 10\nveel",
      "rules.banners.setupCents": "vijftien",
    };
    const { errors } = priceListFromForm(fields, priceListSeed);
    expect(errors).toEqual({
      "rules.stickers.materials":
        "Regel 2: schrijf code | naam | bedrag, bijvoorbeeld vinyl-glans | Vinyl glanzend | 60,00.",
      "rules.textile.breaks": "Regel 2: schrijf aantal: korting, bijvoorbeeld 250: 30.",
      "rules.banners.setupCents": "Vul een bedrag in, bijvoorbeeld 8 of 4,95.",
    });
  });

  it("refuse breaks that would make a piece dearer at more pieces, named at the breaks field", () => {
    const fields = { ...priceListToForm(priceListSeed), "rules.stickers.breaks": "100: 20\n250: 10" };
    const form = priceListFromForm(fields, priceListSeed);
    const result = priceListSchema.safeParse(form.data);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(form.fieldOf(issue.path.join("."))).toBe("rules.stickers.breaks");
    expect(issue.message).toBe(
      "Zet de staffels op oplopend aantal, elk met minstens zoveel korting als de vorige.",
    );
  });

  it("give the rule rows their vanaf amount on saving, whatever was stored for them", () => {
    const fields = { ...priceListToForm(priceListSeed), "rules.stickers.minimumCents": "30" };
    const data = priceListSchema.parse(priceListFromForm(fields, priceListSeed).data);
    expect(displayPrice(data.rows.find((row) => row.id === "stickers")!.price)).toBe("Vanaf €36,30");
    expect(data.rules?.stickers.minimumCents).toBe(3000);
  });
});
