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

/** Reviews from before the site as the admin typed them in: shown apart, never in the average. */
export interface EarlierReviews {
  average: number;
  count: number;
  /** Where they were collected ("Google"); empty for figures saved before the source was asked. */
  source: string;
  /** yyyy-MM-dd: the figures hold up to and including this day. */
  asOf: string;
}

export interface ReviewFigures {
  /** The mean of the published reviews collected and checked here, null when there is none. */
  average: number | null;
  /** Published reviews collected here (the pre-site ones are in `earlier`). */
  reviewCount: number;
  customerCount: number;
  earlier: EarlierReviews | null;
}

/** The admin's figures from before the site: they hold up to and including asOf (yyyy-MM-dd). */
export interface ReviewBaseline {
  averageTenths: number;
  reviewCount: number;
  customerCount: number;
  asOf: string;
  source: string;
}

/**
 * The site's figures with the baseline beside them. The average and review count are only the reviews collected
 * and checked here (the EU Omnibus rules: a shown average must say how it was checked, and we cannot check
 * reviews typed in from elsewhere; Google also ignores self-serving LocalBusiness ratings). The pre-site reviews
 * stay apart in `earlier`, with their source and date. Customers are added up: a customer from before the site
 * is still a customer (the site's are counted from the day after the baseline's date).
 */
export function combineFigures(
  site: { ratingSum: number; reviewCount: number; customerCount: number },
  baseline: ReviewBaseline | null,
): ReviewFigures {
  return {
    average: site.reviewCount > 0 ? site.ratingSum / site.reviewCount : null,
    reviewCount: site.reviewCount,
    customerCount: site.customerCount + (baseline?.customerCount ?? 0),
    earlier:
      baseline && baseline.reviewCount > 0
        ? {
            average: baseline.averageTenths / 10,
            count: baseline.reviewCount,
            source: baseline.source,
            asOf: baseline.asOf,
          }
        : null,
  };
}
