import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amsterdamToUtc,
  availableSlots,
  closedDays,
  firstBookableDay,
  isBookableDate,
  isValidSlot,
  parseIsoDate,
  slotTimes,
  WEEKDAY_SLOT_RULES,
  type SlotRules,
} from "./appointment-slots";
import { shopNow } from "./shop-time";

const DEFAULT_SLOTS = [
  "10:00",
  "10:30",
  "11:00",
  "11:30",
  "12:00",
  "12:30",
  "13:00",
  "13:30",
  "14:00",
  "14:30",
  "15:00",
  "15:30",
  "16:00",
];

/** Weekdays 10:00-17:00 but closed on the given days (holidays, closures), with this notice. */
function rulesClosedOn(closed: string[], minNoticeMinutes = 120): SlotRules {
  return {
    openingOn: (iso) => (closed.includes(iso) ? null : WEEKDAY_SLOT_RULES.openingOn(iso)),
    minNoticeMinutes,
  };
}

describe("appointment slots", () => {
  it("runs every 30 minutes from opening until an hour before closing", () => {
    expect(slotTimes({ opens: "10:00", closes: "17:00" })).toEqual(DEFAULT_SLOTS);
    expect(slotTimes({ opens: "09:00", closes: "12:00" })).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
    ]);
    expect(slotTimes({ opens: "09:00", closes: "09:30" })).toEqual([]);
  });

  it("uses Amsterdam wall-clock time, whatever the server's zone", () => {
    // 23:30 UTC on a Sunday is already Monday 00:30 in Amsterdam (winter, UTC+1).
    expect(shopNow(new Date("2026-01-04T23:30:00Z"))).toEqual({ date: "2026-01-05", time: "00:30" });
    // Summer time: UTC+2.
    expect(shopNow(new Date("2026-07-01T08:15:00Z"))).toEqual({ date: "2026-07-01", time: "10:15" });
  });

  it("allows open days from today on and refuses past days, weekends and far-future days", () => {
    const now = new Date("2026-03-04T07:00:00Z"); // Wednesday 08:00
    expect(isBookableDate("2026-03-04", now)).toBe(true);
    expect(isBookableDate("2026-03-03", now)).toBe(false);
    expect(isBookableDate("2026-03-07", now)).toBe(false); // Saturday
    expect(isBookableDate("2026-03-08", now)).toBe(false); // Sunday
    expect(isBookableDate("2026-03-09", now)).toBe(true);
    expect(isBookableDate("2028-03-09", now)).toBe(false);
    expect(isBookableDate("2026-02-30", now)).toBe(false);
  });

  it("skips holidays and closure days the calendar reports", () => {
    const now = new Date("2026-12-21T08:00:00Z");
    // Kerst (25 and 26 December), a closure week to 31 December and Nieuwjaarsdag.
    const rules = rulesClosedOn([
      ...["2026-12-24", "2026-12-25", "2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31"],
      "2027-01-01",
    ]);
    expect(availableSlots("2026-12-25", now, [], rules)).toEqual([]);
    expect(availableSlots("2026-12-28", now, [], rules)).toEqual([]);
    expect(availableSlots("2026-12-23", now, [], rules)).toEqual(DEFAULT_SLOTS);
    const closed = closedDays(now, rules);
    expect(closed).toEqual(expect.arrayContaining(["2026-12-24", "2026-12-25", "2026-12-26", "2026-12-31"]));
    expect(closed).not.toContain("2026-12-23");
    expect(closed).not.toContain("2027-01-04");
    expect(firstBookableDay(new Date("2026-12-23T16:00:00Z"), rules)).toBe("2027-01-04");
  });

  it("offers no slot sooner than the minimum notice", () => {
    const now = new Date("2026-03-04T09:10:00Z"); // Wednesday 10:10 in Amsterdam
    expect(availableSlots("2026-03-04", now)).toEqual(DEFAULT_SLOTS.filter((s) => s >= "12:30"));
    expect(availableSlots("2026-03-04", now, [], rulesClosedOn([], 0))).toEqual(
      DEFAULT_SLOTS.filter((s) => s >= "10:30"),
    );
    expect(availableSlots("2026-03-04", now, [], rulesClosedOn([], 24 * 60))).toEqual([]);
    expect(availableSlots("2026-03-05", now, [], rulesClosedOn([], 24 * 60))).toEqual(
      DEFAULT_SLOTS.filter((s) => s >= "10:30"),
    );
    // Once the notice passes the last slot, today is disabled and tomorrow is the first day.
    const late = new Date("2026-03-04T13:01:00Z"); // 14:01
    expect(isBookableDate("2026-03-04", late)).toBe(false);
    expect(firstBookableDay(late)).toBe("2026-03-05");
    // Friday evening: Monday is the first day.
    expect(firstBookableDay(new Date("2026-03-06T18:00:00Z"))).toBe("2026-03-09");
  });

  it("hides the booked slots", () => {
    const now = new Date("2026-03-04T08:00:00Z");
    expect(availableSlots("2026-03-05", now, ["10:00", "16:00"])).toHaveLength(11);
  });

  it("counts the notice in real minutes on the Monday after the clocks go forward (last Sunday of March)", () => {
    // Sunday 29 March 2026 02:00 → 03:00. Monday 30 March 08:30 CEST is 06:30 UTC.
    const now = new Date("2026-03-30T06:30:00Z");
    expect(shopNow(now)).toEqual({ date: "2026-03-30", time: "08:30" });
    // 10:00 is 90 minutes away, 10:30 exactly two hours.
    expect(availableSlots("2026-03-30", now)[0]).toBe("10:30");
    expect(amsterdamToUtc("2026-03-30", "10:00").toISOString()).toBe("2026-03-30T08:00:00.000Z");
    expect(amsterdamToUtc("2026-03-27", "10:00").toISOString()).toBe("2026-03-27T09:00:00.000Z");
    // Friday before at 15:00 CET: the weekend and its short Sunday lie between; Monday keeps all 13 slots.
    expect(availableSlots("2026-03-30", new Date("2026-03-27T14:00:00Z"))).toEqual(DEFAULT_SLOTS);
    // The Sunday itself has no slots (closed), and a shop open on Sundays still gets its 13 wall-clock slots.
    expect(availableSlots("2026-03-29", new Date("2026-03-28T12:00:00Z"))).toEqual([]);
    const sundays: SlotRules = {
      openingOn: () => ({ opens: "10:00", closes: "17:00" }),
      minNoticeMinutes: 0,
    };
    const sunday = availableSlots("2026-03-29", new Date("2026-03-28T12:00:00Z"), [], sundays);
    expect(sunday).toEqual(DEFAULT_SLOTS);
    expect(amsterdamToUtc("2026-03-29", sunday[0]!).toISOString()).toBe("2026-03-29T08:00:00.000Z");
  });

  it("counts the notice in real minutes on the Monday after the clocks go back (last Sunday of October)", () => {
    // Sunday 25 October 2026 03:00 → 02:00. Monday 26 October 08:30 CET is 07:30 UTC.
    const now = new Date("2026-10-26T07:30:00Z");
    expect(shopNow(now)).toEqual({ date: "2026-10-26", time: "08:30" });
    expect(availableSlots("2026-10-26", now)[0]).toBe("10:30");
    expect(amsterdamToUtc("2026-10-23", "16:00").toISOString()).toBe("2026-10-23T14:00:00.000Z");
    expect(amsterdamToUtc("2026-10-26", "16:00").toISOString()).toBe("2026-10-26T15:00:00.000Z");
    // Late Sunday evening UTC on the switch night is already Monday in Amsterdam.
    expect(shopNow(new Date("2026-10-25T23:30:00Z")).date).toBe("2026-10-26");
    const sundays: SlotRules = {
      openingOn: () => ({ opens: "10:00", closes: "17:00" }),
      minNoticeMinutes: 0,
    };
    const sunday = availableSlots("2026-10-25", new Date("2026-10-24T12:00:00Z"), [], sundays);
    expect(sunday).toEqual(DEFAULT_SLOTS);
    expect(amsterdamToUtc("2026-10-25", sunday[0]!).toISOString()).toBe("2026-10-25T09:00:00.000Z");
  });

  it("never offers a slot on a closed day, before the notice, or booked (property)", () => {
    const start = Date.parse("2026-01-01T00:00:00Z");
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 700 * 24 * 60 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.subarray(DEFAULT_SLOTS),
        (minutes, dayOffset, notice, booked) => {
          const now = new Date(start + minutes * 60_000);
          const day = new Date(Date.parse(`${shopNow(now).date}T00:00:00Z`) + dayOffset * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const rules = rulesClosedOn([], notice);
          for (const slot of availableSlots(day, now, booked, rules)) {
            expect(rules.openingOn(day)).not.toBeNull();
            expect(booked).not.toContain(slot);
            expect(amsterdamToUtc(day, slot).getTime() - now.getTime()).toBeGreaterThanOrEqual(
              notice * 60_000,
            );
            expect(shopNow(amsterdamToUtc(day, slot))).toEqual({ date: day, time: slot });
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("parses only real yyyy-MM-dd dates and slot times on the grid", () => {
    expect(parseIsoDate("2026-02-28")).toBeInstanceOf(Date);
    expect(parseIsoDate("2026-2-28")).toBeUndefined();
    expect(parseIsoDate("2026-02-29")).toBeUndefined();
    expect(parseIsoDate("morgen")).toBeUndefined();
    expect(isValidSlot("10:30")).toBe(true);
    expect(isValidSlot("10:15")).toBe(false);
    expect(isValidSlot("25:00")).toBe(false);
  });
});
