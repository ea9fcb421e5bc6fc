// The receivables figures of the staff statistics page (docs/receivables.md, "In the statistics"), for admins:
// what is open today per age bucket (the receivables read model), the reminders sent in the period and the
// average days to payment of the invoices paid in it.
import { and, count, gte, lte } from "drizzle-orm";
import { bucketTotals, type AgeBucket, type BucketTotal } from "~/lib/receivables/aging";
import { daysToPayment } from "~/lib/receivables/payment-days";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { invoiceReminders } from "../db/schema.server";
import { listReceivables, receivablesToday } from "./receivables.server";

export interface ReceivablesStatistics {
  today: string;
  buckets: Record<AgeBucket, BucketTotal>;
  openCents: number;
  remindersSent: number;
  paid: { count: number; averageDays: number | null };
}

export async function receivablesStatistics(
  period: { from: string; to: string },
  options: { today?: string } = {},
  db: Database | Tx = getDb(),
): Promise<ReceivablesStatistics> {
  const today = options.today ?? receivablesToday();
  const all = await listReceivables(today, db);
  const open = all.filter((row) => row.openCents > 0);
  const [sent] = await db
    .select({ n: count() })
    .from(invoiceReminders)
    .where(and(gte(invoiceReminders.sentOn, period.from), lte(invoiceReminders.sentOn, period.to)));
  return {
    today,
    buckets: bucketTotals(open, today),
    openCents: open.reduce((sum, row) => sum + row.openCents, 0),
    remindersSent: Number(sent?.n ?? 0),
    paid: daysToPayment(all, period.from, period.to),
  };
}
