// The shop's one clock (shop-time.ts). The ISO-time cases were time-zone.test.ts; the others are new with the module
// that replaced time-zone.ts, date-time.ts, dutch-date.ts and the formatters of appointment-slots, csv and backups.
import { describe, expect, it } from "vitest";
import {
  amsterdamIso,
  amsterdamMidnight,
  amsterdamOffsetMinutes,
  amsterdamWallClock,
  dutchDate,
  dutchDay,
  dutchMonth,
  formatDateTime,
  formatDateTimeLong,
  formatDay,
  isoWeek,
  shopNow,
  shopToday,
} from "./shop-time";

describe("Amsterdam ISO times", () => {
  it("writes an instant with the offset of its season, to the second", () => {
    expect(amsterdamIso(new Date("2026-03-12T13:05:09.900Z"))).toBe("2026-03-12T14:05:09+01:00");
    expect(amsterdamIso(new Date("2026-07-01T22:30:00Z"))).toBe("2026-07-02T00:30:00+02:00");
  });

  it("finds a day's midnight in winter, in summer and on both clock-change days", () => {
    expect(amsterdamIso(amsterdamMidnight("2026-01-20"))).toBe("2026-01-20T00:00:00+01:00");
    expect(amsterdamIso(amsterdamMidnight("2026-06-15"))).toBe("2026-06-15T00:00:00+02:00");
    expect(amsterdamIso(amsterdamMidnight("2026-03-29"))).toBe("2026-03-29T00:00:00+01:00");
    expect(amsterdamIso(amsterdamMidnight("2026-10-25"))).toBe("2026-10-25T00:00:00+02:00");
  });
});

describe("the shop's wall clock", () => {
  it("reads Amsterdam's date and time, across midnight and both clock changes", () => {
    expect(shopNow(new Date("2026-03-01T23:00:00Z"))).toEqual({ date: "2026-03-02", time: "00:00" });
    expect(shopNow(new Date("2026-03-29T00:59:00Z"))).toEqual({ date: "2026-03-29", time: "01:59" });
    expect(shopNow(new Date("2026-03-29T01:00:00Z"))).toEqual({ date: "2026-03-29", time: "03:00" });
    expect(shopNow(new Date("2026-10-25T00:30:00Z"))).toEqual({ date: "2026-10-25", time: "02:30" });
    expect(shopNow(new Date("2026-10-25T01:30:00Z"))).toEqual({ date: "2026-10-25", time: "02:30" });
    expect(shopToday(new Date("2026-06-30T22:00:00Z"))).toBe("2026-07-01");
  });

  it("gives the offset of the season and the wall clock as UTC fields, to the second", () => {
    expect(amsterdamOffsetMinutes(new Date("2026-01-15T12:00:00.999Z"))).toBe(60);
    expect(amsterdamOffsetMinutes(new Date("2026-07-15T12:00:00Z"))).toBe(120);
    expect(amsterdamWallClock(new Date("2026-07-15T12:00:05.500Z")).toISOString()).toBe(
      "2026-07-15T14:00:05.000Z",
    );
  });

  it("numbers ISO weeks from Monday, the week's Thursday deciding the year", () => {
    expect(isoWeek("2026-11-30")).toBe("2026-W49");
    expect(isoWeek("2026-12-31")).toBe("2026-W53");
    expect(isoWeek("2027-01-03")).toBe("2026-W53");
    expect(isoWeek("2027-01-04")).toBe("2027-W01");
    expect(isoWeek("2025-12-29")).toBe("2026-W01");
  });
});

describe("Dutch formats", () => {
  it("shows a moment in Amsterdam time, short and in full", () => {
    expect(formatDateTime(new Date("2026-03-02T08:05:00Z"))).toBe("2 mrt 2026, 09:05");
    expect(formatDateTime("2026-07-02T08:05:00Z")).toBe("2 jul 2026, 10:05");
    expect(formatDateTimeLong(new Date("2026-03-02T23:30:00Z"))).toBe("3 maart 2026 om 00:30");
  });

  it("shows a calendar day the same in every time zone", () => {
    expect(formatDay("2026-03-02")).toBe("ma 2 mrt");
    expect(dutchDate("2026-03-02")).toBe("maandag 2 maart 2026");
    expect(dutchDay("2026-03-02")).toBe("2 maart 2026");
    expect(dutchMonth("2026-12")).toBe("december 2026");
  });
});
