import { describe, expect, it } from "vitest";
import { dutchMonth } from "../shop-time";
import { monthOf, monthRange, parseMonth } from "./month";

describe("invoice months", () => {
  it("reads a month from the URL and refuses anything else", () => {
    expect(parseMonth("2026-03")).toBe("2026-03");
    for (const bad of ["2026-13", "2026-3", "1999-12", "2026-03-01", "", null, "maart"])
      expect(parseMonth(bad)).toBeNull();
  });

  it("spans the month's days, December into January", () => {
    expect(monthRange("2026-03")).toEqual({ from: "2026-03-01", until: "2026-04-01" });
    expect(monthRange("2026-12")).toEqual({ from: "2026-12-01", until: "2027-01-01" });
    expect(monthOf("2026-02-28")).toBe("2026-02");
    expect(dutchMonth("2026-03")).toBe("maart 2026");
  });
});
