// What the receivables page shows of bank statements and what its forms answer (built by
// app/server/staff/receivables-statement.server.ts, shown by components/staff/receivables/statement-panel.tsx).

export interface WaitingLineView {
  id: string;
  /** yyyy-MM-dd */
  bookingDate: string;
  /** The payer's name and IBAN as the bank gives them. */
  payer: string;
  remittance: string;
  amountCents: number;
  /** Why it waits, in Dutch. */
  reason: string;
}

export interface StatementPanelView {
  /** The upload just made ("N geboekt, M wachten, K al eerder verwerkt"), from the address it redirected to. */
  summary: { booked: number; waiting: number; seen: number } | null;
  waiting: WaitingLineView[];
  /** The open prepayments and invoices a waiting line can be booked on: `prepayment:<id>` or `invoice:<id>`. */
  targets: { value: string; label: string }[];
}

export interface StatementActionData {
  intent: "upload" | "assign" | "ignore";
  error?: string;
  notice?: string;
  /** The line an assign or ignore error is about (shown at its field). */
  lineId?: string;
}
