// GET /employee-dashboard/admin/backups/:name (admins only): one backup file, streamed as an attachment. A backup
// holds every lead and account, so each download is in the audit log (server/backups/staff-page.server).
import { data } from "react-router";
import { backupsCopy } from "~/content/backups";
import { requireAdmin } from "~/server/auth.server";
import { openBackupDownload } from "~/server/backups/staff-page.server";
import { markPrivate } from "~/server/staff/http.server";
import { attachmentHeaders } from "~/server/storage.server";
import type { Route } from "./+types/employee-dashboard.admin.backup-download";

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const file = await openBackupDownload(admin.id, params.name);
  if (!file) throw data(backupsCopy.notFound, { status: 404 });
  return markPrivate(
    new Response(file.body, {
      headers: attachmentHeaders({ fileName: params.name, contentType: "application/gzip", size: file.size }),
    }),
  );
}
