// Copy of the price rules in the price editor (/employee-dashboard/website/prijzen, issue 41) and the messages of
// their schema (app/lib/pricing/schema).

export const priceRulesMessages = {
  amount: "Vul een bedrag in, bijvoorbeeld 8 of 4,95.",
  whole: "Vul een heel getal in.",
  tooHigh: "Dat getal is te hoog.",
  rounding: "Kies afronden op 1, 5 of 10 cent.",
  sides: "De grootste maat moet groter zijn dan de kleinste.",
  items: "Vul minstens één en hoogstens 20 regels in.",
  itemLine: (line: number) =>
    `Regel ${line}: schrijf code | naam | bedrag, bijvoorbeeld vinyl-glans | Vinyl glanzend | 60,00.`,
  code: "Gebruik voor de code kleine letters, cijfers en streepjes.",
  duplicateCode: "Deze code staat er al.",
  breakLine: (line: number) => `Regel ${line}: schrijf aantal: korting, bijvoorbeeld 250: 30.`,
  breaksOrder: "Zet de staffels op oplopend aantal, elk met minstens zoveel korting als de vorige.",
  percent: "Een korting ligt tussen 0 en 90 %.",
  vehicleLine: (line: number) =>
    `Regel ${line}: schrijf code | naam | belettering van - tot | full wrap van - tot, bijvoorbeeld bestelbus | Bestelbus | 250,00 - 750,00 | 1.650,00 - 2.500,00.`,
  range: "Het bedrag 'tot' mag niet lager zijn dan het bedrag 'van'.",
} as const;

export const priceRulesEditorCopy = {
  heading: "Rekenregels van de prijscalculators",
  intro:
    "Hieruit rekenen de calculators op de productpagina's, en hieruit volgen de vanaf-prijzen van stickers, kledingbedrukking, borduren en spandoeken. Alle bedragen excl. btw; de btw (21 %) komt er één keer over het totaal bij.",
  legend: {
    stickers: "Rekenregels stickers en labels",
    banners: "Rekenregels spandoeken en borden",
    textile: "Rekenregels textiel",
    vehicle: "Indicatieprijzen voertuigbelettering",
  },
  vehicles: "Voertuigen (belettering en full wrap, van - tot)",
  vehiclesHint:
    "Eén per regel: code | naam | belettering van - tot | full wrap van - tot, excl. btw. Op /voertuigbelettering staat het als indicatie incl. btw, afgerond op hele euro's.",
  vehiclePreview: "Voorbeeld: indicatie op /voertuigbelettering",
  vehiclePreviewHead: {
    vehicle: "Voertuig",
    partial: "Belettering incl. btw",
    wrap: "Full wrap incl. btw",
  },
  fromRules: (price: string) => `${price}: volgt uit de rekenregels hieronder.`,
  materials: "Materialen (per m²)",
  garments: "Kledingstukken (per stuk)",
  stitchSizes: "Borduurformaten (per stuk per positie)",
  linesHint:
    "Eén per regel: code | naam | bedrag. De code staat in gedeelde links: verander hem liever niet.",
  pieceCents: "Per stuk extra",
  setupCents: "Opstartkosten per bestelling",
  minSideMm: "Kleinste maat (mm)",
  maxSideMm: "Grootste maat (mm)",
  maxQuantity: "Hoogste aantal online",
  minimumCents: "Minimaal orderbedrag",
  roundingCents: "Stukprijs afronden op (cent)",
  colourCents: "Bedrukking per kleur per positie per stuk",
  screenCents: "Zeefdrukraam per kleur per positie",
  maxColours: "Hoogste aantal kleuren",
  maxPositions: "Hoogste aantal posities",
  digitisingCents: "Digitaliseren per positie (borduren)",
  breaks: "Staffels",
  breaksHint: "Eén per regel: vanaf aantal: korting in %, bijvoorbeeld 250: 30.",
  preview: "Voorbeeld: wat de regels geven",
  previewIntro:
    "Wat de calculator met de opgeslagen regels (ook een concept) rekent voor gangbare keuzes. Sla op als concept om het voorbeeld bij te werken, en publiceer als het klopt.",
  previewHead: {
    choice: "Keuze",
    quantity: "Aantal",
    perPiece: "Per stuk incl. btw",
    total: "Totaal incl. btw",
  },
  outOfRange: "buiten de regels",
} as const;
