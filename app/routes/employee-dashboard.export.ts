// GET /employee-dashboard/export.csv?…filter: the inbox's current filter as a CSV that Dutch Excel opens cleanly.
import { exportResponse } from "~/server/leads/export.server";
import type { Route } from "./+types/employee-dashboard.export";

export async function loader({ request, url }: Route.LoaderArgs) {
  return exportResponse(request, url, "csv");
}
