// Dutch copy of the receivables: the bank statement upload's refusals and the reasons a statement line waits to
// be assigned by hand (docs/receivables.md), and the admins' receivables page.

export const statementRefusals = {
  notXml: "Dit bestand is geen leesbaar XML-bestand.",
  doctype: "Dit bestand bevat een DOCTYPE; een bankafschrift (CAMT.053) heeft er geen.",
  notCamt053: "Dit is geen CAMT.053-bankafschrift (Document/BkToCstmrStmt ontbreekt).",
  badAmount: (where: string) => `Regel ${where}: het bedrag is niet te lezen.`,
  badDate: (where: string) => `Regel ${where}: de boekdatum is niet te lezen.`,
  noLines: "Dit bankafschrift bevat geen boekingen.",
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
