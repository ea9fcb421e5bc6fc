// GET /employee-dashboard/export.csv?…filter: the inbox's current filter as a CSV that Dutch Excel opens cleanly.
import { toCsv } from "~/lib/csv";
import { TIME_ZONE } from "~/lib/time-zone";
import { parseLeadFilter } from "~/lib/leads/filter";
import { statusLabel } from "~/lib/leads/status";
import { sourceLabel } from "~/lib/visit-source";
import { audit } from "~/server/audit.server";
import { requireStaff } from "~/server/auth.server";
import { getDb } from "~/server/db/index.server";
import { markPrivate } from "~/server/staff/http.server";
import { amsterdamToday, exportLeads } from "~/server/leads/inbox.server";
import type { Route } from "./+types/employee-dashboard.export";

const localTime = new Intl.DateTimeFormat("sv-SE", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

export async function loader({ request, url }: Route.LoaderArgs) {
  // The staff layout's middleware has checked already; an export is bulk personal data, so check again.
  const user = await requireStaff(request);
  const filter = parseLeadFilter(url);
  const rows = await exportLeads({ ...filter, page: 1 });
  await audit(getDb(), {
    actorId: user.id,
    action: "lead.export",
    details: {
      rows: rows.length,
      type: filter.type,
      status: filter.status,
      source: filter.source,
      search: filter.q !== "",
      from: filter.from,
      to: filter.to,
    },
  });
  const csv = toCsv(
    [
      "Soort",
      "Ontvangen",
      "Status",
      "Naam",
      "E-mail",
      "Telefoon",
      "Bedrijf",
      "Onderwerp",
      "Details",
      "Bron",
      "Landingspagina",
      "ID",
    ],
    rows.map((r) => [
      r.typeLabel,
      localTime.format(r.createdAt),
      statusLabel(r.status),
      r.name,
      r.email,
      r.phone,
      r.company,
      r.subject,
      r.details,
      r.source ? sourceLabel(r.source) : null,
      r.landingPage,
      r.id,
    ]),
  );
  return markPrivate(
    new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="aanvragen-${amsterdamToday()}.csv"`,
      },
    }),
  );
}
