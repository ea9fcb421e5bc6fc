// Copy of the work-wear pages (/werkkleding and /werkkleding/bestellen). Prices and products live in the
// catalogue (~/lib/workwear/catalogue); this file holds what the pages say around them.

export const workwearPage = {
  title: "Werkkleding met logo bestellen in Breda",
  metaDescription:
    "Werkkleding met je logo: polo's, T-shirts, sweaters, hoodies, softshell jassen, werkbroeken, caps en veiligheidshesjes. Staffelprijs vanaf 3 stuks, bedrukt of geborduurd in Breda.",
  heading: "Werkkleding met je logo",
  intro:
    "Polo's, hoodies, softshell jassen en werkbroeken uit voorraad, bedrukt of geborduurd in onze eigen werkplaats in {city}. Bestel per stuk of voor je hele team: vanaf 3 stuks van hetzelfde artikel betaal je de staffelprijs, ook als je maten en kleuren combineert.",
  rangeHeading: "Ons assortiment",
  rangeIntro:
    "Alle prijzen zijn per stuk, inclusief btw, voor het kledingstuk zelf. Je logo bedrukken of borduren komt erbij per positie; dat bevestigen we vooraf, samen met een digitaal voorbeeld.",
  howHeading: "Zo werkt bestellen",
  howSteps: [
    "Kies per artikel de maat, de kleur en het aantal en leg ze in je winkelwagen.",
    "Vanaf 3 stuks van hetzelfde artikel krijg je automatisch de staffelprijs, over alle maten en kleuren heen.",
    "Kies waar je logo komt en of we het bedrukken of borduren, en verstuur je bestelling.",
    "We nemen {reactie-overig} contact met je op om je logo, de prijs en de levering te bevestigen. Pas daarna gaan we aan de slag.",
  ],
  decorationHeading: "Bedrukken of borduren",
  decoration: [
    "Bedrukken met DTF of HTV is ideaal voor kleurrijke logo's en grote prints op de rug, en wasbaar op 30 graden.",
    "Borduren geeft een luxe, slijtvaste uitstraling en is perfect voor polo's, softshell jassen en caps.",
  ],
  orderCta: "Werkkleding bestellen",
} as const;

export const workwearOrderPage = {
  title: "Werkkleding bestellen",
  metaDescription:
    "Stel je bestelling werkkleding samen: kies artikel, maat, kleur en aantal, zie direct je staffelprijs en verstuur je bestelling. We bevestigen alles {reactie-overig} persoonlijk.",
  heading: "Werkkleding bestellen",
  intro:
    "Stel je bestelling samen en verstuur hem zonder te betalen. We nemen {reactie-overig} contact met je op om je logo, de prijs en de levering te bevestigen.",
  pickerHeading: "Kies je artikelen",
  cartHeading: "Je winkelwagen",
  cartEmpty: "Je winkelwagen is nog leeg. Kies hierboven een artikel, maat, kleur en aantal.",
  noScriptCart:
    "De winkelwagen werkt met JavaScript. Zonder JavaScript vul je je artikelen rechtstreeks in het bestelformulier in.",
  formHeading: "Je gegevens",
  formIntro: "Velden met * zijn verplicht. Je betaalt pas na onze bevestiging.",
  noScriptLines:
    "Je browser voert geen JavaScript uit, dus de winkelwagen werkt niet. Vul hier per regel het artikel, de maat, de kleur en het aantal in; de prijs rekenen we voor je uit.",
  totalNote: "Inclusief btw, exclusief bedrukken of borduren en eventuele verzendkosten.",
  nothingOrderable:
    "Op dit moment is er geen werkkleding online te bestellen. Bel of app ons, dan denken we met je mee.",
} as const;

/** What the order check tells a visitor whose cart no longer matches the published catalogue. */
export const workwearOrderChangeCopy = {
  unavailableTitle: "Artikel niet meer te bestellen",
  unavailable: (names: string) =>
    `${names} kun je niet meer bij ons bestellen. Haal het uit je winkelwagen en verstuur je bestelling opnieuw.`,
  unavailableGeneric:
    "Een artikel in je bestelling kun je niet meer bij ons bestellen. Kies opnieuw uit ons assortiment en verstuur je bestelling opnieuw.",
  priceChangedTitle: "De prijs is gewijzigd",
  /** "Polo: nu € 17,95 per stuk, € 14,95 vanaf 3 stuks" per product, joined. */
  priceChanged: (changes: string) =>
    `Sinds je de bestelpagina opende is de prijs gewijzigd. ${changes}. Je winkelwagen toont nu de nieuwe prijzen; controleer je bestelling en verstuur hem opnieuw.`,
  priceChangedLine: (name: string, base: string, bulk: string, threshold: number) =>
    `${name}: nu ${base} per stuk, ${bulk} vanaf ${threshold} stuks`,
  priceChangedGeneric:
    "Sinds je de bestelpagina opende zijn prijzen gewijzigd. Controleer de prijzen hieronder en verstuur je bestelling opnieuw.",
} as const;

/** The product card's GPSR block (docs/workwear.md, "Product safety"). */
export const productSafetyCopy = {
  heading: "Productveiligheid",
  manufacturer: "Fabrikant",
  address: "Adres",
  email: "E-mail",
  identifier: "Artikelnummer",
} as const;
