// POST /api/offerte – the quote modal (spec §3 "Quote request (modal form)").
import { handleLeadPost } from "~/server/leads/http.server";
import type { Route } from "./+types/api.quote";

export function action(args: Route.ActionArgs) {
  return handleLeadPost(args, "quote");
}
