// POST /api/snelle-offerte – the quick-quote form of the contact section.
import { getDb } from "~/server/db/index.server";
import { handleLeadPost, storeQuoteRequest } from "~/server/leads.server";
import type { Route } from "./+types/api.quick-quote";

export function action(args: Route.ActionArgs) {
  return handleLeadPost(args, "quick", (data, meta) => storeQuoteRequest(getDb(), "quick", data, meta));
}
