import { describe, expect, it } from "vitest";
import { isBusinessCustomer, lateCharge } from "./late-charges";

describe("late charges on the receivables page", () => {
  const business = { company: "De Vries Sport B.V.", kvk: "87654321", btw: null };
  const consumer = { company: null, kvk: null, btw: " " };

  it("tells a business from a consumer by company, KvK or BTW number", () => {
    expect(isBusinessCustomer(business)).toBe(true);
    expect(isBusinessCustomer({ btw: "NL987654321B01" })).toBe(true);
    expect(isBusinessCustomer(consumer)).toBe(false);
  });

  it("shows a business the commercial interest and a consumer the letter's collection costs, once overdue", () => {
    expect(lateCharge(business, 100_000, "2024-01-31", "2024-03-01")).toEqual({
      kind: "interest",
      cents: 1027,
      provisional: false,
    });
    expect(lateCharge(consumer, 100_000, "2024-01-31", "2024-03-01")).toEqual({
      kind: "collection-costs",
      cents: 15_000,
    });
    expect(lateCharge(business, 100_000, "2024-01-31", "2024-01-31")).toBeNull();
    expect(lateCharge(consumer, 0, "2024-01-31", "2024-03-01")).toBeNull();
  });
});
