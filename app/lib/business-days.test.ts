import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addWorkingDays, dutchHolidays, expectedReadyDate, isWorkingDay } from "./business-days";

describe("working days", () => {
  it("skips weekends and the Dutch public holidays", () => {
    expect(isWorkingDay("2026-11-27")).toBe(true); // a Friday
    expect(isWorkingDay("2026-11-28")).toBe(false); // Saturday
    expect(isWorkingDay("2026-04-27")).toBe(false); // Koningsdag
    expect(isWorkingDay("2026-05-14")).toBe(false); // Hemelvaartsdag
    expect(isWorkingDay("2026-12-25")).toBe(false);
    expect(isWorkingDay("2026-12-24")).toBe(true);
  });

  it("has Bevrijdingsdag off in lustrum years only", () => {
    expect(dutchHolidays(2025).has("2025-05-05")).toBe(true);
    expect(isWorkingDay("2025-05-05")).toBe(false);
    expect(isWorkingDay("2026-05-05")).toBe(true);
  });

  it("skips the closure days of the business calendar", () => {
    const closures = [
      { date: "2026-12-28", label: "Tussen kerst en oud en nieuw gesloten" },
      { date: "2026-12-29", label: "Tussen kerst en oud en nieuw gesloten" },
    ];
    expect(isWorkingDay("2026-12-28", closures)).toBe(false);
    // Wednesday 23 December + 3: 24, (25, 26 holidays, 28, 29 closed) 30, 31.
    expect(addWorkingDays("2026-12-23", 3, closures)).toBe("2026-12-31");
    expect(expectedReadyDate("2026-12-22", true, closures)).toBe("2026-12-30");
  });

  it("counts working days after the start day", () => {
    // Friday 27 November + 2 working days = Tuesday 1 December.
    expect(addWorkingDays("2026-11-27", 2)).toBe("2026-12-01");
    // Across Christmas: Wednesday 23 December + 3 = 24, 28, 29 December.
    expect(addWorkingDays("2026-12-23", 3)).toBe("2026-12-29");
    // The normal promise, 9 working days from Monday 20 April 2026 (Koningsdag on the 27th): 4 May.
    expect(expectedReadyDate("2026-04-20", false)).toBe("2026-05-04");
    expect(expectedReadyDate("2026-04-20", true)).toBe("2026-04-23");
  });

  it("always lands on a working day after the start, never fewer working days away", () => {
    const day = fc
      .integer({ min: 0, max: 3650 })
      .map((n) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 15 }), (start, count) => {
        const end = addWorkingDays(start, count);
        expect(isWorkingDay(end)).toBe(true);
        expect(end > start).toBe(true);
        expect(addWorkingDays(start, count - 1) < end).toBe(true);
      }),
    );
  });
});
