// Dutch copy of the orders an accepted quote becomes: the refusals of a state change, the staff's orders board
// (/employee-dashboard/orders) and order page (/employee-dashboard/orders/:quoteId), and the customer's order
// progress on /offerte/{token} and /dashboard. The mails' words live with the mails (server/orders/mails).

/** Why a state change is refused (moveOrder); shown on the order page at the top or at the tracking field. */
export const orderMoveCopy = {
  notFound: "Order niet gevonden.",
  unknownStatus: "Kies een geldige orderstatus.",
  notAllowed: (from: string, to: string) =>
    `Een order met status ‘${from}’ kan niet naar ‘${to}’. Laad de pagina opnieuw om de huidige status te zien.`,
  notPaid: (paid: string, due: string) =>
    `De vooruitbetaling is nog niet binnen (${paid} van ${due} ontvangen). Zet de order pas in productie als er betaald is.`,
  noProof:
    "De drukproef is nog niet goedgekeurd. De order gaat pas in productie als de klant de laatste versie heeft goedgekeurd (of bij een nabestelling: vink ‘geen drukproef nodig’ aan).",
  adminOnly: "Alleen een beheerder kan een order annuleren. Vraag een beheerder om dit te doen.",
  trackingMissing: "Vul de track-en-trace-link in.",
  trackingInvalid: "Vul een geldige link in die begint met https:// of http://.",
  trackingTooLong: (max: number) => `De link mag hoogstens ${max} tekens hebben.`,
} as const;

/** The staff's orders board and order page. */
export const staffOrdersCopy = {
  nav: "Orders",
  boardTitle: "Orders",
  boardIntro:
    "Geaccepteerde offertes per status. Open een order om de status te wijzigen, betalingen en facturen te zien.",
  emptyColumn: "Geen orders.",
  doneTitle: (weeks: number) => `Afgerond in de afgelopen ${weeks} weken`,
  doneEmpty: "Geen afgeronde orders in deze periode.",
  count: (n: number) => (n === 1 ? "1 order" : `${n} orders`),
  customer: "Klant",
  total: "Totaal incl. btw",
  paymentLabel: "Betaling",
  paid: "Betaald",
  notPaid: "Nog niet betaald",
  partlyPaid: (paid: string) => `${paid} betaald`,
  onInvoice: "Op factuur",
  readyBy: "Klaar op",
  overdue: "te laat",
  noReadyBy: "Nog geen datum",
  open: "Openen",
  orderTitle: (number: string) => `Order ${number}`,
  metaTitle: "Order",
  backToBoard: "← Terug naar orders",
  toQuote: "Bekijk de offerte",
  statusTitle: "Status",
  nextTitle: "Volgende stap",
  noMoves: "Deze order is afgerond: er is geen volgende stap.",
  moveTo: (label: string) => `Naar ‘${label}’`,
  /** Instead of "Naar ‘In productie’" while production may not start yet (the same rule as moveOrder). */
  productionWaits: {
    payment: "In productie kan pas na ontvangst van de vooruitbetaling.",
    proof:
      "In productie kan pas als de klant de laatste drukproef heeft goedgekeurd (of je bij een nabestelling ‘geen drukproef nodig’ vastlegt).",
  },
  moveHints: {
    "in productie": "De klant krijgt een e-mail met de verwachte datum.",
    "klaar om op te halen": "De klant krijgt een e-mail met het ophaaladres en de openingstijden.",
    verzonden: "Vul de track-en-trace-link in; de klant krijgt hem per e-mail.",
    afgeleverd: "Maakt de eindfactuur en sluit de order af.",
  } as Partial<Record<string, string>>,
  /** Back into production from ready or shipped (a fault found, a parcel returned). */
  backHint: "Terug in productie, bijvoorbeeld na een fout of een retour. De klant krijgt een e-mail.",
  trackingLabel: "Track-en-trace-link",
  trackingHint: "Bijvoorbeeld https://jouw.postnl.nl/track-and-trace/…",
  shipped: "Verzonden",
  cancelTitle: "Order annuleren",
  cancelIntro:
    "De klant krijgt een e-mail dat de order is geannuleerd. Een terugbetaling doe je daarna apart bij de betalingen.",
  cancelConfirmLabel: "Ja, ik wil deze order annuleren",
  cancelNotConfirmed: "Vink eerst aan dat je de order wilt annuleren.",
  cancel: "Annuleren",
  cancelAdminOnly: "Alleen een beheerder kan een order annuleren.",
  readyByTitle: "Verwacht klaar",
  readyByNone: "Nog niet bekend: de datum volgt na ontvangst van de betaling.",
  readyByAfterProof: "Nog niet bekend: de datum volgt na goedkeuring van de drukproef.",
  readyByPast: "Deze datum is verstreken.",
  trackingTitle: "Track en trace",
  saveTracking: "Link opslaan en opnieuw mailen",
  linesTitle: "Orderregels",
  historyTitle: "Geschiedenis",
  historyEmpty: "Nog geen gebeurtenissen.",
  byCustomer: "klant of systeem",
  moved: (label: string) => `De order staat nu op ‘${label}’. De klant krijgt een e-mail.`,
  proofUploaded: "De drukproef is geüpload. De klant krijgt een e-mail met de link.",
  proofWaived: "Geen drukproef nodig: vastgelegd. De order kan in productie zodra hij betaald is.",
  unknown: "Onbekende actie.",
  quoteLink: "Order en betalingen",
} as const;

/** The customer's view of the order: /offerte/{token} and /dashboard. */
export const orderProgressCopy = {
  title: "Je bestelling",
  steps: {
    accepted: "Geaccepteerd",
    paid: "Betaald",
    onInvoice: "Betalen op factuur",
    proof: "Drukproef goedgekeurd",
    production: "In productie",
    ready: "Klaar om op te halen",
    shipped: "Verzonden",
    readyOrShipped: "Klaar om op te halen / Verzonden",
    delivered: "Afgeleverd",
  },
  done: "afgerond",
  current: "huidige stap",
  readyBy: (date: string) => `Verwacht klaar: ${date}`,
  readyByLater: "De verwachte datum volgt zodra je betaling binnen is en je de drukproef hebt goedgekeurd.",
  readyAfterProof: "De verwachte datum volgt zodra je de drukproef hebt goedgekeurd.",
  track: "Volg je pakket",
  pickupTitle: "Ophalen",
  pickupAt: (address: string) => `Je kunt je bestelling ophalen bij ons op ${address}.`,
  cancelled:
    "Deze bestelling is geannuleerd. Heb je al betaald, dan krijg je het bedrag terug; we nemen contact met je op.",
  dashboardLabel: "Bestelling",
} as const;

/**
 * One order's state in words, from its state and its payment (lib/orders/state-text): the staff's headline, the
 * customer's short label (/dashboard) and the sentence on their quote page. Paid but not yet in production no
 * longer says "Wacht op betaling".
 */
export const orderStateCopy = {
  staff: {
    paidWaiting: "Betaald, klaar voor productie",
    termsWaiting: "Klaar voor productie",
    proofWaiting: "Wacht op drukproef",
  },
  customer: {
    paidWaiting: "Betaald, wordt ingepland",
    termsWaiting: "Wordt ingepland",
    proofWaiting: "Wacht op drukproef",
  },
  text: {
    unpaid: "Je hebt deze offerte geaccepteerd. Zodra je betaling binnen is, gaan we voor je aan de slag.",
    paid: "Je hebt deze offerte geaccepteerd en we hebben je betaling ontvangen. We plannen je bestelling nu in.",
    terms: "Je hebt deze offerte geaccepteerd. We plannen je bestelling nu in en gaan voor je aan de slag.",
    proofComing: "Je hebt deze offerte geaccepteerd. We maken nu je drukproef; die krijg je per e-mail.",
    proofWaiting:
      "Je drukproef staat klaar: bekijk hem via de link in je e-mail en geef je akkoord. Daarna gaan we drukken.",
    production: "Je bestelling is in productie. We laten je weten wanneer hij klaar is.",
    ready: (address: string | null) =>
      address
        ? `Je bestelling is klaar om op te halen bij ons op ${address}. Je bent welkom tijdens onze openingstijden.`
        : "Je bestelling is klaar om op te halen. Je bent welkom tijdens onze openingstijden.",
    shipped: "Je bestelling is verzonden en onderweg naar je toe.",
    delivered: "Je hebt deze offerte geaccepteerd en je bestelling is afgeleverd. Bedankt voor je opdracht!",
    cancelled: "Je hebt deze offerte geaccepteerd, maar de bestelling is geannuleerd.",
  },
} as const;
