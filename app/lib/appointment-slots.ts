// Appointment rules of spec §5/§9: weekdays only, no past dates, slots every 30 minutes from 10:00 to 16:00
// inclusive, all in the shop's time zone (Europe/Amsterdam) whatever the visitor's or server's zone is.
import { TIME_ZONE } from "./time-zone";

const FIRST_SLOT = "10:00";
const LAST_SLOT = "16:00";
export const SLOT_MINUTES = 30;
/** How far ahead a visitor may book (the date picker's search limit of spec §9 is 365 steps). */
export const MAX_DAYS_AHEAD = 365;

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** "10:00", "10:30", … "16:00" (13 slots). */
export const ALL_SLOTS: readonly string[] = Array.from(
  { length: (toMinutes(LAST_SLOT) - toMinutes(FIRST_SLOT)) / SLOT_MINUTES + 1 },
  (_, i) => toHhmm(toMinutes(FIRST_SLOT) + i * SLOT_MINUTES),
);

const partsFormatter = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The wall-clock date (yyyy-MM-dd) and time (HH:mm) in Amsterdam at the given instant. */
export function shopNow(now: Date = new Date()): { date: string; time: string } {
  const parts = Object.fromEntries(partsFormatter.formatToParts(now).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

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

function isWeekend(iso: string): boolean {
  const day = parseIsoDate(iso)?.getUTCDay();
  return day === 0 || day === 6;
}

/**
 * The first day that still has a slot ahead: today until its last slot has begun, then tomorrow (a weekend day
 * is then refused by isBookableDate and disabled in the date picker).
 */
export function firstBookableDay(now: Date = new Date()): string {
  const { date, time } = shopNow(now);
  return time < LAST_SLOT ? date : addDaysIso(date, 1);
}

/**
 * Whether the date may be picked: a weekday, from today (Amsterdam; once today's last slot has passed, from
 * tomorrow) and within the booking horizon.
 */
export function isBookableDate(iso: string, now: Date = new Date()): boolean {
  if (!parseIsoDate(iso) || isWeekend(iso)) return false;
  const today = shopNow(now).date;
  return iso >= firstBookableDay(now) && iso <= addDaysIso(today, MAX_DAYS_AHEAD);
}

/** Slots of that date still in the future (Amsterdam time); empty for dates that cannot be booked. */
export function availableSlots(iso: string, now: Date = new Date(), booked: Iterable<string> = []): string[] {
  if (!isBookableDate(iso, now)) return [];
  const taken = new Set(booked);
  const current = shopNow(now);
  return ALL_SLOTS.filter((slot) => !taken.has(slot) && (iso > current.date || slot > current.time));
}

export function isValidSlot(value: string): boolean {
  return ALL_SLOTS.includes(value);
}

/**
 * The UTC instant of a wall-clock time in Amsterdam (for the .ics invite). Slots are 10:00–16:00, far from the
 * 02:00–03:00 DST switch, so the offset found at that instant is unambiguous.
 */
export function amsterdamToUtc(iso: string, hhmm: string): Date {
  const guess = new Date(`${iso}T${hhmm}:00Z`);
  const local = shopNow(guess);
  const asUtc = Date.parse(`${local.date}T${local.time}:00Z`);
  const offset = asUtc - guess.getTime();
  return new Date(guess.getTime() - offset);
}
