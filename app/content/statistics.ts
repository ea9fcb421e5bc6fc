// Dutch copy of the statistics page (/employee-dashboard/statistieken), shared by the page, the period parser
// and their tests.
export const statsCopy = {
  invalidDate: "Vul een geldige begin- en einddatum in.",
  reversed: "De einddatum ligt vóór de begindatum.",
  future: "De einddatum ligt na vandaag.",
  tooEarly: "De begindatum ligt vóór 1 januari 2000.",
  tooLong: (maxDays: number) => `Kies een periode van hoogstens ${maxDays} dagen.`,
  shown: (from: string, to: string) => `Cijfers van ${from} tot en met ${to}.`,
  shownInstead: (days: number, from: string, to: string) =>
    `In plaats daarvan zie je de laatste ${days} dagen: ${from} tot en met ${to}.`,
  conversionNote:
    "Een bezoek telt voor de bron waarmee het begon. Conversie: aanvragen per bezoek; aanvragen zonder bekend bezoek (bijvoorbeeld verstuurd zonder JavaScript) tellen niet mee.",
} as const;
