// GET /employee-dashboard/boekhouding/auditfile.xaf?jaar=2026&periode=k1: the period's XML Auditfile Financieel
// 3.2 for the accountant (admins; in the audit log; docs/bookkeeping.md).
import { bookkeepingXafResponse } from "~/server/staff/bookkeeping.server";
import type { Route } from "./+types/employee-dashboard.bookkeeping-xaf";

export async function loader({ request, url }: Route.LoaderArgs) {
  return bookkeepingXafResponse(request, url);
}
