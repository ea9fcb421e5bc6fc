// The review figures as pages show them (pure): the hero's rating line and stars, the customer stat, and the
// tokens in prose ({reviews:klanten-zin}, {reviews:score-zin}, {reviews:score-titel}) filled from the figures.
import { reviewFigureCopy as copy } from "~/content/reviews";
import { formatAverage, REVIEWS_PATH, type ReviewFigures as AllFigures } from "./rules";

/** The figures these pages show: the reviews collected here (the pre-site ones are only on /reviews). */
type ReviewFigures = Omit<AllFigures, "earlier">;

export interface RatingLine {
  label: string;
  /** Whole stars filled (0 without reviews). */
  stars: number;
  href: string;
}

export function ratingLine(figures: ReviewFigures): RatingLine {
  const { average, reviewCount } = figures;
  return average === null
    ? { label: copy.noRating, stars: 0, href: REVIEWS_PATH }
    : {
        label: copy.ratingLabel(formatAverage(average), reviewCount),
        stars: Math.round(average),
        href: REVIEWS_PATH,
      };
}

export interface FigureStat {
  value: string;
  label: string;
}

/** The figure stats asked for that have something to say yet (no "0 klanten", no average of nothing). */
export function figureStats(
  figures: ReviewFigures,
  which: readonly ("customers" | "average")[] = ["customers", "average"],
): FigureStat[] {
  return which.flatMap((stat) => {
    if (stat === "customers")
      return figures.customerCount > 0
        ? [{ value: String(figures.customerCount), label: copy.customers(figures.customerCount) }]
        : [];
    return figures.average !== null
      ? [{ value: formatAverage(figures.average), label: copy.averageStat }]
      : [];
  });
}

export function reviewTokens(figures: ReviewFigures): Record<string, string> {
  const { average, reviewCount, customerCount } = figures;
  const score = average === null ? null : formatAverage(average);
  return {
    "klanten-zin": customerCount > 0 ? copy.customersSentence(customerCount) : "",
    "score-zin": score ? copy.scoreSentence(score, reviewCount) : copy.noScoreSentence,
    "score-titel": score ? copy.scoreTitle(score, reviewCount) : copy.noScoreTitle,
  };
}

/** Fills the review tokens of one text; an empty sentence leaves no double space behind. */
export function fillReviewTokens(text: string, figures: ReviewFigures): string {
  if (!text.includes("{reviews:")) return text;
  const tokens = reviewTokens(figures);
  return text
    .replace(/\{reviews:([a-z-]+)\}/g, (match, name: string) =>
      Object.hasOwn(tokens, name) ? tokens[name]! : match,
    )
    .replace(/ {2,}/g, " ")
    .trim();
}

/** Every string of a plain data structure with its review tokens filled. */
export function fillReviewTokensDeep<T>(value: T, figures: ReviewFigures): T {
  if (typeof value === "string") return fillReviewTokens(value, figures) as T;
  if (Array.isArray(value)) return value.map((item) => fillReviewTokensDeep(item, figures)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillReviewTokensDeep(item, figures)]),
    ) as T;
  return value;
}

/** The home page's copy with the figures in: tokens filled, the rating line, the customer count first. */
export function withReviewFigures<T extends { stats: readonly FigureStat[] }>(
  content: T,
  figures: ReviewFigures,
): T & { rating: RatingLine } {
  const filled = fillReviewTokensDeep(content, figures);
  return {
    ...filled,
    stats: [...figureStats(figures, ["customers"]), ...filled.stats],
    rating: ratingLine(figures),
  };
}
