// GET /employee-dashboard/facturen/:number/pdf: one invoice as the customer's PDF, for staff.
import { staffInvoicePdfResponse } from "~/server/staff/invoices.server";
import type { Route } from "./+types/employee-dashboard.invoice-pdf";

export async function loader({ request, params }: Route.LoaderArgs) {
  return staffInvoicePdfResponse(request, params.number);
}
