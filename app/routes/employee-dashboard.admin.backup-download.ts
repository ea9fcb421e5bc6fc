// GET /employee-dashboard/admin/backups/:name (admins only): one backup file, streamed as an attachment. A backup
// holds every lead and account, so each download is in the audit log.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { data } from "react-router";
import { parseBackupFileName } from "~/lib/backups";
import { audit } from "~/server/audit.server";
import { requireAdmin } from "~/server/auth.server";
import { backupDir } from "~/server/backups/context.server";
import { getDb } from "~/server/db/index.server";
import { markPrivate } from "~/server/staff/http.server";
import { attachmentHeaders } from "~/server/storage.server";
import type { Route } from "./+types/employee-dashboard.admin.backup-download";

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  // Only names a backup can have: never a path.
  if (!parseBackupFileName(params.name)) throw data("Back-up niet gevonden.", { status: 404 });
  const full = path.join(backupDir(), params.name);
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) throw data("Back-up niet gevonden.", { status: 404 });
  await audit(getDb(), {
    actorId: admin.id,
    action: "backup.download",
    targetType: "backup",
    targetId: params.name,
  });
  const body = Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>;
  return markPrivate(
    new Response(body, {
      headers: attachmentHeaders({ fileName: params.name, contentType: "application/gzip", size: info.size }),
    }),
  );
}
