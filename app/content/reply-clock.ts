// Copy of the reply promise for staff: the inbox's time left, the alert mails, assigning a lead, the reply mail
// form with its templates, the note marked as contact, and the statistics.
import type { FirstResponseKind } from "~/lib/leads/reply-clock";

export const replyClockCopy = {
  column: "Reactie",
  timeLeft: (left: string) => `nog ${left}`,
  late: "te laat",
  lateBy: (by: string) => `te laat (${by} over tijd)`,
  answered: "beantwoord",
  answeredLate: "beantwoord, te laat",
  sort: { label: "Sorteren", newest: "Nieuwste eerst", due: "Eerst af te handelen" },
  assignedTo: (name: string) => `Toegewezen aan ${name}`,
  firstResponseKinds: {
    status: "status gewijzigd",
    note: "contact genoteerd",
    quote: "offerte verstuurd",
    mail: "antwoordmail verstuurd",
  } satisfies Record<FirstResponseKind, string>,
  card: {
    title: "Reactie en toewijzing",
    due: "Reageren vóór",
    firstResponse: (when: string, how: string) => `Eerste reactie ${when} (${how})`,
    assign: "Toegewezen aan",
    nobody: "Niemand (alle medewerkers krijgen de meldingen)",
    assignSubmit: "Toewijzen",
    assigned: "Toewijzing opgeslagen.",
    unknownUser: "Kies een medewerker uit de lijst.",
  },
};

export const replyAlertCopy = {
  subjectSoon: (title: string, left: string) => `Nog ${left} om te reageren: ${title}`,
  subjectLate: (title: string) => `Te laat: nog geen reactie op ${title}`,
  introSoon: (due: string) =>
    `Deze aanvraag heeft nog geen reactie gehad. We beloven te reageren vóór ${due}; driekwart van die tijd is om.`,
  introLate: (due: string) =>
    `Deze aanvraag heeft nog geen reactie gehad, en de beloofde reactietijd (vóór ${due}) is voorbij.`,
  assigned: (name: string) => `Toegewezen aan ${name}.`,
  unassigned: "Nog niemand heeft deze aanvraag; pak hem op en wijs hem aan jezelf toe.",
};

/** Notes can record contact made outside the site; the first one counts as the first response. */
export const contactNoteCopy = {
  label: "Contact opgenomen?",
  none: "Nee, alleen een notitie",
  options: { gebeld: "Gebeld", whatsapp: "WhatsApp", "e-mail": "E-mail buiten de site" },
  prefix: (how: string) => `Contact: ${how}.`,
};

export interface ReplyTemplate {
  id: string;
  label: string;
  subject: string;
  body: string;
}

/** Starting points for the reply mail; {naam} becomes the customer's name. Staff edit the text before sending. */
export const replyTemplates: readonly ReplyTemplate[] = [
  {
    id: "ontvangen",
    label: "Aanvraag ontvangen, we zoeken het uit",
    subject: "Je aanvraag bij {merk}",
    body: "Beste {naam},\n\nBedankt voor je aanvraag. We hebben hem ontvangen en zoeken de mogelijkheden en de prijs voor je uit. Je hoort zo snel mogelijk van ons.\n\nMet vriendelijke groet,\n{merk}",
  },
  {
    id: "vraag",
    label: "We hebben een vraag",
    subject: "Een vraag over je aanvraag bij {merk}",
    body: "Beste {naam},\n\nBedankt voor je aanvraag. Om je een goede prijs te kunnen geven, hebben we nog een vraag:\n\n\n\nMet vriendelijke groet,\n{merk}",
  },
  {
    id: "bellen",
    label: "We bellen je",
    subject: "We bellen je over je aanvraag",
    body: "Beste {naam},\n\nBedankt voor je aanvraag. We bespreken hem graag even telefonisch. Wanneer kunnen we je het best bellen?\n\nMet vriendelijke groet,\n{merk}",
  },
];

export const replyMailCopy = {
  title: "Antwoord mailen",
  intro: "De klant krijgt deze mail van ons; een antwoord van de klant komt in de mailbox van de winkel.",
  template: "Sjabloon",
  useTemplate: "Sjabloon gebruiken",
  unknownTemplate: "Kies een van de sjablonen.",
  subject: "Onderwerp",
  body: "Bericht",
  submit: "Mail versturen",
  sentNotice: "Je antwoord is verstuurd; het staat bij de notities.",
  noEmail: "Deze aanvraag heeft geen e-mailadres.",
  subjectRequired: "Vul een onderwerp in.",
  bodyRequired: "Schrijf een bericht.",
  tooLong: (max: number) => `Maximaal ${max} tekens.`,
  historyNote: (subject: string) => `Antwoordmail verstuurd: "${subject}"`,
};

export const replyStatisticsCopy = {
  title: "Reactietijd",
  intro: (quote: string, other: string) =>
    `Beloofd: offerteaanvragen binnen ${quote}, andere aanvragen binnen ${other} (werktijd).`,
  captionWeek: "Eerste reactie per week",
  captionForm: "Eerste reactie per formulier",
  week: "Week",
  form: "Formulier",
  judged: "Aanvragen",
  share: "Op tijd",
  median: "Mediaan",
  p90: "90e percentiel",
  none: "–",
  empty: "Nog geen aanvragen met een reactietermijn in deze periode.",
  total: "Totaal",
};
