// Invoice numbers: one consecutive series without gaps, per year ("F2026-0001"), for every kind of invoice
// (prepayment, final, with a payment term, credit), as the Belastingdienst asks.
export const INVOICE_SERIES = "F";

export function invoiceNumber(year: number, sequence: number): string {
  return `${INVOICE_SERIES}${year}-${String(sequence).padStart(4, "0")}`;
}

/**
 * prepayment: a prepayment received; final: at delivery or pickup, minus what was prepaid; invoice: with a
 * payment term for an approved business customer; credit: corrects an issued invoice (refund, cancellation).
 */
export const INVOICE_KINDS = ["prepayment", "final", "invoice", "credit"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const invoiceKindLabels: Record<InvoiceKind, string> = {
  prepayment: "Factuur vooruitbetaling",
  final: "Eindfactuur",
  invoice: "Factuur",
  credit: "Creditfactuur",
};
