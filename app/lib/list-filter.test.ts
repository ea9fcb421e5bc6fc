import { describe, expect, it } from "vitest";
import { calendarDay, listQuery, pageNumber } from "./list-filter";

describe("list filter", () => {
  it("keeps only real calendar days of this millennium", () => {
    expect(calendarDay("2026-03-02")).toBe("2026-03-02");
    expect(calendarDay("2025-02-30")).toBeNull();
    expect(calendarDay("1999-12-31")).toBeNull();
    expect(calendarDay("morgen")).toBeNull();
    expect(calendarDay(null)).toBeNull();
  });

  it("reads a sane page number and falls back to page 1", () => {
    expect(pageNumber("3")).toBe(3);
    for (const bad of [null, "0", "-2", "abc", "100000", "9".repeat(30)]) expect(pageNumber(bad)).toBe(1);
  });

  it("writes the filled parameters in order, the page from 2 on", () => {
    expect(
      listQuery(
        [
          ["a", "x y"],
          ["b", null],
          ["c", ""],
          ["d", "1"],
        ],
        1,
      ),
    ).toBe("?a=x+y&d=1");
    expect(listQuery([["a", null]], 2)).toBe("?page=2");
    expect(listQuery([])).toBe("");
  });
});
