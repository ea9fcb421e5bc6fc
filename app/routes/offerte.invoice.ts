// /offerte/:token/factuur/:number: one of the order's invoices as its PDF, for the customer behind the quote link.
// The quote page's rules: an unknown link is a 404, lookups are limited per IP, nothing is cached.
import { requestInfoContext } from "~/request-context";
import { customerInvoiceResponse } from "~/server/customer/invoice.server";
import { quotePageMiddleware } from "~/server/customer/quote-link.server";
import type { Route } from "./+types/offerte.invoice";

export const middleware = [quotePageMiddleware];

export async function loader({ params, context }: Route.LoaderArgs) {
  return customerInvoiceResponse(params.token, params.number, context.get(requestInfoContext).ip);
}
