import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../business-calendar";
import { isWorkingDay } from "../business-days";
import {
  consumerCostsChargeable,
  DEFAULT_REMINDER_SCHEDULE,
  isValidSchedule,
  reminderDue,
  reminderSendDate,
  statutoryLetterDeadline,
} from "./reminders";

const closures = [
  { date: "2026-12-28", label: "Tussen kerst en oud en nieuw gesloten" },
  { date: "2026-12-29", label: "Tussen kerst en oud en nieuw gesloten" },
];

describe("reminder schedule", () => {
  it("sends 3 and 14 days after the due date by default", () => {
    // Due Monday 9 November 2026: Thursday 12 and Monday 23 November.
    expect(reminderSendDate("2026-11-09", "first")).toBe("2026-11-12");
    expect(reminderSendDate("2026-11-09", "second")).toBe("2026-11-23");
  });

  it("moves a send off weekends, Dutch holidays and the shop's closure days to the next working day", () => {
    expect(reminderSendDate("2026-12-02", "first")).toBe("2026-12-07"); // Saturday 5 December → Monday
    expect(reminderSendDate("2026-04-24", "first")).toBe("2026-04-28"); // Koningsdag, Monday 27 April
    expect(reminderSendDate("2026-05-11", "first")).toBe("2026-05-15"); // Hemelvaartsdag
    expect(reminderSendDate("2026-05-22", "first")).toBe("2026-05-26"); // Monday 25 May, Tweede Pinksterdag
    // 25 December, then Saturday 26 (Tweede Kerstdag), Sunday: Monday 28, or with the closure days Wednesday 30.
    expect(reminderSendDate("2026-12-22", "first")).toBe("2026-12-28");
    expect(reminderSendDate("2026-12-22", "first", DEFAULT_REMINDER_SCHEDULE, closures)).toBe("2026-12-30");
    // Across the new year: due 18 December, 14 days later is New Year's Day.
    expect(reminderSendDate("2026-12-18", "second")).toBe("2027-01-04");
  });

  it("follows the admins' schedule", () => {
    const schedule = { firstAfterDays: 7, secondAfterDays: 21 };
    expect(reminderSendDate("2026-11-09", "first", schedule)).toBe("2026-11-16");
    expect(reminderSendDate("2026-11-09", "second", schedule)).toBe("2026-11-30");
    expect(isValidSchedule(schedule)).toBe(true);
    expect(isValidSchedule({ firstAfterDays: 0, secondAfterDays: 14 })).toBe(false);
    expect(isValidSchedule({ firstAfterDays: 14, secondAfterDays: 14 })).toBe(false);
    expect(isValidSchedule({ firstAfterDays: 3, secondAfterDays: 366 })).toBe(false);
    expect(isValidSchedule({ firstAfterDays: 2.5, secondAfterDays: 14 })).toBe(false);
  });

  const open = { dueOn: "2026-11-09", openCents: 12_100, disputed: false, sent: [] };

  it("says which reminder is due today, one at a time and in order", () => {
    expect(reminderDue({ ...open, today: "2026-11-11" })).toBeNull();
    expect(reminderDue({ ...open, today: "2026-11-12" })).toBe("first");
    const first = [{ step: "first" as const, sentOn: "2026-11-12" }];
    expect(reminderDue({ ...open, sent: first, today: "2026-11-13" })).toBeNull();
    expect(reminderDue({ ...open, sent: first, today: "2026-11-23" })).toBe("second");
    const both = [...first, { step: "second" as const, sentOn: "2026-11-23" }];
    expect(reminderDue({ ...open, sent: both, today: "2026-12-30" })).toBeNull();
    // A worker down for weeks sends the first, and the second on the next working day, never two in one day.
    expect(reminderDue({ ...open, today: "2026-12-01" })).toBe("first");
    const late = [{ step: "first" as const, sentOn: "2026-12-01" }];
    expect(reminderDue({ ...open, sent: late, today: "2026-12-01" })).toBeNull();
    expect(reminderDue({ ...open, sent: late, today: "2026-12-02" })).toBe("second");
  });

  it("sends nothing for a paid or disputed invoice, or on a day off", () => {
    expect(reminderDue({ ...open, openCents: 0, today: "2026-11-12" })).toBeNull();
    expect(reminderDue({ ...open, disputed: true, today: "2026-11-12" })).toBeNull();
    expect(reminderDue({ ...open, today: "2026-11-14" })).toBeNull(); // Saturday
    expect(reminderDue({ ...open, today: "2026-11-16" })).toBe("first");
  });

  const dueOn = fc.integer({ min: 0, max: 3 * 366 }).map((n) => addDays("2025-01-01", n));

  it("always lands on the first working day on or after the scheduled day", () => {
    fc.assert(
      fc.property(dueOn, fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 }), (due, a, b) => {
        const schedule = { firstAfterDays: a, secondAfterDays: a + b };
        for (const step of ["first", "second"] as const) {
          const planned = addDays(due, step === "first" ? a : a + b);
          const send = reminderSendDate(due, step, schedule, closures);
          expect(isWorkingDay(send, closures)).toBe(true);
          expect(send >= planned).toBe(true);
          for (let day = planned; day < send; day = addDays(day, 1))
            expect(isWorkingDay(day, closures)).toBe(false);
        }
        expect(reminderSendDate(due, "second", schedule) >= reminderSendDate(due, "first", schedule)).toBe(
          true,
        );
      }),
      { numRuns: 1_000 },
    );
  });
});

describe("the statutory letter's term (BW 6:96 lid 6)", () => {
  it("ends on the 14th day counted from the day after receipt", () => {
    expect(statutoryLetterDeadline("2026-12-04")).toBe("2026-12-18");
    expect(statutoryLetterDeadline("2026-12-10")).toBe("2026-12-24");
  });

  it("moves an end on a Saturday, Sunday or holiday to the next day that is not (Algemene termijnenwet)", () => {
    expect(statutoryLetterDeadline("2026-12-05")).toBe("2026-12-21"); // Saturday 19 → Monday 21
    expect(statutoryLetterDeadline("2026-12-11")).toBe("2026-12-28"); // Christmas, Tweede Kerstdag, Sunday
    expect(statutoryLetterDeadline("2026-04-13")).toBe("2026-04-28"); // Koningsdag
    // Bevrijdingsdag counts every year for the law's terms, not only in lustrum years as for the shop.
    expect(isWorkingDay("2026-05-05")).toBe(true);
    expect(statutoryLetterDeadline("2026-04-21")).toBe("2026-05-06");
    // The shop's own closure days do not lengthen the law's term.
    expect(statutoryLetterDeadline("2026-12-14")).toBe("2026-12-28");
  });

  it("allows collection costs from a consumer only after the term, and never without the letter", () => {
    expect(consumerCostsChargeable(null, "2027-06-01")).toBe(false);
    expect(consumerCostsChargeable("2026-12-04", "2026-12-18")).toBe(false);
    expect(consumerCostsChargeable("2026-12-04", "2026-12-19")).toBe(true);
  });

  it("gives at least 14 full days after receipt, whatever the day", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 366 }), (n) => {
        const received = addDays("2025-01-01", n);
        const deadline = statutoryLetterDeadline(received);
        expect(deadline >= addDays(received, 14)).toBe(true);
        expect(deadline <= addDays(received, 18)).toBe(true);
        expect(consumerCostsChargeable(received, deadline)).toBe(false);
        expect(consumerCostsChargeable(received, addDays(deadline, 1))).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });
});
