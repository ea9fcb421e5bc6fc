// Dutch copy of an order's payments: the customer's part of /offerte/{token} (iDEAL through Mollie, or bank-transfer
// instructions without it), the staff's payments card on the order page, the refusals of the server functions and
// the order history's lines. The mail's words live with the mail (server/payments/mails).

/** What the customer reads about the prepayment on /offerte/{token}. */
export const customerPaymentCopy = {
  title: "Betaling",
  amount: "Te betalen",
  intro: (amount: string) =>
    `Je bestelling gaat in productie zodra we de vooruitbetaling van ${amount} hebben ontvangen.`,
  pay: "Betalen met iDEAL",
  payAgain: "Opnieuw betalen",
  /** The state of the last iDEAL payment, as Mollie reported it when the page was made. */
  states: {
    open: "Je betaling is nog niet afgerond. Je kunt verder gaan waar je gebleven was.",
    pending: "Je betaling wordt verwerkt door je bank. Vernieuw deze pagina over een paar minuten.",
    failed: "Je betaling is mislukt. Er is niets afgeschreven. Probeer het opnieuw.",
    canceled: "Je hebt de betaling geannuleerd. Er is niets afgeschreven.",
    expired: "De betaling is verlopen voordat ze werd afgerond. Er is niets afgeschreven.",
  },
  refresh: "Pagina vernieuwen",
  /** The page between "Betalen met iDEAL" and Mollie's checkout (a meta refresh sends the browser on). */
  toCheckout: "We sturen je door naar iDEAL…",
  toCheckoutLink: "Gaat het niet vanzelf? Ga verder naar iDEAL",
  paid: (amount: string, day: string) => `Bedankt! We hebben je betaling van ${amount} ontvangen op ${day}.`,
  /** After Mollie sent the customer back (?betaling=terug) while the bank has not confirmed yet. */
  returnedOpen: "Je bent terug van iDEAL, maar de betaling is (nog) niet bevestigd.",
  bankTitle: "Betalen per bankoverschrijving",
  bankIntro:
    "Maak het bedrag over naar onze rekening. Vermeld het offertenummer, dan kunnen we je betaling vinden.",
  bankAmount: "Bedrag",
  bankIban: "IBAN",
  bankName: "Ten name van",
  bankReference: "Omschrijving",
  bankAfter: "Zodra we je betaling hebben ontvangen, krijg je een bevestiging per e-mail.",
  /** The acceptance mail with iDEAL: the payment is made on the quote's page. */
  mailIdeal: "Je betaalt de vooruitbetaling met iDEAL op je offertepagina, via de link hieronder.",
  mailIdealLink: "Je offerte bekijken en betalen",
  /** startPayment's refusals. */
  refusals: {
    noMollie: "Online betalen is nu niet mogelijk. Maak het bedrag over volgens de gegevens op deze pagina.",
    notPayable: "Voor deze offerte staat geen betaling open.",
    paid: "Deze bestelling is al betaald.",
    processing: "Je betaling wordt al verwerkt door je bank. Vernieuw deze pagina over een paar minuten.",
    unavailable: "iDEAL is op dit moment niet bereikbaar. Probeer het over een paar minuten opnieuw.",
  },
} as const;

/** The payments card on the staff's order page, and the refusals of its actions. */
export const staffPaymentsCopy = {
  title: "Betalingen",
  prepayment: (amount: string) => `Vooruitbetaling: ${amount}`,
  paidTotal: (amount: string) => `Ontvangen (na terugbetalingen): ${amount}`,
  none: "Nog geen betalingen.",
  onInvoice: "Betalen op factuur: geen vooruitbetaling.",
  columns: { date: "Datum", via: "Via", amount: "Bedrag", status: "Status" },
  providers: { mollie: "iDEAL (Mollie)", bank: "Bankoverschrijving" } as Record<string, string>,
  statuses: {
    open: "Open",
    pending: "In verwerking",
    authorized: "Geautoriseerd",
    paid: "Betaald",
    failed: "Mislukt",
    canceled: "Geannuleerd",
    expired: "Verlopen",
  } as Record<string, string>,
  refunded: (amount: string) => `${amount} terugbetaald`,
  refundsTitle: "Terugbetalingen",
  refundVia: { mollie: "via Mollie", bank: "handmatig over te maken" } as Record<string, string>,
  markTitle: "Bankoverschrijving ontvangen",
  markIntro: (amount: string, reference: string) =>
    `Zie je ${amount} met omschrijving ${reference} op de rekening? Dan boek je de vooruitbetaling hier als ontvangen. De klant krijgt een bevestiging en de factuur.`,
  markConfirmLabel: "Ja, het bedrag staat op onze rekening",
  markNotConfirmed: "Vink eerst aan dat het bedrag op de rekening staat.",
  mark: "Markeer als ontvangen",
  marked: "De betaling is als ontvangen geboekt. De klant krijgt een bevestiging en de factuur.",
  underWay: "Er loopt een iDEAL-betaling: wacht tot Mollie die afrondt.",
  refundTitle: "Terugbetalen",
  refundIntro: (max: string) => `Je kunt hoogstens ${max} terugbetalen. Er komt een creditfactuur bij.`,
  refundAmountLabel: "Bedrag (€)",
  refundAmountHint: "Bijvoorbeeld 25,00",
  refundReasonLabel: "Reden",
  refundReasonHint: "Komt op de creditfactuur, bijvoorbeeld: bestelling geannuleerd.",
  refund: "Terugbetalen",
  refundedNotice: "De terugbetaling is verwerkt en de creditfactuur is gemaakt.",
  refundAdminOnly: "Alleen een beheerder kan terugbetalen.",
  amountInvalid: "Vul een bedrag in, bijvoorbeeld 25,00.",
  amountZero: "Het bedrag moet groter zijn dan € 0,00.",
  reasonMissing: "Vul de reden van de terugbetaling in.",
  reasonTooLong: (max: number) => `De reden mag hoogstens ${max} tekens hebben.`,
  unknown: "Onbekende actie.",
} as const;

/** Refusals of the server functions (markBankTransferReceived, refundPayment). */
export const paymentRefusals = {
  notFound: "Order niet gevonden.",
  notWaiting: "Deze order wacht niet op een vooruitbetaling.",
  alreadyPaid: "De vooruitbetaling is al ontvangen.",
  otherAmount: (paid: string, due: string) =>
    `Het bedrag (${paid}) is niet de vooruitbetaling van deze order (${due}).`,
  mollieOpen:
    "Er loopt nog een iDEAL-betaling voor deze order. Wacht tot die is afgerond of verlopen (uiterlijk een kwartier) en kijk dan opnieuw.",
  nothingPaid: "Er is voor deze order niets betaald om terug te betalen.",
  tooMuch: (max: string, paid: string, refunded: string) =>
    `Je kunt hoogstens ${max} terugbetalen (betaald ${paid}, al terugbetaald ${refunded}).`,
  mollieRefused: (detail: string) => `Mollie weigert de terugbetaling: ${detail}`,
  mollieUnavailable:
    "Mollie is op dit moment niet bereikbaar. Er is niets terugbetaald; probeer het later opnieuw.",
} as const;

/** The order history's lines about money (order_events, as staff read them). */
export const paymentEvents = {
  paid: (amount: string, via: string) => `Vooruitbetaling van ${amount} ontvangen (${via}).`,
  readyBy: (day: string) => `Verwacht klaar: ${day}.`,
  paidWhileCancelled: (amount: string) =>
    `Let op: ${amount} ontvangen voor een geannuleerde order. Betaal het bedrag terug.`,
  refund: (amount: string, via: string, reason: string) => `${amount} terugbetaald (${via}): ${reason}`,
  via: { mollie: "iDEAL via Mollie", bank: "bankoverschrijving" } as Record<string, string>,
  refundVia: { mollie: "via Mollie", bank: "handmatig per bank" } as Record<string, string>,
  mail: (subject: string) => `E-mail aan de klant: ‘${subject}’.`,
} as const;

/** The answers of Mollie's webhook address (plain text: Mollie, or someone trying it, reads them). */
export const webhookCopy = {
  postOnly: "Dit adres neemt alleen meldingen van Mollie aan (POST).",
  noId: "De melding mist een geldige betaling (id=tr_…).",
  unavailable: "De betaling kon nu niet worden opgehaald. Probeer het later opnieuw.",
} as const;

/** The open invoices on /offerte/{token}: what is open, the transfer, and with Mollie "Betaal € … van factuur …". */
export const invoicePaymentCopy = {
  title: "Openstaande facturen",
  introMollie: "Betaal online met iDEAL, of maak het bedrag over met het factuurnummer als omschrijving.",
  introBank: "Maak het bedrag over met het factuurnummer als omschrijving, dan kunnen we je betaling vinden.",
  /** `item`: "factuur F2026-0012" or "rentenota R2026-0001" (payableLabel). */
  open: (item: string, amount: string, dueOn: string) =>
    `${item.charAt(0).toUpperCase()}${item.slice(1)}: nog ${amount} open, te betalen uiterlijk ${dueOn}.`,
  pay: (amount: string, item: string) => `Betaal ${amount} van ${item}`,
  paid: (amount: string, item: string) =>
    `Bedankt! We hebben je betaling van ${amount} voor ${item} ontvangen.`,
  refusals: {
    notOpen: "Deze factuur staat niet (meer) open.",
    otherUnderWay:
      "Er loopt al een online betaling voor een andere factuur van deze bestelling. Rond die eerst af of probeer het over een kwartier opnieuw.",
  },
  /** The order history's line (staff), and the warning when more came in than was open. */
  event: (amount: string, item: string, open: string) =>
    `Betaling van ${amount} ontvangen op ${item} (iDEAL via Mollie). Nog open: ${open}.`,
  overpaid: (amount: string) =>
    `Let op: ${amount} meer ontvangen dan er open stond. Betaal het verschil terug.`,
} as const;
