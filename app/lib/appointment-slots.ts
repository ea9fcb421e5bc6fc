// Appointment rules of docs/behaviour.md#validation-and-messages/§9 on the one business calendar: a day has slots when the shop is open that day
// (not a weekend, public holiday or closure day), every 30 minutes from opening until one hour before closing
// (10:00-16:00 with the default hours), none sooner than the minimum notice, all in the shop's time zone
// (Europe/Amsterdam) whatever the visitor's or server's zone is. The rules take the calendar's day hours as a
// function (~/lib/business-calendar openingOn bound to the calendar on the server), so this module stays pure and
// the browser can use it without the holidays package.
import { shopNow } from "./shop-time";

export const SLOT_MINUTES = 30;
/** The last slot starts this long before closing time. */
export const LAST_SLOT_BEFORE_CLOSING_MINUTES = 60;
/** How far ahead a visitor may book (the date picker's search limit of docs/behaviour.md#business-rules is 365 steps). */
export const MAX_DAYS_AHEAD = 365;
/** The default of APPOINTMENT_MIN_NOTICE_MINUTES: no slot sooner than two hours from now. */
export const DEFAULT_MIN_NOTICE_MINUTES = 120;

/** Opening of one day, "HH:mm" Amsterdam time (the calendar's DayHours). */
export interface SlotDayHours {
  opens: string;
  closes: string;
}

export interface SlotRules {
  /** The shop's hours that day, or null when it is closed (weekend, holiday, closure day). */
  openingOn: (isoDate: string) => SlotDayHours | null;
  /** No slot starts sooner than this many minutes after now. */
  minNoticeMinutes: number;
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Parses yyyy-MM-dd strictly (no 2025-02-30); returns a UTC-midnight Date or undefined. */
export function parseIsoDate(value: string): Date | undefined {
  if (!DATE_RE.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return undefined;
  return date;
}

/** Calendar date of a local Date (as the date picker hands it over) as yyyy-MM-dd. */
export function formatIsoDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

function addDaysIso(iso: string, days: number): string {
  const d = parseIsoDate(iso)!;
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Monday to Friday 10:00-17:00 (docs/behaviour.md#business-rules), the default of OPENING_HOURS, without the holidays. */
function weekdayHours(iso: string): SlotDayHours | null {
  const day = parseIsoDate(iso)?.getUTCDay();
  return day === undefined || day === 0 || day === 6 ? null : { opens: "10:00", closes: "17:00" };
}

/**
 * The rules without the calendar: what the browser assumes until the server has told it the closed days, and
 * what a test without a database uses.
 */
export const WEEKDAY_SLOT_RULES: SlotRules = {
  openingOn: weekdayHours,
  minNoticeMinutes: DEFAULT_MIN_NOTICE_MINUTES,
};

/** The slots of a day with these hours: every 30 minutes from opening until an hour before closing. */
export function slotTimes(hours: SlotDayHours): string[] {
  const first = toMinutes(hours.opens);
  const last = toMinutes(hours.closes) - LAST_SLOT_BEFORE_CLOSING_MINUTES;
  const times: string[] = [];
  for (let minutes = first; minutes <= last; minutes += SLOT_MINUTES) times.push(toHhmm(minutes));
  return times;
}

/** Whether the date lies from today (Amsterdam) to the end of the booking horizon. */
export function isWithinHorizon(iso: string, now: Date = new Date()): boolean {
  if (!parseIsoDate(iso)) return false;
  const today = shopNow(now).date;
  return iso >= today && iso <= addDaysIso(today, MAX_DAYS_AHEAD);
}

/**
 * Slots of that date a visitor can still book: the shop is open that day, the slot starts at least the minimum
 * notice from now (counted in real minutes, so a DST change neither adds nor loses an hour) and is not booked.
 */
export function availableSlots(
  iso: string,
  now: Date = new Date(),
  booked: Iterable<string> = [],
  rules: SlotRules = WEEKDAY_SLOT_RULES,
): string[] {
  if (!isWithinHorizon(iso, now)) return [];
  const hours = rules.openingOn(iso);
  if (!hours) return [];
  const taken = new Set(booked);
  const earliest = now.getTime() + rules.minNoticeMinutes * 60_000;
  return slotTimes(hours).filter(
    (slot) => !taken.has(slot) && amsterdamToUtc(iso, slot).getTime() >= earliest,
  );
}

/** Whether the date has a slot left (ignoring bookings): open that day, within the horizon and the notice. */
export function isBookableDate(
  iso: string,
  now: Date = new Date(),
  rules: SlotRules = WEEKDAY_SLOT_RULES,
): boolean {
  return availableSlots(iso, now, [], rules).length > 0;
}

/** The first day with a slot left, searching the booking horizon (the date picker's first month). */
export function firstBookableDay(now: Date = new Date(), rules: SlotRules = WEEKDAY_SLOT_RULES): string {
  const today = shopNow(now).date;
  for (let i = 0; i <= MAX_DAYS_AHEAD; i++) {
    const day = addDaysIso(today, i);
    if (isBookableDate(day, now, rules)) return day;
  }
  return today;
}

/**
 * The days of the booking horizon without a slot (closed, or today once the notice has passed its last slot):
 * what the date picker disables. Bookings are not counted: a full day still shows, with "geen tijden meer vrij".
 */
export function closedDays(now: Date = new Date(), rules: SlotRules = WEEKDAY_SLOT_RULES): string[] {
  const today = shopNow(now).date;
  const closed: string[] = [];
  for (let i = 0; i <= MAX_DAYS_AHEAD; i++) {
    const day = addDaysIso(today, i);
    if (!isBookableDate(day, now, rules)) closed.push(day);
  }
  return closed;
}

/** A time on the slot grid ("HH:00" or "HH:30"); whether the shop is open then is the rules' question. */
export function isValidSlot(value: string): boolean {
  return /^(?:[01]\d|2[0-3]):(?:00|30)$/.test(value);
}

/**
 * The UTC instant of a wall-clock time in Amsterdam (for the .ics invite and the notice). Slots lie in opening
 * hours, far from the 02:00–03:00 DST switch, so the offset found at that instant is unambiguous.
 */
export function amsterdamToUtc(iso: string, hhmm: string): Date {
  const guess = new Date(`${iso}T${hhmm}:00Z`);
  const local = shopNow(guess);
  const asUtc = Date.parse(`${local.date}T${local.time}:00Z`);
  const offset = asUtc - guess.getTime();
  return new Date(guess.getTime() - offset);
}
