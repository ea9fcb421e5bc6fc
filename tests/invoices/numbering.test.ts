// Invoice numbers under load, on PGlite and PostgreSQL: 20 payments issuing their prepayment invoices at the same
// moment on two app instances' worth of connections take F2031-0001 … 0020, each once and without a gap, also when
// payments among them fail after taking their number (the rolled-back transaction gives it back, with its mail).
import { eq, inArray } from "drizzle-orm";
import { expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/invoices-numbering-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import { invoices, numberSeries, outbox } from "~/server/db/schema.server";
import { issuePrepaymentInvoice } from "~/server/invoices/compose.server";
import { inUnitOfWork } from "~/server/unit-of-work.server";
import { describeEachDatabase } from "../helpers/db";
import { secondInstance, useQuoteDatabase } from "../quotes/fixtures";
import { invoiceableOrder, ORDER_GROSS, paidPayment } from "./fixtures";

const numbersOf = (year: number, count: number) =>
  Array.from({ length: count }, (_, i) => `F${year}-${String(i + 1).padStart(4, "0")}`);

describeEachDatabase("invoice numbers", (kind) => {
  const suite = useQuoteDatabase(kind);

  it("20 prepayment invoices at once on two instances take 0001 to 0020; two failing payments leave no gap", async () => {
    const { database, actorId } = suite;
    // A year of its own: the series is per year.
    const now = new Date("2031-05-06T10:00:00Z");
    const orders = [];
    for (let i = 0; i < 22; i++) {
      const quote = await invoiceableOrder(database.db, {
        actorId,
        email: `klant${i}@example.nl`,
        acceptedAt: new Date("2031-05-05T10:00:00Z"),
      });
      orders.push({ quote, payment: await paidPayment(database.db, quote.id, ORDER_GROSS, now) });
    }
    const failing = new Set([5, 16]);
    const other = secondInstance(database);
    try {
      const results = await Promise.allSettled(
        orders.map(({ quote, payment }, i) =>
          inUnitOfWork(i % 2 ? other.db : database.db, async (unit) => {
            const invoice = await issuePrepaymentInvoice(unit, quote, payment, { now });
            // The payment's transaction fails after the invoice took its number.
            if (failing.has(i)) throw new Error("forced failure after the number was taken");
            return invoice.number;
          }),
        ),
      );
      expect(results.flatMap((r, i) => (r.status === "rejected" ? [i] : []))).toEqual([5, 16]);
      const numbers = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
      expect(numbers.sort()).toEqual(numbersOf(2031, 20));
    } finally {
      await other.close();
    }

    const stored = await database.db
      .select({ number: invoices.number, paymentId: invoices.paymentId })
      .from(invoices)
      .where(eq(invoices.issuedOn, "2031-05-06"));
    expect(stored.map((s) => s.number).sort()).toEqual(numbersOf(2031, 20));
    const series = await database.db.select().from(numberSeries).where(eq(numberSeries.year, 2031));
    expect(series).toContainEqual({ series: "F", year: 2031, last: 20 });
    // The failed payments left no invoice and no mail.
    const failedPayments = orders.filter((_, i) => failing.has(i)).map((o) => o.payment.id);
    expect(stored.filter((s) => failedPayments.includes(s.paymentId!))).toEqual([]);
    const invoiceMails = await database.db
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(inArray(outbox.to, ["klant5@example.nl", "klant16@example.nl"]));
    expect(invoiceMails.filter((m) => m.kind.startsWith("invoice."))).toEqual([]);

    // Paid again once the fault is gone, they continue the series.
    const again = await Promise.all(
      orders
        .filter((_, i) => failing.has(i))
        .map(({ quote, payment }) =>
          inUnitOfWork(database.db, (unit) => issuePrepaymentInvoice(unit, quote, payment, { now })),
        ),
    );
    expect(again.map((i) => i.number).sort()).toEqual(["F2031-0021", "F2031-0022"]);
  });
});
