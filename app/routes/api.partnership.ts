// POST /api/partner – the business-partnership form.
import { handleLeadPost } from "~/server/leads/http.server";
import type { Route } from "./+types/api.partnership";

export function action(args: Route.ActionArgs) {
  return handleLeadPost(args, "partnership");
}
