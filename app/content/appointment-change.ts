// Copy of what a visitor reads about an appointment after booking it: the move/cancel page behind the mail's link
// (routes/afspraak.wijzigen.tsx), the mails about a move, a cancellation, the reminder and the meeting, and the
// staff's confirmation form with the meeting choice.
export const appointmentChangeCopy = {
  metaTitle: "Je afspraak wijzigen",
  title: "Je afspraak",
  current: (when: string) => `Je online gesprek staat gepland op ${when} (Nederlandse tijd).`,
  /** A cancelled or past appointment: the time it was, never "staat gepland op". */
  cancelled: (when: string) => `Deze afspraak van ${when} (Nederlandse tijd) is geannuleerd.`,
  passed: (when: string) => `Je online gesprek was op ${when} (Nederlandse tijd).`,
  bookNew: "Plan een nieuwe afspraak",
  meeting: "Zo spreken we je",
  moveTitle: "Verplaatsen",
  moveIntro: "Kies een andere dag en tijd. Je oude tijdstip komt dan vrij.",
  showTimes: "Tijden tonen",
  timeLegend: (day: string) => `Nieuwe tijd op ${day}`,
  moveSubmit: "Afspraak verplaatsen",
  cancelTitle: "Annuleren",
  cancelIntro: "Gaat het gesprek niet door? Annuleer dan hier; het tijdstip komt vrij voor een ander.",
  cancelSubmit: "Afspraak annuleren",
  /** The second step: cancelling frees the slot for someone else, so the visitor confirms it once more. */
  confirmTitle: "Afspraak annuleren?",
  confirmQuestion: (when: string) => `Weet je zeker dat je je afspraak van ${when} wilt annuleren?`,
  confirmIntro: "Het tijdstip komt dan vrij voor een ander; je krijgt een e-mail ter bevestiging.",
  confirmSubmit: "Ja, annuleer mijn afspraak",
  keep: "Nee, houd mijn afspraak",
  closed: (phone: string) =>
    `Wijzigen via deze link kan tot 24 uur voor de afspraak. Bel ons op ${phone} als het toch niet lukt.`,
  cancelledState: "Wil je toch een gesprek? Plan gerust een nieuw moment.",
  passedState: "Deze afspraak ligt achter ons.",
  notices: {
    verplaatst: "Je afspraak is verplaatst. Je krijgt een e-mail met de bijgewerkte agenda-uitnodiging.",
    geannuleerd: "Je afspraak is geannuleerd. Je krijgt een e-mail ter bevestiging.",
  },
  errors: {
    notFound: "Deze link klopt niet of is niet meer geldig.",
    tooMany: "Te veel pogingen. Probeer het over een paar minuten opnieuw.",
    window: "Wijzigen kan tot 24 uur voor de afspraak. Bel ons als het toch niet lukt.",
    cancelled: "Deze afspraak is al geannuleerd.",
    slot: "Dit tijdstip is niet (meer) vrij. Kies een ander tijdstip.",
    sameSlot: "Dit is je huidige tijdstip. Kies een ander moment.",
    date: "Kies een geldige datum.",
    time: "Kies een van de vrije tijden.",
    unknown: "Onbekende actie.",
  },
  /** Under the visitor's confirmation mails: the link and until when it works. */
  mailLink: "Afspraak verplaatsen of annuleren",
  mailLinkLine:
    "Past het moment toch niet? Verplaats of annuleer je afspraak tot 24 uur van tevoren via de link in deze mail.",
} as const;

/** How the shop meets the visitor: chosen by staff when they confirm. */
export const meetingCopy = {
  legend: "Hoe spreken we de klant?",
  video: "Videogesprek (link)",
  telefoon: "We bellen je",
  urlLabel: "Videolink",
  urlHint: "De link van het videogesprek (https://…), bijvoorbeeld van Teams, Meet of Zoom.",
  confirm: "Afspraak bevestigen",
  kindMissing: "Kies een videolink of 'We bellen je'.",
  urlMissing: "Vul de videolink in (https://…).",
  urlInvalid: "Vul een geldige https-link in.",
  noPhone: "Deze klant heeft geen telefoonnummer opgegeven: kies een videolink.",
  needsMeeting: "Kies bij het bevestigen hoe het gesprek plaatsvindt.",
  /** The mail's and the invite's sentence. */
  videoSentence: (url: string) => `Het gesprek is een videogesprek via deze link: ${url}`,
  phoneSentence: (phone: string) => `We bellen je op dat moment op ${phone}.`,
  videoLocation: (url: string) => `Videogesprek: ${url}`,
  phoneLocation: (phone: string) => `Telefonisch: we bellen je op ${phone}`,
  pendingLocation: "Online (we laten je weten hoe we je spreken)",
  videoSummary: (brand: string) => `Videogesprek met ${brand}`,
  phoneSummary: (brand: string) => `Telefoongesprek met ${brand}`,
  pendingSummary: (brand: string) => `Online gesprek met ${brand}`,
  label: "Gesprek",
  videoLabel: (url: string) => `Videogesprek: ${url}`,
  phoneLabel: "We bellen de klant",
  movedFromLabel: "Verplaatst van",
} as const;
