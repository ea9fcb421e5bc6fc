// POST /api/partner – the business-partnership form.
import { handleLeadPost } from "~/server/leads/http.server";
import type { Route } from "./+types/api.partnership";

export function action(args: Route.ActionArgs) {
  return handleLeadPost(args, "partnership");
}

/** Opened in a browser: 405 with the form's Dutch message, not React Router's "Unexpected Server Error". */
export function loader(args: Route.LoaderArgs) {
  return handleLeadPost(args, "partnership");
}
