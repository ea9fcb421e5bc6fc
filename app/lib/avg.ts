// AVG (GDPR) requests: the pure rules. Which address a request is about, and what an erasure (art. 17) does with
// each lead of that person (delete it, or keep it anonymized when the shop still needs the slot in its agenda)
// and with each quote (an accepted one is the record of a sale the shop must keep).
import type { LeadType } from "./leads/registry";
import type { QuoteStatus } from "./quotes/status";

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

export interface QuoteErasureCandidate {
  id: string;
  status: string;
  /** The last change: the won period runs from it, as for a won lead. */
  updatedAt: Date;
}

/** "keep": the quote stays as it is, with the person's data, until retention anonymizes it. */
export type QuoteErasureStep = "delete" | "anonymize" | "keep";

const ACCEPTED: QuoteStatus = "geaccepteerd";

/**
 * Per quote: an accepted quote is the shop's record of a sale, which the fiscal duty makes it keep (art. 17(3)(b)
 * AVG): it stays whole until the won retention period after its last change has passed (`wonCutoff`, the moment
 * before which that period is over), and is anonymized when it has. Every other quote (concept, open, declined,
 * expired, replaced, withdrawn) is deleted.
 */
export function planQuoteErasure<C extends QuoteErasureCandidate>(
  quotes: readonly C[],
  wonCutoff: Date,
): (C & { step: QuoteErasureStep })[] {
  return quotes.map((quote) => ({
    ...quote,
    step: quote.status !== ACCEPTED ? "delete" : quote.updatedAt < wonCutoff ? "anonymize" : "keep",
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
