// An order's payments as stored (docs/behaviour.md#business-rules): the prepayment through Mollie (iDEAL) or, without
// MOLLIE_API_KEY, a bank transfer staff mark received; refunds recorded against them. The read side other domains
// may use (what is paid, the payments with their refunds), and the rules every payment step shares.
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { payments, refunds } from "../db/schema.server";
import { isQuoteId, type QuoteRow } from "../quotes/store.server";

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type PaymentWithRefunds = PaymentRow & { refunds: RefundRow[] };

/** The query Mollie's redirect brings the customer back with: /offerte/{token}?betaling=terug */
export const PAYMENT_RETURN_QUERY = { name: "betaling", value: "terug" } as const;

export const PREPAYMENT = "prepayment";
/** Statuses of a payment still under way: at most one per order and purpose (payments_one_open_idx). */
export const UNDER_WAY = ["open", "pending", "authorized"] as const;
/** A payment in one of these is over; "Opnieuw betalen" makes a new one (unless it was paid). */
export const RETRYABLE = new Set(["failed", "canceled", "expired"]);

export const isUnderWay = (status: string) => (UNDER_WAY as readonly string[]).includes(status);

/** A Mollie payment id as Mollie makes them; anything else is not looked up at all. */
export function isMolliePaymentId(value: unknown): value is string {
  return typeof value === "string" && /^tr_[A-Za-z0-9]{4,64}$/.test(value);
}

/** An order's payments with their refunds, oldest first (the staff's card, the customer's page). */
export async function paymentsForQuote(
  quoteId: string,
  db: Database | Tx = getDb(),
): Promise<PaymentWithRefunds[]> {
  if (!isQuoteId(quoteId)) return [];
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.quoteId, quoteId))
    .orderBy(asc(payments.createdAt));
  if (!rows.length) return [];
  const refundRows = await db
    .select()
    .from(refunds)
    .where(
      inArray(
        refunds.paymentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(refunds.createdAt));
  return rows.map((row) => ({ ...row, refunds: refundRows.filter((refund) => refund.paymentId === row.id) }));
}

/** What the customer has paid for the order and not been refunded, in cents incl. VAT. */
export async function paidCents(quoteId: string, db: Database | Tx = getDb()): Promise<number> {
  if (!isQuoteId(quoteId)) return 0;
  const rows = await db
    .select({ amount: payments.amountCents, refunded: payments.refundedCents })
    .from(payments)
    .where(and(eq(payments.quoteId, quoteId), eq(payments.status, "paid")));
  return rows.reduce((sum, row) => sum + Number(row.amount) - Number(row.refunded), 0);
}

/** The order's prepayments, newest first. */
export function prepaymentsOf(tx: Database | Tx, quoteId: string): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.quoteId, quoteId), eq(payments.purpose, PREPAYMENT)))
    .orderBy(desc(payments.createdAt));
}

/** What the order still asks to be prepaid, or null when nothing is (not accepted, on terms, cancelled). */
export function prepaymentDue(quote: QuoteRow | undefined | null): number | null {
  if (!quote || quote.status !== "geaccepteerd" || quote.paymentTerms) return null;
  if (quote.orderStatus !== "wacht op betaling") return null;
  return quote.prepaymentCents && quote.prepaymentCents > 0 ? quote.prepaymentCents : null;
}

/** The most a refund may be now: what was paid less what was refunded, over the order's paid payments. */
export function refundable(rows: readonly PaymentRow[]): number {
  return rows
    .filter((row) => row.status === "paid")
    .reduce((sum, row) => sum + Number(row.amountCents) - Number(row.refundedCents), 0);
}
