// One customer across repeat requests (/employee-dashboard/klant/…): everything the shop has for one e-mail
// address, their leads, work-wear orders and quotes, and "Nieuwe offerte voor deze klant" (which reuses their
// known details). The page is addressed by one of the customer's records, a quote or a lead, never by the
// address itself: URLs end up in logs and browser histories.
import { data, redirect } from "react-router";
import { customerPageCopy as copy } from "~/content/staff-quotes";
import { intent } from "~/lib/intent";
import { isLeadType, leadType } from "~/lib/leads/registry";
import { staffQuoteHref } from "~/lib/quotes/list";
import { z } from "~/lib/zod";
import { getLead, isLeadId, leadsForEmail } from "../../leads/inbox.server";
import { getQuote, isQuoteId, quotesForEmail, shopToday } from "../../quotes/store.server";
import { createQuote } from "../../workflows/quote-drafted.server";
import { listRowOf } from "./list.server";

export interface CustomerRef {
  email: string;
  name: string;
}

function notFound(): never {
  throw data(copy.notFound, { status: 404 });
}

/** The customer of the record in the path: `quoteId`, or `leadType` and `leadId`; a 404 for anything else. */
export async function customerOf(params: {
  quoteId?: string;
  leadType?: string;
  leadId?: string;
}): Promise<CustomerRef> {
  if (params.quoteId !== undefined) {
    const quote = isQuoteId(params.quoteId) ? await getQuote(params.quoteId) : null;
    if (!quote?.customerEmail) notFound();
    return { email: quote.customerEmail, name: quote.customerName };
  }
  if (!isLeadType(params.leadType) || !isLeadId(params.leadId)) notFound();
  const lead = await getLead(params.leadType, params.leadId);
  if (!lead) notFound();
  const contact = leadType(params.leadType).contact(lead as never);
  if (!contact.email) notFound();
  return { email: contact.email.trim().toLowerCase(), name: contact.name };
}

export async function customerPage(customer: CustomerRef) {
  const [leads, quotes] = await Promise.all([leadsForEmail(customer.email), quotesForEmail(customer.email)]);
  // The CSV's details column stays on the server.
  const rows = leads.map(({ details: _details, ...row }) => row);
  const today = shopToday();
  const quoteRows = quotes.map((quote) => listRowOf(quote, today));
  const latest = quoteRows[0];
  return {
    name: customer.name || latest?.customerName || customer.email,
    email: customer.email,
    company: rows.find((r) => r.company)?.company ?? latest?.customerCompany ?? null,
    leads: rows.filter((r) => r.type !== "workwear"),
    orders: rows.filter((r) => r.type === "workwear"),
    quotes: quoteRows,
    acceptedCents: quoteRows
      .filter((q) => q.status === "geaccepteerd")
      .reduce((sum, q) => sum + q.grossCents, 0),
  };
}

/** "Nieuwe offerte voor deze klant": a concept for the address, with what the shop knows of them. */
export function customerIntents(actorId: string, customer: CustomerRef) {
  return {
    "new-quote": intent(z.object({}), async () => {
      // The newest lead's contact fills what no earlier quote says (a customer who only sent requests).
      const [lead] = await leadsForEmail(customer.email);
      const created = await createQuote({
        actorId,
        email: customer.email,
        contact: {
          customerName: lead?.name ?? customer.name,
          customerPhone: lead?.phone ?? null,
          customerCompany: lead?.company ?? null,
        },
      });
      if (!created.ok) notFound();
      throw redirect(staffQuoteHref(created.id));
    }),
  };
}
