// GET /employee-dashboard/offertes/export.csv?…filter: the quotes list's current filter as a CSV that Dutch Excel
// opens cleanly (audited like the leads export).
import { parseQuoteFilter } from "~/lib/quotes/filter";
import { quoteExportResponse } from "~/server/staff/quotes/list.server";
import type { Route } from "./+types/employee-dashboard.quotes-export";

export async function loader({ request, url }: Route.LoaderArgs) {
  return quoteExportResponse(request, parseQuoteFilter(url));
}
