// The customer's invoices behind their quote link: the list /offerte/{token} shows and the PDF download at
// /offerte/{token}/factuur/{number}, under the page's rules (an unknown link is a 404, lookups are limited per
// IP, nothing cached, no referrer). An invoice of another order is "not found", whatever its number.
import { customerInvoicesCopy as copy } from "~/content/invoices";
import { dutchDay } from "~/lib/shop-time";
import { invoiceKindLabel, invoiceTitle } from "~/lib/invoices/document";
import { formatEuro } from "~/lib/money";
import { lookupQuote, refusalResponse } from "./quote-link.server";
import { invoiceFileName, renderInvoicePdf } from "../invoices/pdf.server";
import { invoiceByNumber, invoicesForQuote } from "../invoices/store.server";
import { attachmentDisposition } from "../storage.server";

export interface CustomerInvoiceLink {
  href: string;
  label: string;
}

/** The order's invoices as links under the customer's page (`pagePath`: /offerte/{token}). */
export async function customerInvoiceLinks(
  quoteId: string,
  pagePath: string,
): Promise<CustomerInvoiceLink[]> {
  return (await invoicesForQuote(quoteId)).map((invoice) => ({
    href: `${pagePath}/factuur/${invoice.number}`,
    label: copy.link(
      invoiceTitle(invoice),
      invoiceKindLabel(invoice.kind),
      dutchDay(invoice.issuedOn),
      formatEuro(invoice.grossCents),
    ),
  }));
}

/** GET /offerte/{token}/factuur/{number}: the invoice's PDF, or the page's refusal. */
export async function customerInvoiceResponse(
  token: unknown,
  number: unknown,
  ip: string,
): Promise<Response> {
  const lookup = await lookupQuote(token, ip);
  if (!lookup.ok) return refusalResponse(lookup);
  const invoice = await invoiceByNumber(number);
  if (!invoice || invoice.quoteId !== lookup.quote.id)
    return new Response(copy.notFound, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const pdf = await renderInvoicePdf(invoice);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": attachmentDisposition(invoiceFileName(invoice)),
    },
  });
}
