// The collection costs (buitengerechtelijke incassokosten) the shop may charge on an unpaid invoice: the scale of
// the Besluit vergoeding voor buitengerechtelijke incassokosten, art. 2, under the Wet normering
// buitengerechtelijke incassokosten (BW 6:96 lid 5-7). docs/receivables.md says when they may be charged.

/** One step of the scale: `basisPoints` (1/100 %) of the part of the principal up to `upToCents`. */
interface Bracket {
  upToCents: number;
  /** Hundredths of a percent: 1500 is 15 %. */
  basisPoints: number;
}

/** Besluit art. 2 lid 1: 15 % of the first € 2.500, 10 % of the next € 2.500, 5 % of the next € 5.000, 1 % of the next € 190.000, 0,5 % of the rest. */
export const COLLECTION_COST_SCALE: readonly Bracket[] = [
  { upToCents: 250_000, basisPoints: 1500 },
  { upToCents: 500_000, basisPoints: 1000 },
  { upToCents: 1_000_000, basisPoints: 500 },
  { upToCents: 20_000_000, basisPoints: 100 },
  { upToCents: Number.POSITIVE_INFINITY, basisPoints: 50 },
];

/** Besluit art. 2: at least € 40 (lid 2), at most € 6.775 (lid 1). */
export const COLLECTION_COSTS_MIN_CENTS = 4_000;
export const COLLECTION_COSTS_MAX_CENTS = 677_500;

/**
 * The collection costs on a principal (the amount still open, in cents): the scale, rounded once to whole cents
 * (half up), within the minimum and maximum. No VAT on top: the shop deducts VAT, so the costs are not a cost of
 * VAT to it (docs/receivables.md). Zero when nothing is open.
 */
export function collectionCosts(principalCents: number): number {
  if (!Number.isSafeInteger(principalCents) || principalCents < 0) {
    throw new RangeError("principal must be whole, non-negative cents");
  }
  if (principalCents === 0) return 0;
  // Sum in basis points × cents (exact, BigInt), then one division by 10 000.
  let sum = 0n;
  let lower = 0;
  for (const bracket of COLLECTION_COST_SCALE) {
    if (principalCents <= lower) break;
    const part = Math.min(principalCents, bracket.upToCents) - lower;
    sum += BigInt(part) * BigInt(bracket.basisPoints);
    lower = bracket.upToCents;
  }
  const cents = Number((sum + 5_000n) / 10_000n);
  return Math.min(COLLECTION_COSTS_MAX_CENTS, Math.max(COLLECTION_COSTS_MIN_CENTS, cents));
}
