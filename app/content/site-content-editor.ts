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

/**
 * The site tokens an editor can type in the FAQ, the home texts and blog posts (filled by fillSiteTokens in
 * ./site): the reply promises follow the REPLY_PROMISE_* settings, so a text never promises by hand.
 */
export const siteTokensHint =
  "Noem de reactietijd met {reactie-offerte} (op offerteaanvragen en WhatsApp, bijvoorbeeld 'binnen 2 werkuren') of {reactie-overig} (op de andere aanvragen), dan volgt de tekst onze belofte. {phone}, {email} en {city} worden het telefoonnummer, het e-mailadres en de plaatsnaam.";

export const faqEditorCopy = {
  title: "Veelgestelde vragen",
  intro:
    "De vragen en antwoorden onderaan de homepagina. Verander de volgorde met de nummers, verberg een vraag of voeg er een toe; publiceer om het op de website te zetten.",
  tokensHint:
    "Noem een prijs met een verwijzing, dan volgt het antwoord de prijslijst: {prijs:kledingbedrukking}, {prijs:werkkleding}, {prijs:voertuigbelettering}, {prijs:stickers}, {prijs:full-wrap} en {prijs-tot:full-wrap}.",
  itemLegend: (position: number) => `Vraag ${position}`,
  position: "Volgorde",
  question: "Vraag",
  answer: "Antwoord",
  hidden: "Verbergen op de website",
  hiddenBadge: "Verborgen",
  newLegend: "Nieuwe vraag toevoegen",
  newHint: "Laat leeg als je geen vraag toevoegt.",
} as const;

export const priceEditorCopy = {
  title: "Prijzen",
  intro:
    "De prijstabel op /diensten. De vanaf-prijzen op de dienstpagina's, de homepagina, in de veelgestelde vragen en de prijsregels in offertes komen uit deze lijst.",
  rowLegend: (service: string) => service,
  service: "Dienst",
  from: "Vanaf (€, incl. btw)",
  to: "Tot (€, optioneel)",
  text: "Of een tekst in plaats van een bedrag",
  textHint: "Bijvoorbeeld 'Op aanvraag'; alleen gebruikt als 'Vanaf' leeg is.",
  unit: "Eenheid",
  note: "Toelichting",
  workwearHint:
    "Op de website staat hier de laagste staffelprijs uit de werkkledingcatalogus; wijzig die prijs bij Werkkleding.",
  notes: "Goed om te weten (één punt per regel)",
} as const;

export const pageTextsEditorCopy = {
  title: "Paginateksten",
  intro:
    "De teksten bovenaan de homepagina en een mededeling die op elke pagina van de website staat, alleen tussen de gekozen datums.",
  heroLegend: "Bovenaan de homepagina",
  eyebrow: "Regel boven de kop",
  eyebrowHint: "{city} wordt de plaatsnaam.",
  heading: "Kop",
  subheading: "Tekst onder de kop",
  subheadingHint: siteTokensHint,
  bannerLegend: "Mededeling op de hele website",
  bannerText: "Tekst van de mededeling",
  bannerHint:
    "Bijvoorbeeld 'Tussen kerst en oud en nieuw gesloten'. Laat alle drie leeg voor geen mededeling.",
  startsOn: "Zichtbaar vanaf",
  endsOn: "Zichtbaar tot en met",
} as const;
