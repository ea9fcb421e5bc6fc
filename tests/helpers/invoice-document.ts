// An issued invoice as the PDF and the exports receive it, without a database: a prepayment invoice (F2026-0001,
// 5 March, quote OFF-2026-0007, paid in full) to a business customer, its totals computed by the money module.
import type { InvoiceDocument, InvoiceDocumentLine } from "~/lib/invoices/document";
import { quoteTotals } from "~/lib/quotes/lines";
import { itemLine, testSupplier } from "./quote-document";

export function testInvoiceDocument(
  lines: InvoiceDocumentLine[],
  extra: Partial<InvoiceDocument> = {},
): InvoiceDocument {
  const totals = quoteTotals(
    lines.map((line) =>
      itemLine(line.description, line.quantity, line.unitPriceCents, { vatRate: line.vatRate }),
    ),
  );
  return {
    id: "c4e1d3b5-0000-4000-8000-000000000001",
    number: "F2026-0001",
    kind: "prepayment",
    quoteId: "b3f0c2a4-0000-4000-8000-000000000007",
    issuedOn: "2026-03-05",
    supplyDate: "2026-03-05",
    dueOn: null,
    supplier: testSupplier,
    customer: {
      name: "Jan de Vries",
      company: "De Vries Sport B.V.",
      address: "Ginnekenweg 12\n4818 JG Breda",
      email: "jan@devriessport.example",
      kvk: "87654321",
      btw: "NL987654321B01",
    },
    reference: "OFF-2026-0007",
    note: null,
    lines,
    vat: totals.vat,
    netCents: totals.netCents,
    vatCents: totals.vatCents,
    grossCents: totals.grossCents,
    dueCents: 0,
    creditFor: null,
    ...extra,
  };
}

/** A line at 21 % unless said otherwise, its net the quantity times the price. */
export function invoiceLine(
  description: string,
  quantity: number,
  unitPriceCents: number,
  vatRate: InvoiceDocumentLine["vatRate"] = 21,
): InvoiceDocumentLine {
  return { description, quantity, unitPriceCents, vatRate, netCents: quantity * unitPriceCents };
}
