// /employee-dashboard/admin/audit (admins only): who did what, when.
import { Link } from "react-router";
import { formatDateTime } from "~/components/staff/format";
import { Pagination } from "~/components/staff/pagination";
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { isLeadType, leadTypeLabel } from "~/lib/leads/registry";
import { statusLabel } from "~/lib/leads/status";
import { roleLabel } from "~/lib/roles";
import {
  AUDIT_PAGE_SIZE,
  auditActionLabels,
  auditTargetLabel,
  listAudit,
  type AuditAction,
} from "~/server/audit.server";
import { requireAdmin } from "~/server/auth.server";
import { privatePageMeta } from "~/components/staff/meta";
import type { Route } from "./+types/employee-dashboard.admin.audit";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const raw = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const page = Number.isSafeInteger(raw) && raw > 0 ? raw : 1;
  const { rows, total } = await listAudit(page);
  return {
    page,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    rows: rows.map((r) => ({
      id: r.id,
      when: formatDateTime(r.createdAt),
      who: r.actorEmail ?? "Systeem",
      what: auditActionLabels[r.action as AuditAction] ?? r.action,
      target: describeTarget(r.targetType, r.targetId),
      details: describeDetails(r.targetType, r.details),
    })),
  };
}

function describeTarget(type: string | null, id: string | null) {
  if (!type || !id) return null;
  if (isLeadType(type))
    return { label: leadTypeLabel(type), href: `/employee-dashboard/leads/${type}/${id}` };
  if (type === "avg") return { label: `AVG-verzoek ${id}`, href: null };
  return { label: auditTargetLabel(type), href: null };
}

function describeDetails(targetType: string | null, details: Record<string, unknown> | null): string {
  if (!details) return "";
  const parts: string[] = [];
  // On an account, from and to are roles (user.role, create-admin); elsewhere lead statuses.
  const label = targetType === "user" ? roleLabel : statusLabel;
  if (typeof details.from === "string" && typeof details.to === "string")
    parts.push(`${label(details.from)} → ${label(details.to)}`);
  else if (typeof details.to === "string") parts.push(`→ ${label(details.to)}`);
  if (typeof details.role === "string") parts.push(`rol: ${roleLabel(details.role)}`);
  if (typeof details.rows === "number") parts.push(`${details.rows} rijen`);
  if (typeof details.mail === "string") parts.push("e-mail aan bezoeker");
  if (typeof details.leads === "number") parts.push(`${details.leads} aanvragen`);
  if (typeof details.deleted === "number") parts.push(`${details.deleted} verwijderd`);
  if (typeof details.anonymized === "number") parts.push(`${details.anonymized} geanonimiseerd`);
  if (details.account === true) parts.push("account");
  if (details.scrubbed === true) parts.push("gegevens gewist na AVG-verzoek");
  return parts.join(", ");
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta("Auditlog – beheer", matches[0].loaderData.site);

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { rows, page, pageCount } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Auditlog</h1>
      {rows.length ? (
        <Table caption="Acties van medewerkers, nieuwste eerst">
          <THead>
            <Tr>
              <Th>Wanneer</Th>
              <Th>Wie</Th>
              <Th>Wat</Th>
              <Th>Waarop</Th>
              <Th>Details</Th>
            </Tr>
          </THead>
          <TBody>
            {rows.map((r) => (
              <Tr key={r.id}>
                <Td className="whitespace-nowrap">{r.when}</Td>
                <Td className="break-all">{r.who}</Td>
                <Td>{r.what}</Td>
                <Td>
                  {r.target?.href ? (
                    <Link className="text-brand-700 underline" to={r.target.href}>
                      {r.target.label}
                    </Link>
                  ) : (
                    (r.target?.label ?? "–")
                  )}
                </Td>
                <Td>{r.details}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      ) : (
        <p className="text-slate-700">Nog geen acties vastgelegd.</p>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => `/employee-dashboard/admin/audit?page=${p}`}
      />
    </div>
  );
}
