// /employee-dashboard/offertes: every quote (each version a row), filtered by status and searched by name or
// number (a GET form, works without JavaScript), the totals per status, the quotes to follow up, the CSV export
// and "Nieuwe offerte" (without a lead, e.g. after a phone call).
import { redirect } from "react-router";
import { FormError } from "~/components/form/field";
import { noIndexMeta } from "~/components/staff/meta";
import { Pagination } from "~/components/staff/pagination";
import {
  NewQuoteCard,
  QuoteFilters,
  QUOTES_PATH,
  StatusTotals,
} from "~/components/staff/quotes/quote-list-parts";
import { QuoteTable } from "~/components/staff/quotes/quote-table";
import { buttonVariants } from "~/components/ui/button";
import { quoteListCopy as copy } from "~/content/staff-quotes";
import { useSending } from "~/hooks/use-sending";
import { resultFor } from "~/lib/intent";
import { newQuoteSchema } from "~/lib/quotes/editor";
import { parseQuoteFilter, quoteFilterQuery } from "~/lib/quotes/filter";
import { staffQuoteHref } from "~/lib/quotes/list";
import { requireStaff } from "~/server/auth.server";
import { getEnv } from "~/server/env.server";
import { dispatchIntent, intent } from "~/server/http/intent.server";
import { createQuote } from "~/server/workflows/quote-drafted.server";
import { followUpQuotes, listQuotes, statusTotals } from "~/server/staff/quotes/list.server";
import type { Route } from "./+types/employee-dashboard.quotes";
import { StaffSection } from "~/components/staff/staff-section";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireStaff(request);
  const filter = parseQuoteFilter(url);
  const now = new Date();
  const [list, totals, followUp] = await Promise.all([
    listQuotes(filter, now),
    statusTotals(filter.q, now),
    followUpQuotes(now),
  ]);
  return {
    filter,
    ...list,
    totals,
    followUp: followUp.map((row) => ({
      ...row,
      waitingDays: row.sentAt ? Math.floor((now.getTime() - row.sentAt.getTime()) / 86_400_000) : 0,
    })),
    followUpDays: getEnv().QUOTE_FOLLOW_UP_DAYS,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  return dispatchIntent(
    request,
    {
      new: intent(newQuoteSchema, async ({ email }) => {
        const created = await createQuote({ actorId: user.id, email: email || undefined });
        if (created.ok) throw redirect(staffQuoteHref(created.id));
        return { status: 400, formError: copy.notCreated };
      }),
    },
    { unknown: copy.unknown },
  );
}

export function meta(): Route.MetaDescriptors {
  return [{ title: copy.metaTitle }, noIndexMeta];
}

export default function QuotesList({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useSending();
  const { filter, rows, total, pageCount, totals, followUp, followUpDays } = loaderData;
  const created = resultFor(actionData, "new");
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{copy.title}</h1>
        <a
          className={buttonVariants({ variant: "outline", size: "sm" })}
          href={`${QUOTES_PATH}/export.csv${quoteFilterQuery({ ...filter, page: 1 })}`}
          download
        >
          {copy.exportCsv}
        </a>
      </div>
      <FormError message={created?.fieldErrors ? undefined : actionData?.formError} />

      <div className="grid gap-6 lg:grid-cols-2">
        <NewQuoteCard error={created?.fieldErrors?.email} value={created?.values?.email} busy={busy} />
        <StaffSection
          id="follow-up"
          title={copy.followUp}
          intro={copy.followUpHint(followUpDays)}
          empty={followUp.length ? null : copy.followUpEmpty}
        >
          <QuoteTable
            caption={copy.followUpCaption}
            rows={followUp}
            date={{ heading: copy.sentColumn, cell: (row) => copy.daysSince(row.waitingDays) }}
          />
        </StaffSection>
      </div>

      <QuoteFilters filter={filter} />
      <StatusTotals totals={totals} filter={filter} />

      <section aria-labelledby="quote-list" className="space-y-3">
        <h2 id="quote-list" className="sr-only">
          {copy.caption}
        </h2>
        <p className="text-sm text-slate-700" role="status">
          {copy.count(total)}
        </p>
        {rows.length ? (
          <QuoteTable caption={copy.caption} rows={rows} />
        ) : (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{copy.empty}</p>
        )}
        <Pagination
          page={filter.page}
          pageCount={pageCount}
          hrefFor={(page) => `${QUOTES_PATH}${quoteFilterQuery(filter, { page })}`}
        />
      </section>
    </div>
  );
}
