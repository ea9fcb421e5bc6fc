import { describe, expect, it } from "vitest";
import { journals } from "./ledger";
import { splitAddress, xafAmount, xafTotals } from "./xaf";

describe("the XAF writer's pieces", () => {
  it("writes cents unsigned with two decimals", () => {
    expect([xafAmount(0), xafAmount(5), xafAmount(102_060), xafAmount(-1_000)]).toEqual([
      "0.00",
      "0.05",
      "1020.60",
      "10.00",
    ]);
    expect(() => xafAmount(1.5)).toThrow(RangeError);
  });

  it("reads a Dutch address into its parts, and keeps what it cannot read as the street", () => {
    expect(splitAddress("Ginnekenweg 12a\n4818 JG Breda")).toEqual({
      streetname: "Ginnekenweg",
      number: "12",
      numberExtension: "a",
      postalCode: "4818 JG",
      city: "Breda",
    });
    expect(splitAddress("Plein 1940 nr 3-B\n4811xx Breda")).toMatchObject({
      number: "3",
      numberExtension: "B",
      postalCode: "4811XX",
    });
    expect(splitAddress("Rue de la Paix, Paris")).toMatchObject({
      streetname: "Rue de la Paix, Paris",
      city: "",
    });
    expect(splitAddress(null)).toMatchObject({ streetname: "", city: "" });
  });

  it("counts every line and balances debit and credit over the journals", () => {
    const list = journals(
      [
        {
          number: "F1",
          kind: "invoice",
          issuedOn: "2026-01-02",
          customerId: "D1",
          vat: [{ rate: 21, netCents: 1_000, vatCents: 210 }],
          grossCents: 1_210,
        },
      ],
      [
        {
          reference: "tr_1",
          direction: "in",
          provider: "mollie",
          day: "2026-01-03",
          cents: 1_210,
          customerId: "D1",
          invoiceNumber: "F1",
          description: "Betaling",
        },
      ],
    );
    expect(xafTotals(list)).toEqual({ linesCount: 5, debitCents: 2_420, creditCents: 2_420 });
  });
});
