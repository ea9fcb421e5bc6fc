// POST /api/werkkleding-bestelling – the work-wear order of /werkkleding/bestellen (a lead with its lines).
import { handleLeadPost } from "~/server/leads/http.server";
import type { Route } from "./+types/api.workwear-order";

export function action(args: Route.ActionArgs) {
  return handleLeadPost(args, "workwear");
}
