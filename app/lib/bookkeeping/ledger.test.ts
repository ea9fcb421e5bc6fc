import { describe, expect, it } from "vitest";
import {
  ACCOUNTS,
  isBalanced,
  journals,
  moneyTransaction,
  salesTransaction,
  type SalesInvoice,
} from "./ledger";

const invoice: SalesInvoice = {
  number: "F2026-0001",
  kind: "prepayment",
  issuedOn: "2026-03-10",
  customerId: "D1",
  vat: [
    { rate: 21, netCents: 61_000, vatCents: 12_810 },
    { rate: 9, netCents: 25_000, vatCents: 2_250 },
  ],
  grossCents: 101_060,
};

describe("the ledger's bookings", () => {
  it("books an invoice: debiteuren debit gross, revenue and VAT per rate credit", () => {
    const t = salesTransaction(invoice);
    expect(t.lines.map((l) => [l.account.id, l.cents])).toEqual([
      ["1300", 101_060],
      ["8000", -61_000],
      ["1510", -12_810],
      ["8010", -25_000],
      ["1520", -2_250],
    ]);
    expect(t.lines[1]!.vat).toMatchObject({ code: { id: "H21" }, cents: -12_810 });
    expect(isBalanced(t)).toBe(true);
  });

  it("reverses for a credit invoice and leaves out what is zero", () => {
    const t = salesTransaction({
      ...invoice,
      number: "F2026-0002",
      kind: "credit",
      vat: [
        { rate: 21, netCents: -4_132, vatCents: -868 },
        { rate: 0, netCents: 0, vatCents: 0 },
      ],
      grossCents: -5_000,
    });
    expect(t.description).toBe("Creditfactuur F2026-0002");
    expect(t.lines.map((l) => [l.account.id, l.cents])).toEqual([
      ["1300", -5_000],
      ["8000", 4_132],
      ["1510", 868],
    ]);
    expect(isBalanced(t)).toBe(true);
  });

  it("books money in and refunds on bank or Mollie against debiteuren", () => {
    const base = {
      reference: "tr_1",
      day: "2026-03-10",
      cents: 10_000,
      customerId: "D1",
      invoiceNumber: null,
      description: "Betaling",
    };
    const paid = moneyTransaction({ ...base, direction: "in", provider: "mollie" });
    expect(paid.lines.map((l) => [l.account, l.cents])).toEqual([
      [ACCOUNTS.mollie, 10_000],
      [ACCOUNTS.receivables, -10_000],
    ]);
    const refund = moneyTransaction({ ...base, direction: "out", provider: "bank" });
    expect(refund.lines.map((l) => [l.account, l.cents])).toEqual([
      [ACCOUNTS.bank, -10_000],
      [ACCOUNTS.receivables, 10_000],
    ]);
    const list = journals([invoice], [{ ...base, direction: "in", provider: "bank" }]);
    expect(list.map((j) => [j.id, j.transactions.length])).toEqual([
      ["VK", 1],
      ["BNK", 1],
    ]);
    expect(list.every((j) => j.transactions.every(isBalanced))).toBe(true);
  });
});
