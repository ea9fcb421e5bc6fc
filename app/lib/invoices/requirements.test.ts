import { describe, expect, it } from "vitest";
import { invoiceRequirementsCopy as copy } from "~/content/invoices";
import { invoiceBlocker, LEGAL_SETTINGS, missingLegalSettings } from "./requirements";

const set = {
  SITE_STREET: "Haagweg 14",
  SITE_POSTAL_CODE: "4814 GB",
  SITE_CITY: "Breda",
  SITE_KVK: "12345678",
  SITE_BTW: "NL123456789B01",
  SITE_IBAN: "NL91 ABNA 0417 1643 00",
};

describe("missingLegalSettings", () => {
  it("names every setting not set, empty, or left at its placeholder", () => {
    expect(missingLegalSettings({})).toEqual([...LEGAL_SETTINGS]);
    expect(missingLegalSettings(set)).toEqual([]);
    expect(
      missingLegalSettings({
        ...set,
        SITE_STREET: "Voorbeeldstraat 1",
        SITE_CITY: " ",
        SITE_KVK: "00000000",
        SITE_BTW: "nl 000000000 b00",
        SITE_IBAN: "NL00BANK0000000000",
      }),
    ).toEqual(["SITE_STREET", "SITE_CITY", "SITE_KVK", "SITE_BTW", "SITE_IBAN"]);
    // The default postal code is a real one in Breda: set, it counts.
    expect(missingLegalSettings({ ...set, SITE_POSTAL_CODE: "4811 AA" })).toEqual([]);
  });
});

describe("invoiceBlocker", () => {
  it("refuses while the shop's details or the customer's address are missing, in Dutch", () => {
    expect(
      invoiceBlocker(["SITE_KVK", "SITE_IBAN"], { name: "Sanne", address: "Ginnekenweg 12\n4818 JG Breda" }),
    ).toBe(
      "Er kan nog geen factuur worden gemaakt: de bedrijfsgegevens van de winkel zijn niet compleet. Nog in te vullen: KvK-nummer (SITE_KVK), IBAN (SITE_IBAN).",
    );
    expect(invoiceBlocker([], { name: "Sanne", address: " " })).toBe(copy.customerAddressMissing);
    expect(invoiceBlocker([], { name: "Sanne", address: "Ginnekenweg 12\n4818 JG Breda" })).toBeNull();
  });
});
