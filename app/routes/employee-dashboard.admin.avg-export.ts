// POST /employee-dashboard/admin/avg/export (admins only): the art. 15 answer for one e-mail address as one HTML
// download (see ~/server/avg/export-document.server for the format). POST keeps the address out of URLs and logs;
// the audit entry names the request by its reference, never by the address.
import { data } from "react-router";
import { avgCopy } from "~/content/avg";
import { emailSchema } from "~/lib/email";
import { requireAdmin } from "~/server/auth.server";
import { exportPerson } from "~/server/avg/export.server";
import { exportData, renderExport } from "~/server/avg/export-document.server";
import { getDb } from "~/server/db/index.server";
import { getSite } from "~/server/env.server";
import { readForm } from "~/server/http/form.server";
import { markPrivate } from "~/server/staff/http.server";
import { getStorage } from "~/server/storage.server";
import type { Route } from "./+types/employee-dashboard.admin.avg-export";

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const parsed = emailSchema.safeParse(form.email ?? "");
  if (!parsed.success) throw data(parsed.error.issues[0]?.message, { status: 400 });
  const result = await exportPerson(getDb(), admin.id, parsed.data);
  if (!result.found) throw data(avgCopy.notFound, { status: 404 });
  const now = new Date();
  const content = await exportData(result.person, getStorage(), result.reference, now);
  const html = renderExport(content, result.person, getSite().brand);
  return markPrivate(
    new Response(html, {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Disposition": `attachment; filename="avg-inzage-${result.reference}.html"`,
        "X-Content-Type-Options": "nosniff",
      },
    }),
  );
}

/** A GET (a typed URL, a prefetch) gets nothing: the address only ever arrives in a POST body. */
export function loader() {
  throw data("Gebruik de knop op de pagina AVG-verzoeken.", { status: 405 });
}
