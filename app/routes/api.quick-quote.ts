// POST /api/snelle-offerte – the quick-quote form of the contact section.
import { handleLeadPost } from "~/server/leads/http.server";
import type { Route } from "./+types/api.quick-quote";

export function action(args: Route.ActionArgs) {
  return handleLeadPost(args, "quick");
}
