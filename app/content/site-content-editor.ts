// Copy of the staff's editors for the FAQ, the price list and the page texts (/employee-dashboard/website/faq,
// /prijzen, /teksten), and the messages of those content kinds' schemas (app/lib/content/*).

export const contentFieldMessages = {
  required: (label: string) => `Vul ${label} in.`,
  tooLong: (label: string, max: number) => `Maak ${label} korter (maximaal ${max} tekens).`,
  control: "Deze tekst bevat tekens die niet zijn toegestaan.",
} as const;

export const priceListMessages = {
  amount: "Vul een bedrag in, bijvoorbeeld 8 of 4,95.",
  tooHigh: "Dat bedrag is te hoog.",
  range: "Het bedrag 'tot' moet hoger zijn dan het bedrag 'vanaf'.",
  id: "Gebruik kleine letters, cijfers en streepjes.",
  duplicateId: "Deze sleutel staat al in de lijst.",
  quotedAmount: "Teksten op de site noemen deze prijs: vul een bedrag in.",
  quotedRange: "Teksten op de site noemen deze prijs als bereik: vul 'vanaf' en 'tot' in.",
  rows: "De prijslijst heeft minstens één en hoogstens 40 regels.",
  notes: "Hoogstens 20 opmerkingen.",
} as const;

export const faqMessages = {
  items: "De lijst heeft minstens één en hoogstens 40 vragen.",
  duplicateId: "Deze vraag staat al in de lijst.",
  unknownToken: (tokens: string) =>
    `Onbekende prijsverwijzing: ${tokens}. Gebruik bijvoorbeeld {prijs:stickers} of {prijs-tot:full-wrap}.`,
} as const;

export const pageTextsMessages = {
  date: "Vul een geldige datum in (dd-mm-jjjj).",
  endBeforeStart: "De einddatum ligt vóór de begindatum.",
  bannerDates: "Vul een begin- en einddatum in voor de melding.",
} as const;

export const noticeBannerCopy = {
  label: "Mededeling",
} as const;
