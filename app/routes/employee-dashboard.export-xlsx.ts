// GET /employee-dashboard/export.xlsx?…filter: the same list as the CSV as an Excel workbook with typed cells.
import { exportResponse } from "~/server/leads/export.server";
import type { Route } from "./+types/employee-dashboard.export-xlsx";

export async function loader({ request, url }: Route.LoaderArgs) {
  return exportResponse(request, url, "xlsx");
}
