import { describe, expect, it } from "vitest";
import { vatReturn } from "./vat-return";

describe("the VAT return's rubriek 1", () => {
  it("sums the invoices' own VAT per rate, credit invoices reducing", () => {
    const figures = vatReturn([
      {
        vat: [
          { rate: 21, netCents: 61_000, vatCents: 12_810 },
          { rate: 9, netCents: 25_000, vatCents: 2_250 },
        ],
      },
      // Three invoices of € 0,12 at 21 %: € 0,03 VAT each as issued (€ 0,09), not 21 % of € 0,36 = € 0,08.
      { vat: [{ rate: 21, netCents: 12, vatCents: 3 }] },
      { vat: [{ rate: 21, netCents: 12, vatCents: 3 }] },
      { vat: [{ rate: 21, netCents: 12, vatCents: 3 }] },
      // A credit invoice of € 50,00 incl. VAT at 21 %.
      { vat: [{ rate: 21, netCents: -4_132, vatCents: -868 }] },
      { vat: [{ rate: 0, netCents: 1_999, vatCents: 0 }] },
    ]);
    expect(figures.rubrieken).toEqual([
      { rubriek: "1a", rate: 21, netCents: 56_904, vatCents: 11_951, netEuros: 569, vatEuros: 119 },
      { rubriek: "1b", rate: 9, netCents: 25_000, vatCents: 2_250, netEuros: 250, vatEuros: 22 },
      { rubriek: "1e", rate: 0, netCents: 1_999, vatCents: 0, netEuros: 19, vatEuros: 0 },
    ]);
    expect(figures.totalVatCents).toBe(14_201);
    expect(figures.totalVatEuros).toBe(141);
  });

  it("gives all three rubrieken at zero without invoices, and rounds a negative period down too", () => {
    expect(vatReturn([]).rubrieken.map((r) => [r.rubriek, r.netCents, r.vatEuros])).toEqual([
      ["1a", 0, 0],
      ["1b", 0, 0],
      ["1e", 0, 0],
    ]);
    // Only a credit invoice: € 8,26 net and € 1,74 VAT back; in whole euros -9 and -2 (less to pay).
    const credit = vatReturn([{ vat: [{ rate: 21, netCents: -826, vatCents: -174 }] }]).rubrieken[0]!;
    expect([credit.netEuros, credit.vatEuros]).toEqual([-9, -2]);
  });
});
