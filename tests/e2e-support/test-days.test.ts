// The browser tests' date choices (e2e/test-days.ts) hold for every start date of a year: the days a test books
// are open, the weekend it expects closed is closed, and the week fits one month of the date picker.
import { describe, expect, it } from "vitest";
import { addDays } from "../../app/lib/business-calendar";
import { amsterdamWallClock } from "../../app/lib/shop-time";
import { appointmentWeekWednesday, isOpenDay, openMondayAndTuesday, shopDate } from "../../e2e/test-days";

const startDates = Array.from({ length: 366 * 2 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 86_400_000));

describe("browser-test days", () => {
  it("the appointment week: Wednesday to Friday open, the weekend closed, Tuesday to Sunday in one month", () => {
    for (const now of startDates) {
      const wednesday = appointmentWeekWednesday(now);
      const iso = shopDate(wednesday);
      expect(amsterdamWallClock(wednesday).toISOString().slice(11, 16)).toBe("09:00");
      expect(new Date(`${iso}T00:00:00Z`).getUTCDay()).toBe(3);
      expect([0, 1, 2].map((offset) => isOpenDay(addDays(iso, offset)))).toEqual([true, true, true]);
      expect([3, 4].map((offset) => isOpenDay(addDays(iso, offset)))).toEqual([false, false]);
      expect(addDays(iso, -1).slice(0, 7)).toBe(addDays(iso, 4).slice(0, 7));
      expect(Date.parse(iso) - now.getTime()).toBeGreaterThanOrEqual(13 * 86_400_000);
    }
  });

  it("skips the weeks of Christmas and Hemelvaartsdag", () => {
    expect(shopDate(appointmentWeekWednesday(new Date("2026-12-03T08:00:00Z")))).not.toBe("2026-12-23");
    expect(shopDate(appointmentWeekWednesday(new Date("2027-04-20T08:00:00Z")))).not.toBe("2027-05-05");
  });

  it("the consent test's Monday and Tuesday are open and in one month", () => {
    for (const now of startDates) {
      const iso = shopDate(openMondayAndTuesday(now));
      expect(new Date(`${iso}T00:00:00Z`).getUTCDay()).toBe(1);
      expect([isOpenDay(iso), isOpenDay(addDays(iso, 1))]).toEqual([true, true]);
      expect(iso.slice(0, 7)).toBe(addDays(iso, 1).slice(0, 7));
    }
  });
});
