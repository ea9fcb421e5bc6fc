// What customers still owe on invoices (docs/receivables.md, "Age buckets"): each invoice issued with a payment
// term, what it asks after the credit invoices that corrected it, what was paid against it (the order's balance
// payments less refunds) and what is open, how late and in which age bucket. A read model over the invoices and
// payments tables, for the admins' receivables page; it changes nothing.
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import {
  ageBucket,
  bucketTotals,
  daysOverdue,
  type AgeBucket,
  type BucketTotal,
} from "~/lib/receivables/aging";
import { lateCharge, type LateCharge } from "~/lib/receivables/late-charges";
import { amsterdamWallClock } from "~/lib/shop-time";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { invoices, payments } from "../db/schema.server";

export const RECEIVABLE_STATUSES = ["open", "part-paid", "paid"] as const;
export type ReceivableStatus = (typeof RECEIVABLE_STATUSES)[number];

export interface Receivable {
  invoiceId: string;
  number: string;
  quoteId: string;
  /** The quote number the invoice names. */
  reference: string | null;
  customerName: string | null;
  customerCompany: string | null;
  issuedOn: string;
  dueOn: string;
  /** What the invoice asked when issued (its due amount, after payments made before it). */
  dueCents: number;
  /** Credit invoices correcting it, as a positive amount. */
  creditedCents: number;
  /** Paid against it since it was issued (the order's balance payments beyond what it deducted), less refunds. */
  paidCents: number;
  openCents: number;
  status: ReceivableStatus;
  /**
   * Paid by payments (not only credited): the Amsterdam day of the order's last balance payment, when the open
   * amount reached zero. Null while something is open or when a credit invoice settled it.
   */
  paidOn: string | null;
  daysOverdue: number;
  bucket: AgeBucket;
  /** Interest (a business) or the statutory letter's collection costs (a consumer) on what is open; null if not late. */
  lateCharge: LateCharge | null;
}

/** Today in Amsterdam, yyyy-MM-dd: due dates are the shop's calendar days. */
export function receivablesToday(now = new Date()): string {
  return amsterdamWallClock(now).toISOString().slice(0, 10);
}

const sumBy = <T>(rows: readonly T[], key: (row: T) => string, cents: (row: T) => number) => {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + cents(row));
  return sums;
};

/**
 * Every invoice with a payment term (a final invoice or a business customer's invoice with a due date), oldest due
 * date first. Open is what it asked, less its credit invoices, less the order's balance payments beyond those it
 * already deducted (net of refunds); never below zero. A credit invoice that corrects the whole amount settles it.
 */
export async function listReceivables(
  today: string,
  db: Database | Tx = getDb(),
  /** Only these orders' invoices (a booking checks its invoice under the order's lock). */
  quoteIds?: readonly string[],
): Promise<Receivable[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(
      and(
        inArray(invoices.kind, ["final", "invoice"]),
        isNotNull(invoices.dueOn),
        quoteIds ? inArray(invoices.quoteId, [...quoteIds]) : undefined,
      ),
    )
    .orderBy(invoices.dueOn, invoices.number);
  if (rows.length === 0) return [];
  const credits = await db
    .select({ creditFor: invoices.creditFor, grossCents: invoices.grossCents })
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, "credit"),
        inArray(
          invoices.creditFor,
          rows.map((row) => row.id),
        ),
      ),
    );
  const balance = await db
    .select({
      quoteId: payments.quoteId,
      amountCents: payments.amountCents,
      refundedCents: payments.refundedCents,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .where(
      and(
        eq(payments.purpose, "balance"),
        eq(payments.status, "paid"),
        inArray(
          payments.quoteId,
          rows.map((row) => row.quoteId),
        ),
      ),
    );
  const credited = sumBy(
    credits,
    (c) => c.creditFor!,
    (c) => -Number(c.grossCents),
  );
  const balancePaid = sumBy(
    balance,
    (p) => p.quoteId,
    (p) => Number(p.amountCents) - Number(p.refundedCents),
  );
  const lastPaid = new Map<string, string>();
  for (const payment of balance) {
    const day = payment.paidAt ? receivablesToday(payment.paidAt) : null;
    const seen = lastPaid.get(payment.quoteId);
    if (day && (!seen || day > seen)) lastPaid.set(payment.quoteId, day);
  }
  return rows.map((row): Receivable => {
    // The invoice's due amount already deducts the balance paid before it was issued (its gross less its due
    // amount): what the order's balance payments hold beyond that was paid against it since.
    const dueCents = Number(row.dueCents);
    const paidBefore = Number(row.grossCents) - dueCents;
    const paidCents = Math.max(0, (balancePaid.get(row.quoteId) ?? 0) - paidBefore);
    const creditedCents = credited.get(row.id) ?? 0;
    const openCents = Math.max(0, dueCents - creditedCents - paidCents);
    const status: ReceivableStatus = openCents === 0 ? "paid" : paidCents > 0 ? "part-paid" : "open";
    const dueOn = row.dueOn!;
    return {
      invoiceId: row.id,
      number: row.number,
      quoteId: row.quoteId,
      reference: row.reference,
      customerName: row.customer.name ?? null,
      customerCompany: row.customer.company ?? null,
      issuedOn: row.issuedOn,
      dueOn,
      dueCents,
      creditedCents,
      paidCents,
      openCents,
      status,
      paidOn: status === "paid" && paidCents > 0 ? (lastPaid.get(row.quoteId) ?? null) : null,
      daysOverdue: openCents > 0 ? daysOverdue(dueOn, today) : 0,
      bucket: ageBucket(dueOn, today),
      lateCharge: lateCharge(row.customer, openCents, dueOn, today),
    };
  });
}

export interface ReceivablesOverview {
  today: string;
  /** The invoices shown: open and part paid, or with `withPaid` the paid ones too. */
  rows: Receivable[];
  buckets: Record<AgeBucket, BucketTotal>;
  openCents: number;
}

export async function receivablesOverview(
  options: { today?: string; withPaid?: boolean } = {},
  db: Database | Tx = getDb(),
): Promise<ReceivablesOverview> {
  const today = options.today ?? receivablesToday();
  const all = await listReceivables(today, db);
  const open = all.filter((row) => row.openCents > 0);
  return {
    today,
    rows: options.withPaid ? all : open,
    buckets: bucketTotals(open, today),
    openCents: open.reduce((sum, row) => sum + row.openCents, 0),
  };
}
