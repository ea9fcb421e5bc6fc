// The quotes list's parts: its filter (search and status, a GET form), the count and sum per status (each a
// link to that filter) and "Nieuwe offerte" (without a lead, optionally for a known customer's e-mail address).
import { Form, Link } from "react-router";
import { Field } from "~/components/form/field";
import { FilterButtons, FilterForm, FilterSelect } from "~/components/staff/filter-form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { quoteListCopy as copy } from "~/content/staff-quotes";
import { cn } from "~/lib/cn";
import { formatEuro } from "~/lib/money";
import { quoteFilterQuery, type QuoteFilter } from "~/lib/quotes/filter";
import { QUOTE_STATUSES, quoteStatusLabels, type QuoteStatus } from "~/lib/quotes/status";
import { StaffSection } from "~/components/staff/staff-section";

export const QUOTES_PATH = "/employee-dashboard/offertes";

const statusOptions = QUOTE_STATUSES.map((s) => ({ value: s, label: quoteStatusLabels[s] }));

export function QuoteFilters({ filter }: { filter: QuoteFilter }) {
  return (
    <FilterForm label={copy.filters} className="lg:grid-cols-4">
      <div className="lg:col-span-2">
        <Label htmlFor="q">{copy.search}</Label>
        <Input id="q" name="q" type="search" defaultValue={filter.q} placeholder={copy.searchPlaceholder} />
      </div>
      <FilterSelect name="status" {...copy.status} value={filter.status} options={statusOptions} />
      <FilterButtons
        submit={copy.filter}
        reset={copy.clear}
        resetTo={QUOTES_PATH}
        className="items-end sm:col-span-2 lg:col-span-1"
      />
    </FilterForm>
  );
}

/** Per status its count and sum incl. VAT, each a link to the list of that status (within the search). */
export function StatusTotals({
  totals,
  filter,
}: {
  totals: readonly { status: QuoteStatus; count: number; grossCents: number }[];
  filter: QuoteFilter;
}) {
  return (
    <StaffSection id="status-totals" title={copy.perStatus} intro={copy.perStatusHint}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {totals.map((t) => {
          const current = t.status === filter.status;
          return (
            <li key={t.status}>
              <Link
                to={`${QUOTES_PATH}${quoteFilterQuery({ q: filter.q, status: t.status })}`}
                aria-current={current ? "true" : undefined}
                className={cn(
                  "block rounded-xl border bg-white p-3 hover:border-brand-600",
                  current ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200",
                )}
              >
                <span className="block text-sm font-semibold text-brand-700 underline">
                  {quoteStatusLabels[t.status]}
                </span>
                <span className="mt-1 block text-sm text-slate-800">
                  {copy.count(t.count)} · <span className="tabular-nums">{formatEuro(t.grossCents)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </StaffSection>
  );
}

export function NewQuoteCard({ error, value, busy }: { error?: string; value?: string; busy: boolean }) {
  return (
    <Card>
      <h2 className="text-xl font-semibold text-ink">{copy.newQuote}</h2>
      <p className="mt-1 mb-4 text-sm text-slate-700">{copy.newQuoteHint}</p>
      <Form method="post" className="flex flex-wrap items-end gap-3" aria-label={copy.newQuote}>
        <input type="hidden" name="intent" value="new" />
        <Field
          id="new-quote-email"
          name="email"
          type="email"
          label={copy.newQuoteEmail}
          defaultValue={value}
          error={error}
          autoComplete="off"
          className="min-w-0 flex-1 basis-64"
        />
        <Button type="submit" busy={busy}>
          {copy.create}
        </Button>
      </Form>
    </Card>
  );
}
