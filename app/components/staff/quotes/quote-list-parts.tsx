// The quotes list's parts: its filter (search and status, a GET form), the totals per status (each a link to
// that filter) and "Nieuwe offerte" (without a lead, optionally for a known customer's e-mail address).
import { Form, Link } from "react-router";
import { Field } from "~/components/form/field";
import { FilterButtons, FilterForm, FilterSelect } from "~/components/staff/filter-form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { quoteListCopy as copy } from "~/content/staff-quotes";
import { formatEuro } from "~/lib/money";
import { quoteFilterQuery, type QuoteFilter } from "~/lib/quotes/filter";
import { QUOTE_STATUSES, quoteStatusLabels, type QuoteStatus } from "~/lib/quotes/status";

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

export function StatusTotals({
  totals,
  filter,
}: {
  totals: readonly { status: QuoteStatus; count: number; grossCents: number }[];
  filter: QuoteFilter;
}) {
  const columns = copy.statusTotalsColumns;
  return (
    <section aria-labelledby="status-totals" className="space-y-3">
      <h2 id="status-totals" className="text-xl font-semibold text-ink">
        {copy.perStatus}
      </h2>
      <Table caption={copy.perStatusCaption}>
        <THead>
          <Tr>
            <Th>{columns.status}</Th>
            <Th className="text-right">{columns.count}</Th>
            <Th className="text-right">{columns.total}</Th>
          </Tr>
        </THead>
        <TBody>
          {totals.map((t) => (
            <Tr key={t.status} className={t.status === filter.status ? "bg-brand-50" : undefined}>
              <Td>
                <Link
                  className="font-semibold text-brand-700 underline"
                  to={`${QUOTES_PATH}${quoteFilterQuery({ q: filter.q, status: t.status })}`}
                  aria-current={t.status === filter.status ? "true" : undefined}
                >
                  {quoteStatusLabels[t.status]}
                </Link>
              </Td>
              <Td className="text-right tabular-nums">{t.count}</Td>
              <Td className="text-right whitespace-nowrap tabular-nums">{formatEuro(t.grossCents)}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </section>
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
