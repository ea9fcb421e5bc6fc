// Dutch copy of reviews (issue 30): the invitation mail, the customer's review form behind the link, the public
// /reviews page with its statement of how reviews are checked, the figures wherever the site shows them, and the
// staff page /employee-dashboard/reviews.

export const REVIEW_LIMITS = {
  body: 2000,
  name: 80,
  place: 60,
  reason: 500,
  reply: 1500,
  source: 60,
} as const;

export const reviewFormCopy = {
  title: "Schrijf je review",
  intro: (brand: string) =>
    `Bedankt dat je voor ${brand} koos. Hoe tevreden ben je? Je review verschijnt direct op onze site, ook als die kritisch is.`,
  ratingLegend: "Je beoordeling",
  ratingOption: (stars: number) => (stars === 1 ? "1 ster" : `${stars} sterren`),
  ratingMissing: "Kies 1 tot 5 sterren.",
  bodyLabel: "Je ervaring",
  bodyHint: "Wat ging goed, wat kan beter?",
  bodyMissing: "Schrijf een paar woorden over je ervaring.",
  bodyTooLong: `Je review mag hoogstens ${REVIEW_LIMITS.body} tekens hebben.`,
  nameLabel: "Je naam",
  nameHint: "We tonen alleen je voornaam en de eerste letter van je achternaam.",
  nameMissing: "Vul je naam in.",
  nameTooLong: `Je naam mag hoogstens ${REVIEW_LIMITS.name} tekens hebben.`,
  placeLabel: "Woonplaats (mag leeg blijven)",
  placeTooLong: `De woonplaats mag hoogstens ${REVIEW_LIMITS.place} tekens hebben.`,
  submit: "Review plaatsen",
  thanks: "Bedankt voor je review! Hij staat nu op onze reviewpagina.",
  viewReviews: "Bekijk alle reviews",
  used: "Met deze link is al een review geschreven. Elke uitnodiging werkt één keer.",
  notFound: "Deze reviewlink bestaat niet (meer). Controleer of je de hele link uit de e-mail hebt gebruikt.",
  tooMany: "Te veel pogingen. Probeer het over een paar minuten opnieuw.",
  unknown: "Dit formulier kennen we niet. Laad de pagina opnieuw en probeer het nog eens.",
  optOutTitle: "Geen reviewuitnodigingen meer",
  optOutText: "Wil je geen uitnodigingen meer om een review te schrijven? Bevestig het hieronder.",
  optOutSubmit: "Afmelden voor uitnodigingen",
  optedOut: "Je bent afgemeld: je krijgt van ons geen reviewuitnodigingen meer.",
  optOutLink: "Geen uitnodigingen meer ontvangen",
  pageDescription: (brand: string) => `Schrijf je review over ${brand}.`,
};

export const reviewMailCopy = {
  subject: (brand: string) => `Hoe tevreden ben je over ${brand}?`,
  greeting: (firstName: string) => `Beste ${firstName},`,
  intro: [
    "Onlangs hebben we een opdracht voor je afgerond. We zijn benieuwd hoe tevreden je bent. Wil je in een paar minuten een review schrijven? Elke review komt op onze site, ook een kritische.",
    "De link werkt één keer en is alleen voor jou.",
  ],
  link: "Schrijf je review",
  outro: (optOutUrl: string) => [`Liever geen uitnodigingen meer? Meld je af: ${optOutUrl}`],
};

export const reviewsPageCopy = {
  title: "Reviews van onze klanten",
  metaTitle: "Reviews",
  description: (brand: string) =>
    `Wat klanten van ${brand} zeggen: alle reviews van klanten met een afgeronde opdracht, ook de kritische.`,
  summary: (average: string, count: number) => `Gemiddeld ${average} van 5 uit ${reviewsCount(count)}`,
  intro: "Wat klanten met een afgeronde opdracht over ons zeggen, ook als het kritisch is.",
  none: "Er staan nog geen reviews op de site. Na een afgeronde opdracht nodigen we elke klant uit.",
  checkHeading: "Hoe we reviews controleren",
  check: [
    "Alleen klanten met een afgeronde opdracht (een gewonnen aanvraag of een afgeleverde bestelling) kunnen een review schrijven: ze krijgen van ons een uitnodiging per e-mail met een persoonlijke link die één keer werkt. Wie geen klant was, kan dus geen review plaatsen.",
    "We publiceren elke review, positief of negatief, direct en ongewijzigd. We verbergen een review alleen als hij onrechtmatig is (bijvoorbeeld beledigend of met persoonsgegevens van anderen); de reden leggen we vast. We betalen niet voor reviews en geven er geen korting voor.",
  ],
  /** How the average is made: only the reviews on this page (the pre-site ones are named apart). */
  average:
    "Het gemiddelde is het gemiddelde van alle gepubliceerde reviews op deze pagina. Elke review telt even zwaar.",
  earlierHeading: "Reviews van vóór deze site",
  /** The pre-site figures, apart: their source and date, and that they are not in the average. */
  earlier: (p: { average: string; count: number; source: string; asOf: string }) =>
    `${p.source ? `Op ${p.source} kregen we` : "Vóór deze site kregen we"} ${reviewsCount(p.count)} met gemiddeld een ${p.average} (stand op ${p.asOf}). Die reviews zijn niet via deze site verzameld en gecontroleerd, dus ze tellen niet mee in het gemiddelde hierboven.`,
  listHeading: "Alle reviews",
  stars: (rating: number) => `${rating} van 5 sterren`,
  place: (place: string) => `uit ${place}`,
  reply: (brand: string) => `Antwoord van ${brand}`,
};

/**
 * How the figures read wherever the site shows them (home hero, "waarom", over ons). Prose in app/content holds
 * tokens filled from the figures (~/lib/reviews/display): {reviews:klanten-zin}, {reviews:score-zin},
 * {reviews:score-titel}; a sentence with nothing to say yet (no reviews, no customers) reads differently or goes.
 */
export const reviewFigureCopy = {
  ratingLabel: (average: string, count: number) => `${average} gemiddeld uit ${reviewsCount(count)}`,
  noRating: "Lees de reviews van onze klanten",
  customers: (count: number) => (count === 1 ? "klant geholpen" : "klanten geholpen"),
  averageStat: "gemiddelde reviewscore",
  customersSentence: (count: number) =>
    count === 1 ? "Al 1 klant ging je voor." : `Al ${count} klanten gingen je voor.`,
  scoreSentence: (average: string, count: number) =>
    `Klanten geven ons gemiddeld een ${average} uit ${reviewsCount(count)}.`,
  noScoreSentence: "Wat klanten van ons vinden, lees je op onze reviewpagina.",
  scoreTitle: (average: string, count: number) => `${average} uit ${reviewsCount(count)}`,
  noScoreTitle: "Echte reviews van klanten",
};

function reviewsCount(count: number): string {
  return count === 1 ? "1 review" : `${count} reviews`;
}

export const staffReviewsCopy = {
  title: "Reviews",
  intro:
    "Elke review staat direct op /reviews. Verberg een review alleen als hij onrechtmatig is; de reden komt in het logboek.",
  empty: "Nog geen reviews.",
  figuresHeading: "Cijfers op de site",
  /** `average` null: no review counts yet. */
  figures: (p: { average: string | null; reviews: number; customers: number }) =>
    p.average === null
      ? `Nog geen gemiddelde: ${p.reviews} reviews, ${p.customers} klanten.`
      : `Gemiddeld ${p.average} uit ${p.reviews} reviews, ${p.customers} klanten.`,
  columns: { date: "Datum", rating: "Sterren", name: "Naam", body: "Review", status: "Status" },
  published: "Gepubliceerd",
  hidden: (reason: string) => `Verborgen: ${reason}`,
  hideLabel: "Reden om te verbergen",
  hideHint: "Alleen bij een onrechtmatige review (beledigend, persoonsgegevens van anderen, geen klant).",
  hideSubmit: "Verbergen",
  reasonMissing: "Geef de reden waarom deze review onrechtmatig is.",
  reasonTooLong: `De reden mag hoogstens ${REVIEW_LIMITS.reason} tekens hebben.`,
  showSubmit: "Weer publiceren",
  replyLabel: "Openbaar antwoord",
  replySubmit: "Antwoord opslaan",
  replyTooLong: `Het antwoord mag hoogstens ${REVIEW_LIMITS.reply} tekens hebben.`,
  logHeading: "Logboek",
  logAction: { hide: "verborgen", show: "weer gepubliceerd", reply: "antwoord" } as Record<string, string>,
  notFound: "Review niet gevonden.",
  hiddenNotice: "De review is verborgen; de reden staat in het logboek.",
  shownNotice: "De review is weer gepubliceerd.",
  repliedNotice: "Het antwoord staat bij de review.",
  baselineSavedNotice: "De cijfers van vóór de site zijn opgeslagen.",
  unknown: "Dit formulier kennen we niet. Laad de pagina opnieuw.",
  adminOnly: "Alleen een beheerder kan de cijfers van vóór de site wijzigen.",
  baselineHeading: "Cijfers van vóór de site",
  baselineIntro:
    "Reviews en klanten van vóór deze site (bijvoorbeeld uit Google), met waar ze vandaan komen en de datum tot wanneer ze gelden. De reviews staan op /reviews apart vermeld met bron en datum en tellen niet mee in het gemiddelde op de site of in de zoekmachinegegevens (die tellen alleen reviews die hier zijn verzameld en gecontroleerd). De klanten tellen mee; klanten van na die datum komen erbij.",
  baselineAverage: "Gemiddelde (1,0 tot 5,0)",
  baselineReviews: "Aantal reviews",
  baselineCustomers: "Aantal klanten",
  baselineAsOf: "Stand op",
  baselineSource: "Bron (bijvoorbeeld Google)",
  sourceMissing: "Vul in waar deze reviews vandaan komen, bijvoorbeeld Google.",
  sourceTooLong: `De bron mag hoogstens ${REVIEW_LIMITS.source} tekens hebben.`,
  baselineSubmit: "Cijfers opslaan",
  averageInvalid: "Vul een gemiddelde tussen 1,0 en 5,0 in, bijvoorbeeld 4,8.",
  countInvalid: "Vul een heel getal van 0 of meer in.",
  dateInvalid: "Vul een datum in, niet in de toekomst.",
  invitationsHeading: "Uitnodigingen",
  invitations: (p: { planned: number; sent: number; used: number }) =>
    `${p.planned} gepland, ${p.sent} verstuurd, ${p.used} gebruikt.`,
};

/** The reviews part of the AVG export (server/avg/export-document). */
export const avgReviewCopy = {
  heading: "Reviews en uitnodigingen",
  none: "Geen reviewuitnodigingen.",
  invitation: (p: { at: string; sent: string }) => `Uitnodiging van ${p.at}, verstuurd: ${p.sent}`,
  notSent: "nog niet",
  review: (p: { rating: number; name: string; hidden: boolean }) =>
    `Jouw review: ${p.rating} van 5 sterren, getoond als ${p.name}${p.hidden ? " (verborgen)" : ""}`,
  optedOut:
    "Je hebt je afgemeld voor reviewuitnodigingen (we bewaren alleen een hash van je adres, niet het adres zelf, zodat we je niet opnieuw uitnodigen).",
};
