// What goes on each kind of invoice, as pure rules (the server's compose.server.ts adds the rows, numbers and
// mail): a deposit amount split over the VAT rates of a document so that each rate's VAT is right, the deposit
// lines, the deduction of what was prepaid on the final invoice, and a credit invoice's lines with its VAT. Amounts
// are integer cents; an invoice's totals come from ~/lib/money documentTotals (VAT per rate on the net, rounded
// once), except a refund's credit invoice, whose VAT is derived from the amount paid back (incl. VAT, vatInGross).
import { documentTotals, groupFromGross, VAT_RATES, type VatGroup, type VatRate } from "../money";

/** A line as an invoice stores it (excl. VAT; negative for a deduction or on a credit invoice). */
export interface InvoiceLineDraft {
  description: string;
  quantity: number;
  unitPriceCents: number;
  vatRate: VatRate;
}

/** One rate's share of an amount: the net excl. VAT at that rate. */
export interface RateShare {
  rate: VatRate;
  netCents: number;
}

const grossOf = (shares: readonly RateShare[]) =>
  documentTotals(shares.map((s) => ({ quantity: 1, unitPriceCents: s.netCents, vatRate: s.rate })))
    .grossCents;

/** Rounds a × b / c half away from zero, in BigInt (document amounts may pass 2^53 when multiplied). */
function scaled(a: number, b: number, c: number): number {
  const num = BigInt(a) * BigInt(b);
  const den = BigInt(c);
  const negative = num < 0n !== den < 0n;
  const [n, d] = [num < 0n ? -num : num, den < 0n ? -den : den];
  const rounded = Number((2n * n + d) / (2n * d));
  return negative ? -rounded : rounded;
}

/**
 * `grossCents` (incl. VAT) split over the VAT groups of a document in proportion to each group's amount incl.
 * VAT: the net per rate, chosen so the split's own totals (VAT rounded once per rate) come to exactly
 * `grossCents` whenever whole cents allow it. Not every amount does: at 21 % no net gives € 100,00 incl. VAT
 * (€ 82,64 gives € 99,99, € 82,65 gives € 100,01); then the nearest, at most a cent per rate away.
 */
export function splitOverRates(groups: readonly VatGroup[], grossCents: number): RateShare[] {
  const documentGross = groups.reduce((sum, g) => sum + g.netCents + g.vatCents, 0);
  if (!groups.length || documentGross === 0) return [];
  if (grossCents === documentGross) return groups.map((g) => ({ rate: g.rate, netCents: g.netCents }));
  const first = groups.map((g) => ({
    rate: g.rate,
    netCents: scaled(g.netCents, grossCents, documentGross),
  }));
  // The proportional nets are off by at most a cent or two in total: try small corrections per rate and keep
  // the split nearest the amount (the fewest corrections among equals).
  let best = first;
  let bestMiss = Math.abs(grossOf(first) - grossCents);
  let bestMoves = 0;
  const steps = [0, 1, -1, 2, -2];
  const tryFrom = (index: number, current: RateShare[], moves: number) => {
    if (bestMiss === 0 && bestMoves <= moves) return;
    if (index === current.length) {
      const miss = Math.abs(grossOf(current) - grossCents);
      if (miss < bestMiss || (miss === bestMiss && moves < bestMoves)) {
        [best, bestMiss, bestMoves] = [current.map((s) => ({ ...s })), miss, moves];
      }
      return;
    }
    for (const step of steps) {
      const next = current.map((s, i) => (i === index ? { ...s, netCents: s.netCents + step } : s));
      tryFrom(index + 1, next, moves + Math.abs(step));
    }
  };
  tryFrom(0, first, 0);
  return best;
}

/** One rate's share of an amount incl. VAT. */
export interface GrossShare {
  rate: VatRate;
  grossCents: number;
}

/**
 * `grossCents` split over rates in proportion to `weights` (each rate's amount incl. VAT), in whole cents by the
 * largest remainder: the shares add up to exactly `grossCents`, and while it is at most the weights' sum no share
 * passes its weight. Rates without a positive weight get nothing.
 */
export function splitGross(weights: readonly GrossShare[], grossCents: number): GrossShare[] {
  const positive = weights.filter((w) => w.grossCents > 0);
  const total = BigInt(positive.reduce((sum, w) => sum + w.grossCents, 0));
  if (!positive.length || grossCents <= 0) return [];
  const base = positive.map((w, index) => {
    const product = BigInt(grossCents) * BigInt(w.grossCents);
    return { rate: w.rate, grossCents: Number(product / total), rest: product % total, index };
  });
  let left = grossCents - base.reduce((sum, share) => sum + share.grossCents, 0);
  const byRest = [...base].sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const share of byRest) {
    if (left <= 0) break;
    share.grossCents += 1;
    left -= 1;
  }
  return base.filter((s) => s.grossCents !== 0).map((s) => ({ rate: s.rate, grossCents: s.grossCents }));
}

/**
 * A refund of `grossCents` (incl. VAT) as VAT groups: split over the rates in proportion to what each still holds
 * incl. VAT, each share's VAT derived from that share (vatInGross). Their total is exactly `grossCents`, so what goes
 * back to the customer is exactly what was asked, and the credit invoice states it (docs/payments.md).
 */
export function refundGroups(remaining: readonly VatGroup[], grossCents: number): VatGroup[] {
  return splitGross(
    remaining.map((g) => ({ rate: g.rate, grossCents: g.netCents + g.vatCents })),
    grossCents,
  ).map((share) => groupFromGross(share.rate, share.grossCents));
}

/**
 * The prepayment asked for `percent` % of a document: PREPAYMENT_PERCENT of its total, adjusted by a cent where
 * the deposit invoice could not otherwise state it exactly (its VAT is rounded per rate on the net). The amount
 * asked and the deposit invoice's total are then the same by construction.
 */
export function prepaymentAmount(groups: readonly VatGroup[], percent: number): number {
  const total = groups.reduce((sum, g) => sum + g.netCents + g.vatCents, 0);
  if (percent >= 100) return total;
  return grossOf(splitOverRates(groups, scaled(total, percent, 100)));
}

/** A percentage as a line names it: 30, 33,3 (one decimal at most). */
export function percentLabel(partCents: number, wholeCents: number): string {
  if (wholeCents === 0) return "0";
  const tenths = scaled(partCents, 1000, wholeCents);
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1).replace(".", ",");
}

const rateSuffix = (shares: readonly RateShare[], rate: VatRate) =>
  shares.length > 1 ? ` (btw ${rate}%)` : "";

/** "Aanbetaling 30% op offerte OFF-2026-0007", one line per VAT rate. */
export function depositLines(
  quoteNumber: string,
  groups: readonly VatGroup[],
  grossCents: number,
): InvoiceLineDraft[] {
  const documentGross = groups.reduce((sum, g) => sum + g.netCents + g.vatCents, 0);
  const shares = splitOverRates(groups, grossCents);
  const label = `Aanbetaling ${percentLabel(grossCents, documentGross)}% op offerte ${quoteNumber}`;
  return shares.map((share) => ({
    description: label + rateSuffix(shares, share.rate),
    quantity: 1,
    unitPriceCents: share.netCents,
    vatRate: share.rate,
  }));
}

/** An issued invoice as the rules below read it. */
export interface IssuedAmounts {
  number: string;
  vat: readonly { rate: number; netCents: number; vatCents: number }[];
  grossCents: number;
}

function isRate(rate: number): rate is VatRate {
  return (VAT_RATES as readonly number[]).includes(rate);
}

/** The groups of an issued invoice, with a rate the money rules know (stored rates always are). */
export function groupsOf(invoice: Pick<IssuedAmounts, "vat">): VatGroup[] {
  return invoice.vat.filter((g) => isRate(g.rate)).map((g) => ({ ...g, rate: g.rate as VatRate }));
}

/** Net per VAT rate an invoice still holds after its credit invoices (their nets are negative). */
function remainingShares(invoice: IssuedAmounts, credits: readonly IssuedAmounts[]): RateShare[] {
  const net = new Map<VatRate, number>();
  for (const doc of [invoice, ...credits])
    for (const group of groupsOf(doc)) net.set(group.rate, (net.get(group.rate) ?? 0) + group.netCents);
  return VAT_RATES.filter((rate) => net.get(rate)).map((rate) => ({ rate, netCents: net.get(rate)! }));
}

/**
 * The final invoice's deduction of a prepayment invoice, one line per VAT rate ("Vooruitbetaald volgens factuur
 * F2026-0001"): its net, less what credit invoices since gave back. Nothing when all of it was credited.
 */
export function deductionLines(
  prepayment: IssuedAmounts,
  credits: readonly IssuedAmounts[],
): InvoiceLineDraft[] {
  const shares = remainingShares(prepayment, credits);
  const credited = credits.length ? `, na creditfactuur ${credits.map((c) => c.number).join(", ")}` : "";
  return shares.map((share) => ({
    description: `Vooruitbetaald volgens factuur ${prepayment.number}${credited}${rateSuffix(shares, share.rate)}`,
    quantity: 1,
    unitPriceCents: -share.netCents,
    vatRate: share.rate,
  }));
}

/** Net and VAT per rate an invoice still holds after its credit invoices (theirs are negative). */
function remainingGroups(invoice: IssuedAmounts, credits: readonly IssuedAmounts[]): VatGroup[] {
  const left = new Map<VatRate, VatGroup>();
  for (const doc of [invoice, ...credits])
    for (const group of groupsOf(doc)) {
      const sum = left.get(group.rate) ?? { rate: group.rate, netCents: 0, vatCents: 0 };
      left.set(group.rate, {
        rate: group.rate,
        netCents: sum.netCents + group.netCents,
        vatCents: sum.vatCents + group.vatCents,
      });
    }
  return VAT_RATES.flatMap((rate) => {
    const group = left.get(rate);
    return group && (group.netCents || group.vatCents) ? [group] : [];
  });
}

/** A credit invoice as composed: its lines and its VAT per rate, which the invoice states as they are. */
export interface CreditDraft {
  lines: InvoiceLineDraft[];
  vat: VatGroup[];
}

const negated = (group: VatGroup): VatGroup => ({
  rate: group.rate,
  netCents: -group.netCents,
  vatCents: -group.vatCents,
});

/**
 * A credit invoice's lines and VAT. A refund of `amountCents` (incl. VAT) is split over the corrected invoice's VAT
 * rates in proportion to what each still holds, its VAT derived from the amount (refundGroups): the credit states
 * exactly the amount paid back. What is left of the invoice (a cancellation, or a refund of all that is left) is
 * credited per rate exactly as it remains after `credits` (net and VAT), so together the credits never hold more,
 * or less, than the invoice; a cancellation with no credits before it negates every line.
 */
export function creditDraft(
  invoice: IssuedAmounts & { lines: readonly InvoiceLineDraft[] },
  amountCents: number | null,
  credits: readonly IssuedAmounts[] = [],
): CreditDraft {
  if (amountCents === null && !credits.length)
    return {
      lines: invoice.lines.map((line) => ({ ...line, unitPriceCents: -line.unitPriceCents })),
      vat: groupsOf(invoice).map(negated),
    };
  const left = invoice.grossCents + credits.reduce((sum, c) => sum + c.grossCents, 0);
  const rest = amountCents === null || amountCents >= left;
  const remaining = remainingGroups(invoice, credits);
  const groups = rest ? remaining : refundGroups(remaining, amountCents);
  const label = amountCents === null ? "Creditering restant van factuur" : "Terugbetaling op factuur";
  return {
    lines: groups.map((group) => ({
      description: `${label} ${invoice.number}${groups.length > 1 ? ` (btw ${group.rate}%)` : ""}`,
      quantity: 1,
      unitPriceCents: -group.netCents,
      vatRate: group.rate,
    })),
    vat: groups.map(negated),
  };
}
