// A quote as the PDF, the customer page and the mails receive it, for the PDF test and bench/quote-pdf.js:
// Dutch content with the totals computed by the money module, as quoteDocument (server/quotes/store) makes them.
import type { QuoteDocument, Supplier } from "~/lib/quotes/document";
import { quoteLineNetCents, quoteTotals, type QuoteLine } from "~/lib/quotes/lines";

export const testSupplier: Supplier = {
  brand: "Printshop Breda",
  street: "Voorbeeldstraat 1",
  postalCode: "4811 AA",
  city: "Breda",
  email: "info@printshop-breda.example",
  phone: "076 000 0000",
  url: "https://www.printshop-breda.example",
  kvk: "12345678",
  btw: "NL123456789B01",
  iban: "NL91 ABNA 0417 1643 00",
};

/** A product line at 21 % unless `extra` says otherwise. */
export function itemLine(
  description: string,
  quantity: number,
  unitPriceCents: number,
  extra: Partial<QuoteLine> = {},
): QuoteLine {
  return {
    kind: "item",
    description,
    quantity,
    unitPriceCents,
    vatRate: 21,
    optional: false,
    included: true,
    ...extra,
  };
}

/** A sent quote (OFF-2026-0007, 2 March, valid until 1 April) to a business customer with these lines. */
export function testQuoteDocument(lines: QuoteLine[], extra: Partial<QuoteDocument> = {}): QuoteDocument {
  return {
    id: "b3f0c2a4-0000-4000-8000-000000000007",
    number: "OFF-2026-0007",
    version: 1,
    status: "verstuurd",
    issuedOn: "2026-03-02",
    validUntil: "2026-04-01",
    customer: {
      name: "Jan de Vries",
      company: "De Vries Sport B.V.",
      email: "jan@devriessport.example",
      phone: "06 12345678",
      address: "Ginnekenweg 12\n4818 JG Breda",
      kvk: "87654321",
      btw: "NL987654321B01",
    },
    subject: "Kledingbedrukking",
    lines: lines.map((line, index) => ({ ...line, id: `line-${index}`, netCents: quoteLineNetCents(line) })),
    totals: quoteTotals(lines),
    deliveryTime: "4-9 werkdagen",
    note: "Drukproef volgt binnen twee werkdagen na akkoord.",
    acceptance: null,
    declined: null,
    ...extra,
  };
}
