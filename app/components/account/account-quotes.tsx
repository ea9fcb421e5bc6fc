// The customer's quotes on /dashboard, each with its state and, once accepted, how far the order is.
import { Badge } from "~/components/staff/status-badge";
import { Card } from "~/components/ui/card";
import { orderProgressCopy } from "~/content/orders";
import { accountQuotesCopy } from "~/content/quote-page";
import { reorderCopy } from "~/content/reorder";
import { formatEuro } from "~/lib/money";
import { dutchDay } from "~/lib/shop-time";
import type { AccountQuote } from "~/server/quotes/account.server";

/** The quotes sent to this address: number, status, total and validity, each opening the quote's page. */
export function AccountQuotes({ quotes }: { quotes: AccountQuote[] }) {
  const labels = accountQuotesCopy.columns;
  return (
    <Card>
      <h2 className="mb-4 text-xl font-semibold text-ink">{accountQuotesCopy.title}</h2>
      <ul className="divide-y divide-slate-200" data-testid="account-quotes">
        {quotes.map((quote) => (
          <li key={quote.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
            <div className="min-w-0 space-y-1">
              <p className="font-semibold text-ink">
                {labels.number} {quote.number} <Badge label={quote.statusLabel} />
              </p>
              <p className="text-sm text-slate-700">
                {labels.total}: {formatEuro(quote.grossCents)}
                {quote.validUntil ? ` · ${labels.validUntil} ${dutchDay(quote.validUntil)}` : null}
              </p>
              {quote.orderLabel ? (
                <p className="text-sm text-slate-700" data-testid="account-order-state">
                  {orderProgressCopy.dashboardLabel}: <Badge label={quote.orderLabel} />
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2">
              {quote.reorderable ? (
                <a href={`/dashboard/offertes/${quote.id}?nabestellen`} className="btn btn-primary btn-sm">
                  {reorderCopy.button}
                  <span className="sr-only"> {quote.number}</span>
                </a>
              ) : null}
              {/* A document request: the page makes a fresh link and redirects to the quote. */}
              <a href={`/dashboard/offertes/${quote.id}`} className="btn btn-outline btn-sm">
                {accountQuotesCopy.open}
                <span className="sr-only"> {quote.number}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
