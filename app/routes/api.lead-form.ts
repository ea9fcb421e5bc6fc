// POST /api/offerte, /api/snelle-offerte, /api/afspraak, /api/partner, /api/werkkleding-bestelling – every lead
// form. The route table maps each form's path (from its definition, ~/lib/leads/<type>.ts) onto this module,
// which finds the form by the matched route pattern (that path).
import { leadFormAt, type LeadForm } from "~/lib/leads/registry";
import { handleLeadPost } from "~/server/leads/http.server";
import type { Route } from "./+types/api.lead-form";

/** The form whose path this request matched. */
function formOf({ pattern }: { pattern: string }): LeadForm {
  // React Router joins the matched routes' paths without the leading slash ("api/offerte").
  const form = leadFormAt(`/${pattern.replace(/^\//, "")}`);
  // Unreachable: routes.ts maps exactly the forms' paths here.
  if (!form) throw new Error(`No lead form at ${pattern}`);
  return form;
}

export function action(args: Route.ActionArgs) {
  return handleLeadPost(args, formOf(args));
}

/** Opened in a browser: 405 with the form's Dutch message, not React Router's "Unexpected Server Error". */
export function loader(args: Route.LoaderArgs) {
  return handleLeadPost(args, formOf(args));
}
