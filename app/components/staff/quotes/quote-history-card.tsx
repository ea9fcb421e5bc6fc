// The lead page's quotes: every version made for the lead, and "Offerte maken" (a concept prefilled from it).
import { Form } from "react-router";
import { QuoteTable, type QuoteTableRow } from "~/components/staff/quotes/quote-table";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { reorderCopy } from "~/content/reorder";
import { quoteHistoryCopy as copy } from "~/content/staff-quotes";

export function QuoteHistoryCard({
  quotes,
  busy,
  reorder = false,
  calculator = null,
}: {
  quotes: readonly QuoteTableRow[];
  busy: boolean;
  /** A reorder's lead: the concept starts with the original order's lines. */
  reorder?: boolean;
  /** "Berekend met de calculator: …" when the request came with a calculator's price. */
  calculator?: string | null;
}) {
  return (
    <Card>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-ink">{copy.title}</h2>
        <Form method="post">
          <input type="hidden" name="intent" value="quote" />
          <Button type="submit" size="sm" busy={busy}>
            {reorder ? reorderCopy.createQuote : calculator ? copy.createWithLines : copy.create}
          </Button>
        </Form>
      </div>
      {calculator ? (
        <p className="mb-4 text-slate-800" data-calculator-price>
          {calculator}
        </p>
      ) : null}
      {quotes.length ? (
        <QuoteTable caption={copy.caption} rows={quotes} customer={false} />
      ) : (
        <p className="text-slate-700">{copy.empty}</p>
      )}
    </Card>
  );
}
