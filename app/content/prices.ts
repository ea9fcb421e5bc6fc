// The price list as the site showed it before owners could edit it: the first version of the content kind
// "price-list" (app/lib/content/price-list.ts), imported at first start. Pages read the published list, not this.
// Only prices stated in the spec (and the work-wear catalogue's) are shown as numbers; everything else is
// "Op aanvraag". Amounts are cents incl. VAT; texts name them by token ("{prijs:stickers}").
import type { PriceList } from "~/lib/content/price-tokens";
import { priceRulesSeed } from "./price-rules";

export const priceListSeed: PriceList = {
  rows: [
    {
      id: "kledingbedrukking",
      service: "Kledingbedrukking (DTF en HTV)",
      price: { fromCents: 800 },
      unit: "per stuk",
      note: "Afhankelijk van kledingstuk, formaat van de print en aantal; staffelkorting bij grotere aantallen.",
    },
    {
      id: "borduren",
      service: "Borduren",
      price: { text: "Op aanvraag" },
      unit: "per stuk",
      note: "Prijs hangt af van het aantal steken, het aantal posities en de oplage.",
    },
    {
      id: "werkkleding",
      service: "Werkkleding en bedrijfskleding met logo",
      // The catalogue's lowest bulk price (~/lib/workwear/catalogue) when the list was imported.
      price: { fromCents: 495 },
      unit: "per stuk",
      note: "Polo's, hoodies, jassen en werkbroeken, direct online te bestellen; staffelprijs vanaf 3 stuks per artikel, bedrukken of borduren per positie erbij.",
    },
    {
      id: "voertuigbelettering",
      service: "Voertuigbelettering",
      price: { fromCents: 15000 },
      unit: "per voertuig",
      note: "Logo en contactgegevens op bus, auto of aanhanger; prijs afhankelijk van voertuig en ontwerp.",
    },
    {
      id: "full-wrap",
      service: "Full wrap",
      price: { fromCents: 120000, toCents: 250000 },
      unit: "per voertuig",
      note: "Afhankelijk van het formaat van het voertuig, de folie en de complexiteit van het ontwerp.",
    },
    {
      id: "raambelettering",
      service: "Raambelettering",
      price: { text: "Op aanvraag" },
      unit: "per project",
      note: "Op basis van opmeting of jouw foto's en maten.",
    },
    {
      id: "stickers",
      service: "Stickers en labels",
      price: { fromCents: 1000 },
      unit: "per vel",
      note: "Elke vorm en elk formaat, glanzend, mat of transparant.",
    },
    {
      // Its amount follows from the banner rules (app/lib/pricing/from-prices), as the stickers' does.
      id: "spandoeken",
      service: "Spandoeken en borden",
      price: { fromCents: 3025 },
      unit: "per bestelling",
      note: "PVC-spandoek, mesh-doek, forex- of dibond-bord op maat; prijs direct online te berekenen.",
    },
    {
      id: "proefdruk",
      service: "Proefdruk",
      price: { text: "Kleine vergoeding" },
      unit: "per ontwerp",
      note: "Beschikbaar bij bestellingen vanaf 25 stuks.",
    },
  ],
  notes: [
    "Geen minimale afname: ook één stuk is welkom.",
    "Vanaf 25 stuks is een proefdruk mogelijk voor een kleine vergoeding.",
    "Alle textielprints zijn wasbaar op 30 graden.",
    "Levertijd meestal 4-9 werkdagen; met onze spoedservice 2-3 werkdagen.",
    "In Breda haal je je bestelling op in onze werkplaats of bezorgen wij hem. Buiten Breda versturen we je bestelling: €8 verzendkosten bij een besteding tot €100.",
    "Particulieren betalen vooraf via iDEAL of bankoverschrijving. Goedgekeurde zakelijke klanten betalen op factuur met een betaaltermijn.",
    "De genoemde bedragen zijn vanaf-prijzen. Je ontvangt altijd vooraf een offerte op maat.",
  ],
  rules: priceRulesSeed,
};

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
    // Filled from the review figures (~/lib/reviews/display).
    title: "{reviews:score-titel}",
    text: "{reviews:score-zin} {reviews:klanten-zin}",
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
    title: "Reactie {reactie-offerte}",
    text: "Op je vraag of offerteaanvraag krijg je {reactie-offerte} een reactie. We tellen de uren dat we open zijn.",
  },
];
