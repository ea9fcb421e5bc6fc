// The generated month of 200 statement lines (tests/helpers/camt-statement.ts) uploaded against a database that
// holds its open prepayments and invoices, on PGlite and PostgreSQL (docs/receivables.md, "Bank statements"): at
// least 95 % of the lines end as a bookkeeper would have them without a hand, none is booked wrongly, and every
// booking is a paid bank payment; the same month uploaded again books nothing.
import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/receivables-month-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.LOG_LEVEL = "silent";
});

import { invoices, payments, quotes, statementLines } from "~/server/db/schema.server";
import { issueFinalInvoice } from "~/server/invoices/compose.server";
import { bookStatement } from "~/server/workflows/statement-booked.server";
import { generateMonth } from "../helpers/camt-statement";
import { describeEachDatabase } from "../helpers/db";
import { inUnit, invoiceableOrder } from "../invoices/fixtures";
import { acceptedOrder } from "../payments/fixtures";
import { useQuoteDatabase } from "../quotes/fixtures";

const TODAY = "2026-12-04";

describeEachDatabase("a month of bank statement lines booked", (kind) => {
  const suite = useQuoteDatabase(kind);
  const month = generateMonth();
  /** The generated item's id ("q101", "f120") → the row it became (a quote id, an invoice id). */
  const ids = new Map<string, string>();

  beforeAll(async () => {
    const db = suite.database.db;
    const waiting = await acceptedOrder(db, suite.actorId);
    const [template] = await db.select().from(quotes).where(eq(quotes.id, waiting.id));
    const termOrder = await invoiceableOrder(db, {
      actorId: suite.actorId,
      email: `maand-${kind}@example.nl`,
      acceptedAt: new Date("2026-11-02T10:00:00Z"),
      paymentTerms: true,
    });
    const issued = await inUnit(db, (unit) =>
      issueFinalInvoice(unit, termOrder, suite.actorId, { now: new Date("2026-11-10T10:00:00Z") }),
    );
    const [invoiceTemplate] = await db.select().from(invoices).where(eq(invoices.id, issued.id));
    // The templates themselves are no part of the month: paid, so nothing offers them.
    await db.insert(payments).values([
      { quoteId: waiting.id, purpose: "prepayment", provider: "bank", amountCents: 1, status: "paid" },
      {
        quoteId: termOrder.id,
        purpose: "balance",
        provider: "bank",
        amountCents: issued.grossCents,
        status: "paid",
      },
    ]);
    const { id: _q, createdAt: _c, updatedAt: _u, ...quoteRow } = template!;
    const { id: _i, createdAt: _ic, ...invoiceRow } = invoiceTemplate!;
    for (const item of month.items) {
      const [name, company] = item.names as [string, string | null];
      const [quote] = await db
        .insert(quotes)
        .values({
          ...quoteRow,
          number: item.kind === "prepayment" ? item.references[0]! : item.references[1]!,
          customerName: name,
          customerCompany: company,
          customerEmail: `${item.id}-${kind}@example.nl`,
          prepaymentCents: item.openCents,
          // No address: the prepayment invoice waits (the history says why), so the month books without PDFs.
          customerAddress: null,
          ...(item.kind === "invoice" ? { paymentTerms: true, orderStatus: "geleverd" } : {}),
        })
        .returning({ id: quotes.id });
      if (item.kind === "prepayment") {
        ids.set(item.id, quote!.id);
        continue;
      }
      const [invoice] = await db
        .insert(invoices)
        .values({
          ...invoiceRow,
          number: item.references[0]!,
          quoteId: quote!.id,
          reference: item.references[1]!,
          grossCents: item.openCents,
          dueCents: item.openCents,
          customer: { ...invoiceRow.customer, name, company },
        })
        .returning({ id: invoices.id });
      ids.set(item.id, invoice!.id);
    }
  }, 120_000);

  it("books at least 95 % of the lines right by itself and none wrongly, once", async () => {
    const db = suite.database.db;
    const result = await bookStatement({ content: month.xml, actorId: suite.actorId, today: TODAY }, db);
    if (!result.ok) throw new Error(result.error);
    const stored = new Map(
      (
        await db
          .select()
          .from(statementLines)
          .where(
            inArray(
              statementLines.bankReference,
              month.lines.map((line) => line.bankReference),
            ),
          )
      ).map((row) => [row.bankReference, row]),
    );
    const shape = (allocations: { id: string; cents: number }[]) =>
      JSON.stringify(allocations.sort((a, b) => a.id.localeCompare(b.id)));
    let right = 0;
    const wrong: string[] = [];
    for (const line of month.lines) {
      const row = stored.get(line.bankReference);
      const expected = line.expected;
      if (expected.kind === "skipped") {
        if (!row) right++;
        continue;
      }
      if (expected.kind === "assign") {
        if (row?.outcome === "waiting") right++;
        else if (row?.outcome === "booked") wrong.push(`${line.scenario}: ${line.remittance}`);
        continue;
      }
      if (row?.outcome !== "booked") continue;
      const booked = row.allocations.map((a) => ({ id: a.invoiceId ?? a.quoteId, cents: a.cents }));
      const want = expected.allocations.map((a) => ({ id: ids.get(a.itemId)!, cents: a.cents }));
      if (shape(booked) === shape(want)) right++;
      else wrong.push(`${line.scenario}: ${line.remittance}`);
    }
    console.info(
      `month on ${kind}: ${right} of ${month.lines.length} right, ${result.summary.booked} booked`,
    );
    expect(wrong).toEqual([]);
    expect(right / month.lines.length).toBeGreaterThanOrEqual(0.95);
    const bookable = month.lines.filter((line) => line.expected.kind === "booked").length;
    expect(result.summary.booked / bookable).toBeGreaterThanOrEqual(0.95);
    // Each allocation is one paid bank payment.
    const allocations = [...stored.values()].flatMap((row) => row.allocations);
    const paid = await db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.id,
          allocations.map((a) => a.paymentId),
        ),
      );
    expect(paid).toHaveLength(allocations.length);
    expect(paid.every((p) => p.status === "paid" && p.provider === "bank")).toBe(true);

    const paymentsOfMonth = () =>
      db
        .select()
        .from(payments)
        .where(inArray(payments.quoteId, [...ids.values()]));
    const before = (await paymentsOfMonth()).length;
    const again = await bookStatement({ content: month.xml, actorId: suite.actorId, today: TODAY }, db);
    expect(again).toEqual({
      ok: true,
      summary: { booked: 0, waiting: 0, seen: result.summary.booked + result.summary.waiting },
    });
    expect(await paymentsOfMonth()).toHaveLength(before);
  }, 300_000);
});
