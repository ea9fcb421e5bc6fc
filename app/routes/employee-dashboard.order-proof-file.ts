// GET /employee-dashboard/orders/:quoteId/drukproef/:versionId/:file: a proof version's preview ("1.webp",
// "1-groot.webp") or the original as uploaded ("origineel", a download), for staff only.
import { requireStaff } from "~/server/auth.server";
import { orderIdParam } from "~/server/staff/orders/order-page.server";
import { staffProofFile } from "~/server/staff/orders/proof-upload.server";
import type { Route } from "./+types/employee-dashboard.order-proof-file";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  return staffProofFile(orderIdParam(params), params.versionId, params.file);
}
