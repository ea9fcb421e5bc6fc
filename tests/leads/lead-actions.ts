// The lead route's action as React Router calls it for one form's path (routes.ts maps every form's path onto
// routes/api.lead-form.ts, which tells the forms apart by the matched pattern: the path without its slash).
import { leadFormPath, type LeadForm } from "~/lib/leads/registry";
import { action } from "~/routes/api.lead-form";

type ActionArgs = Parameters<typeof action>[0];

export function leadFormAction(form: LeadForm) {
  return (args: Omit<ActionArgs, "pattern"> & Partial<Pick<ActionArgs, "pattern">>) =>
    action({ ...args, pattern: leadFormPath(form).slice(1) } as ActionArgs);
}

/** Each form's action, as the tests post to them. */
export const appointmentAction = leadFormAction("appointment");
export const partnershipAction = leadFormAction("partnership");
export const quickQuoteAction = leadFormAction("quick");
export const quoteAction = leadFormAction("quote");
export const orderAction = leadFormAction("workwear");
