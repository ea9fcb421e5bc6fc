// POST /api/werkkleding-bestelling – the work-wear order of /werkkleding/bestellen (a lead with its lines).
import { handleLeadPost } from "~/server/leads/http.server";
import type { Route } from "./+types/api.workwear-order";

export function action(args: Route.ActionArgs) {
  return handleLeadPost(args, "workwear");
}

/** Opened in a browser: 405 with the form's Dutch message, not React Router's "Unexpected Server Error". */
export function loader(args: Route.LoaderArgs) {
  return handleLeadPost(args, "workwear");
}
