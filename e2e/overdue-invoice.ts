// The overdue invoice e2e/seed-overdue-invoice.ts writes before the test server starts, as the specs see it.
export const OVERDUE_INVOICE = {
  name: "Victor Verlaat",
  email: "victor.verlaat@example.nl",
  /** Issued 40 days before the run with a 14-day term: 26 days overdue, bucket 1-30. */
  issuedDaysAgo: 40,
  termDays: 14,
  netCents: 50_000,
  grossCents: 60_500,
};
