import { describe, expect, it } from "vitest";
import { daysToPayment } from "./payment-days";

describe("daysToPayment", () => {
  const invoices = [
    { issuedOn: "2026-11-01", paidOn: "2026-11-15", dueCents: 10_000 },
    { issuedOn: "2026-11-10", paidOn: "2026-12-01", dueCents: 5_000 },
    // Paid before the period, still open, settled by credit, asked nothing: not counted.
    { issuedOn: "2026-10-01", paidOn: "2026-10-31", dueCents: 5_000 },
    { issuedOn: "2026-11-20", paidOn: null, dueCents: 5_000 },
    { issuedOn: "2026-11-05", paidOn: "2026-11-05", dueCents: 0 },
  ];

  it("averages the calendar days from invoice date to payment of the invoices paid in the period", () => {
    expect(daysToPayment(invoices, "2026-11-01", "2026-12-01")).toEqual({ count: 2, averageDays: 17.5 });
  });

  it("counts the period's first and last day and says when nothing was paid", () => {
    expect(daysToPayment(invoices, "2026-12-01", "2026-12-01")).toEqual({ count: 1, averageDays: 21 });
    expect(daysToPayment(invoices, "2026-12-02", "2026-12-31")).toEqual({ count: 0, averageDays: null });
  });
});
