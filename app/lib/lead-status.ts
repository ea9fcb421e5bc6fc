// The lead workflow: which statuses a lead of each type can have and which changes staff may make.
export const LEAD_TYPES = ["quote", "appointment", "partnership"] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export const leadTypeLabels: Record<LeadType, string> = {
  quote: "Offerteaanvraag",
  appointment: "Afspraak",
  partnership: "Partneraanvraag",
};

export const leadTypePluralLabels: Record<LeadType, string> = {
  quote: "Offerteaanvragen",
  appointment: "Afspraken",
  partnership: "Partneraanvragen",
};

export const LEAD_STATUSES = [
  "nieuw",
  "in behandeling",
  "bevestigd",
  "offerte verstuurd",
  "gewonnen",
  "verloren",
  "geannuleerd",
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const statusLabels: Record<LeadStatus, string> = {
  nieuw: "Nieuw",
  "in behandeling": "In behandeling",
  bevestigd: "Bevestigd",
  "offerte verstuurd": "Offerte verstuurd",
  gewonnen: "Gewonnen",
  verloren: "Verloren",
  geannuleerd: "Geannuleerd",
};

type Workflow = Partial<Record<LeadStatus, readonly LeadStatus[]>>;

// Sales leads move nieuw → in behandeling → offerte verstuurd → gewonnen / verloren; a closed lead can be
// reopened when it was closed by mistake.
const salesWorkflow: Workflow = {
  nieuw: ["in behandeling", "offerte verstuurd", "verloren"],
  "in behandeling": ["offerte verstuurd", "gewonnen", "verloren"],
  "offerte verstuurd": ["in behandeling", "gewonnen", "verloren"],
  gewonnen: ["in behandeling"],
  verloren: ["in behandeling"],
};

// An appointment is confirmed or cancelled first (the visitor is e-mailed either way); after the meeting it
// continues as a sales lead. A cancelled slot is final: it may already be booked by someone else.
const appointmentWorkflow: Workflow = {
  nieuw: ["bevestigd", "geannuleerd"],
  bevestigd: ["geannuleerd", "offerte verstuurd", "gewonnen", "verloren"],
  "offerte verstuurd": ["gewonnen", "verloren"],
  gewonnen: ["offerte verstuurd"],
  verloren: ["offerte verstuurd"],
  geannuleerd: [],
};

const workflows: Record<LeadType, Workflow> = {
  quote: salesWorkflow,
  partnership: salesWorkflow,
  appointment: appointmentWorkflow,
};

export function isLeadType(value: unknown): value is LeadType {
  return typeof value === "string" && (LEAD_TYPES as readonly string[]).includes(value);
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** Statuses a lead of this type can have, in workflow order (for filters). */
export function statusesFor(type: LeadType): LeadStatus[] {
  return type === "appointment"
    ? ["nieuw", "bevestigd", "offerte verstuurd", "gewonnen", "verloren", "geannuleerd"]
    : ["nieuw", "in behandeling", "offerte verstuurd", "gewonnen", "verloren"];
}

export function nextStatuses(type: LeadType, current: string): LeadStatus[] {
  if (!isLeadStatus(current)) return ["nieuw"];
  return [...(workflows[type][current] ?? [])];
}

export function canTransition(type: LeadType, from: string, to: string): boolean {
  return isLeadStatus(to) && nextStatuses(type, from).includes(to);
}

export function statusLabel(status: string): string {
  return isLeadStatus(status) ? statusLabels[status] : status;
}

/** Visitor e-mail that goes with a status change, if any. */
export function visitorMailFor(
  type: LeadType,
  to: LeadStatus,
): "appointment.confirmed" | "appointment.cancelled" | null {
  if (type !== "appointment") return null;
  if (to === "bevestigd") return "appointment.confirmed";
  if (to === "geannuleerd") return "appointment.cancelled";
  return null;
}

/** Longest internal note staff can save. */
export const NOTE_MAX = 5000;
