// /employee-dashboard: the leads inbox. Filters are a GET form (works without JavaScript); newest first.
import { InboxFilters } from "~/components/staff/leads/inbox-filters";
import { LeadTable } from "~/components/staff/leads/lead-table";
import { ReplyStateText } from "~/components/staff/leads/reply-state";
import { noIndexMeta } from "~/components/staff/meta";
import { Pagination } from "~/components/staff/pagination";
import { StatusBadge } from "~/components/staff/status-badge";
import { buttonVariants } from "~/components/ui/button";
import { invoiceRequirementsCopy } from "~/content/invoices";
import { inboxCopy as copy } from "~/content/staff-inbox";
import { missingLegalSettings } from "~/lib/invoices/requirements";
import { filterQuery, parseLeadFilter } from "~/lib/leads/filter";
import { replyState, replyView } from "~/lib/leads/reply-clock";
import { leadHasEnded } from "~/lib/leads/registry";
import { getBusinessCalendar } from "~/server/calendar/calendar.server";
import { requireStaff } from "~/server/auth.server";
import { getEnv } from "~/server/env.server";
import { listLeads } from "~/server/leads/inbox.server";
import type { Route } from "./+types/employee-dashboard";

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const filter = parseLeadFilter(url);
  const [{ rows, total, pageCount }, cal] = await Promise.all([listLeads(filter), getBusinessCalendar()]);
  const now = new Date();
  // The CSV's details column stays on the server; the reply clock goes as the text the list shows.
  return {
    // The admin sees which of the shop's legal details are still to fill in: no invoice is issued without them.
    missingSettings: user.role === "admin" ? missingLegalSettings(getEnv()) : [],
    filter,
    total,
    pageCount,
    rows: rows.map(({ details: _details, replyDueAt, firstResponseAt, ...row }) => ({
      ...row,
      // A lead that ended (cancelled by the customer, lost, won) shows no clock.
      reply: replyView(
        replyState(cal, now, { replyDueAt, firstResponseAt, ended: leadHasEnded(row.type, row) }),
      ),
    })),
  };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: copy.metaTitle }, noIndexMeta];
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filter, rows, total, pageCount, missingSettings } = loaderData;
  const exportQuery = filterQuery({ ...filter, page: 1 });
  const exportLink = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{copy.title}</h1>
        <div className="flex flex-wrap gap-2">
          <a className={exportLink} href={`/employee-dashboard/export.xlsx${exportQuery}`} download>
            {copy.exportXlsx}
          </a>
          <a className={exportLink} href={`/employee-dashboard/export.csv${exportQuery}`} download>
            {copy.exportCsv}
          </a>
        </div>
      </div>

      {missingSettings.length ? (
        <section
          aria-labelledby="missing-settings"
          className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-ink"
          data-testid="missing-settings"
        >
          <h2 id="missing-settings" className="font-semibold">
            {invoiceRequirementsCopy.noticeTitle}
          </h2>
          <p>{invoiceRequirementsCopy.noticeIntro}</p>
          <ul className="list-disc pl-5">
            {missingSettings.map((name) => (
              <li key={name}>{invoiceRequirementsCopy.settings[name]}</li>
            ))}
          </ul>
          <p className="text-sm">{invoiceRequirementsCopy.noticeAfter}</p>
        </section>
      ) : null}

      <InboxFilters filter={filter} />

      <p className="text-sm text-slate-700" role="status">
        {copy.count(total)}
      </p>

      {rows.length ? (
        <LeadTable
          caption={copy.caption}
          rows={rows}
          last={{
            heading: copy.statusColumn,
            cell: (lead) => (
              <>
                <StatusBadge status={lead.status} />
                <span className="mt-1 block text-sm">
                  <ReplyStateText reply={lead.reply} />
                </span>
              </>
            ),
          }}
        />
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{copy.empty}</p>
      )}

      <Pagination
        page={filter.page}
        pageCount={pageCount}
        hrefFor={(page) => `/employee-dashboard${filterQuery(filter, { page })}`}
      />
    </div>
  );
}
