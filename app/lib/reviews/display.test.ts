import { describe, expect, it } from "vitest";
import { figureStats, fillReviewTokens, ratingLine } from "./display";

const figures = { average: 4.8077, reviewCount: 52, customerCount: 204 };
const none = { average: null, reviewCount: 0, customerCount: 0 };

describe("review figures on pages", () => {
  it("reads the rating line from the figures, linked to /reviews", () => {
    expect(ratingLine(figures)).toEqual({
      label: "4,8 gemiddeld uit 52 reviews",
      stars: 5,
      href: "/reviews",
    });
    expect(ratingLine({ ...figures, average: 3.4, reviewCount: 1 })).toMatchObject({
      label: "3,4 gemiddeld uit 1 review",
      stars: 3,
    });
    expect(ratingLine(none)).toEqual({
      label: "Lees de reviews van onze klanten",
      stars: 0,
      href: "/reviews",
    });
  });

  it("shows only the stats with something to say", () => {
    expect(figureStats(figures)).toEqual([
      { value: "204", label: "klanten geholpen" },
      { value: "4,8", label: "gemiddelde reviewscore" },
    ]);
    expect(figureStats(none)).toEqual([]);
    expect(figureStats({ ...figures, customerCount: 1 })[0]).toEqual({ value: "1", label: "klant geholpen" });
  });

  it("fills the prose tokens, leaving no gap for a sentence with nothing to say", () => {
    const text = "Wij drukken. {reviews:klanten-zin} {reviews:score-zin} We bieden garantie.";
    expect(fillReviewTokens(text, figures)).toBe(
      "Wij drukken. Al 204 klanten gingen je voor. Klanten geven ons gemiddeld een 4,8 uit 52 reviews. We bieden garantie.",
    );
    expect(fillReviewTokens(text, none)).toBe(
      "Wij drukken. Wat klanten van ons vinden, lees je op onze reviewpagina. We bieden garantie.",
    );
    expect(fillReviewTokens("{reviews:onbekend}", figures)).toBe("{reviews:onbekend}");
  });
});
