// How an audit entry reads on the log page: its item (with a link for leads) and its details in Dutch.
import { isLeadType, leadTypeLabel } from "./leads/registry";
import { statusLabel } from "./leads/status";
import { orderStatusLabel, staffOrderHref } from "./orders/status";
import { roleLabel } from "./roles";

export interface AuditTargetView {
  /** What kind of item: "Portfolioproject", "Account", "Offerteaanvraag". */
  kind: string;
  /** Its name at the time (title, file name, e-mail address); null when not known. */
  name: string | null;
  href: string | null;
}

export function describeTarget(
  type: string | null,
  id: string | null,
  name: string | null,
  kindLabel: (type: string) => string,
): AuditTargetView | null {
  if (!type || !id) return null;
  // Leads are named by their link, not by the visitor's name (the log holds no visitor data).
  if (isLeadType(type))
    return { kind: leadTypeLabel(type), name: null, href: `/employee-dashboard/leads/${type}/${id}` };
  if (type === "avg") return { kind: `AVG-verzoek ${id}`, name: null, href: null };
  if (type === "order") return { kind: kindLabel(type), name, href: staffOrderHref(id) };
  return { kind: kindLabel(type), name, href: null };
}

export function describeDetails(targetType: string | null, details: Record<string, unknown> | null): string {
  if (!details) return "";
  const parts: string[] = [];
  // On an account, from and to are roles (user.role, create-admin); on an order its states; elsewhere lead statuses.
  const label = targetType === "user" ? roleLabel : targetType === "order" ? orderStatusLabel : statusLabel;
  if (targetType === "marketing_file") {
    // A rename's from and to are names, not statuses.
    if (typeof details.from === "string" && typeof details.to === "string")
      parts.push(`${details.from} → ${details.to}`);
  } else if (typeof details.from === "string" && typeof details.to === "string")
    parts.push(`${label(details.from)} → ${label(details.to)}`);
  else if (typeof details.to === "string") parts.push(`→ ${label(details.to)}`);
  if (typeof details.role === "string") parts.push(`rol: ${roleLabel(details.role)}`);
  if (typeof details.position === "number") parts.push(`naar positie ${details.position}`);
  if (typeof details.rows === "number") parts.push(`${details.rows} rijen`);
  if (details.format === "xlsx") parts.push("Excel");
  if (details.format === "csv") parts.push("CSV");
  if (details.format === "ubl") parts.push("UBL");
  if (typeof details.month === "string") parts.push(`maand ${details.month}`);
  if (typeof details.number === "string") parts.push(details.number);
  if (typeof details.mail === "string") parts.push("e-mail aan bezoeker");
  if (typeof details.leads === "number") parts.push(`${details.leads} aanvragen`);
  if (typeof details.deleted === "number") parts.push(`${details.deleted} verwijderd`);
  if (typeof details.anonymized === "number") parts.push(`${details.anonymized} geanonimiseerd`);
  if (details.account === true) parts.push("account");
  if (details.scrubbed === true) parts.push("gegevens gewist na AVG-verzoek");
  return parts.join(", ");
}
