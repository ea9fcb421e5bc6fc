// AVG (GDPR) requests: the pure rules. Which address a request is about, and what an erasure (art. 17) does with
// each lead of that person: delete it, or keep it anonymized when the shop still needs the slot in its agenda.
import type { LeadType } from "./leads/registry";

/** Stored addresses are compared case-insensitively and without surrounding spaces. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** What a not-null personal column holds after anonymization. */
export const ERASED_TEXT = "[verwijderd]";

export interface ErasureCandidate {
  type: LeadType;
  id: string;
  status: string;
  isSpam: boolean;
  /** The agenda date (yyyy-MM-dd) of a lead type that books a slot (appointments); null for other types. */
  agendaDate: string | null;
}

export type ErasureStep = "delete" | "anonymize";

/** Only a confirmed booking still to come is kept (anonymized), so the shop does not double-book the slot. */
export const KEPT_AGENDA_STATUSES: readonly string[] = ["bevestigd"];

/**
 * Per lead: "anonymize" for a confirmed slot today or later (kept for the agenda without the person's data),
 * "delete" for everything else. `today` is yyyy-MM-dd in the shop's time zone.
 */
export function planErasure<C extends ErasureCandidate>(
  leads: readonly C[],
  today: string,
): (C & { step: ErasureStep })[] {
  return leads.map((lead) => ({
    ...lead,
    step:
      !lead.isSpam &&
      lead.agendaDate !== null &&
      lead.agendaDate >= today &&
      KEPT_AGENDA_STATUSES.includes(lead.status)
        ? "anonymize"
        : "delete",
  }));
}

/** A short code that names one request in the audit log and the answer to the person (never the address). */
export function requestReference(random: Uint8Array): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return `AVG-${Array.from(random.slice(0, 8), (b) => alphabet[b % alphabet.length]).join("")}`;
}

/** The confirmation an erasure needs: the same address typed again (case and spaces do not matter). */
export function confirmsErasure(email: string, confirmation: string): boolean {
  return normalizeEmail(email) !== "" && normalizeEmail(email) === normalizeEmail(confirmation);
}
