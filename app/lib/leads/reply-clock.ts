// The reply promise as rules: a lead's due time in business minutes from its arrival (quote requests 2 business
// hours, the other forms 24, both settings), the moment of the first alert (three quarters of the time), what the
// inbox shows (time left, or late), and the statistics over first responses. All time is business time of the one
// business calendar (lib/business-calendar): a night or a weekend does not count against staff.
import { replyClockCopy } from "~/content/reply-clock";
import { addBusinessMinutes, type BusinessCalendar, businessMinutesBetween } from "../business-calendar";
import { isoWeek } from "../shop-time";
import type { LeadType } from "./registry";

/** How a first response was made: a status change, a note marked as contact, a quote sent, a reply mail. */
export const FIRST_RESPONSE_KINDS = ["status", "note", "quote", "mail"] as const;
export type FirstResponseKind = (typeof FIRST_RESPONSE_KINDS)[number];

export interface ReplyPromiseSettings {
  /** Business minutes for a quote request (REPLY_PROMISE_QUOTE_MINUTES). */
  quoteMinutes: number;
  /** Business minutes for the other forms (REPLY_PROMISE_OTHER_MINUTES). */
  otherMinutes: number;
}

export function promisedMinutes(type: LeadType, settings: ReplyPromiseSettings): number {
  return type === "quote" ? settings.quoteMinutes : settings.otherMinutes;
}

/** When the first response is due, and when staff are alerted that it is not there yet (3/4 of the time). */
export function replyDeadlines(
  cal: BusinessCalendar,
  arrivedAt: Date,
  minutes: number,
): { replyDueAt: Date; replyAlertAt: Date } {
  return {
    replyDueAt: addBusinessMinutes(cal, arrivedAt, minutes),
    replyAlertAt: addBusinessMinutes(cal, arrivedAt, (minutes * 3) / 4),
  };
}

export type ReplyState =
  | { kind: "none" }
  | { kind: "answered"; late: boolean }
  | { kind: "open"; minutesLeft: number }
  | { kind: "late"; minutesLate: number };

/**
 * Where a lead stands against its promise at `now`, in business minutes. A lead without a due time, or one that
 * ended unanswered (`ended`: cancelled by the customer, lost, won, spam), owes no reply: none, so no "nog 24 u"
 * beside "Geannuleerd". An answer given before it ended still shows.
 */
export function replyState(
  cal: BusinessCalendar,
  now: Date,
  lead: { replyDueAt: Date | null; firstResponseAt: Date | null; ended?: boolean },
): ReplyState {
  if (!lead.replyDueAt) return { kind: "none" };
  if (lead.firstResponseAt) return { kind: "answered", late: lead.firstResponseAt > lead.replyDueAt };
  if (lead.ended) return { kind: "none" };
  if (now < lead.replyDueAt)
    return { kind: "open", minutesLeft: Math.ceil(businessMinutesBetween(cal, now, lead.replyDueAt)) };
  return { kind: "late", minutesLate: Math.floor(businessMinutesBetween(cal, lead.replyDueAt, now)) };
}

/** What the inbox and the lead's page show: time left, or "te laat" (also in words, never colour alone). */
export interface ReplyView {
  text: string | null;
  late: boolean;
}

export function replyView(state: ReplyState): ReplyView {
  switch (state.kind) {
    case "none":
      return { text: null, late: false };
    case "answered":
      return { text: state.late ? replyClockCopy.answeredLate : replyClockCopy.answered, late: false };
    case "open":
      return { text: replyClockCopy.timeLeft(formatBusinessMinutes(state.minutesLeft)), late: false };
    case "late":
      return {
        text:
          state.minutesLate > 0
            ? replyClockCopy.lateBy(formatBusinessMinutes(state.minutesLate))
            : replyClockCopy.late,
        late: true,
      };
  }
}

/** Business minutes as staff read them: "45 min", "2 u", "1 u 20 min". */
export function formatBusinessMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} u` : `${hours} u ${rest} min`;
}

/** The p-th percentile (0-100) by the nearest-rank method, or null for no values. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

export interface ReplyFigures {
  /** Leads whose promise has run out or that were answered (the ones that can be judged). */
  judged: number;
  /** Of those, answered within the promise. */
  withinPromise: number;
  /** Share answered within the promise (0-1), null when none can be judged yet. */
  share: number | null;
  /** Business minutes to the first response over the answered leads. */
  medianMinutes: number | null;
  p90Minutes: number | null;
}

/**
 * The figures of a group of leads at `now`: a lead still open before its due time is not judged yet; a lead open
 * past it counts as missed.
 */
export function replyFigures(
  cal: BusinessCalendar,
  now: Date,
  leads: readonly { createdAt: Date; replyDueAt: Date; firstResponseAt: Date | null }[],
): ReplyFigures {
  let judged = 0;
  let withinPromise = 0;
  const minutes: number[] = [];
  for (const lead of leads) {
    if (lead.firstResponseAt) {
      judged++;
      if (lead.firstResponseAt <= lead.replyDueAt) withinPromise++;
      minutes.push(businessMinutesBetween(cal, lead.createdAt, lead.firstResponseAt));
    } else if (now >= lead.replyDueAt) judged++;
  }
  return {
    judged,
    withinPromise,
    share: judged ? withinPromise / judged : null,
    medianMinutes: percentile(minutes, 50),
    p90Minutes: percentile(minutes, 90),
  };
}

export interface ReplyLead {
  /** Amsterdam day of arrival, yyyy-MM-dd. */
  day: string;
  form: string;
  createdAt: Date;
  replyDueAt: Date;
  firstResponseAt: Date | null;
}

/** The figures per ISO week, per form and in total (weeks and forms sorted). */
export function replyFiguresByGroup(cal: BusinessCalendar, now: Date, leads: readonly ReplyLead[]) {
  const group = (key: (lead: ReplyLead) => string) => {
    const groups = new Map<string, ReplyLead[]>();
    for (const lead of leads) groups.set(key(lead), [...(groups.get(key(lead)) ?? []), lead]);
    return [...groups]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, members]) => ({ name, ...replyFigures(cal, now, members) }));
  };
  return {
    weeks: group((lead) => isoWeek(lead.day)),
    forms: group((lead) => lead.form),
    total: replyFigures(cal, now, leads),
  };
}
