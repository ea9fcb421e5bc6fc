// How late an open invoice is, in the age buckets of the receivables page (docs/receivables.md, "Age buckets").

export const AGE_BUCKETS = ["not-due", "1-30", "31-60", "over-60"] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

const DAY_MS = 86_400_000;

/** Whole days after the due date (0 up to and including the due date itself). */
export function daysOverdue(dueOn: string, today: string): number {
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueOn}T00:00:00Z`)) / DAY_MS;
  return Math.max(0, days);
}

export function ageBucket(dueOn: string, today: string): AgeBucket {
  const days = daysOverdue(dueOn, today);
  if (days === 0) return "not-due";
  if (days <= 30) return "1-30";
  if (days <= 60) return "31-60";
  return "over-60";
}

export interface BucketTotal {
  count: number;
  openCents: number;
}

/** Count and amount open per bucket, every bucket present (zero when empty), in AGE_BUCKETS order. */
export function bucketTotals(
  invoices: readonly { dueOn: string; openCents: number }[],
  today: string,
): Record<AgeBucket, BucketTotal> {
  const totals = Object.fromEntries(AGE_BUCKETS.map((b) => [b, { count: 0, openCents: 0 }])) as Record<
    AgeBucket,
    BucketTotal
  >;
  for (const invoice of invoices) {
    if (invoice.openCents <= 0) continue;
    const total = totals[ageBucket(invoice.dueOn, today)];
    total.count++;
    total.openCents += invoice.openCents;
  }
  return totals;
}
