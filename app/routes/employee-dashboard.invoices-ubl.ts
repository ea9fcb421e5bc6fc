// GET /employee-dashboard/facturen/ubl.zip?maand=2026-03: the month's invoices as UBL 2.1 e-invoices (SI-UBL 2.0
// for Dutch business buyers, Peppol BIS 3 or EN 16931 for the others, docs/invoices.md), one XML per invoice
// with its PDF embedded, in one zip (admins; in the audit log).
import { invoiceUblResponse } from "~/server/staff/invoices.server";
import type { Route } from "./+types/employee-dashboard.invoices-ubl";

export async function loader({ request, url }: Route.LoaderArgs) {
  return invoiceUblResponse(request, url);
}
