// When we answer a visitor who just sent a form: the lead's due time of the reply clock, said in Dutch. A quote
// request is due REPLY_PROMISE_QUOTE_MINUTES business minutes after it arrives, the other forms
// REPLY_PROMISE_OTHER_MINUTES (docs/opening-hours-and-reply-promise.md); only time in the business calendar's
// opening hours counts, so a form sent at night, at the weekend or on a holiday is due after the next opening.
// Every toast, /bedankt and confirmation mail that names a reply time asks this module, so what a visitor reads
// about one request agrees with itself and with the deadline staff see. Amsterdam wall-clock time, whatever the
// server's or visitor's zone is.
import { dutchDate, shopNow } from "./shop-time";
import { addBusinessMinutes, addDays, type BusinessCalendar } from "./business-calendar";
import { promisedMinutes, type ReplyPromiseSettings } from "./leads/reply-clock";
import { leadForms, type LeadForm, replySentence } from "./leads/registry";

export interface ReplyPromise {
  /** The answer comes today (Amsterdam). */
  today: boolean;
  /** The day the answer is due, yyyy-MM-dd (Amsterdam). */
  day: string;
  /** The due time itself (the lead's reply_due_at). */
  due: Date;
  /** Dutch phrase for it: "vandaag vóór 14:30", "morgen vóór 11:00", "maandag 30 november vóór 12:00". */
  when: string;
}

/** "maandag 30 november 2026" without the year. */
function dayAndDate(iso: string): string {
  return dutchDate(iso).replace(/ \d{4}$/, "");
}

/** The promise of a request that arrives at `now` and is due `minutes` business minutes later. */
export function replyPromise(now: Date, cal: BusinessCalendar, minutes: number): ReplyPromise {
  const due = addBusinessMinutes(cal, now, minutes);
  const today = shopNow(now).date;
  const { date: day, time } = shopNow(due);
  const dayWords = day === today ? "vandaag" : day === addDays(today, 1) ? "morgen" : dayAndDate(day);
  return { today: day === today, day, due, when: `${dayWords} vóór ${time}` };
}

/** The promise for a request sent with this form at `now` (its lead type decides the minutes). */
export function formReplyPromise(
  form: LeadForm,
  now: Date,
  cal: BusinessCalendar,
  settings: ReplyPromiseSettings,
): ReplyPromise {
  return replyPromise(now, cal, promisedMinutes(leadForms[form].type, settings));
}

/**
 * The Dutch sentence this form, this moment and this calendar promise: "We nemen vandaag vóór 14:30 contact met
 * je op." The toast, /bedankt and the confirmation mail all show this sentence.
 */
export function replyPromiseText(
  form: LeadForm,
  now: Date,
  cal: BusinessCalendar,
  settings: ReplyPromiseSettings,
): string {
  return replySentence(form, formReplyPromise(form, now, cal, settings));
}

export { replyWithin } from "./reply-within";
