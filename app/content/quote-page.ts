// Dutch copy of a quote as the customer reads it: the document (customer page and staff preview) and the
// customer's page /offerte/{token} with its answers. The PDF (server/quotes/pdf) writes the same words.
import { orderStateCopy } from "./orders";

export const quoteDocumentCopy = {
  label: (number: string | null) => (number ? `Offerte ${number}` : "Offerte (concept)"),
  from: "Van",
  to: "Voor",
  kvk: "KvK",
  btw: "Btw-nummer",
  iban: "IBAN",
  number: "Offertenummer",
  concept: "Concept",
  date: "Datum",
  validUntil: "Geldig tot",
  subject: "Betreft",
  deliveryTime: "Levertijd",
  linesTitle: "Offerteregels",
  descriptionColumn: "Omschrijving",
  amountColumn: "Bedrag excl. btw",
  perUnit: (quantity: string, unitPrice: string) => `${quantity} × ${unitPrice} excl. btw`,
  vatRate: (rate: number) => `${rate}% btw`,
  choose: "Meenemen in de offerte",
  optionalChosen: "Optioneel (gekozen)",
  optionalNotChosen: "Optioneel (niet gekozen)",
  notCounted: "telt niet mee",
  totalsTitle: "Totaal",
  subtotal: "Subtotaal excl. btw",
  vatOver: (rate: number, net: string) => `Btw ${rate}% over ${net}`,
  total: "Totaal incl. btw",
  noteTitle: "Toelichting",
  termsBefore: "Op deze offerte zijn onze ",
  termsLink: "algemene voorwaarden",
  termsAfter: " van toepassing.",
  accepted: (name: string, at: string) => `Digitaal geaccepteerd door ${name} op ${at}`,
  declined: (at: string) => `Afgewezen op ${at}`,
  reason: "Reden",
} as const;

/** The longest full name and decline reason the customer's page accepts. */
export const QUOTE_ANSWER_MAX = {
  name: 100,
  reason: 1000,
  message: 2000,
  addressLine: 200,
  postalCode: 12,
  country: 60,
} as const;

/** The customer's page /offerte/{token}. */
export const quotePageCopy = {
  title: (number: string) => `Offerte ${number}`,
  description: (brand: string) =>
    `Je offerte van ${brand}: bekijk de regels en totalen, kies opties en geef online akkoord.`,
  forCustomer: (name: string) => `Voor ${name}`,
  download: "Download als pdf",
  questions: "Vragen over deze offerte?",
  call: (phone: string) => `Bel ${phone}`,
  or: "of",
  mail: (email: string) => `mail ${email}`,
  backToSite: (brand: string) => `${brand}, naar de website`,
  terms: "Algemene voorwaarden",
  privacy: "Privacy",
  kvk: (kvk: string) => `KvK ${kvk}`,
  open: (validUntil: string) =>
    `Bekijk de offerte, kies eventuele opties en geef akkoord. Deze offerte is geldig tot en met ${validUntil}.`,
  /** What the page says in each state after sending (a concept has no link). */
  states: {
    geaccepteerd:
      "Je hebt deze offerte geaccepteerd. We sturen je een bevestiging per e-mail en gaan voor je aan de slag.",
    /** An accepted quote whose order has ended: the order's own sentence (lib/orders/state-text). */
    afgeleverd: orderStateCopy.text.delivered,
    geannuleerd: orderStateCopy.text.cancelled,
    afgewezen: "Je hebt deze offerte afgewezen. Bedankt dat je het ons hebt laten weten.",
    verlopen: (validUntil: string) =>
      `Deze offerte is verlopen: ze was geldig tot en met ${validUntil}. Je kunt haar niet meer accepteren.`,
    vervangen:
      "Deze offerte is vervangen door een nieuwere versie, die we je per e-mail hebben gestuurd. Deze versie kun je niet meer accepteren.",
    ingetrokken: "Deze offerte is ingetrokken. Je kunt haar niet meer accepteren.",
  },
  /** ?melding=… after a change (the redirect that keeps a reload from sending it again). */
  notices: {
    bijgewerkt: "Je keuze is verwerkt. De totalen hieronder zijn bijgewerkt.",
    geaccepteerd:
      "Bedankt! We hebben je akkoord ontvangen. Je krijgt een bevestiging met de offerte per e-mail.",
    afgewezen: "We hebben je reactie ontvangen. Bedankt dat je het ons laat weten.",
  },
  chooseHint: "Vink opties aan of uit en kies ‘Bijwerken’: we rekenen de totalen dan opnieuw uit.",
  choose: "Bijwerken",
  acceptTitle: "Akkoord geven",
  acceptIntro:
    "Typ je volledige naam en vink de algemene voorwaarden aan. Je akkoord geldt als digitale ondertekening van deze offerte.",
  nameLabel: "Je volledige naam",
  nameMissing: "Vul je volledige naam in.",
  nameTooLong: `Je naam mag hoogstens ${QUOTE_ANSWER_MAX.name} tekens hebben.`,
  /** The billing address, asked at acceptance when the quote has none (an invoice must name it). */
  addressTitle: "Je factuuradres",
  addressIntro: "Op je factuur moeten je naam en adres staan. Vul je factuuradres in.",
  streetLabel: "Straat en huisnummer",
  postalCodeLabel: "Postcode",
  cityLabel: "Plaats",
  countryLabel: "Land",
  streetMissing: "Vul je straat en huisnummer in.",
  streetNumberMissing: "Vul ook je huisnummer in.",
  postalCodeMissing: "Vul je postcode in.",
  postalCodeInvalid: "Vul een geldige postcode in, bijvoorbeeld 4811 AA.",
  cityMissing: "Vul je plaats in.",
  addressTooLong: "Dit veld is te lang.",
  addressMissing: "Vul je factuuradres in om de offerte te accepteren.",
  termsLabel: "Ik ga akkoord met de algemene voorwaarden",
  termsMissing: "Vink aan dat je akkoord gaat met de algemene voorwaarden.",
  termsRead: "Lees de algemene voorwaarden",
  accept: "Akkoord",
  /** Options ticked but not yet shown with their totals: the customer accepts only totals they have seen. */
  choiceChanged: (total: string) =>
    `We hebben je keuze verwerkt: het totaal is nu ${total} incl. btw. Controleer de offerte en kies nogmaals ‘Akkoord’.`,
  declineTitle: "Offerte afwijzen",
  declineIntro: "Niet akkoord? Laat het ons weten, dan weten we waar we aan toe zijn.",
  reasonLabel: "Reden (optioneel)",
  reasonHint: "Bijvoorbeeld: te duur, andere planning of toch niet nodig.",
  reasonTooLong: `De reden mag hoogstens ${QUOTE_ANSWER_MAX.reason} tekens hebben.`,
  decline: "Afwijzen",
  renewTitle: "Nog steeds interesse?",
  renewIntro:
    "Vraag een nieuwe offerte aan. We gebruiken je gegevens van deze offerte, je hoeft niets opnieuw in te vullen.",
  messageLabel: "Wat mogen we aanpassen? (optioneel)",
  messageTooLong: `Je bericht mag hoogstens ${QUOTE_ANSWER_MAX.message} tekens hebben.`,
  renew: "Vraag een nieuwe offerte aan",
  /** The new lead's description names the quote it follows up. */
  renewDescription: (number: string, status: string) =>
    `Nieuwe offerte gevraagd naar aanleiding van offerte ${number} (${status}).`,
  renewNotAllowed: "Deze offerte is nog geldig: je kunt haar hierboven accepteren of afwijzen.",
  unknown: "Onbekende actie. Laad de pagina opnieuw en probeer het nog eens.",
  notFound: "Deze offerte bestaat niet (meer). Controleer de link in je e-mail.",
  tooMany: "Te veel pogingen. Probeer het over een paar minuten opnieuw.",
} as const;

/** The customer's quotes on /dashboard. */
export const accountQuotesCopy = {
  title: "Mijn offertes",
  columns: { number: "Offerte", status: "Status", total: "Totaal incl. btw", validUntil: "Geldig tot" },
  /** The link's text; the quote's number follows for screen readers. */
  open: "Bekijken",
} as const;
