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
