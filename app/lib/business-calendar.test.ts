import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addBusinessMinutes,
  type BusinessCalendar,
  businessMinutesBetween,
  closedReason,
  DEFAULT_OPENING_HOURS,
  formatOpeningHours,
  isOpenAt,
  nextOpening,
  openingOn,
  parseOpeningHours,
  shopInstant,
} from "./business-calendar";

const weekdays = parseOpeningHours(DEFAULT_OPENING_HOURS)!;
const cal: BusinessCalendar = { hours: weekdays, closures: [] };
const always: BusinessCalendar = { hours: parseOpeningHours("ma-zo 00:00-24:00")!, closures: [] };
const at = (iso: string) => new Date(iso);

describe("parseOpeningHours", () => {
  it("reads day ranges and single days in Dutch abbreviations", () => {
    const hours = parseOpeningHours("ma-do 09:00-17:00, vr 09:00-12:00")!;
    expect(hours[1]).toEqual({ opens: "09:00", closes: "17:00" });
    expect(hours[4]).toEqual({ opens: "09:00", closes: "17:00" });
    expect(hours[5]).toEqual({ opens: "09:00", closes: "12:00" });
    expect(hours[6]).toBeNull();
    expect(hours[0]).toBeNull();
    expect(formatOpeningHours(hours)).toBe("ma-do 09:00-17:00, vr 09:00-12:00");
    expect(formatOpeningHours(weekdays)).toBe("ma-vr 10:00-17:00");
  });

  it("refuses what it cannot read", () => {
    for (const bad of [
      "",
      "maandag 10:00-17:00",
      "ma-vr 10:00",
      "vr-ma 10:00-17:00",
      "ma-vr 17:00-10:00",
      "ma-vr 10:00-17:00, wo 12:00-13:00",
      "ma-vr 25:00-26:00",
      "ma-vr 10:00-17:00,",
    ]) {
      expect(parseOpeningHours(bad), bad).toBeNull();
    }
  });

  it("reads back what it writes", () => {
    const slot = fc.integer({ min: 0, max: 47 }).map((n) => n * 30);
    const day = fc.option(
      fc.tuple(slot, slot).filter(([a, b]) => a < b),
      { nil: null },
    );
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    fc.assert(
      fc.property(fc.array(day, { minLength: 7, maxLength: 7 }), (days) => {
        fc.pre(days.some((d) => d !== null));
        const hours = days.map((d) => (d ? { opens: hhmm(d[0]), closes: hhmm(d[1]) } : null));
        const parsed = parseOpeningHours(formatOpeningHours(hours as never));
        expect(parsed).toEqual(hours);
      }),
    );
  });
});

describe("opening per day", () => {
  it("is closed at weekends, on public holidays and on closure days, and says why", () => {
    const closing: BusinessCalendar = {
      hours: weekdays,
      closures: [{ date: "2026-12-28", label: "Tussen kerst en oud en nieuw gesloten" }],
    };
    expect(openingOn(closing, "2026-12-24")).toEqual({ opens: "10:00", closes: "17:00" });
    expect(openingOn(closing, "2026-12-26")).toBeNull(); // Saturday
    expect(closedReason(closing, "2026-12-26")).toBe("Tweede kerstdag");
    expect(openingOn(closing, "2026-12-25")).toBeNull();
    expect(closedReason(closing, "2026-12-25")).toBe("Kerstmis");
    expect(openingOn(closing, "2026-12-28")).toBeNull();
    expect(closedReason(closing, "2026-12-28")).toBe("Tussen kerst en oud en nieuw gesloten");
    expect(openingOn(closing, "2026-04-27")).toBeNull(); // Koningsdag
    expect(openingOn(closing, "2026-11-28")).toBeNull(); // an ordinary Saturday
    expect(closedReason(closing, "2026-11-28")).toBeNull();
    expect(openingOn(closing, "2025-05-05")).toBeNull(); // Bevrijdingsdag in a lustrum year
    expect(openingOn(closing, "2026-05-05")).not.toBeNull();
  });
});

describe("the business clock", () => {
  it("is open in working hours only, not at night or at weekends", () => {
    // Friday 27 November 2026, winter time (UTC+1).
    expect(isOpenAt(cal, at("2026-11-27T09:00:00Z"))).toBe(true); // 10:00
    expect(isOpenAt(cal, at("2026-11-27T08:59:00Z"))).toBe(false); // 09:59
    expect(isOpenAt(cal, at("2026-11-27T15:59:00Z"))).toBe(true); // 16:59
    expect(isOpenAt(cal, at("2026-11-27T16:00:00Z"))).toBe(false); // 17:00
    expect(isOpenAt(cal, at("2026-11-28T11:00:00Z"))).toBe(false); // Saturday
    expect(isOpenAt(cal, at("2026-11-25T02:00:00Z"))).toBe(false); // 03:00 on a Wednesday
  });

  it("finds the next opening", () => {
    expect(nextOpening(cal, at("2026-11-27T16:30:00Z"))).toEqual(at("2026-11-30T09:00:00Z")); // Fri night → Mon
    expect(nextOpening(cal, at("2026-11-27T12:00:00Z"))).toEqual(at("2026-11-27T12:00:00Z")); // open now
    expect(nextOpening(cal, at("2026-11-27T06:00:00Z"))).toEqual(at("2026-11-27T09:00:00Z")); // early morning
    // Christmas 2026: Thursday 24 open, Friday 25 and Saturday 26 closed … Monday 28 opens.
    expect(nextOpening(cal, at("2026-12-24T17:00:00Z"))).toEqual(at("2026-12-28T09:00:00Z"));
  });

  it("counts two business hours across the night and the weekend", () => {
    // Friday 16:00 + 2 h: one hour on Friday, one on Monday → Monday 11:00.
    expect(addBusinessMinutes(cal, at("2026-11-27T15:00:00Z"), 120)).toEqual(at("2026-11-30T10:00:00Z"));
    // Sent Saturday night: Monday 12:00.
    expect(addBusinessMinutes(cal, at("2026-11-28T22:00:00Z"), 120)).toEqual(at("2026-11-30T11:00:00Z"));
    // Runs out exactly at closing time: that closing time.
    expect(addBusinessMinutes(cal, at("2026-11-27T14:00:00Z"), 120)).toEqual(at("2026-11-27T16:00:00Z"));
    // 24 business hours = 3 working days and 3 hours (7 h a day) → Wednesday 13:00 from Friday 10:00 … with the
    // weekend between: Fri 7 h, Mon 7 h, Tue 7 h, Wed 3 h.
    expect(addBusinessMinutes(cal, at("2026-11-27T09:00:00Z"), 1440)).toEqual(at("2026-12-02T12:00:00Z"));
  });

  it("skips holidays and closure days", () => {
    const closed: BusinessCalendar = {
      hours: weekdays,
      closures: [
        { date: "2026-12-28", label: "Vakantie" },
        { date: "2026-12-29", label: "Vakantie" },
      ],
    };
    // Thursday 24 December 16:00 + 2 h: 1 h that day, Christmas, weekend, two closure days → Wednesday 30 11:00.
    expect(addBusinessMinutes(closed, at("2026-12-24T15:00:00Z"), 120)).toEqual(at("2026-12-30T10:00:00Z"));
    expect(businessMinutesBetween(closed, at("2026-12-24T15:00:00Z"), at("2026-12-30T10:00:00Z"))).toBe(120);
  });

  it("loses no hour at the DST changes", () => {
    // Last Sunday of March 2026 (29th): 02:00 → 03:00. A day open around the clock is 23 hours long.
    expect(
      businessMinutesBetween(always, shopInstant("2026-03-29", "00:00"), shopInstant("2026-03-30", "00:00")),
    ).toBe(23 * 60);
    // Last Sunday of October 2026 (25th): 03:00 → 02:00, 25 hours.
    expect(
      businessMinutesBetween(always, shopInstant("2026-10-25", "00:00"), shopInstant("2026-10-26", "00:00")),
    ).toBe(25 * 60);
    // Office hours keep their wall-clock times on both sides of the change.
    expect(shopInstant("2026-03-27", "10:00")).toEqual(at("2026-03-27T09:00:00Z"));
    expect(shopInstant("2026-03-30", "10:00")).toEqual(at("2026-03-30T08:00:00Z"));
    // Friday 27 March 16:00 (CET) + 2 h → Monday 30 March 11:00 (CEST).
    expect(addBusinessMinutes(cal, at("2026-03-27T15:00:00Z"), 120)).toEqual(at("2026-03-30T09:00:00Z"));
    // Friday 23 October 16:00 (CEST) + 2 h → Monday 26 October 11:00 (CET).
    expect(addBusinessMinutes(cal, at("2026-10-23T14:00:00Z"), 120)).toEqual(at("2026-10-26T10:00:00Z"));
    // A wall-clock time in the spring gap moves on by the skipped hour; an ambiguous one is its first occurrence.
    expect(shopInstant("2026-03-29", "02:30")).toEqual(at("2026-03-29T01:30:00Z"));
    expect(shopInstant("2026-10-25", "02:30")).toEqual(at("2026-10-25T00:30:00Z"));
  });

  const instant = fc.date({
    min: at("2024-01-01T00:00:00Z"),
    max: at("2030-12-31T00:00:00Z"),
    noInvalidDate: true,
  });

  it("adds and measures the same minutes, and always ends inside opening time", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 5000 }), (from, minutes) => {
        const due = addBusinessMinutes(cal, from, minutes);
        expect(due.getTime()).toBeGreaterThan(from.getTime());
        expect(businessMinutesBetween(cal, from, due)).toBeCloseTo(minutes, 6);
        // One millisecond before the deadline the shop is open.
        expect(isOpenAt(cal, new Date(due.getTime() - 1))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("never opens later than asked and is open at the moment it names", () => {
    fc.assert(
      fc.property(instant, (from) => {
        const opens = nextOpening(cal, from);
        expect(opens.getTime()).toBeGreaterThanOrEqual(from.getTime());
        expect(isOpenAt(cal, opens)).toBe(true);
        expect(businessMinutesBetween(cal, from, opens)).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it("counts minutes additively", () => {
    const hours = fc.integer({ min: 0, max: 60 * 24 * 60 });
    fc.assert(
      fc.property(instant, hours, hours, (a, first, second) => {
        const b = new Date(a.getTime() + first * 60_000);
        const c = new Date(b.getTime() + second * 60_000);
        const whole = businessMinutesBetween(cal, a, c);
        expect(whole).toBeCloseTo(businessMinutesBetween(cal, a, b) + businessMinutesBetween(cal, b, c), 6);
      }),
      { numRuns: 100 },
    );
  });
});
