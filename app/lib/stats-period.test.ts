import { describe, expect, it } from "vitest";
import { conversionRate, parseStatsPeriod, periodDays } from "./stats-period";

const parse = (query: string) => parseStatsPeriod(new URLSearchParams(query), "2026-11-23");

describe("statistics period", () => {
  it("defaults to the last 30 days, today included", () => {
    expect(parse("")).toEqual({ from: "2026-10-25", to: "2026-11-23", days: 30, preset: 30 });
  });

  it("takes a preset", () => {
    expect(parse("periode=7")).toEqual({ from: "2026-11-17", to: "2026-11-23", days: 7, preset: 7 });
    expect(parse("periode=90").from).toBe("2026-08-26");
    expect(parse("periode=__proto__").preset).toBe(30);
  });

  it("takes chosen days, at most a year and not in the future", () => {
    expect(parse("van=2026-02-01&tot=2026-02-28")).toEqual({
      from: "2026-02-01",
      to: "2026-02-28",
      days: 28,
      preset: null,
    });
    expect(parse("van=2024-01-01&tot=2026-02-28").preset).toBe(30);
    expect(parse("van=2026-02-30&tot=2026-03-01").preset).toBe(30);
    expect(parse("van=2026-03-01&tot=2026-02-01").preset).toBe(30);
    expect(parse("van=2026-11-01&tot=2026-12-01").preset).toBe(30);
  });

  it("lists every day of a period across a month end", () => {
    expect(periodDays({ from: "2026-02-27", to: "2026-03-02" })).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
  });

  it("writes conversion as a Dutch percentage", () => {
    expect(conversionRate(1, 40)).toBe("2,5%");
    expect(conversionRate(0, 10)).toBe("0%");
    expect(conversionRate(3, 0)).toBe("–");
  });
});
