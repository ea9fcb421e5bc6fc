import { describe, expect, it } from "vitest";
import { catalogueSeed } from "~/content/workwear-catalogue";
import {
  catalogueFieldErrors,
  catalogueFormValues,
  catalogueFromForm,
  parseColors,
  productField,
} from "./catalogue-form";

describe("the catalogue editor's form", () => {
  it("gives back the catalogue it shows, photos and colour ids included", () => {
    expect(catalogueFromForm(catalogueFormValues(catalogueSeed), catalogueSeed)).toEqual(catalogueSeed);
  });

  it("reads euros, sizes and colours as typed, keeping a colour's id while its name or code stays", () => {
    const fields = {
      ...catalogueFormValues(catalogueSeed),
      [productField(0, "basePrice")]: "€ 17,5",
      [productField(0, "sizes")]: " S,M , ,L ",
      [productField(0, "colors")]: "Diepzwart #111827\nWit #fafafa\nMarineblauw #1E2A4A",
      [productField(0, "visible")]: "",
    };
    const polo = catalogueFromForm(fields, catalogueSeed).products[0]!;
    expect(polo).toMatchObject({ basePrice: 1750, sizes: ["S", "M", "L"], visible: false });
    expect(polo.colors).toEqual([
      { id: "zwart", name: "Diepzwart", hex: "#111827" },
      { id: "wit", name: "Wit", hex: "#fafafa" },
      { id: "marine", name: "Marineblauw", hex: "#1e2a4a" },
    ]);
    // Not an amount: NaN, which the kind's schema refuses with its Dutch message.
    expect(
      catalogueFromForm({ ...fields, [productField(0, "bulkPrice")]: "gratis" }, catalogueSeed).products[0]!
        .bulkPrice,
    ).toBeNaN();
  });

  it("gives a colour line without a code no colour code, so the schema refuses it at its field", () => {
    expect(parseColors("Paars", [])).toEqual([{ id: "paars", name: "Paars", hex: "" }]);
  });

  it("adds the new-product block only when it has a name", () => {
    const values = catalogueFormValues(catalogueSeed);
    expect(catalogueFromForm(values, catalogueSeed).products).toHaveLength(catalogueSeed.products.length);
    const added = catalogueFromForm(
      { ...values, [productField("new", "name")]: "Bodywarmer Pro", [productField("new", "visible")]: "on" },
      catalogueSeed,
    ).products.at(-1)!;
    expect(added).toMatchObject({ id: "bodywarmer-pro", name: "Bodywarmer Pro", image: null, visible: true });
  });
});

describe("the store's error paths at the catalogue editor's fields", () => {
  it("puts a photo's, a safety detail's and a plain field's error at its input, the first message per field", () => {
    expect(
      catalogueFieldErrors({
        "products.2.image.alt": "Beschrijf de foto.",
        "products.0.safety.email": "Vul een geldig e-mailadres in.",
        "products.1.colors.1.hex": "Kies een kleurcode.",
        "products.1.colors.2.hex": "Tweede melding.",
        products: "Over de lijst zelf.",
      }),
    ).toEqual({
      [productField(2, "alt")]: "Beschrijf de foto.",
      [productField(0, "safetyEmail")]: "Vul een geldig e-mailadres in.",
      "products.1.colors": "Kies een kleurcode.",
    });
    expect(catalogueFieldErrors(undefined)).toEqual({});
  });
});
