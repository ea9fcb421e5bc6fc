// When we answer a visitor who just sent a form: today while the shop is (or will still be) open, otherwise the
// next working day. Every toast, /bedankt and confirmation mail that names a reply time asks this one function, so
// the sentences a visitor reads about one request agree, also after closing time and at weekends. Amsterdam
// wall-clock time, whatever the server's or visitor's zone is.
import type { OpeningHours } from "~/content/site";
import { shopNow } from "./appointment-slots";
import { dutchDate } from "./dutch-date";

type Weekday = OpeningHours["days"][number];
const WEEKDAYS: readonly Weekday[] = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

export interface ReplyPromise {
  /** The shop still answers today (it is open now, or opens later today). */
  today: boolean;
  /** The day the answer comes, yyyy-MM-dd (Amsterdam). */
  day: string;
  /** Dutch phrase for the moment: "vandaag nog" or "de volgende werkdag (maandag 30 november)". */
  when: string;
}

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function hoursOn(iso: string, openingHours: readonly OpeningHours[]): OpeningHours | undefined {
  const weekday = WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]!;
  return openingHours.find((h) => h.days.includes(weekday));
}

/** "maandag 30 november 2026" without the year. */
function dayAndDate(iso: string): string {
  return dutchDate(iso).replace(/ \d{4}$/, "");
}

export function replyPromise(now: Date, openingHours: readonly OpeningHours[]): ReplyPromise {
  const { date, time } = shopNow(now);
  const todayHours = hoursOn(date, openingHours);
  if (todayHours && time < todayHours.closes) return { today: true, day: date, when: "vandaag nog" };
  // Closed for today: the first day after it with opening hours (a week ahead at most).
  for (let offset = 1; offset <= 7; offset++) {
    const day = addDays(date, offset);
    if (hoursOn(day, openingHours))
      return { today: false, day, when: `de volgende werkdag (${dayAndDate(day)})` };
  }
  // No opening hours configured at all: promise nothing precise.
  return { today: false, day: addDays(date, 1), when: "zo snel mogelijk" };
}
