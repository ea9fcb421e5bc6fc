// The reply promise a visitor reads right after sending a form (toast, /bedankt, confirmation mail): the pure
// ~/lib/reply-promise with this server's REPLY_PROMISE_* settings and the business calendar in force.
import { formReplyPromise, type ReplyPromise, replyPromise } from "~/lib/reply-promise";
import type { BusinessCalendar } from "~/lib/business-calendar";
import { promisedMinutes } from "~/lib/leads/reply-clock";
import type { LeadForm, LeadType } from "~/lib/leads/registry";
import { replyPromiseSettings } from "./reply-due.server";

/** The promise of a lead of this type arriving (or released) at `now`: the same due time as its reply clock. */
export function typeReplyPromise(cal: BusinessCalendar, type: LeadType, now: Date): ReplyPromise {
  return replyPromise(now, cal, promisedMinutes(type, replyPromiseSettings()));
}

/** The promise of a request sent with this form at `now`. */
export function replyPromiseOf(cal: BusinessCalendar, form: LeadForm, now: Date): ReplyPromise {
  return formReplyPromise(form, now, cal, replyPromiseSettings());
}
