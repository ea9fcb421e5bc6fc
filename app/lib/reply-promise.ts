// When we answer a visitor who just sent a form: today while the shop is (or will still be) open, otherwise the
// next opening day of the business calendar (public holidays and closure days skipped). Every toast, /bedankt
// and confirmation mail that names a reply time asks this one function, so the sentences a visitor reads about
// one request agree, also after closing time and at weekends. Amsterdam wall-clock time, whatever the server's
// or visitor's zone is.
import { shopNow } from "./appointment-slots";
import { addDays, type BusinessCalendar, openingOn } from "./business-calendar";
import { dutchDate } from "./dutch-date";

export interface ReplyPromise {
  /** The shop still answers today (it is open now, or opens later today). */
  today: boolean;
  /** The day the answer comes, yyyy-MM-dd (Amsterdam). */
  day: string;
  /** Dutch phrase for the moment: "vandaag nog" or "de volgende werkdag (maandag 30 november)". */
  when: string;
}

/** "maandag 30 november 2026" without the year. */
function dayAndDate(iso: string): string {
  return dutchDate(iso).replace(/ \d{4}$/, "");
}

/** How far ahead the next opening day is looked for (a long closure still gets a date). */
const HORIZON_DAYS = 90;

export function replyPromise(now: Date, cal: BusinessCalendar): ReplyPromise {
  const { date, time } = shopNow(now);
  const todayHours = openingOn(cal, date);
  if (todayHours && time < todayHours.closes) return { today: true, day: date, when: "vandaag nog" };
  for (let offset = 1; offset <= HORIZON_DAYS; offset++) {
    const day = addDays(date, offset);
    if (openingOn(cal, day)) return { today: false, day, when: `de volgende werkdag (${dayAndDate(day)})` };
  }
  // Closed for longer than the horizon: promise nothing precise.
  return { today: false, day: addDays(date, 1), when: "zo snel mogelijk" };
}
