// GET /employee-dashboard/offertes/:id/pdf: the quote as the customer's PDF (a concept too, to check it before
// sending), for staff only. The PDF is the same bytes for the same quote, so an accepted one matches the hash
// in its evidence.
import { data } from "react-router";
import { quoteEditorCopy as copy } from "~/content/staff-quotes";
import { requireStaff } from "~/server/auth.server";
import { getSite } from "~/server/env.server";
import { renderQuotePdf } from "~/server/quotes/pdf.server";
import { getQuote, quoteDocument, supplierOf } from "~/server/quotes/store.server";
import { markPrivate } from "~/server/staff/http.server";
import { quoteIdParam } from "~/server/staff/quotes/quote-page.server";
import type { Route } from "./+types/employee-dashboard.quote-pdf";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const quote = await getQuote(quoteIdParam(params));
  if (!quote) throw data(copy.notFound, { status: 404 });
  const doc = quoteDocument(quote);
  const pdf = await renderQuotePdf(doc, supplierOf(getSite()));
  return markPrivate(
    new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="offerte-${doc.number ?? "concept"}.pdf"`,
      },
    }),
  );
}
