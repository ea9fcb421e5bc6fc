// The month's invoices as CSV for the bookkeeper (Dutch Excel: see ~/lib/csv): one row per invoice with its net
// and VAT per rate, totals and what is still open, credit invoices as negative amounts naming what they correct.
import { csvAmount, toCsv } from "../csv";
import { VAT_RATES } from "../money";
import { invoiceKindLabel, type InvoiceDocument } from "./document";

interface Column {
  header: string;
  value: (doc: InvoiceDocument) => string | number | null;
}

const perRate = VAT_RATES.flatMap((rate): Column[] => {
  const group = (doc: InvoiceDocument) => doc.vat.find((g) => g.rate === rate);
  return [
    { header: `Excl. btw ${rate}%`, value: (doc) => csvAmount(group(doc)?.netCents ?? 0) },
    { header: `Btw ${rate}%`, value: (doc) => csvAmount(group(doc)?.vatCents ?? 0) },
  ];
});

export const INVOICE_CSV_COLUMNS: readonly Column[] = [
  { header: "Factuurnummer", value: (doc) => doc.number },
  { header: "Factuurdatum", value: (doc) => doc.issuedOn },
  { header: "Leverdatum", value: (doc) => doc.supplyDate },
  { header: "Vervaldatum", value: (doc) => doc.dueOn },
  { header: "Soort", value: (doc) => invoiceKindLabel(doc.kind) },
  { header: "Corrigeert factuur", value: (doc) => doc.creditFor?.number ?? null },
  { header: "Offerte", value: (doc) => doc.reference },
  { header: "Klant", value: (doc) => doc.customer.name },
  { header: "Bedrijf", value: (doc) => doc.customer.company },
  { header: "Adres", value: (doc) => doc.customer.address?.replace(/\n/g, ", ") ?? null },
  { header: "KvK", value: (doc) => doc.customer.kvk },
  { header: "Btw-nummer", value: (doc) => doc.customer.btw },
  ...perRate,
  { header: "Totaal excl. btw", value: (doc) => csvAmount(doc.netCents) },
  { header: "Totaal btw", value: (doc) => csvAmount(doc.vatCents) },
  { header: "Totaal incl. btw", value: (doc) => csvAmount(doc.grossCents) },
  { header: "Openstaand", value: (doc) => csvAmount(doc.dueCents) },
];

export function invoicesCsv(docs: readonly InvoiceDocument[]): string {
  return toCsv(
    INVOICE_CSV_COLUMNS.map((c) => c.header),
    docs.map((doc) => INVOICE_CSV_COLUMNS.map((c) => c.value(doc))),
  );
}
