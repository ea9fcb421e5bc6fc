// The proof (drukproef) of an order (docs/proofs.md): its state from the latest version's decisions and the
// staff's waiver, what production needs, the ready date an approval now would give, and the customer's pin. Pure.
import type { ClosureDay } from "~/lib/business-calendar";
import { addWorkingDays, expectedReadyDate, isWorkingDay } from "~/lib/business-days";
import { dutchDay, formatDateTime, shopNow } from "~/lib/shop-time";

export const PROOF_DECISION_KINDS = ["approved", "change_requested"] as const;
export type ProofDecisionKind = (typeof PROOF_DECISION_KINDS)[number];

/** Where an order's proof is: none uploaded yet, waiting for the customer, approved, a change asked, or waived. */
export type ProofState =
  | { kind: "none" }
  | { kind: "waiting"; version: number }
  | { kind: "approved"; version: number; at: Date }
  | { kind: "changes"; version: number; at: Date }
  | { kind: "waived"; at: Date };

export interface ProofFacts {
  /** The latest version with its decisions, or null when none was uploaded. */
  latest: { version: number; decisions: readonly { kind: string; createdAt: Date }[] } | null;
  waivedAt: Date | null;
}

export function proofStateOf({ latest, waivedAt }: ProofFacts): ProofState {
  if (waivedAt) return { kind: "waived", at: waivedAt };
  if (!latest) return { kind: "none" };
  const approval = latest.decisions.find((d) => d.kind === "approved");
  if (approval) return { kind: "approved", version: latest.version, at: approval.createdAt };
  const change = latest.decisions.filter((d) => d.kind === "change_requested").at(-1);
  if (change) return { kind: "changes", version: latest.version, at: change.createdAt };
  return { kind: "waiting", version: latest.version };
}

/** Production may start once the latest proof is approved, or staff waived it for a reorder. */
export function proofAllowsProduction(state: ProofState): boolean {
  return state.kind === "approved" || state.kind === "waived";
}

/** "Drukproef: …" as staff read it on the board and the order page. */
export function proofStateLabel(state: ProofState): string {
  switch (state.kind) {
    case "none":
      return "Drukproef: nog niet geüpload";
    case "waiting":
      return "Drukproef: wacht op klant";
    case "approved":
      return `Drukproef: goedgekeurd op ${formatDateTime(state.at)}`;
    case "changes":
      return "Drukproef: wijziging gevraagd";
    case "waived":
      return "Drukproef: niet nodig";
  }
}

/** The hour (shop time) before which an approval counts from today; a setting (PROOF_CUTOFF_HOUR). */
export const DEFAULT_PROOF_CUTOFF_HOUR = 16;

/**
 * The working day an approval at `now` counts from: today when it is a working day and before the cut-off,
 * otherwise the first working day after today.
 */
export function approvalCountsFrom(
  now: Date,
  cutoffHour: number,
  closures: readonly ClosureDay[] = [],
): string {
  const { date, time } = shopNow(now);
  if (isWorkingDay(date, closures) && Number(time.slice(0, 2)) < cutoffHour) return date;
  return addWorkingDays(date, 1, closures);
}

/** The ready date of an order approved at `now` (working days from the approval, docs/behaviour.md#business-rules). */
export function readyDateIfApproved(
  now: Date,
  rush: boolean,
  cutoffHour: number,
  closures: readonly ClosureDay[] = [],
): string {
  return expectedReadyDate(approvalCountsFrom(now, cutoffHour, closures), rush, closures);
}

/** The sentence above the approval form. */
export function readyDateSentence(
  now: Date,
  rush: boolean,
  cutoffHour: number,
  closures: readonly ClosureDay[] = [],
): string {
  const ready = dutchDay(readyDateIfApproved(now, rush, cutoffHour, closures));
  const { date, time } = shopNow(now);
  const beforeCutoff = isWorkingDay(date, closures) && Number(time.slice(0, 2)) < cutoffHour;
  return beforeCutoff
    ? `Keur je vandaag vóór ${String(cutoffHour).padStart(2, "0")}:00 goed, dan is het klaar op ${ready}.`
    : `Keur je nu goed, dan is het klaar op ${ready}.`;
}

/** A pin as posted (fractions 0..1, or an <input type="image"> click in pixels of the shown size). */
export function parsePin(
  x: unknown,
  y: unknown,
  size?: { width: number; height: number },
): { x: number; y: number } | null {
  if (typeof x !== "string" || typeof y !== "string" || x === "" || y === "") return null;
  let px = Number(x);
  let py = Number(y);
  if (!Number.isFinite(px) || !Number.isFinite(py)) return null;
  if (size) {
    px /= size.width;
    py /= size.height;
  }
  if (px < 0 || px > 1 || py < 0 || py > 1) return null;
  return { x: Math.round(px * 10_000) / 10_000, y: Math.round(py * 10_000) / 10_000 };
}

export const PROOF_NAME_MAX = 120;
export const PROOF_COMMENT_MAX = 2000;
