// The consumer's right of withdrawal for work-wear orders (docs/workwear.md, "Right of withdrawal"), as pure
// rules. Art. 6:230o BW gives a consumer who buys at a distance 14 days to withdraw; art. 6:230p sub c exempts goods
// made to the consumer's specifications. A garment with the customer's logo printed or embroidered is such a good;
// a plain garment from stock is not. The order form chooses one logo position for the whole order, so today every
// line of an order is either withdrawable or exempt; the rules take it per line so a per-line choice later fits.
import { addDays, shopInstant } from "../business-calendar";
import { isWorkingDay } from "../business-days";
import { amsterdamWallClock } from "../shop-time";

/** Art. 6:230o BW: 14 days. */
export const WITHDRAWAL_DAYS = 14;

/** The logo position that means "no print, no embroidery" (~/lib/workwear/order-form). */
export const NO_LOGO = "geen";

export type LineRight = "withdrawable" | "exempt";

/** A plain garment can be withdrawn; one carrying the customer's logo is made to their specification. */
export function lineRight(logoPosition: string): LineRight {
  return logoPosition === NO_LOGO ? "withdrawable" : "exempt";
}

/** The lines of an order split by their right, in the order's own order. */
export function splitByRight<L>(order: { logoPosition: string; lines: readonly L[] }): {
  withdrawable: L[];
  exempt: L[];
} {
  const right = lineRight(order.logoPosition);
  return right === "withdrawable"
    ? { withdrawable: [...order.lines], exempt: [] }
    : { withdrawable: [], exempt: [...order.lines] };
}

/** The shop's calendar date (Amsterdam) of an instant, yyyy-MM-dd. */
export function shopDate(instant: Date): string {
  return amsterdamWallClock(instant).toISOString().slice(0, 10);
}

/**
 * The last day to withdraw, yyyy-MM-dd: the period starts the day after the goods are received and runs 14 days;
 * a period that would end on a Saturday, Sunday or public holiday runs on to the next working day (Regulation
 * 1182/71, which the Consumer Rights Directive applies to its periods).
 */
export function withdrawalLastDay(deliveredAt: Date): string {
  let day = addDays(shopDate(deliveredAt), WITHDRAWAL_DAYS);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** The end of the period as an instant: midnight after the last day, Amsterdam time. */
export function withdrawalDeadline(deliveredAt: Date): Date {
  return shopInstant(withdrawalLastDay(deliveredAt), "24:00");
}

/**
 * Whole days left to withdraw at `now` (the delivery day's own count is 14, the last day's 0), or null before
 * delivery (a consumer may withdraw from the moment of ordering); negative once the period has passed.
 */
export function withdrawalDaysLeft(deliveredAt: Date | null, now: Date): number | null {
  if (!deliveredAt) return null;
  const last = Date.parse(`${withdrawalLastDay(deliveredAt)}T00:00:00Z`);
  const today = Date.parse(`${shopDate(now)}T00:00:00Z`);
  return Math.round((last - today) / 86_400_000);
}

/** What the shop found when it checked a withdrawal notice; each flag makes staff look at it. */
export type WithdrawalFlag =
  /** No order matched the number and e-mail address given. */
  | "onbekende-bestelling"
  /** The order names a company: the right is a consumer's; staff check (a club or a sole trader may buy privately). */
  | "zakelijk"
  /** Every line of the order carries the customer's logo (art. 6:230p sub c). */
  | "maatwerk"
  /** The 14 days after delivery have passed. */
  | "te-laat";

/** What the notice is told: received (the right applies, or staff still check) or that the right does not apply. */
export type WithdrawalOutcome = "ontvangen" | "maatwerk" | "te-laat";

export interface WithdrawalAssessment {
  outcome: WithdrawalOutcome;
  flags: WithdrawalFlag[];
  /** The day the period ends, yyyy-MM-dd, when the order is delivered. */
  lastDay: string | null;
}

/**
 * The shop's reading of a notice. Receipt is always confirmed (the withdrawal function must acknowledge every
 * notice); only what is certain is told as a refusal: an order made entirely to specification, or a period that has
 * passed by the delivery the shop recorded. Everything uncertain (no matching order, a company name) is accepted as
 * received and flagged for staff, so a consumer is never turned away by a guess.
 */
export function assessWithdrawal(input: {
  order: { logoPosition: string; company: string | null; lineCount: number } | null;
  deliveredAt: Date | null;
  now: Date;
}): WithdrawalAssessment {
  const { order, deliveredAt, now } = input;
  if (!order) return { outcome: "ontvangen", flags: ["onbekende-bestelling"], lastDay: null };
  const flags: WithdrawalFlag[] = [];
  if (order.company?.trim()) flags.push("zakelijk");
  const lastDay = deliveredAt ? withdrawalLastDay(deliveredAt) : null;
  if (lineRight(order.logoPosition) === "exempt" || order.lineCount === 0) {
    flags.push("maatwerk");
    return { outcome: "maatwerk", flags, lastDay };
  }
  if (deliveredAt && now.getTime() >= withdrawalDeadline(deliveredAt).getTime()) {
    flags.push("te-laat");
    return { outcome: "te-laat", flags, lastDay };
  }
  return { outcome: "ontvangen", flags, lastDay };
}

/** The short reference a customer reads in the confirmation mail: "WK-" and the first 8 hex digits of the id. */
export function orderReference(orderId: string): string {
  return `WK-${orderId.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

/** "WK-1A2B3C4D", "wk 1a2b3c4d", "1a2b3c4d" → the id prefix "1a2b3c4d"; null when it is no such reference. */
export function parseOrderReference(text: string): string | null {
  const match = /^(?:wk[\s-]?)?([0-9a-f]{8})$/i.exec(text.trim());
  return match ? match[1]!.toLowerCase() : null;
}
