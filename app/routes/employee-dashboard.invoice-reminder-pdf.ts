// GET /employee-dashboard/facturen/:number/herinneringen/:id/pdf: a reminder's PDF as it was sent (admins).
import { requireAdmin } from "~/server/auth.server";
import { reminderPdfResponse } from "~/server/staff/invoice-page.server";
import type { Route } from "./+types/employee-dashboard.invoice-reminder-pdf";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return reminderPdfResponse(params.number, params.id);
}
