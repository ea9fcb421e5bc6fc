// POST /employee-dashboard/portfolio/upload: the staff portfolio page's script sends a new project or a photo
// here (XMLHttpRequest, for its upload progress) and gets the same answer the page's own action gives, as JSON.
import { requireStaff } from "~/server/auth.server";
import { handlePortfolioUpload } from "~/server/staff/portfolio-actions.server";
import type { Route } from "./+types/employee-dashboard.portfolio-upload";

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const result = await handlePortfolioUpload(request, user.id);
  return Response.json(result.body, { status: result.status });
}
