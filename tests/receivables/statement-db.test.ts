// A bank statement matched against the database's open prepayments and invoices, on PGlite and PostgreSQL
// (docs/receivables.md, "Bank statements"): what each line would book, and what waits for a human.
import { beforeAll, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/receivables-statement-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import { issueFinalInvoice } from "~/server/invoices/compose.server";
import { openStatementItems, previewStatement } from "~/server/receivables/statement.server";
import type { InvoiceDocument } from "~/lib/invoices/document";
import { statementXml, type GeneratedLine } from "../helpers/camt-statement";
import { describeEachDatabase } from "../helpers/db";
import { inUnit, invoiceableOrder, ORDER_GROSS, paidPayment } from "../invoices/fixtures";
import { useQuoteDatabase } from "../quotes/fixtures";

const TODAY = "2026-12-04";

describeEachDatabase("bank statement against the database", (kind) => {
  const suite = useQuoteDatabase(kind);
  const orders: Record<string, { id: string; number: string | null; prepaymentCents: number | null }> = {};
  const invoices: Record<string, InvoiceDocument> = {};

  beforeAll(async () => {
    const { database, actorId } = suite;
    const order = (name: string, paymentTerms = false) =>
      invoiceableOrder(database.db, {
        actorId,
        email: `${name}-${kind}@example.nl`,
        acceptedAt: new Date("2026-11-02T10:00:00Z"),
        paymentTerms,
      });
    orders.waiting = await order("wacht");
    orders.short = await order("kort");
    orders.prepaid = await order("betaald");
    await paidPayment(database.db, orders.prepaid.id, orders.prepaid.prepaymentCents!, new Date());
    for (const name of ["term", "partly", "settled"]) {
      const o = await order(name, true);
      orders[name] = o;
      invoices[name] = await inUnit(database.db, (unit) =>
        issueFinalInvoice(unit, o, actorId, { now: new Date("2026-11-10T10:00:00Z") }),
      );
    }
    await paidPayment(database.db, orders.partly!.id, 60_000, new Date(), "balance");
    await paidPayment(database.db, orders.settled!.id, ORDER_GROSS, new Date(), "balance");
  });

  it("offers the waiting prepayments and the invoices with something open", async () => {
    const items = await openStatementItems(suite.database.db, TODAY);
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(orders.waiting!.id)).toEqual({
      kind: "prepayment",
      id: orders.waiting!.id,
      references: [orders.waiting!.number],
      openCents: ORDER_GROSS,
      names: ["Jan de Vries", "De Vries Sport B.V."],
    });
    expect(byId.has(orders.prepaid!.id)).toBe(false);
    expect(byId.get(invoices.term!.id)).toMatchObject({
      kind: "invoice",
      references: [invoices.term!.number, orders.term!.number],
      openCents: ORDER_GROSS,
    });
    expect(byId.get(invoices.partly!.id)).toMatchObject({ openCents: ORDER_GROSS - 60_000 });
    expect(byId.has(invoices.settled!.id)).toBe(false);
    // Orders on payment terms prepay nothing: only their invoices are offered.
    expect(items.filter((item) => item.kind === "prepayment")).toHaveLength(2);
  });

  it("proposes the bookings a statement makes and leaves the rest to a human", async () => {
    let n = 0;
    const line = (cents: number, remittance: string, credit = true): GeneratedLine[] => [
      {
        scenario: "db",
        bankReference: `REF${++n}`,
        bookingDate: "2026-11-20",
        cents,
        credit,
        name: "J. DE VRIES",
        iban: "NL20INGB0001234567",
        remittance,
        expected: { kind: "assign" },
      },
    ];
    const xml = statementXml([
      line(ORDER_GROSS, orders.waiting!.number!.replace(/-/g, " ").toLowerCase()),
      line(ORDER_GROSS, `Factuur ${invoices.term!.number}`),
      line(ORDER_GROSS - 60_000, `Opdracht ${orders.partly!.number}`),
      line(50_000, orders.short!.number!),
      line(ORDER_GROSS, invoices.settled!.number),
      line(2_000, "Kosten betaalrekening", false),
    ]);
    const preview = await previewStatement(xml, { today: TODAY }, suite.database.db);
    if (!preview.ok) throw new Error(preview.error);
    expect(
      preview.outcomes.map((o) =>
        o.kind === "booked" ? o.allocations.map((a) => [a.kind, a.itemId, a.cents]) : o.reason,
      ),
    ).toEqual([
      [["prepayment", orders.waiting!.id, ORDER_GROSS]],
      [["invoice", invoices.term!.id, ORDER_GROSS]],
      [["invoice", invoices.partly!.id, ORDER_GROSS - 60_000]],
      "amount",
      "not-open",
      "debit",
    ]);
    const again = await previewStatement(
      xml,
      { today: TODAY, seen: new Set(["REF1", "REF2"]) },
      suite.database.db,
    );
    if (!again.ok) throw new Error(again.error);
    expect(again.outcomes.slice(0, 2).map((o) => o.kind === "skipped" && o.reason)).toEqual(["seen", "seen"]);
    expect(await previewStatement("<geen xml", {}, suite.database.db)).toMatchObject({ ok: false });
  });
});
