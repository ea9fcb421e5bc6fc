// Prices, price notes and selling points for the /diensten page (and the home page blocks).
// Only prices stated in the spec (and the work-wear catalogue's) are shown as numbers; everything else is
// "Op aanvraag".

export type PriceRow = {
  service: string;
  /** Display price, e.g. "Vanaf €8", "€1.200 - €2.500" or "Op aanvraag". */
  from: string;
  unit: string;
  note: string;
};

export const priceTable: PriceRow[] = [
  {
    service: "Kledingbedrukking (DTF en HTV)",
    from: "Vanaf €8",
    unit: "per stuk",
    note: "Afhankelijk van kledingstuk, formaat van de print en aantal; staffelkorting bij grotere aantallen.",
  },
  {
    service: "Borduren",
    from: "Op aanvraag",
    unit: "per stuk",
    note: "Prijs hangt af van het aantal steken, het aantal posities en de oplage.",
  },
  {
    service: "Werkkleding en bedrijfskleding met logo",
    from: "Vanaf €4,95",
    unit: "per stuk",
    note: "Polo's, hoodies, jassen en werkbroeken, direct online te bestellen; staffelprijs vanaf 3 stuks per artikel, bedrukken of borduren per positie erbij.",
  },
  {
    service: "Voertuigbelettering",
    from: "Vanaf €150",
    unit: "per voertuig",
    note: "Logo en contactgegevens op bus, auto of aanhanger; prijs afhankelijk van voertuig en ontwerp.",
  },
  {
    service: "Full wrap",
    from: "€1.200 - €2.500",
    unit: "per voertuig",
    note: "Afhankelijk van het formaat van het voertuig, de folie en de complexiteit van het ontwerp.",
  },
  {
    service: "Raambelettering",
    from: "Op aanvraag",
    unit: "per project",
    note: "Op basis van opmeting of jouw foto's en maten.",
  },
  {
    service: "Stickers en labels",
    from: "Vanaf €10",
    unit: "per vel",
    note: "Elke vorm en elk formaat, glanzend, mat of transparant.",
  },
  {
    service: "Proefdruk",
    from: "Kleine vergoeding",
    unit: "per ontwerp",
    note: "Beschikbaar bij bestellingen vanaf 25 stuks.",
  },
];

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
