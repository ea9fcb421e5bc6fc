// A deposit (PREPAYMENT_PERCENT below 100), on PGlite and PostgreSQL: the amount asked at acceptance is one the
// deposit invoice can state to the cent, so the customer pays exactly what the prepayment invoice says, also where
// plain 30 % of the total cannot be written as net plus VAT rounded per rate (€ 36,33 at 21 %: € 30,02 gives
// € 36,32, € 30,03 gives € 36,34).
import { expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/invoices-deposit-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.PREPAYMENT_PERCENT = "30";
});

import { issuePrepaymentInvoice } from "~/server/invoices/compose.server";
import { describeEachDatabase } from "../helpers/db";
import { useQuoteDatabase } from "../quotes/fixtures";
import { inUnit, invoiceableOrder, ORDER_GROSS, orderLines, paidPayment } from "./fixtures";

describeEachDatabase("deposits", (kind) => {
  const suite = useQuoteDatabase(kind);

  it("asks 30 % as the deposit invoice states it, to the cent", async () => {
    const { database, actorId } = suite;
    const single = [{ ...orderLines[0]!, description: "Banner", quantity: 1, unitPriceCents: 10_008 }];
    for (const [lines, gross] of [
      [orderLines, ORDER_GROSS],
      [single, 12_110],
    ] as const) {
      const quote = await invoiceableOrder(database.db, {
        actorId,
        email: `aanbetaling-${gross}@example.nl`,
        acceptedAt: new Date(),
        lines: [...lines],
      });
      expect(quote.grossCents).toBe(gross);
      expect(Math.abs(quote.prepaymentCents! - Math.round(gross * 0.3))).toBeLessThanOrEqual(1);
      const payment = await paidPayment(database.db, quote.id, quote.prepaymentCents!, new Date());
      const invoice = await inUnit(database.db, (unit) => issuePrepaymentInvoice(unit, quote, payment));
      expect(invoice.grossCents).toBe(quote.prepaymentCents);
      expect(invoice.lines[0]!.description).toMatch(/^Aanbetaling 30% op offerte OFF-/);
    }
  });
});
