// POST /api/offerte – the quote modal (spec §3 "Quote request (modal form)").
import { getDb } from "~/server/db/index.server";
import { handleLeadPost, storeQuoteRequest } from "~/server/leads.server";
import type { Route } from "./+types/api.quote";

export function action(args: Route.ActionArgs) {
  return handleLeadPost(args, "quote", (data, meta) => storeQuoteRequest(getDb(), "modal", data, meta));
}
