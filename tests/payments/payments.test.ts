// Prepayments through Mollie, on PGlite and PostgreSQL, against the local Mollie fake: the real client over https
// (a certificate this test makes), the customer's page and Mollie's webhook called as React Router calls them,
// the hosted checkout's buttons pressed over https. Paid, failed then paid, a webhook twice, before the return,
// late or never, two tabs, a replayed return URL, forged webhooks, refunds, and 20 orders paid at once.
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

const { fake } = await vi.hoisted(async () => {
  process.env.DATA_DIR = `/tmp/payments-${process.pid}`;
  process.env.LOG_LEVEL = "silent";
  const { startTrustedMollieFake } = await import("../helpers/mollie-trust");
  return { fake: await startTrustedMollieFake() };
});

import { customerPaymentCopy, paymentRefusals, webhookCopy } from "~/content/payments";
import { invoiceNumber } from "~/lib/invoices/number";
import { formatEuro } from "~/lib/money";
import { invoices, payments, quotes } from "~/server/db/schema.server";
import { getSite } from "~/server/env.server";
import { PAYMENT_RECEIVED_MAIL } from "~/server/payments/mails.server";
import {
  markBankTransferReceived,
  startPayment,
  syncPayment,
} from "~/server/workflows/payment-received.server";
import { paidCents, paymentsForQuote } from "~/server/payments/store.server";
import { refundPayment } from "~/server/workflows/refund.server";
import { shopToday } from "~/server/quotes/store.server";
import { describeEachDatabase } from "../helpers/db";
import { secondInstance, useQuoteDatabase } from "../quotes/fixtures";
import {
  acceptedOrder,
  deliverWebhook,
  eventsOf,
  footprint,
  invoicesOf,
  mailsTo,
  paymentsOf,
  postPay,
  quotePageData,
  refundsOf,
} from "./fixtures";

fake.deliver = deliverWebhook;
afterAll(() => fake.close());

const ORIGIN = "http://localhost";
const PREPAYMENT = 25713; // 25 × € 8,50 + 21 % btw

function webhookPost(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return deliverWebhook(
    new Request(`${getSite().url}/api/mollie/webhook`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields),
    }),
  );
}

describeEachDatabase("prepayments through Mollie", (kind) => {
  const suite = useQuoteDatabase(kind);
  const db = () => suite.database.db;
  const order = () => acceptedOrder(db(), suite.actorId);

  beforeEach(async () => {
    await fake.settle();
    fake.webhookTiming = "with-redirect";
  });

  /** "Betalen met iDEAL" through the page: the Mollie payment it made or reused. */
  async function pay(token: string) {
    const answer = await postPay(token);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/offerte/${token}?betaling=naar-ideal`);
    const page = await quotePageData(answer.location!);
    expect(page.payment).toMatchObject({ kind: "mollie", state: "open" });
    const checkoutUrl = page.payment?.kind === "mollie" ? page.payment.checkoutUrl : null;
    expect(checkoutUrl).toMatch(new RegExp(`^${fake.origin}/checkout/tr_`));
    return checkoutUrl!.split("/").at(-1)!;
  }

  it("takes a payment: the request Mollie checks, the checkout, the return and the webhook together, applied once", async () => {
    const { id, token, number, email } = await order();
    const molliePaymentId = await pay(token);

    // What Mollie got: the prepayment as "257.13" EUR, our description, the page to return to and the webhook.
    const atMollie = fake.payments.get(molliePaymentId)!;
    expect(atMollie).toMatchObject({
      amount: { currency: "EUR", value: "257.13" },
      description: `Offerte ${number}`,
      redirectUrl: `${ORIGIN}/offerte/${token}?betaling=terug`,
      webhookUrl: `${getSite().url}/api/mollie/webhook`,
      metadata: { quoteId: id },
      method: "ideal",
    });
    expect(fake.requests.filter((r) => r.method === "POST" && r.path === "/v2/payments").at(-1)?.status).toBe(
      201,
    );

    // The customer pays; Mollie sends them back while its webhook arrives: both fetch and apply, once.
    const back = await fake.checkout(molliePaymentId, "paid");
    expect(back).toBe(`${ORIGIN}/offerte/${token}?betaling=terug`);
    const page = await quotePageData(back);
    await fake.settle();
    expect(fake.webhooks.filter((w) => w.paymentId === molliePaymentId).map((w) => w.status)).toEqual([200]);
    expect(page.payment).toMatchObject({ kind: "paid", amountCents: PREPAYMENT, paidOn: shopToday() });

    const [payment] = await paymentsOf(db(), id);
    expect(payment).toMatchObject({
      status: "paid",
      provider: "mollie",
      method: "ideal",
      amountCents: PREPAYMENT,
    });
    expect(payment!.paidAt).toBeInstanceOf(Date);
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, id));
    // Paid with the proof still to come: the approval counts the ready date (docs/proofs.md), so none yet; staff
    // start production themselves.
    expect(quote).toMatchObject({ orderStatus: "wacht op betaling", readyBy: null });
    expect(await paidCents(id)).toBe(PREPAYMENT);
    const issued = await invoicesOf(db(), id);
    expect(issued.map((i) => [i.kind, i.grossCents, i.paymentId])).toEqual([
      ["prepayment", PREPAYMENT, payment!.id],
    ]);
    const received = await mailsTo(db(), email, PAYMENT_RECEIVED_MAIL);
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe(`Betaling ontvangen voor bestelling ${number}`);
    expect(received[0]!.text).toContain(
      `Bedankt! We hebben je betaling van ${formatEuro(PREPAYMENT)} ontvangen.`,
    );
    expect(received[0]!.text).toMatch(/\/offerte\/[A-Za-z0-9_-]{43}/);
    const events = (await eventsOf(db(), id)).map((e) => e.text);
    expect(
      events.filter((t) =>
        t.startsWith(`Vooruitbetaling van ${formatEuro(PREPAYMENT)} ontvangen (iDEAL via Mollie).`),
      ),
    ).toHaveLength(1);

    // Paying again finds it paid: no second payment at Mollie.
    const paymentsAtMollie = fake.payments.size;
    const again = await postPay(token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ formError: customerPaymentCopy.refusals.paid });
    expect(fake.payments.size).toBe(paymentsAtMollie);
  });

  it("offers 'Opnieuw betalen' after a failed, cancelled or expired payment, and a new payment then pays", async () => {
    const { id, token, email } = await order();
    for (const outcome of ["failed", "canceled", "expired"] as const) {
      const tried = await pay(token);
      const back = await fake.checkout(tried, outcome);
      await fake.settle();
      const page = await quotePageData(back);
      expect(page.payment).toMatchObject({
        kind: "mollie",
        state: outcome,
        returned: true,
        checkoutUrl: null,
      });
      expect(customerPaymentCopy.states[outcome]).toBeTruthy();
    }
    const last = await pay(token);
    await fake.checkout(last, "paid");
    await fake.settle();
    const rows = await paymentsOf(db(), id);
    expect(rows.map((r) => r.status)).toEqual(["failed", "canceled", "expired", "paid"]);
    expect(new Set(rows.map((r) => r.mollieId)).size).toBe(4);
    expect(await invoicesOf(db(), id)).toHaveLength(1);
    expect(await mailsTo(db(), email, PAYMENT_RECEIVED_MAIL)).toHaveLength(1);
  });

  it("applies a webhook sent twice once", async () => {
    const { id, token, email } = await order();
    fake.webhookTiming = "twice";
    const tried = await pay(token);
    await fake.checkout(tried, "paid");
    await fake.settle();
    expect(fake.webhooks.filter((w) => w.paymentId === tried).map((w) => w.status)).toEqual([200, 200]);
    const after = await footprint(db(), id, email);
    expect(after.payments.map((p) => p.status)).toEqual(["paid"]);
    expect(after.invoices).toHaveLength(1);
    expect(await mailsTo(db(), email, PAYMENT_RECEIVED_MAIL)).toHaveLength(1);
    // Mollie sends it yet again later (it does for refunds too): nothing changes.
    expect(await fake.sendWebhook(tried)).toBe(200);
    expect(await footprint(db(), id, email)).toEqual(after);
  });

  it("takes a webhook before the return: the return then shows it and changes nothing", async () => {
    const { id, token, email } = await order();
    fake.webhookTiming = "before-redirect";
    const tried = await pay(token);
    const back = await fake.checkout(tried, "paid");
    const before = await footprint(db(), id, email);
    expect(before.payments.map((p) => p.status)).toEqual(["paid"]);
    const page = await quotePageData(back);
    expect(page.payment).toMatchObject({ kind: "paid" });
    expect(await footprint(db(), id, email)).toEqual(before);
  });

  it("shows the real state after the return when the webhook is late or never comes", async () => {
    for (const timing of ["late", "never"] as const) {
      const { id, token, email } = await order();
      fake.webhookTiming = timing;
      const tried = await pay(token);
      const back = await fake.checkout(tried, "paid");
      // The page fetched the payment from Mollie: paid, though no webhook has arrived.
      const page = await quotePageData(back);
      expect(page.payment).toMatchObject({ kind: "paid" });
      const applied = await footprint(db(), id, email);
      expect(applied.invoices).toHaveLength(1);
      await fake.settle();
      expect(fake.webhooks.filter((w) => w.paymentId === tried)).toHaveLength(timing === "late" ? 1 : 0);
      expect(await footprint(db(), id, email)).toEqual(applied);
    }
  });

  it("changes nothing on a replayed return URL", async () => {
    const { id, token, email } = await order();
    const tried = await pay(token);
    const back = await fake.checkout(tried, "paid");
    await quotePageData(back);
    await fake.settle();
    const paid = await footprint(db(), id, email);
    for (const again of [back, back, `/offerte/${token}?betaling=naar-ideal`]) {
      const page = await quotePageData(again);
      expect(page.payment).toMatchObject({ kind: "paid" });
    }
    expect(await footprint(db(), id, email)).toEqual(paid);
  });

  it("makes one Mollie payment for two tabs paying at once, and reuses it while open", async () => {
    const { id, token } = await order();
    const before = fake.payments.size;
    const [first, second] = await Promise.all([
      startPayment({ token, quoteId: id, origin: ORIGIN }),
      startPayment({ token, quoteId: id, origin: ORIGIN }),
    ]);
    expect(first).toMatchObject({ ok: true });
    expect(second).toEqual(first);
    expect(fake.payments.size).toBe(before + 1);
    expect(await paymentsOf(db(), id)).toHaveLength(1);

    // Later, a third tab: Mollie is asked first, and the open payment is reused.
    const gets = fake.requests.filter((r) => r.method === "GET").length;
    expect(await startPayment({ token, quoteId: id, origin: ORIGIN })).toEqual(first);
    expect(fake.requests.filter((r) => r.method === "GET").length).toBeGreaterThan(gets);
    expect(fake.payments.size).toBe(before + 1);

    // It expires at Mollie without the customer (no webhook): the next click makes a new one.
    const [open] = await paymentsOf(db(), id);
    fake.setStatus(open!.mollieId!, "expired");
    const next = await startPayment({ token, quoteId: id, origin: ORIGIN });
    expect(next.ok && first.ok && next.checkoutUrl !== first.checkoutUrl).toBe(true);
    expect((await paymentsOf(db(), id)).map((p) => p.status)).toEqual(["expired", "open"]);
  });

  it("changes nothing for a forged webhook: an unknown id, a malformed one, another order's, a GET", async () => {
    const a = await order();
    const b = await order();
    const paidA = await pay(a.token);
    await fake.checkout(paidA, "paid");
    await fake.settle();
    const openB = await pay(b.token);
    const before = [await footprint(db(), a.id, a.email), await footprint(db(), b.id, b.email)];
    const mollieRequests = fake.requests.length;

    // An id we never made: an empty 200 (Mollie stops retrying), nothing fetched, nothing changed.
    const unknown = await webhookPost({ id: "tr_NotOursAtAll1" }, { origin: "https://evil.example" });
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toBe("");
    expect(fake.requests.length).toBe(mollieRequests);
    // Malformed or missing: a Dutch 400.
    for (const fields of [{ id: "1 OR 1=1" }, {}, { id: "" }] as Record<string, string>[]) {
      const bad = await webhookPost(fields);
      expect(bad.status).toBe(400);
      expect(await bad.text()).toBe(webhookCopy.noId);
    }
    const notAForm = await deliverWebhook(
      new Request(`${getSite().url}/api/mollie/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ id: openB, status: "paid" }),
      }),
    );
    expect(notAForm.status).toBe(415);
    const get = await deliverWebhook(new Request(`${getSite().url}/api/mollie/webhook?id=${openB}`));
    expect(get.status).toBe(405);
    expect(await get.text()).toBe(webhookCopy.postOnly);

    // B's id posted as if it were news (with a status the body is never asked for): Mollie says open.
    const other = await webhookPost({ id: openB, status: "paid", quoteId: a.id });
    expect(other.status).toBe(200);
    expect([await footprint(db(), a.id, a.email), await footprint(db(), b.id, b.email)]).toEqual(before);

    // A payment Mollie describes as another order's (its metadata) is not applied to ours.
    fake.payments.get(openB)!.metadata = { quoteId: a.id };
    fake.setStatus(openB, "paid");
    expect((await webhookPost({ id: openB })).status).toBe(200);
    expect((await paymentsOf(db(), b.id)).map((p) => p.status)).toEqual(["open"]);
    expect([await footprint(db(), a.id, a.email), await footprint(db(), b.id, b.email)]).toEqual(before);
  });

  it("refunds part, then the rest, through Mollie with credit invoices; never more than was paid", async () => {
    const { id, token, email } = await order();
    const tried = await pay(token);
    await fake.checkout(tried, "paid");
    await fake.settle();

    const part = await refundPayment({
      actorId: suite.actorId,
      quoteId: id,
      amountCents: 5000,
      reason: "Eén shirt minder",
    });
    expect(part).toEqual({ ok: true });
    expect(fake.payments.get(tried)!.refunds.map((r) => r.amount)).toEqual([
      { currency: "EUR", value: "50.00" },
    ]);
    const [payment] = await paymentsOf(db(), id);
    expect(payment!.refundedCents).toBe(5000);
    expect(await paidCents(id)).toBe(PREPAYMENT - 5000);
    const [refund] = await refundsOf(db(), id);
    expect(refund).toMatchObject({ amountCents: 5000, reason: "Eén shirt minder", actorId: suite.actorId });
    expect(refund!.mollieRefundId).toMatch(/^re_/);
    const credits = (await invoicesOf(db(), id)).filter((i) => i.kind === "credit");
    expect(credits.map((c) => c.grossCents)).toEqual([-5000]);
    expect((await eventsOf(db(), id)).map((e) => e.text)).toContain(
      `${formatEuro(5000)} terugbetaald (via Mollie): Eén shirt minder`,
    );

    // Above what is left: a Dutch refusal, and nothing changes here or at Mollie.
    const before = await footprint(db(), id, email);
    const tooMuch = await refundPayment({
      actorId: suite.actorId,
      quoteId: id,
      amountCents: PREPAYMENT,
      reason: "Alles",
    });
    expect(tooMuch).toEqual({
      ok: false,
      status: 409,
      message: paymentRefusals.tooMuch(
        formatEuro(PREPAYMENT - 5000),
        formatEuro(PREPAYMENT),
        formatEuro(5000),
      ),
    });
    expect(await footprint(db(), id, email)).toEqual(before);
    expect(fake.payments.get(tried)!.refunds).toHaveLength(1);

    // The rest: the payment is fully refunded; a cent more is refused.
    expect(
      await refundPayment({
        actorId: suite.actorId,
        quoteId: id,
        amountCents: PREPAYMENT - 5000,
        reason: "Geannuleerd",
      }),
    ).toEqual({ ok: true });
    expect(await paidCents(id)).toBe(0);
    expect((await invoicesOf(db(), id)).filter((i) => i.kind === "credit").map((c) => c.grossCents)).toEqual([
      -5000,
      -(PREPAYMENT - 5000),
    ]);
    const none = await refundPayment({
      actorId: suite.actorId,
      quoteId: id,
      amountCents: 1,
      reason: "Nog een cent",
    });
    expect(none).toMatchObject({ ok: false, message: paymentRefusals.nothingPaid });
  });

  it("pays back exactly the € 10,00 asked, with a credit invoice of exactly -€ 10,00 (VAT from the amount)", async () => {
    const { id, token } = await order();
    const tried = await pay(token);
    await fake.checkout(tried, "paid");
    await fake.settle();
    // No net at 21 % gives € 10,00 incl. VAT on the net; the credit's VAT comes from the € 10,00 itself.
    expect(
      await refundPayment({ actorId: suite.actorId, quoteId: id, amountCents: 1000, reason: "Korting" }),
    ).toEqual({ ok: true });
    const credits = (await invoicesOf(db(), id)).filter((i) => i.kind === "credit");
    expect(credits.map((c) => [c.grossCents, c.netCents, c.vatCents])).toEqual([[-1000, -826, -174]]);
    expect(credits[0]!.vat).toEqual([{ rate: 21, netCents: -826, vatCents: -174 }]);
    expect(fake.payments.get(tried)!.refunds.map((r) => r.amount)).toEqual([
      { currency: "EUR", value: "10.00" },
    ]);
    const [refund] = await refundsOf(db(), id);
    expect(refund!.amountCents).toBe(1000);
    expect((await paymentsOf(db(), id))[0]!.refundedCents).toBe(1000);
    expect(await paidCents(id)).toBe(PREPAYMENT - 1000);
  });

  it("changes nothing when Mollie refuses a refund (refunded already in Mollie's dashboard)", async () => {
    const { id, token, email } = await order();
    const tried = await pay(token);
    await fake.checkout(tried, "paid");
    await fake.settle();
    // Refunded by hand at Mollie: Mollie has less left than we think.
    fake.payments.get(tried)!.refunds.push({
      id: "re_ByHand000001",
      amount: { currency: "EUR", value: "250.00" },
      description: "",
      metadata: null,
      createdAt: new Date().toISOString(),
    });
    const numbersBefore = (await db().select({ number: invoices.number }).from(invoices)).length;
    const before = await footprint(db(), id, email);
    const refused = await refundPayment({
      actorId: suite.actorId,
      quoteId: id,
      amountCents: 2000,
      reason: "Kleurfout",
    });
    expect(refused).toEqual({
      ok: false,
      status: 409,
      message: paymentRefusals.mollieRefused("The specified amount cannot be refunded"),
    });
    expect(await footprint(db(), id, email)).toEqual(before);
    // The credit invoice's number went back with the rollback: the next invoice takes it, no gap.
    expect((await db().select({ number: invoices.number }).from(invoices)).length).toBe(numbersBefore);
  });

  it("refuses to mark a bank transfer received while an iDEAL payment is under way", async () => {
    const { id, token } = await order();
    await pay(token);
    expect(await markBankTransferReceived({ actorId: suite.actorId, quoteId: id })).toEqual({
      ok: false,
      status: 409,
      message: paymentRefusals.mollieOpen,
    });
    expect((await paymentsForQuote(id)).map((p) => p.status)).toEqual(["open"]);
  });

  it("numbers the invoices of 20 orders paid at once without gaps, over two instances", async () => {
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await order());
    const ids: string[] = [];
    for (const o of orders) {
      const started = await startPayment({ token: o.token, quoteId: o.id, origin: ORIGIN });
      if (!started.ok) throw new Error(started.message);
      const [row] = await paymentsOf(db(), o.id);
      ids.push(row!.mollieId!);
      fake.setStatus(row!.mollieId!, "paid");
    }
    const other = secondInstance(suite.database);
    try {
      // Every webhook twice, at once, half of them through a second app instance's connections.
      const results = await Promise.all(
        ids.flatMap((mollieId, i) => [
          fake.sendWebhook(mollieId),
          i % 2 ? syncPayment(mollieId, other.db) : fake.sendWebhook(mollieId),
        ]),
      );
      // Every webhook answered 200 (30 of them), every direct sync succeeded (10).
      expect(results.filter((r) => typeof r === "number")).toEqual(Array(30).fill(200));
      expect(results.filter((r) => typeof r === "object").map((r) => r?.ok)).toEqual(Array(10).fill(true));
    } finally {
      await other.close();
    }
    const year = Number(shopToday().slice(0, 4));
    const numbers = (await db().select({ number: invoices.number }).from(invoices)).map((r) => r.number);
    const sequences = numbers.map((n) => Number(n.split("-")[1])).sort((x, y) => x - y);
    // Every invoice of this database (earlier tests' too) numbered 1..n: no gap, no number twice.
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));
    expect(numbers).toContain(invoiceNumber(year, sequences.length));
    for (const o of orders) {
      expect((await invoicesOf(db(), o.id)).filter((i) => i.kind === "prepayment")).toHaveLength(1);
      expect(await db().select().from(payments).where(eq(payments.quoteId, o.id))).toHaveLength(1);
    }
  });
});

describe("the Mollie fake checks requests as Mollie does", () => {
  it("refuses a bad amount, description, URL or method with Mollie's error shape, and a key that is not test_", async () => {
    const { getMollie } = await import("~/server/payments/mollie.server");
    const mollie = getMollie()!;
    const valid = {
      amount: { currency: "EUR", value: "10.00" },
      description: "Offerte OFF-2026-0001",
      redirectUrl: "https://www.printshop-breda.example/offerte/x",
      webhookUrl: "https://www.printshop-breda.example/api/mollie/webhook",
    };
    const refusal = async (change: Record<string, unknown>) => {
      try {
        await mollie.payments.create({ ...valid, ...change } as never);
        return null;
      } catch (error) {
        const e = error as { statusCode?: number; field?: string };
        return [e.statusCode, e.field];
      }
    };
    expect(await refusal({ amount: { currency: "EUR", value: "10.5" } })).toEqual([422, "amount.value"]);
    expect(await refusal({ amount: { currency: "EUR", value: 10 } })).toEqual([422, "amount.value"]);
    expect(await refusal({ amount: { currency: "USD", value: "10.00" } })).toEqual([422, "amount.currency"]);
    expect(await refusal({ amount: { currency: "EUR", value: "0.00" } })).toEqual([422, "amount"]);
    expect(await refusal({ description: "" })).toEqual([422, "description"]);
    expect(await refusal({ redirectUrl: "/offerte/x" })).toEqual([422, "redirectUrl"]);
    expect(await refusal({ webhookUrl: undefined })).toEqual([422, "webhookUrl"]);
    expect(await refusal({ method: "creditcard" })).toEqual([422, "method"]);
    expect(await refusal({})).toBeNull();

    const unauthorized = await fetch(`${fake.endpoint}payments`, {
      method: "POST",
      headers: { authorization: "Bearer live_abcdefghijklmnopqrstuvwxyz0123" },
      body: "{}",
    }).catch(() => null);
    // Node's fetch does not trust the fake's certificate (only the Mollie client's agent does): the client's
    // own request shows the 401 instead.
    expect(unauthorized).toBeNull();
    const { createMollieClient } = await import("@mollie/api-client");
    const live = createMollieClient({
      apiKey: "live_abcdefghijklmnopqrstuvwxyz0123",
      apiEndpoint: fake.endpoint,
    });
    await expect(live.payments.get("tr_anything01")).rejects.toMatchObject({ statusCode: 401 });
  });
});
