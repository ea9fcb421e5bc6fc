// /employee-dashboard/klant/offerte/:quoteId and /employee-dashboard/klant/:leadType/:leadId: one customer across
// repeat requests, found through one of their records (the address stays out of the URL): their leads, work-wear
// orders and quotes, and "Nieuwe offerte voor deze klant". What the page reads and does:
// server/staff/quotes/customer-page.server.ts.
import { Form } from "react-router";
import { FormError } from "~/components/form/field";
import { LeadTable } from "~/components/staff/leads/lead-table";
import { noIndexMeta } from "~/components/staff/meta";
import { QuoteTable } from "~/components/staff/quotes/quote-table";
import { StaffSection } from "~/components/staff/staff-section";
import { StatusBadge } from "~/components/staff/status-badge";
import { Button } from "~/components/ui/button";
import { customerPageCopy as copy } from "~/content/staff-quotes";
import { useSending } from "~/hooks/use-sending";
import { formatEuro } from "~/lib/money";
import { requireStaff } from "~/server/auth.server";
import { dispatchIntent } from "~/server/http/intent.server";
import { customerIntents, customerOf, customerPage } from "~/server/staff/quotes/customer-page.server";
import type { Route } from "./+types/employee-dashboard.customer";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  return customerPage(await customerOf(params));
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const customer = await customerOf(params);
  return dispatchIntent(request, customerIntents(user.id, customer), { unknown: copy.unknown });
}

export function meta(): Route.MetaDescriptors {
  return [{ title: copy.metaTitle }, noIndexMeta];
}

export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSending();
  const { name, email, company, leads, orders, quotes, acceptedCents } = loaderData;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{copy.title(name)}</h1>
          <p className="mt-1 break-all text-slate-700">
            {email}
            {company ? ` · ${company}` : ""}
          </p>
          <p className="mt-1 text-sm text-slate-700">{copy.intro}</p>
          {acceptedCents > 0 ? (
            <p className="mt-1 text-sm font-semibold text-slate-900">
              {copy.acceptedValue}: {formatEuro(acceptedCents)}
            </p>
          ) : null}
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="new-quote" />
          <Button type="submit" busy={busy}>
            {copy.newQuote}
          </Button>
        </Form>
      </div>
      <FormError message={actionData?.formError} />

      <StaffSection id="customer-quotes" title={copy.quotes} empty={quotes.length ? null : copy.noQuotes}>
        <QuoteTable caption={copy.quotesCaption} rows={quotes} customer={false} />
      </StaffSection>
      <StaffSection id="customer-leads" title={copy.leads} empty={leads.length ? null : copy.noLeads}>
        <LeadTable
          caption={copy.leadsCaption}
          rows={leads}
          last={{ heading: copy.orderColumns.status, cell: (lead) => <StatusBadge status={lead.status} /> }}
        />
      </StaffSection>
      <StaffSection id="customer-orders" title={copy.orders} empty={orders.length ? null : copy.noOrders}>
        <LeadTable
          caption={copy.ordersCaption}
          rows={orders}
          last={{
            heading: copy.orderColumns.amount,
            cell: (order) => (
              <span className="flex flex-wrap items-center gap-2">
                <StatusBadge status={order.status} />
                {order.amountCents === null ? null : (
                  <span className="tabular-nums">{formatEuro(order.amountCents)}</span>
                )}
              </span>
            ),
          }}
        />
      </StaffSection>
    </div>
  );
}
