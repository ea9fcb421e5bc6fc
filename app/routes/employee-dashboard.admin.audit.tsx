// /employee-dashboard/admin/audit (admins only): who did what, when, on which item; filtered by person, action
// and period through the URL.
import { AuditFilters } from "~/components/staff/audit/audit-filters";
import { AuditTable } from "~/components/staff/audit/audit-table";
import { formatDateTime } from "~/lib/shop-time";
import { privatePageMeta } from "~/components/staff/meta";
import { Pagination } from "~/components/staff/pagination";
import { auditCopy as copy } from "~/content/audit";
import { auditFilterQuery, parseAuditFilter } from "~/lib/audit-filter";
import { describeDetails, describeTarget } from "~/lib/audit-view";
import {
  AUDIT_PAGE_SIZE,
  auditActionLabels,
  auditActors,
  auditTargetLabel,
  isAuditAction,
  listAudit,
  type AuditAction,
} from "~/server/audit.server";
import { requireAdmin } from "~/server/auth.server";
import type { Route } from "./+types/employee-dashboard.admin.audit";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const actors = await auditActors();
  const actorIds = new Set(actors.map((a) => a.id));
  const filter = parseAuditFilter(url, { isActor: (id) => actorIds.has(id), isAction: isAuditAction });
  const { rows, total } = await listAudit(filter);
  return {
    filter,
    total,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    people: actors.map((a) => ({ value: a.id, label: a.email })),
    actions: Object.entries(auditActionLabels)
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label, "nl")),
    rows: rows.map((r) => ({
      id: r.id,
      when: formatDateTime(r.createdAt),
      who: r.actorEmail ?? copy.system,
      what: auditActionLabels[r.action as AuditAction] ?? r.action,
      target: describeTarget(r.targetType, r.targetId, r.targetLabel, auditTargetLabel),
      details: describeDetails(r.targetType, r.details),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta("Auditlog – beheer", matches[0].loaderData.site);

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { filter, rows, total, pageCount, people, actions } = loaderData;
  const filtered = Boolean(filter.actor || filter.action || filter.from || filter.to);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{copy.title}</h1>
      <AuditFilters filter={filter} people={people} actions={actions} />
      <p className="text-sm text-slate-700" role="status">
        {copy.count(total)}
      </p>
      {rows.length ? (
        <AuditTable rows={rows} />
      ) : (
        <p className="text-slate-700">{filtered ? copy.noMatch : copy.empty}</p>
      )}
      <Pagination
        page={filter.page}
        pageCount={pageCount}
        hrefFor={(page) => `/employee-dashboard/admin/audit${auditFilterQuery(filter, { page })}`}
      />
    </div>
  );
}
