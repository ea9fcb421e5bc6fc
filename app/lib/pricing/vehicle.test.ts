import { describe, expect, it } from "vitest";
import { priceRulesSeed } from "~/content/price-rules";
import { priceListSeed } from "~/content/prices";
import { priceListFromForm, priceListSchema, priceListToForm } from "~/lib/content/price-list";
import { grossEuros, vehicleGuideRows } from "./vehicle";

describe("the vehicle lettering guide", () => {
  it("shows each vehicle's ranges incl. VAT in whole euros, and excl. VAT as set", () => {
    const rows = vehicleGuideRows(priceRulesSeed);
    expect(rows.map((r) => r.name)).toEqual(["Personenauto", "Bestelbus", "Grote bus of vrachtwagen"]);
    // € 125 + 21 % = € 151,25 → € 151; € 450 → € 544,50 → € 545 (half up).
    expect(rows[0]!.partial).toEqual({ incl: "€151 - €545", excl: "€125 - €450" });
    expect(rows[0]!.wrap).toEqual({ incl: "€1.198 - €1.997", excl: "€990 - €1.650" });
    expect(grossEuros(100)).toBe(100);
  });

  it("uses the defaults for rules stored before the guide existed", () => {
    const { vehicle: _vehicle, ...older } = priceRulesSeed;
    expect(vehicleGuideRows(older)).toEqual(vehicleGuideRows(priceRulesSeed));
  });

  it("is edited as lines in the price editor, and refuses a line it cannot read or a range upside down", () => {
    const form = priceListToForm(priceListSeed);
    expect(form["rules.vehicle.vehicles"]!.split("\n")[1]).toBe(
      "bestelbus | Bestelbus | 250,00 - 750,00 | 1.650,00 - 2.500,00",
    );
    const changed = priceListFromForm(
      { ...form, "rules.vehicle.vehicles": "bestelbus | Bestelbus | 300,00 - 800,00 | 1.700,00 - 2.600,00" },
      priceListSeed,
    );
    expect(changed.errors).toEqual({});
    const data = priceListSchema.parse(changed.data);
    expect(vehicleGuideRows(data.rules!)).toEqual([
      {
        id: "bestelbus",
        name: "Bestelbus",
        partial: { incl: "€363 - €968", excl: "€300 - €800" },
        wrap: { incl: "€2.057 - €3.146", excl: "€1.700 - €2.600" },
      },
    ]);
    const unreadable = priceListFromForm(
      { ...form, "rules.vehicle.vehicles": "bestelbus | Bestelbus | 300,00" },
      priceListSeed,
    );
    expect(unreadable.errors["rules.vehicle.vehicles"]).toMatch(
      /^Regel 1: schrijf code \| naam \| belettering/,
    );
    const upsideDown = priceListFromForm(
      { ...form, "rules.vehicle.vehicles": "auto | Auto | 800,00 - 300,00 | 1.700,00 - 2.600,00" },
      priceListSeed,
    );
    const result = priceListSchema.safeParse(upsideDown.data);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(upsideDown.fieldOf(issue.path.join("."))).toBe("rules.vehicle.vehicles");
    expect(issue.message).toBe("Het bedrag 'tot' mag niet lager zijn dan het bedrag 'van'.");
  });
});
