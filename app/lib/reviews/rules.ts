// The pure rules of reviews (issue 30): how a name is shown, how the average reads, how the site's own figures
// and the admin's figures from before the site add up, and the 90 days between two invitations to one address.

export const REVIEWS_PATH = "/reviews";
export const REVIEW_LINK_PATH = "/review";
export const STAFF_REVIEWS_PATH = "/employee-dashboard/reviews";

/** At most one invitation per address within this many days. */
export const INVITATION_INTERVAL_DAYS = 90;

/** An invitation never used is deleted (address, name and link) this many days after it was made. */
export const UNUSED_INVITATION_DAYS = 180;

/** Dutch name particles that do not give the shown initial ("Jan van der Berg" → "Jan B."). */
const PARTICLES = new Set([
  "van",
  "de",
  "der",
  "den",
  "het",
  "'t",
  "ten",
  "ter",
  "te",
  "in",
  "op",
  "la",
  "le",
  "du",
]);

/** "Sanne de Vries" → "Sanne V."; a single name stays as it is; capitalised. */
export function shownName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? "";
  const capital = (word: string) => word.charAt(0).toLocaleUpperCase("nl") + word.slice(1);
  const rest = words.slice(1).filter((word) => !PARTICLES.has(word.toLocaleLowerCase("nl")));
  const last = rest.at(-1) ?? words.slice(1).at(-1);
  return last ? `${capital(first)} ${last.charAt(0).toLocaleUpperCase("nl")}.` : capital(first);
}

/** The first word of a name, for a greeting. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? "";
}

/** 4.8333 → "4,8" (Dutch decimal comma, one decimal). */
export function formatAverage(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1).replace(".", ",");
}

export interface ReviewFigures {
  /** The mean of every counted rating, null when there is none. */
  average: number | null;
  reviewCount: number;
  customerCount: number;
}

/** The admin's figures from before the site: they hold up to and including asOf (yyyy-MM-dd). */
export interface ReviewBaseline {
  averageTenths: number;
  reviewCount: number;
  customerCount: number;
  asOf: string;
}

/** The site's own figures (reviews and customers after the baseline's date) plus the baseline. */
export function combineFigures(
  site: { ratingSum: number; reviewCount: number; customerCount: number },
  baseline: ReviewBaseline | null,
): ReviewFigures {
  const baseReviews = baseline?.reviewCount ?? 0;
  const reviewCount = site.reviewCount + baseReviews;
  const ratingSum = site.ratingSum + (baseline ? (baseline.averageTenths / 10) * baseReviews : 0);
  return {
    average: reviewCount > 0 ? ratingSum / reviewCount : null,
    reviewCount,
    customerCount: site.customerCount + (baseline?.customerCount ?? 0),
  };
}
