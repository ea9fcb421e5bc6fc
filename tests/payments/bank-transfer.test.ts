// Without MOLLIE_API_KEY (the embedded default), on PGlite and PostgreSQL: the customer's page gives the
// bank-transfer instructions, staff mark the transfer received from the order page's payments card (which issues
// the prepayment invoice and mails the customer), and an admin refunds part of it (recorded for staff to transfer,
// with a credit invoice); an employee may not refund, and nothing then changes.
import { and, eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/payments-bank-${process.pid}`;
  process.env.LOG_LEVEL = "silent";
  delete process.env.MOLLIE_API_KEY;
});

import { customerPaymentCopy, paymentRefusals, staffPaymentsCopy } from "~/content/payments";
import { formatEuro } from "~/lib/money";
import { auditLog, quotes } from "~/server/db/schema.server";
import { getSite } from "~/server/env.server";
import { PAYMENT_RECEIVED_MAIL } from "~/server/payments/mails.server";
import { dispatchIntent } from "~/server/http/intent.server";
import { paidCents } from "~/server/payments/store.server";
import { paymentIntents, paymentsCard } from "~/server/staff/orders/payments-card.server";
import { shopToday } from "~/server/quotes/store.server";
import { describeEachDatabase } from "../helpers/db";
import { answerOf } from "../helpers/route-answer";
import { useQuoteDatabase } from "../quotes/fixtures";
import {
  acceptedOrder,
  deliverWebhook,
  footprint,
  invoicesOf,
  mailsTo,
  paymentsOf,
  postPay,
  quotePageData,
  refundsOf,
} from "./fixtures";

const PREPAYMENT = 25713;
const cardUrl = (quoteId: string, query = "") =>
  new URL(`http://localhost/employee-dashboard/orders/${quoteId}${query}`);

describeEachDatabase("bank transfers without Mollie", (kind) => {
  const suite = useQuoteDatabase(kind);
  const db = () => suite.database.db;

  /** A payments-card form as the order page posts it, by a staff member of `role`. */
  const post = (quoteId: string, role: string, fields: Record<string, string>) =>
    answerOf(() =>
      dispatchIntent(fields, paymentIntents(suite.actorId, quoteId, role), {
        unknown: staffPaymentsCopy.unknown,
      }),
    );

  it("shows the bank details on the customer's page and refuses iDEAL", async () => {
    const { id, token, number } = await acceptedOrder(db(), suite.actorId);
    const page = await quotePageData(`/offerte/${token}`);
    expect(page.payment).toEqual({
      kind: "bank",
      amountCents: PREPAYMENT,
      iban: getSite().iban,
      accountName: getSite().brand,
      reference: number,
    });
    const pay = await postPay(token);
    expect(pay.status).toBe(409);
    expect(pay.body).toMatchObject({ formError: customerPaymentCopy.refusals.noMollie });
    expect(await paymentsOf(db(), id)).toEqual([]);
  });

  it("lets staff mark the transfer received once: payment, invoice, mail, history and audit", async () => {
    const { id, token, number, email } = await acceptedOrder(db(), suite.actorId);
    const card = await paymentsCard(id, "employee", cardUrl(id));
    expect(card).toMatchObject({
      prepaymentCents: PREPAYMENT,
      canMark: true,
      refundableCents: 0,
      reference: number,
    });

    // Without the tick: the field's Dutch message, nothing recorded.
    const unticked = await post(id, "employee", { intent: "markReceived" });
    expect(unticked.body).toMatchObject({ fieldErrors: { confirm: staffPaymentsCopy.markNotConfirmed } });
    expect(await paymentsOf(db(), id)).toEqual([]);

    const marked = await post(id, "employee", { intent: "markReceived", confirm: "on" });
    expect(marked.status).toBe(303);
    expect(marked.location).toBe(`/employee-dashboard/orders/${id}?melding=ontvangen`);
    const [payment] = await paymentsOf(db(), id);
    expect(payment).toMatchObject({
      provider: "bank",
      status: "paid",
      amountCents: PREPAYMENT,
      actorId: suite.actorId,
    });
    expect(await paidCents(id)).toBe(PREPAYMENT);
    expect((await invoicesOf(db(), id)).map((i) => [i.kind, i.grossCents])).toEqual([
      ["prepayment", PREPAYMENT],
    ]);
    const mails = await mailsTo(db(), email, PAYMENT_RECEIVED_MAIL);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Betaald via: bankoverschrijving");
    // The proof is still to come: the approval counts the ready date, and the mail says so.
    expect(mails[0]!.text).toContain("Verwacht klaar: na goedkeuring van de drukproef");
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payment.received"), eq(auditLog.targetId, id)));
    expect(entry).toMatchObject({ actorId: suite.actorId, targetType: "order", targetLabel: number });

    const after = await paymentsCard(id, "employee", cardUrl(id, "?melding=ontvangen"));
    expect(after).toMatchObject({ canMark: false, notice: staffPaymentsCopy.marked, mayRefund: false });
    const page = await quotePageData(`/offerte/${token}`);
    expect(page.payment).toEqual({ kind: "paid", amountCents: PREPAYMENT, paidOn: shopToday() });
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, id));
    expect(quote!.readyBy).toBeNull();

    // A second click (another tab): refused, nothing twice.
    const before = await footprint(db(), id, email);
    const again = await post(id, "employee", { intent: "markReceived", confirm: "on" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ formError: paymentRefusals.alreadyPaid });
    expect(await footprint(db(), id, email)).toEqual(before);
  });

  it("refunds part of a bank payment for an admin, with a credit invoice; an employee or too much changes nothing", async () => {
    const { id, email } = await acceptedOrder(db(), suite.actorId);
    await post(id, "admin", { intent: "markReceived", confirm: "on" });
    const before = await footprint(db(), id, email);

    const employee = await post(id, "employee", {
      intent: "refund",
      amount: "25,00",
      reason: "Te veel betaald",
    });
    expect(employee.status).toBe(403);
    expect(employee.body).toMatchObject({ formError: staffPaymentsCopy.refundAdminOnly });
    const tooMuch = await post(id, "admin", { intent: "refund", amount: "257,14", reason: "Alles en meer" });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({
      formError: paymentRefusals.tooMuch(formatEuro(PREPAYMENT), formatEuro(PREPAYMENT), formatEuro(0)),
    });
    for (const [amount, message] of [
      ["twaalf", staffPaymentsCopy.amountInvalid],
      ["0,00", staffPaymentsCopy.amountZero],
      ["-5", staffPaymentsCopy.amountInvalid],
    ] as const) {
      const bad = await post(id, "admin", { intent: "refund", amount, reason: "x" });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ fieldErrors: { amount: message } });
    }
    const noReason = await post(id, "admin", { intent: "refund", amount: "5,00", reason: "  " });
    expect(noReason.body).toMatchObject({ fieldErrors: { reason: staffPaymentsCopy.reasonMissing } });
    expect(await footprint(db(), id, email)).toEqual(before);

    // € 24,20 is € 20,00 + 21 % exactly: the credit invoice then holds the refund to the cent (not every amount
    // incl. VAT has a net in whole cents; the credit invoice then comes within a cent: invoices/compose).
    const done = await post(id, "admin", { intent: "refund", amount: "24,20", reason: "Eén shirt minder" });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`/employee-dashboard/orders/${id}?melding=terugbetaald`);
    const [refund] = await refundsOf(db(), id);
    expect(refund).toMatchObject({ amountCents: 2420, status: "handmatig", mollieRefundId: null });
    expect((await invoicesOf(db(), id)).map((i) => [i.kind, i.grossCents])).toEqual([
      ["prepayment", PREPAYMENT],
      ["credit", -2420],
    ]);
    const card = await paymentsCard(id, "admin", cardUrl(id, "?melding=terugbetaald"));
    expect(card).toMatchObject({
      refundableCents: PREPAYMENT - 2420,
      refundable: "232,93",
      mayRefund: true,
      notice: staffPaymentsCopy.refundedNotice,
    });
    expect(card.payments[0]!.refunds).toHaveLength(1);
  });

  it("answers Mollie's webhook for an id it never made with an empty 200", async () => {
    const answer = await deliverWebhook(
      new Request("http://localhost/api/mollie/webhook", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "id=tr_NeverMade01",
      }),
    );
    expect(answer.status).toBe(200);
  });
});
