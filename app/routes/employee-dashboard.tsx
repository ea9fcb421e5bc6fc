// /employee-dashboard: the leads inbox. Filters are a GET form (works without JavaScript); newest first.
import { InboxFilters } from "~/components/staff/leads/inbox-filters";
import { LeadTable } from "~/components/staff/leads/lead-table";
import { noIndexMeta } from "~/components/staff/meta";
import { Pagination } from "~/components/staff/pagination";
import { StatusBadge } from "~/components/staff/status-badge";
import { buttonVariants } from "~/components/ui/button";
import { inboxCopy as copy } from "~/content/staff-inbox";
import { filterQuery, parseLeadFilter } from "~/lib/leads/filter";
import { requireStaff } from "~/server/auth.server";
import { listLeads } from "~/server/leads/inbox.server";
import type { Route } from "./+types/employee-dashboard";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireStaff(request);
  const filter = parseLeadFilter(url);
  const { rows, total, pageCount } = await listLeads(filter);
  // The CSV's details column stays on the server.
  return { filter, total, pageCount, rows: rows.map(({ details: _details, ...row }) => row) };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: copy.metaTitle }, noIndexMeta];
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filter, rows, total, pageCount } = loaderData;
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

      <InboxFilters filter={filter} />

      <p className="text-sm text-slate-700" role="status">
        {copy.count(total)}
      </p>

      {rows.length ? (
        <LeadTable
          caption={copy.caption}
          rows={rows}
          last={{ heading: copy.statusColumn, cell: (lead) => <StatusBadge status={lead.status} /> }}
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
