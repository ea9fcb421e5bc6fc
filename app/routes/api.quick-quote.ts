// POST /api/snelle-offerte – the quick-quote form of the contact section.
import { handleLeadPost } from "~/server/leads/http.server";
import type { Route } from "./+types/api.quick-quote";

export function action(args: Route.ActionArgs) {
  return handleLeadPost(args, "quick");
}

/** Opened in a browser: 405 with the form's Dutch message, not React Router's "Unexpected Server Error". */
export function loader(args: Route.LoaderArgs) {
  return handleLeadPost(args, "quick");
}
