// When an open invoice gets its reminders, and the term of the statutory letter a consumer must have had before
// collection costs may be charged (docs/receivables.md). Pure: the worker and the receivables page ask it.
import { addDays, type ClosureDay } from "../business-calendar";
import { dutchHolidays, isWorkingDay } from "../business-days";

/** Days after the due date for each reminder; the admins set them (docs/receivables.md, "Reminders"). */
export interface ReminderSchedule {
  firstAfterDays: number;
  secondAfterDays: number;
}

export const DEFAULT_REMINDER_SCHEDULE: ReminderSchedule = { firstAfterDays: 3, secondAfterDays: 14 };

/** The longest an admin may wait before a reminder: a year. */
export const MAX_REMINDER_DAYS = 365;

export const REMINDER_STEPS = ["first", "second"] as const;
export type ReminderStep = (typeof REMINDER_STEPS)[number];

/** A schedule an admin may set: whole days, the first at least a day after the due date, the second after it. */
export function isValidSchedule(schedule: ReminderSchedule): boolean {
  const { firstAfterDays: first, secondAfterDays: second } = schedule;
  return (
    Number.isInteger(first) &&
    Number.isInteger(second) &&
    first >= 1 &&
    second > first &&
    second <= MAX_REMINDER_DAYS
  );
}

/** The first working day on or after `iso`: weekends, Dutch holidays and the shop's closure days move it on. */
export function onWorkingDay(iso: string, closures: readonly ClosureDay[] = []): string {
  let day = iso;
  while (!isWorkingDay(day, closures)) day = addDays(day, 1);
  return day;
}

const daysAfter = (schedule: ReminderSchedule, step: ReminderStep) =>
  step === "first" ? schedule.firstAfterDays : schedule.secondAfterDays;

/** The day a reminder goes out: its days after the due date, moved to the next working day. */
export function reminderSendDate(
  dueOn: string,
  step: ReminderStep,
  schedule: ReminderSchedule = DEFAULT_REMINDER_SCHEDULE,
  closures: readonly ClosureDay[] = [],
): string {
  return onWorkingDay(addDays(dueOn, daysAfter(schedule, step)), closures);
}

export interface SentReminder {
  step: ReminderStep;
  /** yyyy-MM-dd, Amsterdam. */
  sentOn: string;
}

/**
 * The reminder to send on `today`, or null: the first step not sent yet whose send date has come, in order, at
 * most one a day (a worker that was down sends the first, and the second on a later working day). Nothing on a
 * day that is not a working day, for an invoice with nothing open, or while it is disputed ("betwist").
 */
export function reminderDue(input: {
  dueOn: string;
  today: string;
  openCents: number;
  disputed: boolean;
  sent: readonly SentReminder[];
  schedule?: ReminderSchedule;
  closures?: readonly ClosureDay[];
}): ReminderStep | null {
  const { dueOn, today, sent, schedule = DEFAULT_REMINDER_SCHEDULE, closures = [] } = input;
  if (input.openCents <= 0 || input.disputed || !isWorkingDay(today, closures)) return null;
  if (sent.some((reminder) => reminder.sentOn === today)) return null;
  const step = REMINDER_STEPS.find((s) => !sent.some((reminder) => reminder.step === s));
  if (!step) return null;
  return reminderSendDate(dueOn, step, schedule, closures) <= today ? step : null;
}

// ---- The statutory letter (veertiendagenbrief, BW 6:96 lid 6) ----

/** Days the consumer has to pay after the statutory letter, counted from the day after receipt (BW 6:96 lid 6). */
export const STATUTORY_LETTER_DAYS = 14;

/**
 * A day on which a legal term cannot end (Algemene termijnenwet art. 1 and 3): Saturday, Sunday, the public
 * holidays, and Bevrijdingsdag (5 May) every year. Not the shop's own closure days: the law's term is not the shop's.
 */
function endsNoLegalTerm(iso: string): boolean {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return (
    weekday === 0 ||
    weekday === 6 ||
    iso.slice(5) === "05-05" ||
    dutchHolidays(Number(iso.slice(0, 4))).has(iso)
  );
}

/**
 * The last day to pay after the statutory letter received on `receivedOn`: the 14th day counted from the day after
 * receipt (HR 13 juli 2018, ECLI:NL:HR:2018:1199), moved to the next day that is not a Saturday, Sunday or holiday
 * when it falls on one (Algemene termijnenwet).
 */
export function statutoryLetterDeadline(receivedOn: string): string {
  let day = addDays(receivedOn, STATUTORY_LETTER_DAYS);
  while (endsNoLegalTerm(day)) day = addDays(day, 1);
  return day;
}

/** A consumer owes the collection costs only from the day after the letter's deadline (BW 6:96 lid 6). */
export function consumerCostsChargeable(letterReceivedOn: string | null, today: string): boolean {
  return letterReceivedOn !== null && today > statutoryLetterDeadline(letterReceivedOn);
}
