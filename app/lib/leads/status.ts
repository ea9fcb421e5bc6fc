// Lead statuses, their Dutch labels and the two workflows lead types choose from. Zod-free: the status badge
// and the audit page use it.
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

const statusLabels: Record<LeadStatus, string> = {
  nieuw: "Nieuw",
  "in behandeling": "In behandeling",
  bevestigd: "Bevestigd",
  "offerte verstuurd": "Offerte verstuurd",
  gewonnen: "Gewonnen",
  verloren: "Verloren",
  geannuleerd: "Geannuleerd",
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

export function statusLabel(status: string): string {
  return isLeadStatus(status) ? statusLabels[status] : status;
}

/** Which statuses a lead can move to from each status; `order` is the list a status filter shows. */
export interface Workflow {
  order: readonly LeadStatus[];
  next: Partial<Record<LeadStatus, readonly LeadStatus[]>>;
  /**
   * How a lead ends, for the retention rules (~/lib/retention): `lost` (lost or cancelled, anonymized after the
   * shorter period) and `won` (a sale: kept for the fiscal period, then anonymized).
   */
  endings: { lost: readonly LeadStatus[]; won: readonly LeadStatus[] };
}

// Sales leads move nieuw → in behandeling → offerte verstuurd → gewonnen / verloren; a closed lead can be
// reopened when it was closed by mistake.
export const salesWorkflow: Workflow = {
  order: ["nieuw", "in behandeling", "offerte verstuurd", "gewonnen", "verloren"],
  next: {
    nieuw: ["in behandeling", "offerte verstuurd", "verloren"],
    "in behandeling": ["offerte verstuurd", "gewonnen", "verloren"],
    "offerte verstuurd": ["in behandeling", "gewonnen", "verloren"],
    gewonnen: ["in behandeling"],
    verloren: ["in behandeling"],
  },
  endings: { lost: ["verloren"], won: ["gewonnen"] },
};

// An appointment is confirmed or cancelled first (the visitor is e-mailed either way); after the meeting it
// continues as a sales lead. A cancelled slot is final: it may already be booked by someone else.
export const appointmentWorkflow: Workflow = {
  order: ["nieuw", "bevestigd", "offerte verstuurd", "gewonnen", "verloren", "geannuleerd"],
  next: {
    nieuw: ["bevestigd", "geannuleerd"],
    bevestigd: ["geannuleerd", "offerte verstuurd", "gewonnen", "verloren"],
    "offerte verstuurd": ["gewonnen", "verloren"],
    gewonnen: ["offerte verstuurd"],
    verloren: ["offerte verstuurd"],
    geannuleerd: [],
  },
  endings: { lost: ["verloren", "geannuleerd"], won: ["gewonnen"] },
};

// A work-wear order is confirmed (or cancelled) by the shop, then delivered or picked up: "gewonnen" closes a
// sale that happened. A confirmed order can still be cancelled; a cancelled one can be reopened.
export const orderWorkflow: Workflow = {
  order: ["nieuw", "in behandeling", "bevestigd", "gewonnen", "geannuleerd"],
  next: {
    nieuw: ["in behandeling", "bevestigd", "geannuleerd"],
    "in behandeling": ["bevestigd", "geannuleerd"],
    bevestigd: ["gewonnen", "geannuleerd"],
    gewonnen: ["bevestigd"],
    geannuleerd: ["in behandeling"],
  },
  endings: { lost: ["geannuleerd"], won: ["gewonnen"] },
};

/**
 * Whether a lead in `status` has ended (won, lost, cancelled: its workflow's endings): nobody owes it a reply any
 * more, so the inbox shows no reply clock and no alert goes out (docs/opening-hours-and-reply-promise.md).
 */
export function hasEnded(workflow: Workflow, status: string): boolean {
  return ([...workflow.endings.lost, ...workflow.endings.won] as readonly string[]).includes(status);
}

export function nextStatusesIn(workflow: Workflow, current: string): LeadStatus[] {
  if (!isLeadStatus(current)) return ["nieuw"];
  return [...(workflow.next[current] ?? [])];
}

/** Longest internal note staff can save. */
export const NOTE_MAX = 5000;
