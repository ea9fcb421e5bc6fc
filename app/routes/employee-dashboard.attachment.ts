// GET /employee-dashboard/bijlagen/:id: a file a visitor sent with a lead, for staff only. Always an attachment
// with nosniff and a sandboxing CSP (an uploaded SVG or HTML never runs in our origin); ?voorbeeld=1 serves a
// PNG or JPEG inline for the preview on the lead page. Downloads are in the audit log.
import { data } from "react-router";
import { audit } from "~/server/audit.server";
import { requireStaff } from "~/server/auth.server";
import { getDb } from "~/server/db/index.server";
import { attachmentResponse, getAttachment } from "~/server/leads/attachments.server";
import { isLeadId } from "~/server/leads/inbox.server";
import { markPrivate } from "~/server/staff/http.server";
import { getStorage } from "~/server/storage.server";
import type { Route } from "./+types/employee-dashboard.attachment";

function notFound(): never {
  throw data("Bestand niet gevonden.", { status: 404 });
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  // The staff layout's middleware checked already; a visitor's file is personal data, so check again here.
  const user = await requireStaff(request);
  if (!isLeadId(params.id)) notFound();
  const db = getDb();
  const attachment = await getAttachment(db, params.id);
  if (!attachment) notFound();
  const preview = url.searchParams.get("voorbeeld") === "1";
  const response = await attachmentResponse(getStorage(), attachment, { preview });
  if (!response) notFound();
  if (!preview) {
    await audit(db, {
      actorId: user.id,
      action: "lead.attachment_download",
      targetType: attachment.leadType,
      targetId: attachment.leadId,
      details: { attachment: attachment.id },
    });
  }
  return markPrivate(response);
}
