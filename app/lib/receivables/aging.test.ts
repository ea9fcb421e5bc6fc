import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../business-calendar";
import { AGE_BUCKETS, ageBucket, bucketTotals, daysOverdue } from "./aging";

describe("age buckets", () => {
  it("puts an invoice in its bucket by the days after its due date", () => {
    expect(ageBucket("2026-12-04", "2026-12-01")).toBe("not-due");
    expect(ageBucket("2026-12-04", "2026-12-04")).toBe("not-due");
    expect(ageBucket("2026-12-04", "2026-12-05")).toBe("1-30");
    expect(ageBucket("2026-11-04", "2026-12-04")).toBe("1-30"); // 30 days
    expect(ageBucket("2026-11-03", "2026-12-04")).toBe("31-60");
    expect(ageBucket("2026-10-05", "2026-12-04")).toBe("31-60"); // 60 days
    expect(ageBucket("2026-10-04", "2026-12-04")).toBe("over-60");
    expect(daysOverdue("2026-03-28", "2026-03-30")).toBe(2); // the clocks change on 29 March: still whole days
    expect(daysOverdue("2026-12-04", "2026-12-01")).toBe(0);
  });

  it("totals count and amount per bucket, every bucket present, paid invoices left out", () => {
    const totals = bucketTotals(
      [
        { dueOn: "2026-12-10", openCents: 1000 },
        { dueOn: "2026-11-20", openCents: 2000 },
        { dueOn: "2026-11-25", openCents: 500 },
        { dueOn: "2026-08-01", openCents: 7000 },
        { dueOn: "2026-08-01", openCents: 0 },
      ],
      "2026-12-04",
    );
    expect(totals).toEqual({
      "not-due": { count: 1, openCents: 1000 },
      "1-30": { count: 2, openCents: 2500 },
      "31-60": { count: 0, openCents: 0 },
      "over-60": { count: 1, openCents: 7000 },
    });
  });

  it("keeps every open cent in exactly one bucket", () => {
    const invoice = fc.record({
      dueOn: fc.integer({ min: 0, max: 400 }).map((n) => addDays("2026-01-01", n)),
      openCents: fc.integer({ min: 0, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(invoice, { maxLength: 50 }), (invoices) => {
        const totals = bucketTotals(invoices, "2026-12-04");
        const sum = AGE_BUCKETS.reduce((s, b) => s + totals[b].openCents, 0);
        expect(sum).toBe(invoices.reduce((s, i) => s + i.openCents, 0));
        expect(AGE_BUCKETS.reduce((s, b) => s + totals[b].count, 0)).toBe(
          invoices.filter((i) => i.openCents > 0).length,
        );
      }),
    );
  });
});
