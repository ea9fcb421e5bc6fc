// A new lead's reply clock: its due time and first alert from the REPLY_PROMISE_* settings and the business
// calendar. Apart from reply-clock.server (which reads the lead tables through the storage registry) so that
// storing a lead does not import the registry that imports the lead types that store leads.
import type { BusinessCalendar } from "~/lib/business-calendar";
import { promisedMinutes, replyDeadlines, type ReplyPromiseSettings } from "~/lib/leads/reply-clock";
import type { LeadType } from "~/lib/leads/registry";
import { getEnv } from "../env.server";

export function replyPromiseSettings(): ReplyPromiseSettings {
  const env = getEnv();
  return { quoteMinutes: env.REPLY_PROMISE_QUOTE_MINUTES, otherMinutes: env.REPLY_PROMISE_OTHER_MINUTES };
}

/** The reply clock's columns of a lead that starts waiting for a response at `from`. */
export function replyClockColumns(cal: BusinessCalendar, type: LeadType, from: Date) {
  return { ...replyDeadlines(cal, from, promisedMinutes(type, replyPromiseSettings())), replyAlertStage: 0 };
}
