// /offerte/:token/pdf: the quote as the PDF the mail carries, as it stands now (the acceptance included), as a
// download. The page's rules: an unknown link is a 404, lookups are limited per IP, nothing is cached.
import { quoteDocumentCopy } from "~/content/quote-page";
import { requestInfoContext } from "~/request-context";
import { getSite } from "~/server/env.server";
import { lookupQuote, quotePageMiddleware, refusalResponse } from "~/server/customer/quote-link.server";
import { quoteView } from "~/server/customer/quote-page.server";
import { renderQuotePdf } from "~/server/quotes/pdf.server";
import { supplierOf } from "~/server/quotes/store.server";
import { attachmentDisposition } from "~/server/storage.server";
import type { Route } from "./+types/offerte.pdf";

export const middleware = [quotePageMiddleware];

export async function loader({ params, context }: Route.LoaderArgs) {
  const lookup = await lookupQuote(params.token, context.get(requestInfoContext).ip);
  if (!lookup.ok) return refusalResponse(lookup);
  const { doc } = quoteView(lookup.quote);
  const pdf = await renderQuotePdf(doc, supplierOf(getSite()));
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": attachmentDisposition(`${quoteDocumentCopy.label(doc.number)}.pdf`),
    },
  });
}
