// Dutch copy of the price rules and their calculators (issue 41): the names of the quote lines a calculated price
// becomes, and what the calculator says when a choice is outside what the rules price.

export const pricingCopy = {
  productName: {
    stickers: "Stickers en labels",
    banners: "Spandoeken en borden",
    textile: "Bedrukt of geborduurd textiel",
  },
  line: {
    area: (product: string, width: number, height: number, material: string) =>
      `${product}, ${width} × ${height} mm, ${material}`,
    print: (garment: string, positions: number, colours: number) =>
      `${garment} met bedrukking op ${positions} ${positions === 1 ? "positie" : "posities"}, ${colours} ${colours === 1 ? "kleur" : "kleuren"}`,
    embroidery: (garment: string, positions: number, size: string) =>
      `${garment} met borduring op ${positions} ${positions === 1 ? "positie" : "posities"}, ${size}`,
    setup: "Opstartkosten",
    screens: (count: number) => `Zeefdrukramen (${count})`,
    digitising: (positions: number) =>
      `Digitaliseren borduurontwerp (${positions} ${positions === 1 ? "positie" : "posities"})`,
    minimum: "Aanvulling tot het minimale orderbedrag",
  },
  outOfRange: {
    whole: "Vul een heel getal in.",
    quantity: (max: number) => `We rekenen online tot ${max.toLocaleString("nl-NL")} stuks.`,
    quantityMin: "Kies minstens 1 stuk.",
    side: (min: number, max: number) => `Kies een maat tussen ${min} en ${max} mm.`,
    material: "Voor dit materiaal hebben we geen vaste prijs.",
    garment: "Voor dit kledingstuk hebben we geen vaste prijs.",
    stitchSize: "Voor dit borduurformaat hebben we geen vaste prijs.",
    positions: (max: number) => `Kies 1 tot ${max} posities.`,
    colours: (max: number) => `Kies 1 tot ${max} kleuren.`,
  },
} as const;
