// Dutch copy of the price rules and their calculators (issue 41): the names of the quote lines a calculated price
// becomes, and what the calculator says when a choice is outside what the rules price.

export const pricingCopy = {
  productName: {
    stickers: "Stickers en labels",
    banners: "Spandoeken en borden",
    textile: "Bedrukt of geborduurd textiel",
  },
  line: {
    area: (product: string, width: number, height: number, unit: string, material: string) =>
      `${product}, ${width} × ${height} ${unit}, ${material}`,
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
    side: (min: number, max: number, unit: string) => `Kies een maat tussen ${min} en ${max} ${unit}.`,
    material: "Voor dit materiaal hebben we geen vaste prijs.",
    garment: "Voor dit kledingstuk hebben we geen vaste prijs.",
    stitchSize: "Voor dit borduurformaat hebben we geen vaste prijs.",
    positions: (max: number) => `Kies 1 tot ${max} posities.`,
    colours: (max: number) => `Kies 1 tot ${max} kleuren.`,
  },
} as const;

export const calculatorCopy = {
  heading: "Bereken je prijs",
  intro: {
    area: "Kies maat, materiaal en aantal: je ziet direct wat het kost en wanneer het klaar is.",
    banners:
      "Kies materiaal, breedte en hoogte in centimeters en het aantal: je ziet direct wat het kost en wanneer het klaar is.",
    textile:
      "Kies kledingstuk, aantal en bedrukking of borduring: je ziet direct wat het kost en wanneer het klaar is.",
  },
  material: "Materiaal",
  width: (unit: string) => `Breedte (${unit})`,
  height: (unit: string) => `Hoogte (${unit})`,
  quantity: "Aantal",
  garment: "Kledingstuk",
  techniqueLegend: "Techniek",
  technique: { bedrukken: "Bedrukken", borduren: "Borduren" },
  positions: "Aantal posities (borst, rug, mouw…)",
  colours: "Aantal kleuren per positie",
  coloursHint: "Alleen bij bedrukken",
  stitchSize: "Borduurformaat",
  stitchSizeHint: "Alleen bij borduren",
  upTo: (max: number) => `1 tot ${max}`,
  sideHint: (min: number, max: number, unit: string) => `${min} tot ${max} ${unit}`,
  quantityHint: (max: number) => `1 tot ${max.toLocaleString("nl-NL")} stuks`,
  vatLegend: "Prijzen tonen",
  incl: "Particulier, incl. btw",
  excl: "Zakelijk, excl. btw",
  submit: "Bereken prijs",
  empty: "Vul je keuze in en kies Bereken prijs.",
  inclVat: "incl. btw",
  exclVat: "excl. btw",
  other: (amount: string, incl: boolean) => `${amount} ${incl ? "excl." : "incl."} btw`,
  perPiece: (amount: string) => `${amount} per stuk`,
  minimum: "Je bestelling is aangevuld tot ons minimale orderbedrag.",
  readyBy: (date: string) => `Verwacht klaar: ${date}, als je vandaag bestelt en je ontwerp goedkeurt.`,
  breaksHeading: "Staffelprijzen",
  breakLine: (quantity: number, amount: string) =>
    `bij ${quantity.toLocaleString("nl-NL")} stuks ${amount} per stuk`,
  share: "Link naar deze prijs",
  outOfRange: "Deze keuze rekenen we niet online uit:",
  outOfRangeQuote: "Vraag een offerte op maat aan",
  quote: "Offerte aanvragen met deze prijs",
  requestOutOfRange: (choice: string, link: string) => `Mijn keuze: ${choice}. ${link}`,
  fieldNames: {
    material: "Materiaal",
    widthMm: "Breedte",
    heightMm: "Hoogte",
    quantity: "Aantal",
    garment: "Kledingstuk",
    positions: "Posities",
    colours: "Kleuren",
    stitchSize: "Borduurformaat",
  } as Record<string, string>,
} as const;

/** "Offerte aanvragen met deze prijs" as a form, and the answer when the price changed meanwhile (issue 41). */
export const pricedRequestCopy = {
  intro: "Laat je gegevens achter: we maken je offerte met deze prijs en nemen contact met je op.",
  name: "Naam",
  email: "E-mail",
  phone: "Telefoon",
  submit: "Offerte aanvragen met deze prijs",
  changedTitle: "De prijs is gewijzigd",
  changed: (now: string, net: string) =>
    `Sinds je de prijs zag, zijn onze prijzen gewijzigd. De prijs is nu ${now} incl. btw (${net} excl. btw).`,
  was: (amount: string) => `Je zag ${amount} incl. btw.`,
  confirmHint: "Er is nog niets verstuurd. Bevestig je aanvraag met de nieuwe prijs of pas je keuze aan.",
  confirm: "Aanvraag met de nieuwe prijs versturen",
  back: "Terug naar de calculator",
  outOfRangeTitle: "Niet meer online te berekenen",
  outOfRange: "Deze keuze rekenen we niet meer online uit. Vraag een offerte op maat aan.",
  nothing: "Kies eerst je prijs in een van onze calculators.",
} as const;

/** The guide prices on /voertuigbelettering (issue 41): an indication per vehicle type, the quote says the price. */
export const vehicleGuideCopy = {
  heading: "Wat kost belettering? Een indicatie",
  intro:
    "Elke auto en elk ontwerp is anders, dus je krijgt altijd een offerte op maat. Om je een idee te geven: dit betalen de meeste klanten.",
  partial: "Belettering (logo en gegevens)",
  wrap: "Full wrap",
  inclVat: "incl. btw",
  excl: (range: string) => `${range} excl. btw`,
  label: "Indicatie",
  note: "Indicatie, geen prijsopgave: de prijs hangt af van het voertuig, de folie en het ontwerp.",
  request: (vehicle: string) => `Offerte voor een ${vehicle.toLowerCase()}`,
  description: (vehicle: string, partial: string, wrap: string) =>
    `Voertuig: ${vehicle}. Indicatie van de site: belettering ${partial}, full wrap ${wrap} incl. btw. Ik wil graag: `,
} as const;

/** The calculators' part of the staff statistics page (components/staff/statistics/calculator-tables). */
export const calculatorStatsCopy = {
  title: "Prijscalculators",
  note: "Hoe vaak een calculator een prijs berekende (bots niet meegeteld, één keer per typreeks), hoeveel aanvragen met een berekende prijs binnenkwamen en hoeveel daarvan een opdracht werden (geaccepteerde offertes).",
  byProductCaption: "Berekeningen, aanvragen en opdrachten per product",
  bySourceCaption: "Aanvragen en opdrachten met een berekende prijs per bron",
  product: "Product",
  source: "Bron",
  uses: "Berekend",
  requests: "Aanvragen",
  orders: "Opdrachten",
  changed: (changed: number, sent: number, percent: string) =>
    `Van de ${sent} verstuurde offertes met een berekende prijs pasten medewerkers er ${changed} aan vóór het versturen (${percent}).`,
  noneSent: "Nog geen verstuurde offertes met een berekende prijs in deze periode.",
  none: "Nog geen berekeningen of aanvragen in deze periode.",
} as const;
