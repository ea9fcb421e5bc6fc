// Prices, price notes and selling points for the /diensten page (and the home page blocks).
// Only prices stated in the spec (and the work-wear catalogue's) are shown as numbers; everything else is
// "Op aanvraag". Amounts are cents incl. VAT; every "vanaf" text, the service pages and the quote editor's
// suggestions are derived from them, so they cannot drift apart.
import { formatEuroCompact } from "~/lib/money";

/** One price of the list: an amount incl. VAT as the site shows it, a range, or a text ("Op aanvraag"). */
export type Price = { fromCents: number; toCents?: number } | { text: string };

export type PriceRow = {
  /** Stable key: the quote editor's suggestions and the service pages name a row by it. */
  id: string;
  service: string;
  price: Price;
  /** Display price derived from `price`, e.g. "Vanaf €8", "€1.200 - €2.500" or "Op aanvraag". */
  from: string;
  unit: string;
  note: string;
};

/** "Vanaf €8", "€1.200 - €2.500" or the row's text: the one way a price of the list is written. */
export function displayPrice(price: Price): string {
  if ("text" in price) return price.text;
  if (price.toCents !== undefined)
    return `${formatEuroCompact(price.fromCents)} - ${formatEuroCompact(price.toCents)}`;
  return `Vanaf ${formatEuroCompact(price.fromCents)}`;
}

const row = (entry: Omit<PriceRow, "from">): PriceRow => ({ ...entry, from: displayPrice(entry.price) });

export const priceTable: PriceRow[] = [
  row({
    id: "kledingbedrukking",
    service: "Kledingbedrukking (DTF en HTV)",
    price: { fromCents: 800 },
    unit: "per stuk",
    note: "Afhankelijk van kledingstuk, formaat van de print en aantal; staffelkorting bij grotere aantallen.",
  }),
  row({
    id: "borduren",
    service: "Borduren",
    price: { text: "Op aanvraag" },
    unit: "per stuk",
    note: "Prijs hangt af van het aantal steken, het aantal posities en de oplage.",
  }),
  row({
    id: "werkkleding",
    service: "Werkkleding en bedrijfskleding met logo",
    // The catalogue's lowest bulk price (~/lib/workwear/catalogue; a test keeps the two in step, an import
    // would put the catalogue in every page that shows a price).
    price: { fromCents: 495 },
    unit: "per stuk",
    note: "Polo's, hoodies, jassen en werkbroeken, direct online te bestellen; staffelprijs vanaf 3 stuks per artikel, bedrukken of borduren per positie erbij.",
  }),
  row({
    id: "voertuigbelettering",
    service: "Voertuigbelettering",
    price: { fromCents: 15000 },
    unit: "per voertuig",
    note: "Logo en contactgegevens op bus, auto of aanhanger; prijs afhankelijk van voertuig en ontwerp.",
  }),
  row({
    id: "full-wrap",
    service: "Full wrap",
    price: { fromCents: 120000, toCents: 250000 },
    unit: "per voertuig",
    note: "Afhankelijk van het formaat van het voertuig, de folie en de complexiteit van het ontwerp.",
  }),
  row({
    id: "raambelettering",
    service: "Raambelettering",
    price: { text: "Op aanvraag" },
    unit: "per project",
    note: "Op basis van opmeting of jouw foto's en maten.",
  }),
  row({
    id: "stickers",
    service: "Stickers en labels",
    price: { fromCents: 1000 },
    unit: "per vel",
    note: "Elke vorm en elk formaat, glanzend, mat of transparant.",
  }),
  row({
    id: "proefdruk",
    service: "Proefdruk",
    price: { text: "Kleine vergoeding" },
    unit: "per ontwerp",
    note: "Beschikbaar bij bestellingen vanaf 25 stuks.",
  }),
];

export type PriceId = "kledingbedrukking" | "werkkleding" | "voertuigbelettering" | "full-wrap" | "stickers";

/** The lowest amount (incl. VAT) of a row with one, in cents: the service pages and texts quote it. */
export function priceFromCents(id: PriceId): number {
  const found = priceTable.find((r) => r.id === id);
  if (!found || "text" in found.price) throw new Error(`no amount for ${id}`);
  return found.price.fromCents;
}

/** "€8", "€150": a row's lowest amount as a sentence writes it ("vanaf €8 per stuk"). */
export function priceFromText(id: PriceId): string {
  return formatEuroCompact(priceFromCents(id));
}

/** "€2.500": the top of a row's range (the full wrap). */
export function priceToText(id: PriceId): string {
  const found = priceTable.find((r) => r.id === id);
  if (!found || "text" in found.price || found.price.toCents === undefined)
    throw new Error(`no range for ${id}`);
  return formatEuroCompact(found.price.toCents);
}

/** The rows with an amount, as the quote editor offers them ("Uit prijslijst"). */
export function pricedRows(): (PriceRow & { price: { fromCents: number } })[] {
  return priceTable.filter((r): r is PriceRow & { price: { fromCents: number } } => !("text" in r.price));
}

export const priceNotes: string[] = [
  "Geen minimale afname: ook één stuk is welkom.",
  "Vanaf 25 stuks is een proefdruk mogelijk voor een kleine vergoeding.",
  "Alle textielprints zijn wasbaar op 30 graden.",
  "Levertijd meestal 4-9 werkdagen; met onze spoedservice 2-3 werkdagen.",
  "In Breda haal je je bestelling op in onze werkplaats of bezorgen wij hem. Buiten Breda versturen we je bestelling: €8 verzendkosten bij een besteding tot €100.",
  "Particulieren betalen vooraf via iDEAL of bankoverschrijving. Goedgekeurde zakelijke klanten betalen op factuur met een betaaltermijn.",
  "De genoemde bedragen zijn vanaf-prijzen. Je ontvangt altijd vooraf een offerte op maat.",
];

export type Benefit = {
  title: string;
  text: string;
};

export const businessBenefits: Benefit[] = [
  {
    title: "Staffelkorting",
    text: "Hoe meer stuks je bestelt, hoe lager de prijs per stuk. Ideaal voor bedrijfskleding, teamkleding en grote oplagen stickers.",
  },
  {
    title: "Vaste-klantentarieven",
    text: "Bestel je regelmatig? Dan krijg je een vast tarief en bestel je eenvoudig na met je bekende ontwerp en maatverdeling.",
  },
  {
    title: "Oplossingen op maat",
    text: "Van een vaste kledingset voor nieuwe medewerkers tot belettering van je hele wagenpark: we denken mee en maken een aanpak die bij je bedrijf past.",
  },
];

export const whyChooseUs: Benefit[] = [
  {
    title: "5.0 uit meer dan 50 reviews",
    text: "Onze klanten beoordelen ons gemiddeld met een 5.0. Meer dan 200 tevreden klanten gingen je voor.",
  },
  {
    title: "Snel geleverd",
    text: "Je bestelling is meestal binnen 4-9 werkdagen klaar. Haast? Met onze spoedservice heb je het in 2-3 werkdagen.",
  },
  {
    title: "100% kwaliteitsgarantie",
    text: "Niet tevreden over de kwaliteit? Dan lossen we het op. Elke bestelling controleren we zorgvuldig voordat hij de deur uitgaat.",
  },
  {
    title: "Reactie binnen 2 uur",
    text: "Je krijgt binnen 2 uur een reactie op je vraag en na een offerteaanvraag nemen we binnen 24 uur contact met je op.",
  },
];
