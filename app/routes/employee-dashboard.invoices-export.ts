// GET /employee-dashboard/facturen/export.csv?maand=2026-03: the month's invoices as CSV for the bookkeeper
// (admins; in the audit log).
import { invoiceCsvResponse } from "~/server/staff/invoices.server";
import type { Route } from "./+types/employee-dashboard.invoices-export";

export async function loader({ request, url }: Route.LoaderArgs) {
  return invoiceCsvResponse(request, url);
}
