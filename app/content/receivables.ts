// Dutch copy of the receivables: the bank statement upload's refusals and the reasons a statement line waits to
// be assigned by hand (docs/receivables.md), and the admins' receivables page.

export const statementRefusals = {
  notXml: "Dit bestand is geen leesbaar XML-bestand.",
  doctype: "Dit bestand bevat een DOCTYPE; een bankafschrift (CAMT.053) heeft er geen.",
  notCamt053: "Dit is geen CAMT.053-bankafschrift (Document/BkToCstmrStmt ontbreekt).",
  badAmount: (where: string) => `Regel ${where}: het bedrag is niet te lezen.`,
  badDate: (where: string) => `Regel ${where}: de boekdatum is niet te lezen.`,
  noLines: "Dit bankafschrift bevat geen boekingen.",
  notMt940: "Dit is geen MT940-bankafschrift (:20:, :25: of het beginsaldo ontbreekt).",
  unknownFormat:
    "Dit bestand is geen bankafschrift dat we kunnen lezen. Exporteer het afschrift als CAMT.053 (XML) of MT940.",
} as const;

/** Why a credit line of a statement was not booked by itself. */
export const assignReasonLabels = {
  "no-match": "Geen openstaande offerte of factuur gevonden",
  ambiguous: "Past bij meer dan één openstaande post",
  amount: "Ander bedrag dan wat openstaat",
  "not-open": "Genoemde offerte of factuur staat niet (meer) open",
  "already-matched": "Deze post is al betaald met een eerdere regel van dit afschrift",
  reversal: "Terugboeking",
  currency: "Niet in euro",
} as const;

/** The age buckets as the page names them (~/lib/receivables/aging AgeBucket). */
export const ageBucketLabels = {
  "not-due": "Nog niet vervallen",
  "1-30": "1-30 dagen",
  "31-60": "31-60 dagen",
  "over-60": "Meer dan 60 dagen",
} as const;

export const receivableStatusLabels = {
  open: "Open",
  "part-paid": "Deels betaald",
  paid: "Betaald",
} as const;

export const receivablesCopy = {
  title: "Debiteuren",
  intro:
    "Facturen met een betaaltermijn die nog (deels) openstaan: vervaldatum, dagen te laat en wat er nog openstaat. Een creditfactuur verrekent wat ze corrigeert.",
  bucketsTitle: "Openstaand per ouderdom",
  bucketsCaption: "Openstaand bedrag per ouderdom",
  bucketColumns: { bucket: "Ouderdom", count: "Facturen", open: "Openstaand" },
  totalRow: "Totaal",
  listTitle: "Openstaande facturen",
  listCaption: "Openstaande facturen, oudste vervaldatum eerst",
  withPaid: "Toon ook betaalde facturen",
  withoutPaid: "Alleen openstaande facturen",
  count: (n: number) => (n === 1 ? "1 factuur" : `${n} facturen`),
  empty: "Er staan geen facturen open.",
  columns: {
    number: "Factuur",
    customer: "Klant",
    dueOn: "Vervaldatum",
    overdue: "Dagen te laat",
    status: "Status",
    due: "Factuurbedrag",
    open: "Openstaand",
    lateCharge: "Rente of incassokosten",
    reminders: "Herinneringen",
  },
  noReminders: "Nog geen",
  reminderSchedule: "Schema van herinneringen",
  /** Business: statutory commercial interest up to today, charged only when an admin chooses. */
  interest: (amount: string, provisional: boolean) =>
    `Handelsrente ${amount}${provisional ? " (voorlopig: rente van dit halfjaar nog niet in de tabel)" : ""}`,
  /** Consumer: what the statutory 14-day letter would state. */
  collectionCosts: (amount: string) => `Incassokosten na veertiendagenbrief ${amount}`,
} as const;

/** A bank payment's history line on the order: `item` is "factuur F2026-0012" or "rentenota R2026-0001". */
const paidByBank = (amount: string, item: string, open: string) =>
  `Betaling van ${amount} ontvangen op ${item} (bankoverschrijving). Nog open: ${open}.`;

/** The bank statement upload and the lines waiting to be assigned by hand (docs/receivables.md, "Bank statements"). */
export const statementCopy = {
  uploadTitle: "Bankafschrift inlezen",
  uploadIntro:
    "Upload een afschrift (CAMT.053 of MT940) van de zakelijke rekening. Bijschrijvingen die zeker bij een openstaande vooruitbetaling, factuur of rentenota horen, worden meteen geboekt, net als met ‘Markeer als ontvangen’. De rest wacht hieronder op toewijzing. Een afschrift twee keer inlezen boekt niets dubbel.",
  fileLabel: "Afschrift (CAMT.053 of MT940)",
  fileHint: "Het XML- of MT940-bestand dat je bank exporteert, tot 5 MB.",
  upload: "Afschrift inlezen",
  summary: (booked: number, waiting: number, seen: number) =>
    `${booked} ${booked === 1 ? "regel" : "regels"} geboekt, ${waiting} ${waiting === 1 ? "wacht" : "wachten"} op toewijzing, ${seen} al eerder verwerkt.`,
  waitingTitle: "Wacht op toewijzing",
  waitingCaption: "Bijschrijvingen die wachten op toewijzing, oudste eerst",
  waitingEmpty: "Er wachten geen bijschrijvingen op toewijzing.",
  waitingCount: (n: number) => (n === 1 ? "1 bijschrijving wacht" : `${n} bijschrijvingen wachten`),
  columns: { date: "Datum", payer: "Van", remittance: "Omschrijving", amount: "Bedrag", reason: "Waarom" },
  targetLabel: "Boeken op",
  targetPlaceholder: "Kies een openstaande post",
  prepaymentOption: (number: string, who: string, amount: string) =>
    `Vooruitbetaling ${number} · ${who} · ${amount}`,
  invoiceOption: (number: string, who: string, amount: string) =>
    `Factuur ${number} · ${who} · ${amount} open`,
  noteOption: (number: string, who: string, amount: string) =>
    `Rentenota ${number} · ${who} · ${amount} open`,
  assign: "Boeken",
  ignore: "Geen betaling van een klant",
  assigned: (amount: string) => `${amount} geboekt.`,
  ignored: "Gemarkeerd als geen betaling van een klant.",
  refusals: {
    noFile: "Kies een afschrift (CAMT.053- of MT940-bestand) om in te lezen.",
    tooLarge: "Het afschrift is groter dan 5 MB. Exporteer een kortere periode.",
    noTarget: "Kies een openstaande vooruitbetaling, factuur of rentenota.",
    lineHandled: "Deze bijschrijving is al verwerkt.",
    invoiceNotFound: "Factuur niet gevonden.",
    invoicePaid: "Deze factuur is al betaald.",
    noteNotFound: "Rentenota niet gevonden.",
    notePaid: "Deze rentenota is al betaald.",
    moreThanOpen: (paid: string, open: string, item = "factuur") =>
      `Het bedrag (${paid}) is meer dan wat er op deze ${item} openstaat (${open}).`,
    notEuro: "Deze bijschrijving is niet in euro en kan niet worden geboekt.",
    reversal: "Een terugboeking is geen betaling en kan niet worden geboekt.",
  },
  /** The reason a line that the matcher could book was refused when it was booked (paid at that moment). */
  refusedReason: "Al betaald of niet meer open toen de regel werd geboekt",
  /** Booking it failed (the log has why); nothing of it was booked. */
  failedReason: "Boeken lukte niet; niets van deze regel is geboekt",
  events: {
    invoicePaid: (amount: string, number: string, open: string) =>
      paidByBank(amount, `factuur ${number}`, open),
    notePaid: (amount: string, number: string, open: string) =>
      paidByBank(amount, `rentenota ${number}`, open),
  },
} as const;

/** The receivables part of the statistics page, for admins (components/staff/statistics/receivables-section). */
export const receivablesStatsCopy = {
  title: "Debiteuren",
  intro:
    "Wat er vandaag openstaat per ouderdom, en over de gekozen periode de herinneringen en de betaalsnelheid.",
  bucketsCaption: "Openstaand bedrag per ouderdom, vandaag",
  remindersSent: "Herinneringen verstuurd",
  paidInvoices: "Facturen betaald",
  averageDays: "Gemiddeld dagen tot betaling",
  averageHint:
    "Van factuurdatum tot de dag van betaling, voor facturen die in deze periode volledig zijn betaald.",
  none: "–",
  days: (days: number) =>
    `${days.toLocaleString("nl-NL", { maximumFractionDigits: 1 })} ${days === 1 ? "dag" : "dagen"}`,
} as const;

/** The rentenota's on the receivables page (docs/receivables.md, "The interest note"). */
export const interestNotesCopy = {
  title: "Rentenota's",
  caption: "Verstuurde rentenota's met wat er nog openstaat",
  columns: {
    number: "Rentenota",
    invoice: "Factuur",
    customer: "Klant",
    issuedOn: "Verstuurd",
    amount: "Bedrag",
    open: "Open",
  },
} as const;
