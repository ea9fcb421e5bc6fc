// Booking a bank statement on PGlite and PostgreSQL (docs/receivables.md, "Bank statements"): a matched line pays
// the prepayment as "Markeer als ontvangen" does (the order moves on, the customer is mailed) or an invoice as a
// balance payment; the same statement twice books nothing twice; a colleague's click or Mollie's webhook paying
// the same order at the same moment does not pay it twice; waiting lines are assigned by hand or ignored.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, expect, it, vi } from "vitest";

const { fake } = await vi.hoisted(async () => {
  process.env.DATA_DIR = `/tmp/receivables-booking-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.LOG_LEVEL = "silent";
  const { startTrustedMollieFake } = await import("../helpers/mollie-trust");
  return { fake: await startTrustedMollieFake() };
});

import { paymentRefusals } from "~/content/payments";
import { statementCopy } from "~/content/receivables";
import { formatEuro } from "~/lib/money";
import { auditLog, outbox, payments, quotes, statementLines } from "~/server/db/schema.server";
import { issueFinalInvoice } from "~/server/invoices/compose.server";
import { listReceivables } from "~/server/receivables/receivables.server";
import {
  markBankTransferReceived,
  startPayment,
  syncPayment,
} from "~/server/workflows/payment-received.server";
import {
  assignStatementLine,
  bookStatement,
  ignoreStatementLine,
} from "~/server/workflows/statement-booked.server";
import type { Database } from "~/server/db/client.server";
import { statementXml, type GeneratedLine } from "../helpers/camt-statement";
import { describeEachDatabase } from "../helpers/db";
import { inUnit, invoiceableOrder, ORDER_GROSS } from "../invoices/fixtures";
import { acceptedOrder, deliverWebhook, eventsOf } from "../payments/fixtures";
import { secondInstance, useQuoteDatabase } from "../quotes/fixtures";

fake.deliver = deliverWebhook;
afterAll(() => fake.close());

const TODAY = "2026-12-04";
/** € 257,13: the prepayment of acceptedOrder's one line. */
const PREPAYMENT = 25_713;

let n = 0;
/** One credit line of a statement (a fresh bank reference unless given). */
function credit(cents: number, remittance: string, over: Partial<GeneratedLine> = {}): GeneratedLine[] {
  return [
    {
      scenario: "test",
      bankReference: `BOOK${process.pid}-${++n}`,
      bookingDate: "2026-12-02",
      cents,
      credit: true,
      name: "S. DE VRIES",
      iban: "NL20INGB0001234567",
      remittance,
      expected: { kind: "assign" },
      ...over,
    },
  ];
}

describeEachDatabase("booking a bank statement", (kind) => {
  const suite = useQuoteDatabase(kind);
  const db = () => suite.database.db;
  const book = (xml: string, database: Database = db()) =>
    bookStatement({ content: xml, actorId: suite.actorId, today: TODAY }, database);
  const paidPrepayments = (quoteId: string) =>
    db()
      .select()
      .from(payments)
      .where(
        and(eq(payments.quoteId, quoteId), eq(payments.purpose, "prepayment"), eq(payments.status, "paid")),
      );
  const lineOf = async (bankReference: string) =>
    (await db().select().from(statementLines).where(eq(statementLines.bankReference, bankReference)))[0]!;

  beforeEach(() => {
    fake.webhookTiming = "never";
  });

  it("books a prepayment as Markeer als ontvangen does, and the same statement twice books nothing twice", async () => {
    const order = await acceptedOrder(db(), suite.actorId);
    const lines = [
      credit(PREPAYMENT, order.number!.replace(/-/g, " ")),
      credit(1_500, "Rente", { name: "Rabobank" }),
    ];
    const xml = statementXml(lines);
    expect(await book(xml)).toEqual({ ok: true, summary: { booked: 1, waiting: 1, seen: 0 } });

    const [paid] = await paidPrepayments(order.id);
    expect(paid).toMatchObject({ provider: "bank", amountCents: PREPAYMENT, actorId: suite.actorId });
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, order.id));
    // The proof is still to come, so the approval will count the ready date (docs/proofs.md).
    expect(quote!.readyBy).toBeNull();
    expect((await eventsOf(db(), order.id)).map((e) => e.text)).toContainEqual(
      `Vooruitbetaling van ${formatEuro(PREPAYMENT)} ontvangen (bankoverschrijving).`,
    );
    const mails = await db().select().from(outbox).where(eq(outbox.to, order.email));
    expect(mails.map((m) => m.subject)).toContain(`Betaling ontvangen voor bestelling ${order.number}`);
    expect(await lineOf(lines[0]![0]!.bankReference)).toMatchObject({
      outcome: "booked",
      basis: "reference",
      amountCents: PREPAYMENT,
      payerName: "S. DE VRIES",
      payerIban: "NL20INGB0001234567",
      uploadedBy: suite.actorId,
      allocations: [
        { kind: "prepayment", quoteId: order.id, invoiceId: null, paymentId: paid!.id, cents: PREPAYMENT },
      ],
    });
    expect(await lineOf(lines[1]![0]!.bankReference)).toMatchObject({
      outcome: "waiting",
      reason: "no-match",
    });

    // Again: nothing new, both lines counted as processed before.
    expect(await book(xml)).toEqual({ ok: true, summary: { booked: 0, waiting: 0, seen: 2 } });
    expect(await paidPrepayments(order.id)).toHaveLength(1);
    // Twice at the same moment (two admins, two instances): the unique bank reference books it once.
    const other = await acceptedOrder(db(), suite.actorId);
    const twice = statementXml([credit(PREPAYMENT, other.number!)]);
    const instance = secondInstance(suite.database);
    try {
      const results = await Promise.all([book(twice), book(twice, instance.db)]);
      expect(results.map((r) => r.ok && r.summary.booked).sort()).toEqual([0, 1]);
    } finally {
      await instance.close();
    }
    expect(await paidPrepayments(other.id)).toHaveLength(1);
    const uploads = await db().select().from(auditLog).where(eq(auditLog.action, "statement.upload"));
    expect(uploads.length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(uploads.map((u) => u.details))).not.toContain("DE VRIES");
  });

  it("books an invoice as paid against it, a part payment by hand as part paid", async () => {
    const order = await invoiceableOrder(db(), {
      actorId: suite.actorId,
      email: `factuur-${kind}@example.nl`,
      acceptedAt: new Date("2026-11-02T10:00:00Z"),
      paymentTerms: true,
    });
    const invoice = await inUnit(db(), (unit) =>
      issueFinalInvoice(unit, order, suite.actorId, { now: new Date("2026-11-10T10:00:00Z") }),
    );
    const part = credit(40_000, `factuur ${invoice.number}`, { name: "DE VRIES SPORT BV" });
    expect(await book(statementXml([part]))).toEqual({
      ok: true,
      summary: { booked: 0, waiting: 1, seen: 0 },
    });
    const waiting = await lineOf(part[0]!.bankReference);
    expect(waiting).toMatchObject({ outcome: "waiting", reason: "amount" });

    const assigned = await assignStatementLine({
      lineId: waiting.id,
      target: { kind: "invoice", id: invoice.id },
      actorId: suite.actorId,
    });
    expect(assigned).toEqual({ ok: true, message: statementCopy.assigned(formatEuro(40_000)) });
    const receivable = async () =>
      (await listReceivables(TODAY, db(), [order.id])).find((r) => r.invoiceId === invoice.id)!;
    expect(await receivable()).toMatchObject({ status: "part-paid", openCents: ORDER_GROSS - 40_000 });
    expect(await lineOf(part[0]!.bankReference)).toMatchObject({
      outcome: "booked",
      basis: "hand",
      handledBy: suite.actorId,
      allocations: [{ kind: "invoice", quoteId: order.id, invoiceId: invoice.id, cents: 40_000 }],
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "statement.assign"), eq(auditLog.targetId, waiting.id)));
    expect(entry).toMatchObject({ actorId: suite.actorId, targetType: "statement_line" });
    // Assigned twice (a second tab): refused, nothing booked twice.
    expect(
      await assignStatementLine({
        lineId: waiting.id,
        target: { kind: "invoice", id: invoice.id },
        actorId: suite.actorId,
      }),
    ).toEqual({ ok: false, status: 409, message: statementCopy.refusals.lineHandled });

    // The rest, by its number: booked by itself, and the invoice is paid (a second balance payment of the order).
    const rest = credit(ORDER_GROSS - 40_000, invoice.number);
    expect(await book(statementXml([rest]))).toEqual({
      ok: true,
      summary: { booked: 1, waiting: 0, seen: 0 },
    });
    expect(await receivable()).toMatchObject({ status: "paid", openCents: 0 });
    expect((await eventsOf(db(), order.id)).map((e) => e.text)).toContain(
      statementCopy.events.invoicePaid(formatEuro(ORDER_GROSS - 40_000), invoice.number, formatEuro(0)),
    );
  });

  it("refuses a hand assignment that does not fit, and marks a line as no customer's payment", async () => {
    const order = await acceptedOrder(db(), suite.actorId);
    const lines = [credit(10_000, "betaling"), credit(2_500, "Subsidie", { name: "Gemeente Breda" })];
    await book(statementXml(lines));
    const short = await lineOf(lines[0]![0]!.bankReference);
    expect(
      await assignStatementLine({
        lineId: short.id,
        target: { kind: "prepayment", id: order.id },
        actorId: suite.actorId,
      }),
    ).toEqual({
      ok: false,
      status: 409,
      message: paymentRefusals.otherAmount(formatEuro(10_000), formatEuro(PREPAYMENT)),
    });
    expect(await lineOf(short.bankReference)).toMatchObject({ outcome: "waiting", allocations: [] });
    expect(await paidPrepayments(order.id)).toEqual([]);

    const other = await lineOf(lines[1]![0]!.bankReference);
    expect(await ignoreStatementLine({ lineId: other.id, actorId: suite.actorId })).toEqual({
      ok: true,
      message: statementCopy.ignored,
    });
    expect(await lineOf(other.bankReference)).toMatchObject({ outcome: "ignored", handledBy: suite.actorId });
    expect(await ignoreStatementLine({ lineId: other.id, actorId: suite.actorId })).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it("does not pay an order twice when a colleague marks it received at the same moment", async () => {
    for (let round = 0; round < 3; round++) {
      const order = await acceptedOrder(db(), suite.actorId);
      const line = credit(PREPAYMENT, order.number!);
      const instance = secondInstance(suite.database);
      try {
        const [statement, click] = await Promise.all([
          book(statementXml([line])),
          markBankTransferReceived({ actorId: suite.actorId, quoteId: order.id }, instance.db),
        ]);
        expect(await paidPrepayments(order.id)).toHaveLength(1);
        const stored = await lineOf(line[0]!.bankReference);
        if (click.ok) {
          expect(statement).toEqual({ ok: true, summary: { booked: 0, waiting: 1, seen: 0 } });
          expect(stored).toMatchObject({ outcome: "waiting", allocations: [] });
        } else {
          expect(click).toEqual({ ok: false, status: 409, message: paymentRefusals.alreadyPaid });
          expect(stored).toMatchObject({ outcome: "booked" });
        }
      } finally {
        await instance.close();
      }
    }
  });

  it("does not pay an order twice when Mollie's webhook reports its iDEAL payment at the same moment", async () => {
    const order = await acceptedOrder(db(), suite.actorId);
    const started = await startPayment(
      { token: order.token, quoteId: order.id, origin: "http://localhost" },
      db(),
    );
    const mollieId = started.ok ? started.checkoutUrl.split("/").at(-1)! : "";
    fake.setStatus(mollieId, "paid");
    const line = credit(PREPAYMENT, order.number!);
    const [statement, webhook] = await Promise.all([book(statementXml([line])), syncPayment(mollieId, db())]);
    expect(webhook).toMatchObject({ ok: true, status: "paid" });
    const paid = await paidPrepayments(order.id);
    expect(paid.map((p) => p.provider)).toEqual(["mollie"]);
    expect(statement).toEqual({ ok: true, summary: { booked: 0, waiting: 1, seen: 0 } });
    expect(await lineOf(line[0]!.bankReference)).toMatchObject({ outcome: "waiting", allocations: [] });
  });
});
