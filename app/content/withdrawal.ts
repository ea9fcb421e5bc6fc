// Copy of the right of withdrawal for work wear (docs/workwear.md, "Right of withdrawal"): what the order page and
// the confirmation mail say per line, the withdrawal function at /herroepen, its acknowledgement mail and the
// staff's view of a notice. The rules are ~/lib/workwear/withdrawal; the terms' article is in ./legal.
import type { WithdrawalFlag, WithdrawalOutcome } from "~/lib/workwear/withdrawal";

export const WITHDRAWAL_PATH = "/herroepen";

export const WITHDRAWAL_LIMITS = { name: 100, email: 254, reference: 40, items: 1000 } as const;

/** At ordering: the order page (next to the logo choice) and the confirmation mail. */
export const withdrawalAtOrder = {
  heading: "Herroepingsrecht (bedenktijd)",
  /** Shown while "Zonder logo" is chosen. */
  plain:
    "Zonder logo: bestel je als consument, dan heb je 14 dagen bedenktijd na ontvangst. Je kunt de bestelling zonder opgave van reden herroepen via de knop ‘Bestelling herroepen’ op onze site.",
  /** Shown while a logo position is chosen. */
  printed:
    "Met je logo bedrukt of geborduurd: dit maken we speciaal voor jou (maatwerk). Daarvoor geldt geen herroepingsrecht (art. 6:230p sub c BW). Kledingstukken zonder logo kun je als consument wel binnen 14 dagen na ontvangst herroepen.",
  businessNote: "Het herroepingsrecht geldt voor consumenten, niet voor bestellingen namens een bedrijf.",
  termsLink: "Lees artikel 8 van onze algemene voorwaarden",
  /** Mail: the lines that carry the right. */
  mailWithdrawable: (lines: string) =>
    `Herroepingsrecht: als consument kun je deze artikelen zonder logo binnen 14 dagen na ontvangst zonder opgave van reden herroepen: ${lines}.`,
  mailExempt: (lines: string) =>
    `Geen herroepingsrecht: deze artikelen bedrukken of borduren we met je logo, dat is maatwerk (art. 6:230p sub c BW): ${lines}.`,
  mailHow: (url: string, reference: string) =>
    `Herroepen doe je via ${url} met je bestelnummer ${reference}. Je krijgt direct een ontvangstbevestiging per e-mail.`,
  mailReference: (reference: string) => `Je bestelnummer: ${reference}`,
} as const;

/** The quote/order page of a work-wear order (behind its secret link). */
export const withdrawalQuoteCopy = {
  text: "Werkkleding zonder logo kun je als consument binnen 14 dagen na ontvangst herroepen.",
  link: "Bestelling herroepen",
} as const;

export const withdrawalPage = {
  title: "Bestelling herroepen",
  metaDescription:
    "Herroep je bestelling werkkleding zonder logo binnen 14 dagen na ontvangst. Je krijgt direct een ontvangstbevestiging per e-mail.",
  heading: "Bestelling herroepen",
  intro:
    "Heb je als consument werkkleding zonder logo besteld? Dan kun je de bestelling binnen 14 dagen na ontvangst zonder opgave van reden herroepen. Kledingstukken die we met je logo bedrukken of borduren zijn maatwerk; die kun je niet herroepen.",
  steps:
    "Vul het formulier in, controleer je gegevens en bevestig. Je krijgt direct een ontvangstbevestiging per e-mail.",
  nameLabel: "Je naam",
  emailLabel: "Je e-mailadres",
  emailHint: "Het adres waarmee je bestelde. Hierheen sturen we de ontvangstbevestiging.",
  referenceLabel: "Bestelnummer of offertenummer",
  referenceHint: "Bijvoorbeeld WK-1A2B3C4D (uit je bevestigingsmail) of OFF-2026-0007.",
  scopeLegend: "Wat wil je herroepen?",
  scopeAll: "De hele bestelling (alle artikelen zonder logo)",
  scopePart: "Een deel van de bestelling",
  itemsLabel: "Welke artikelen zonder logo?",
  itemsHint: "Bijvoorbeeld: 2 × Polo, M, Zwart. Alleen nodig als je een deel herroept.",
  next: "Verder naar controleren",
  reviewHeading: "Controleer je herroeping",
  reviewIntro:
    "Klopt alles? Met de knop hieronder herroep je de bestelling. Je kunt daarna niets meer wijzigen in deze melding.",
  change: "Gegevens wijzigen",
  confirm: "Herroeping bevestigen",
  doneHeading: "We hebben je herroeping ontvangen",
  done: (when: string, email: string) =>
    `Ontvangen op ${when}. We hebben een ontvangstbevestiging gestuurd naar ${email}.`,
  unknown: "Dit formulier kennen we niet. Laad de pagina opnieuw en probeer het nog eens.",
  tooMany: "Je hebt dit formulier te vaak verstuurd. Wacht een paar minuten en probeer het opnieuw.",
} as const;

export const withdrawalErrors = {
  nameMissing: "Vul je naam in.",
  nameTooLong: `Je naam mag maximaal ${WITHDRAWAL_LIMITS.name} tekens zijn.`,
  emailMissing: "Vul je e-mailadres in.",
  emailInvalid: "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.",
  referenceMissing: "Vul je bestelnummer of offertenummer in.",
  referenceInvalid: "Vul een bestelnummer als WK-1A2B3C4D of een offertenummer als OFF-2026-0007 in.",
  scopeMissing: "Kies of je de hele bestelling of een deel herroept.",
  itemsMissing: "Vul in welke artikelen je herroept.",
  itemsTooLong: `Houd de artikelen kort: maximaal ${WITHDRAWAL_LIMITS.items} tekens.`,
  invalid: "Deze tekst bevat een teken dat we niet kunnen opslaan.",
} as const;

/** What the page and the acknowledgement say about the shop's first reading (~/lib/workwear/withdrawal). */
export const withdrawalOutcomeText: Record<WithdrawalOutcome, string> = {
  ontvangen:
    "We verwerken je herroeping. Stuur de artikelen binnen 14 dagen ongedragen en in de originele verpakking terug; de kosten van het terugsturen zijn voor jou. We betalen je binnen 14 dagen na vandaag terug, maar mogen wachten tot we de artikelen hebben ontvangen of je ons een verzendbewijs stuurt.",
  maatwerk:
    "Je bestelling bestaat uit kledingstukken die we met je logo bedrukken of borduren. Dat is maatwerk, daarvoor geldt geen herroepingsrecht (art. 6:230p sub c BW). We hebben je melding wel ontvangen en nemen contact met je op.",
  "te-laat":
    "De bedenktijd van 14 dagen na ontvangst is volgens onze gegevens voorbij. We hebben je melding wel ontvangen en nemen contact met je op.",
};

export const withdrawalMail = {
  subject: (brand: string) => `Ontvangstbevestiging van je herroeping bij ${brand}`,
  intro: (when: string) =>
    `We hebben je herroeping ontvangen op ${when}. Deze e-mail is je ontvangstbevestiging; bewaar hem goed.`,
  contentHeading: "Dit heb je ons gestuurd:",
  outro: (phone: string) => `Vragen? Bel ons op ${phone} of beantwoord deze e-mail.`,
  shopSubject: (reference: string, name: string) => `Herroeping ontvangen: ${reference} – ${name}`,
  shopIntro:
    "Een klant heeft via de website een bestelling herroepen. De klant heeft de ontvangstbevestiging al gekregen.",
  shopFlags: (flags: string) => `Controleren: ${flags}.`,
} as const;

/** The rows of a notice, in the page's review step, the acknowledgement and the staff view alike. */
export const withdrawalRowLabels = {
  receivedAt: "Ontvangen op",
  name: "Naam",
  email: "E-mailadres",
  reference: "Bestelnummer",
  scope: "Herroept",
  items: "Artikelen",
} as const;

export const withdrawalScopeLabel = {
  alles: "De hele bestelling",
  deels: "Een deel van de bestelling",
} as const;

export const withdrawalFlagLabels: Record<WithdrawalFlag, string> = {
  "onbekende-bestelling": "geen bestelling gevonden bij dit nummer en e-mailadres",
  zakelijk: "bestelling met bedrijfsnaam (herroepingsrecht geldt alleen voor consumenten)",
  maatwerk: "alle artikelen met logo (maatwerk, geen herroepingsrecht)",
  "te-laat": "na de bedenktijd van 14 dagen",
};

export const withdrawalStaffCopy = {
  heading: "Herroepingen",
  none: "Geen herroeping ontvangen.",
  receivedAt: "Ontvangen",
  outcome: "Eerste beoordeling",
  flags: "Controleren",
  lastDay: "Laatste dag bedenktijd",
  outcomeLabels: {
    ontvangen: "Herroeping ontvangen",
    maatwerk: "Maatwerk, geen herroepingsrecht",
    "te-laat": "Na de bedenktijd",
  } satisfies Record<WithdrawalOutcome, string>,
} as const;
