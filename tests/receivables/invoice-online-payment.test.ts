// An invoice's open amount paid online through Mollie, on PGlite and PostgreSQL, against the local Mollie fake
// (https, the real client): the customer's page offers "Betaal € … van factuur …" for exactly what is open, the
// payment is booked once as the invoice's balance payment (a webhook twice, two tabs), a bank statement line paying
// the same invoice at the same moment does not pay it twice, and the customer gets one confirmation mail.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, expect, it, vi } from "vitest";

const { fake } = await vi.hoisted(async () => {
  process.env.DATA_DIR = `/tmp/invoice-online-${process.pid}`;
  process.env.LOG_LEVEL = "silent";
  const { startTrustedMollieFake } = await import("../helpers/mollie-trust");
  return { fake: await startTrustedMollieFake() };
});

import { invoicePaymentCopy, paymentRefusals } from "~/content/payments";
import { formatEuro } from "~/lib/money";
import { outbox, payments, statementLines } from "~/server/db/schema.server";
import { getSite } from "~/server/env.server";
import { issueFinalInvoice } from "~/server/invoices/compose.server";
import { INVOICE_PAID_MAIL } from "~/server/payments/mails.server";
import { listReceivables, receivablesToday } from "~/server/receivables/receivables.server";
import { syncPayment } from "~/server/workflows/payment-received.server";
import { assignStatementLine, bookStatement } from "~/server/workflows/statement-booked.server";
import { action as quoteAction } from "~/routes/offerte";
import { statementXml } from "../helpers/camt-statement";
import { answerOf } from "../helpers/route-answer";
import { describeEachDatabase } from "../helpers/db";
import { inUnit, invoiceableOrder, ORDER_GROSS } from "../invoices/fixtures";
import { contextFor, freshIp } from "../leads/helpers";
import { deliverWebhook, eventsOf, quotePageData } from "../payments/fixtures";
import { useQuoteDatabase } from "../quotes/fixtures";

fake.deliver = deliverWebhook;
afterAll(() => fake.close());

const ORIGIN = "http://localhost";

/** "Betaal € … van factuur …" as the page's form posts it. */
function postPayInvoice(token: string, invoice: string) {
  const request = new Request(`${ORIGIN}/offerte/${token}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "payInvoice", invoice }),
  });
  return answerOf(() =>
    quoteAction({
      request,
      url: new URL(request.url),
      params: { token },
      context: contextFor(freshIp()),
    } as never),
  );
}

let n = 0;
const credit = (cents: number, remittance: string) => [
  {
    scenario: "test",
    bankReference: `ONLINE${process.pid}-${++n}`,
    bookingDate: receivablesToday(),
    cents,
    credit: true,
    name: "DE VRIES SPORT BV",
    iban: "NL20INGB0001234567",
    remittance,
    expected: { kind: "assign" as const },
  },
];

describeEachDatabase("an invoice paid online", (kind) => {
  const suite = useQuoteDatabase(kind);
  const db = () => suite.database.db;

  beforeEach(async () => {
    await fake.settle();
    fake.webhookTiming = "with-redirect";
  });

  /** A business order on payment terms with its invoice issued: € 1.010,60 open. */
  async function openInvoice() {
    const order = await invoiceableOrder(db(), {
      actorId: suite.actorId,
      email: `online-${kind}-${++n}@example.nl`,
      acceptedAt: new Date(Date.now() - 10 * 86_400_000),
      paymentTerms: true,
    });
    const invoice = await inUnit(db(), (unit) => issueFinalInvoice(unit, order, suite.actorId));
    return { order, invoice };
  }
  const receivable = async (quoteId: string, invoiceId: string) =>
    (await listReceivables(receivablesToday(), db(), [quoteId])).find((r) => r.invoiceId === invoiceId)!;
  const balancePayments = (quoteId: string) =>
    db()
      .select()
      .from(payments)
      .where(and(eq(payments.quoteId, quoteId), eq(payments.purpose, "balance")));
  const mails = (to: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.kind, INVOICE_PAID_MAIL)));

  /** Presses the button: the 303 to the page that sends the browser on, and the Mollie payment's id. */
  async function pay(token: string, number: string) {
    const answer = await postPayInvoice(token, number);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/offerte/${token}?betaling=naar-ideal`);
    const page = await quotePageData(answer.location!);
    const checkoutUrl = page.invoicePayments?.checkoutUrl;
    expect(checkoutUrl).toMatch(new RegExp(`^${fake.origin}/checkout/tr_`));
    return checkoutUrl!.split("/").at(-1)!;
  }

  it("offers the open amount, pays it once across two webhooks and two tabs, and mails the customer", async () => {
    const { order, invoice } = await openInvoice();
    const page = await quotePageData(`/offerte/${order.token}`);
    expect(page.invoicePayments).toMatchObject({
      mollie: true,
      invoices: [{ number: invoice.number, openCents: ORDER_GROSS }],
      last: null,
    });
    expect(
      invoicePaymentCopy.pay(formatEuro(ORDER_GROSS), `factuur ${invoice.number}`).replace(/\s/g, " "),
    ).toBe(`Betaal € 1.010,60 van factuur ${invoice.number}`);

    fake.webhookTiming = "twice";
    const id = await pay(order.token, invoice.number);
    // A second tab (or a double click): the same checkout, no second payment.
    expect(await pay(order.token, invoice.number)).toBe(id);
    expect(fake.payments.get(id)).toMatchObject({
      amount: { currency: "EUR", value: "1010.60" },
      description: `Factuur ${invoice.number}`,
      redirectUrl: `${ORIGIN}/offerte/${order.token}?betaling=terug`,
      webhookUrl: `${getSite().url}/api/mollie/webhook`,
      metadata: { quoteId: order.id, invoiceId: invoice.id },
    });

    const back = await fake.checkout(id, "paid");
    const after = await quotePageData(back);
    await fake.settle();
    expect(fake.webhooks.filter((w) => w.paymentId === id).map((w) => w.status)).toEqual([200, 200]);
    expect(after.invoicePayments).toMatchObject({
      invoices: [],
      last: { state: "paid", number: invoice.number, amountCents: ORDER_GROSS },
    });
    expect(await syncPayment(id, db())).toEqual({ ok: true, status: "paid", changed: false });

    const rows = await balancePayments(order.id);
    expect(rows.map((r) => [r.provider, r.status, r.amountCents, r.invoiceId])).toEqual([
      ["mollie", "paid", ORDER_GROSS, invoice.id],
    ]);
    expect(await receivable(order.id, invoice.id)).toMatchObject({ status: "paid", openCents: 0 });
    const events = (await eventsOf(db(), order.id)).map((e) => e.text);
    expect(
      events.filter(
        (t) =>
          t === invoicePaymentCopy.event(formatEuro(ORDER_GROSS), `factuur ${invoice.number}`, formatEuro(0)),
      ),
    ).toHaveLength(1);
    const sent = await mails(order.customerEmail);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Betaling ontvangen voor factuur ${invoice.number}`);
    expect(sent[0]!.text).toContain(
      `Bedankt! We hebben je betaling van ${formatEuro(ORDER_GROSS)} ontvangen.`,
    );
    expect(sent[0]!.text).toContain(`Nog open: ${formatEuro(0)}`);

    // Paid: pressing the (old) button again is refused and makes nothing.
    const again = await postPayInvoice(order.token, invoice.number);
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain(invoicePaymentCopy.refusals.notOpen);
    expect(await balancePayments(order.id)).toHaveLength(1);
  });

  it("asks exactly what is left after a part payment by bank, and a failed payment is offered again", async () => {
    const { order, invoice } = await openInvoice();
    const part = credit(40_000, "betaling");
    await bookStatement({ content: statementXml([part]), actorId: suite.actorId });
    const [line] = await db()
      .select()
      .from(statementLines)
      .where(eq(statementLines.bankReference, part[0]!.bankReference));
    expect(
      await assignStatementLine({
        lineId: line!.id,
        target: { kind: "invoice", id: invoice.id },
        actorId: suite.actorId,
      }),
    ).toMatchObject({ ok: true });

    const failed = await pay(order.token, invoice.number);
    expect(fake.payments.get(failed)?.amount).toEqual({ currency: "EUR", value: "610.60" });
    await quotePageData(await fake.checkout(failed, "failed"));
    const page = await quotePageData(`/offerte/${order.token}`);
    expect(page.invoicePayments).toMatchObject({
      invoices: [{ number: invoice.number, openCents: ORDER_GROSS - 40_000 }],
      last: { state: "failed" },
    });
    const paid = await pay(order.token, invoice.number);
    expect(paid).not.toBe(failed);
    await quotePageData(await fake.checkout(paid, "paid"));
    await fake.settle();
    expect(await receivable(order.id, invoice.id)).toMatchObject({ status: "paid", openCents: 0 });
    expect(
      (await balancePayments(order.id)).filter((r) => r.status === "paid").map((r) => r.amountCents),
    ).toEqual(expect.arrayContaining([40_000, ORDER_GROSS - 40_000]));
  });

  it("does not pay an invoice twice when a bank line pays it while the customer pays online", async () => {
    fake.webhookTiming = "never";
    // The customer is paying online: a statement line for the same invoice waits, and Mollie's paid wins.
    const { order, invoice } = await openInvoice();
    const id = await pay(order.token, invoice.number);
    const first = credit(ORDER_GROSS, invoice.number);
    expect(await bookStatement({ content: statementXml([first]), actorId: suite.actorId })).toEqual({
      ok: true,
      summary: { booked: 0, waiting: 1, seen: 0 },
    });
    fake.setStatus(id, "paid");
    const second = credit(ORDER_GROSS, invoice.number);
    const [statement, webhook] = await Promise.all([
      bookStatement({ content: statementXml([second]), actorId: suite.actorId }),
      syncPayment(id, db()),
    ]);
    expect(webhook).toMatchObject({ ok: true, status: "paid" });
    expect(statement).toEqual({ ok: true, summary: { booked: 0, waiting: 1, seen: 0 } });
    expect((await balancePayments(order.id)).map((r) => [r.provider, r.status])).toEqual([
      ["mollie", "paid"],
    ]);
    expect(await receivable(order.id, invoice.id)).toMatchObject({ openCents: 0 });

    // The other way round: the bank line booked first, the customer's button then finds nothing open.
    const other = await openInvoice();
    const line = credit(ORDER_GROSS, other.invoice.number);
    const [booked, pressed] = await Promise.all([
      bookStatement({ content: statementXml([line]), actorId: suite.actorId }),
      postPayInvoice(other.order.token, other.invoice.number),
    ]);
    const rows = await balancePayments(other.order.id);
    if (pressed.status === 303) {
      // The button got there first: the line waits, the online payment is under way.
      expect(booked).toEqual({ ok: true, summary: { booked: 0, waiting: 1, seen: 0 } });
      expect(rows.map((r) => [r.provider, r.status])).toEqual([["mollie", "open"]]);
    } else {
      expect(booked).toEqual({ ok: true, summary: { booked: 1, waiting: 0, seen: 0 } });
      expect(rows.map((r) => [r.provider, r.status])).toEqual([["bank", "paid"]]);
    }
    expect(await receivable(other.order.id, other.invoice.id)).toMatchObject({
      openCents: pressed.status === 303 ? ORDER_GROSS : 0,
    });
    expect(paymentRefusals.mollieOpen).toMatch(/iDEAL-betaling/);
  });
});
