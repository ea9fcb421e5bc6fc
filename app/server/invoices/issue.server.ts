// Issuing an invoice: the next number of the one invoice series (F2026-0001) and the invoice with its lines and
// totals, written in the caller's transaction, so a rolled-back payment or delivery gives the number back. What
// goes on which kind of invoice (prepayment, final, with a term, credit) is composed by the callers.
import { documentTotals, lineNetCents, totalsOfGroups, type VatGroup, type VatRate } from "~/lib/money";
import { INVOICE_SERIES, invoiceKindLabels, invoiceNumber, type InvoiceKind } from "~/lib/invoices/number";
import type { Tx } from "../db/client.server";
import { invoiceLines, invoices, orderEvents } from "../db/schema.server";
import { nextInSeries } from "../db/number-series.server";

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

export interface InvoiceLineInput {
  description: string;
  quantity: number;
  /** Excl. VAT; negative on a credit invoice or for a deduction. */
  unitPriceCents: number;
  vatRate: VatRate;
}

export interface InvoiceInput {
  kind: InvoiceKind;
  quoteId: string;
  /** yyyy-MM-dd (Amsterdam). */
  issuedOn: string;
  supplyDate: string;
  dueOn?: string | null;
  supplier: Record<string, string>;
  customer: Record<string, string | null>;
  lines: readonly InvoiceLineInput[];
  /**
   * The VAT per rate as decided by the composer (a refund's credit: VAT derived from the amount paid back). Without
   * it, documentTotals of the lines (VAT per rate on the net, rounded once). Each rate's net must be its lines'.
   */
  vat?: readonly VatGroup[];
  /** What is still to pay, incl. VAT (0 for a paid prepayment; the total minus prepayments on a final one). */
  dueCents: number;
  paymentId?: string | null;
  creditFor?: string | null;
  /** The quote number the invoice refers to. */
  reference?: string | null;
  /** Printed on the invoice (a credit invoice's reason). */
  note?: string | null;
  actorId?: string | null;
}

/** Given VAT groups, checked against the lines: an invoice's net per rate is always the sum of its lines'. */
function statedTotals(lines: readonly InvoiceLineInput[], vat: readonly VatGroup[]) {
  const fromLines = documentTotals(lines).vat;
  const matches =
    fromLines.length === vat.length &&
    fromLines.every((group) => vat.some((g) => g.rate === group.rate && g.netCents === group.netCents));
  if (!matches) throw new Error("the VAT groups do not match the invoice's lines");
  return totalsOfGroups(vat);
}

/** Writes the invoice with its number; the order's history says so. Invoices are never changed afterwards. */
export async function issueInvoice(
  tx: Tx,
  input: InvoiceInput,
): Promise<InvoiceRow & { lines: InvoiceLineRow[] }> {
  if (!input.lines.length) throw new Error("an invoice needs at least one line");
  const year = Number(input.issuedOn.slice(0, 4));
  const number = invoiceNumber(year, await nextInSeries(tx, INVOICE_SERIES, year));
  const totals = input.vat ? statedTotals(input.lines, input.vat) : documentTotals(input.lines);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number,
      kind: input.kind,
      quoteId: input.quoteId,
      creditFor: input.creditFor ?? null,
      issuedOn: input.issuedOn,
      supplyDate: input.supplyDate,
      dueOn: input.dueOn ?? null,
      supplier: input.supplier,
      customer: input.customer,
      vat: totals.vat,
      netCents: totals.netCents,
      vatCents: totals.vatCents,
      grossCents: totals.grossCents,
      dueCents: input.dueCents,
      paymentId: input.paymentId ?? null,
      reference: input.reference ?? null,
      note: input.note ?? null,
    })
    .returning();
  const lines = await tx
    .insert(invoiceLines)
    .values(
      input.lines.map((line, position) => ({
        invoiceId: invoice!.id,
        position,
        description: line.description,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        vatRate: line.vatRate,
        netCents: lineNetCents(line),
      })),
    )
    .returning();
  await tx.insert(orderEvents).values({
    quoteId: input.quoteId,
    kind: "invoice",
    text: `${invoiceKindLabels[input.kind]} ${number} uitgereikt.`,
    actorId: input.actorId ?? null,
  });
  return { ...invoice!, lines };
}
