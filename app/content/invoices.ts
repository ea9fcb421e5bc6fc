// Dutch copy of invoices on the site: the customer's list on /offerte/{token}, the staff's invoices page with its
// exports, and the invoices card on the order page. The PDF and the mail word the legal fields in
// lib/invoices/document and server/invoices/pdf.

export const customerInvoicesCopy = {
  title: "Facturen",
  intro: "Je facturen voor deze opdracht, als pdf:",
  notFound: "Factuur niet gevonden.",
  /** "Factuur F2026-0001 (Factuur vooruitbetaling, 5 maart 2026, € 1.010,60)" */
  link: (title: string, kind: string, day: string, amount: string) => `${title} (${kind}, ${day}, ${amount})`,
} as const;

export const staffInvoicesCopy = {
  title: "Facturen",
  metaTitle: "Facturen",
  intro:
    "Alle uitgereikte facturen per maand, op factuurdatum. Een factuur verandert nooit meer: een correctie is een creditfactuur.",
  monthLabel: "Maand",
  show: "Tonen",
  badMonth: "Kies een geldige maand.",
  caption: (month: string) => `Facturen van ${month}`,
  empty: "In deze maand zijn geen facturen uitgereikt.",
  count: (n: number) => (n === 1 ? "1 factuur" : `${n} facturen`),
  columns: {
    number: "Nummer",
    date: "Datum",
    kind: "Soort",
    customer: "Klant",
    net: "Excl. btw",
    vat: "Btw",
    gross: "Incl. btw",
    due: "Open",
    pdf: "Pdf",
  },
  totalsTitle: "Totalen per btw-tarief",
  totalsCaption: (month: string) => `Totalen per btw-tarief, ${month}`,
  totalsColumns: { rate: "Tarief", net: "Omzet excl. btw", vat: "Btw", gross: "Incl. btw" },
  totalRow: "Totaal",
  rate: (rate: number) => `${rate}%`,
  exportsTitle: "Voor de boekhouding",
  exportsHint:
    "CSV voor Excel, en UBL 2.1 (SI-UBL 2.0, de Nederlandse e-factuurstandaard) als zip met één XML-bestand per factuur, om in te lezen in het boekhoudpakket.",
  exportCsv: "CSV downloaden",
  exportUbl: "UBL-bestanden (zip) downloaden",
  exportsAdminOnly: "Exporteren voor de boekhouding kan een beheerder.",
  download: "Pdf",
  downloadLabel: (number: string) => `Factuur ${number} als pdf`,
  notFound: "Factuur niet gevonden.",
  order: "Order",
} as const;

export const invoicesCardCopy = {
  title: "Facturen",
  empty: "Nog geen facturen voor deze order.",
  download: (title: string) => `${title} (pdf)`,
  makeFinal: "Eindfactuur maken",
  makeFinalHint:
    "Maakt de eindfactuur met alle regels min de vooruitbetaling; de klant krijgt hem per e-mail.",
  onlyDelivered: "Een eindfactuur maak je wanneer de order is afgeleverd.",
  finalMade: (number: string) => `Eindfactuur ${number} is gemaakt en naar de klant gemaild.`,
  makePrepayment: "Factuur vooruitbetaling maken",
  makePrepaymentHint:
    "De vooruitbetaling is ontvangen, maar de factuur kon toen niet worden gemaakt. Maak hem nu; de klant krijgt hem per e-mail.",
  prepaymentMade: (numbers: string) => `Factuur ${numbers} is gemaakt en naar de klant gemaild.`,
  nothingWaiting: "Er wacht geen factuur meer.",
  due: (amount: string, day: string) => `open: ${amount}, uiterlijk ${day}`,
  paid: "voldaan",
  corrects: (number: string) => `corrigeert ${number}`,
} as const;

/** Why an invoice cannot be issued yet, and the admin's notice on /employee-dashboard. */
export const invoiceRequirementsCopy = {
  /** Each legal setting as the notice names it. */
  settings: {
    SITE_STREET: "straat en huisnummer (SITE_STREET)",
    SITE_POSTAL_CODE: "postcode (SITE_POSTAL_CODE)",
    SITE_CITY: "plaats (SITE_CITY)",
    SITE_KVK: "KvK-nummer (SITE_KVK)",
    SITE_BTW: "btw-nummer (SITE_BTW)",
    SITE_IBAN: "IBAN (SITE_IBAN)",
  },
  shopIncomplete: (missing: string[]) =>
    `Er kan nog geen factuur worden gemaakt: de bedrijfsgegevens van de winkel zijn niet compleet. Nog in te vullen: ${missing.join(", ")}.`,
  customerAddressMissing:
    "Er kan nog geen factuur worden gemaakt: de naam en het factuuradres van de klant ontbreken.",
  /** The order's history when a payment or delivery came in while its invoice could not be issued. */
  waiting: (kind: string, reason: string) => `${kind} wacht: ${reason}`,
  noticeTitle: "Facturen kunnen nog niet worden gemaakt",
  noticeIntro:
    "Op elke factuur moeten de gegevens van de winkel staan. Vul deze instellingen in (omgevingsvariabelen van de server) en start de website opnieuw:",
  noticeAfter:
    "Tot dan worden betalingen wel verwerkt, maar wachten de facturen; je maakt ze daarna op de orderpagina.",
} as const;
