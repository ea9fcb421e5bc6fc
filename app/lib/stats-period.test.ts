import { describe, expect, it } from "vitest";
import { conversionRate, parseStatsPeriod, periodDays, periodSummary } from "./stats-period";

const parse = (query: string) => parseStatsPeriod(new URLSearchParams(query), "2026-11-23");
const last30 = { from: "2026-10-25", to: "2026-11-23", days: 30, preset: 30 };

describe("statistics period", () => {
  it("defaults to the last 30 days, today included", () => {
    expect(parse("")).toEqual({ period: last30, error: null });
  });

  it("takes a preset", () => {
    expect(parse("periode=7")).toEqual({
      period: { from: "2026-11-17", to: "2026-11-23", days: 7, preset: 7 },
      error: null,
    });
    expect(parse("periode=90").period.from).toBe("2026-08-26");
    expect(parse("periode=__proto__")).toEqual({ period: last30, error: null });
  });

  it("takes chosen days, up to today", () => {
    expect(parse("van=2026-02-01&tot=2026-02-28")).toEqual({
      period: { from: "2026-02-01", to: "2026-02-28", days: 28, preset: null },
      error: null,
    });
    expect(parse("van=2025-11-23&tot=2026-11-23").period.days).toBe(366);
  });

  it.each([
    ["van=2026-11-24&tot=2026-11-01", "De einddatum ligt vóór de begindatum."],
    ["van=2026-02-30&tot=2026-03-01", "Vul een geldige begin- en einddatum in."],
    ["van=2026-02-01&tot=", "Vul een geldige begin- en einddatum in."],
    ["van=2026-02-01", "Vul een geldige begin- en einddatum in."],
    ["van=2026-11-01&tot=2026-12-01", "De einddatum ligt na vandaag."],
    ["van=1999-12-31&tot=2000-01-31", "De begindatum ligt vóór 1 januari 2000."],
    ["van=2024-01-01&tot=2026-02-28", "Kies een periode van hoogstens 366 dagen."],
  ])("refuses chosen days %s with a reason and shows the last 30 days", (query, error) => {
    expect(parse(query)).toEqual({ period: last30, error });
  });

  it("says which days the figures are for, and when they replace chosen days", () => {
    expect(periodSummary(parse("van=2026-02-01&tot=2026-02-28"))).toBe(
      "Cijfers van 1 februari 2026 tot en met 28 februari 2026.",
    );
    expect(periodSummary(parse("van=2026-11-24&tot=2026-11-01"))).toBe(
      "In plaats daarvan zie je de laatste 30 dagen: 25 oktober 2026 tot en met 23 november 2026.",
    );
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
