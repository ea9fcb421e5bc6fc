// Links to a lead's staff page, for mails. Kept apart from the lead modules so every lead type's mails can use
// them without an import cycle through the storage registry.
import type { LeadType } from "~/lib/leads/registry";
import type { MailLink } from "../mail/templates.server";

/** The staff page of a lead, as a link for mails. */
export function leadPageUrl(siteUrl: string, type: LeadType, id: string): string {
  return `${siteUrl}/employee-dashboard/leads/${type}/${id}`;
}

/** The link every shop mail about a lead carries (a signed-out employee signs in as staff first, then lands there). */
export function openLeadLink(siteUrl: string, type: LeadType, id: string): MailLink {
  return { label: "Open in het beheer", url: leadPageUrl(siteUrl, type, id) };
}
