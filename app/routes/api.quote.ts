// POST /api/offerte – the quote modal (spec §3 "Quote request (modal form)").
import { handleLeadPost } from "~/server/leads/http.server";
import type { Route } from "./+types/api.quote";

export function action(args: Route.ActionArgs) {
  return handleLeadPost(args, "quote");
}

/** Opened in a browser: 405 with the form's Dutch message, not React Router's "Unexpected Server Error". */
export function loader(args: Route.LoaderArgs) {
  return handleLeadPost(args, "quote");
}
