import { describe, expect, it } from "vitest";
import { reviewSchema } from "./forms";
import { combineFigures, formatAverage, shownName } from "./rules";

describe("shownName", () => {
  it("shows the first name and the surname's initial, skipping Dutch particles", () => {
    expect(shownName("Sanne de Vries")).toBe("Sanne V.");
    expect(shownName("jan van der berg")).toBe("Jan B.");
    expect(shownName("  Ahmed   El Amrani ")).toBe("Ahmed A.");
    expect(shownName("Cher")).toBe("Cher");
  });
});

describe("formatAverage", () => {
  it("reads with a Dutch decimal comma and one decimal", () => {
    expect(formatAverage(5)).toBe("5,0");
    expect(formatAverage(4.8333)).toBe("4,8");
    expect(formatAverage(4.25)).toBe("4,3");
  });
});

describe("combineFigures", () => {
  it("averages only the reviews collected here; the pre-site ones stay apart with source and date", () => {
    const figures = combineFigures(
      { ratingSum: 3 + 5 + 4, reviewCount: 3, customerCount: 4 },
      { averageTenths: 48, reviewCount: 38, customerCount: 200, asOf: "2026-01-01", source: "Google" },
    );
    expect(figures).toEqual({
      average: 4,
      reviewCount: 3,
      customerCount: 204,
      earlier: { average: 4.8, count: 38, source: "Google", asOf: "2026-01-01" },
    });
  });

  it("has no average without reviews here, whatever the pre-site figures say", () => {
    expect(combineFigures({ ratingSum: 0, reviewCount: 0, customerCount: 3 }, null)).toEqual({
      average: null,
      reviewCount: 0,
      customerCount: 3,
      earlier: null,
    });
    const onlyEarlier = combineFigures(
      { ratingSum: 0, reviewCount: 0, customerCount: 0 },
      { averageTenths: 50, reviewCount: 41, customerCount: 0, asOf: "2026-01-01", source: "Google" },
    );
    expect(onlyEarlier.average).toBeNull();
    expect(onlyEarlier.reviewCount).toBe(0);
  });
});

describe("reviewSchema", () => {
  const form = { body: "Mooi gedrukt", name: "Sanne de Vries", place: "" };
  it("takes 1 to 5 whole stars", () => {
    expect(reviewSchema.parse({ ...form, rating: "4" })).toMatchObject({ rating: 4, place: null });
  });
  it.each(["6", "0", "4.5", "", "vijf"])("refuses %j stars in Dutch", (rating) => {
    const result = reviewSchema.safeParse({ ...form, rating });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Kies 1 tot 5 sterren.");
  });
});
