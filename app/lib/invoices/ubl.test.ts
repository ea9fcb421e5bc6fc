// Which e-invoicing specification a buyer's UBL file claims (docs/invoices.md, "UBL export"): the rule sets
// themselves run on the files in tests/e-invoice.
import { describe, expect, it } from "vitest";
import { UBL_SPECIFICATIONS, ublSpecification } from "./ubl";

describe("ublSpecification", () => {
  it("gives NLCIUS to a business with a KvK number, with or without a BTW number", () => {
    expect(ublSpecification({ kvk: "87654321", btw: "NL987654321B01" })).toBe("nlcius");
    expect(ublSpecification({ kvk: "8765 4321", btw: null })).toBe("nlcius");
  });

  it("gives Peppol BIS 3 to a business with only a Dutch BTW number", () => {
    expect(ublSpecification({ kvk: null, btw: "NL987654321B01" })).toBe("peppol");
    expect(ublSpecification({ kvk: " ", btw: "nl 987654321 b01" })).toBe("peppol");
  });

  it("gives EN 16931 to a consumer and to a buyer with a foreign or malformed BTW number", () => {
    expect(ublSpecification({ kvk: null, btw: null })).toBe("en16931");
    expect(ublSpecification({ kvk: null, btw: "BE0123456789" })).toBe("en16931");
    expect(ublSpecification({ kvk: null, btw: "NL12345" })).toBe("en16931");
  });

  it("claims each specification by its own identifier", () => {
    expect(UBL_SPECIFICATIONS.nlcius.customizationId).toBe(
      "urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0",
    );
    expect(UBL_SPECIFICATIONS.peppol.customizationId).toBe(
      "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0",
    );
    expect(UBL_SPECIFICATIONS.en16931).toEqual({
      customizationId: "urn:cen.eu:en16931:2017",
      profileId: null,
    });
  });
});
