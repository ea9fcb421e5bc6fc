// POST /api/partner – the business-partnership form.
import { getDb } from "~/server/db/index.server";
import { handleLeadPost, storePartnership } from "~/server/leads.server";
import type { Route } from "./+types/api.partnership";

export function action(args: Route.ActionArgs) {
  return handleLeadPost(args, "partnership", (data, meta) => storePartnership(getDb(), data, meta));
}
