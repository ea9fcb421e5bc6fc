// Mollie is never called while the order is locked or, on the embedded database, while any transaction is open
// (docs/decisions/0002-no-slow-work-under-a-lock.md): the fake holds Mollie's answer, and meanwhile another
// request locks the same order and finishes. Before the workflows layer each of these waited for Mollie.
import { afterAll, beforeEach, expect, it, vi } from "vitest";

const { fake } = await vi.hoisted(async () => {
  process.env.DATA_DIR = `/tmp/payments-lock-${process.pid}`;
  process.env.LOG_LEVEL = "silent";
  const { startTrustedMollieFake } = await import("../helpers/mollie-trust");
  return { fake: await startTrustedMollieFake() };
});

import { formatEuro } from "~/lib/money";
import { lockQuote } from "~/server/quotes/store.server";
import { startPayment, syncPayment } from "~/server/workflows/payment-received.server";
import { refundPayment } from "~/server/workflows/refund.server";
import { describeEachDatabase } from "../helpers/db";
import { useQuoteDatabase } from "../quotes/fixtures";
import { acceptedOrder, deliverWebhook, eventsOf, invoicesOf, paymentsOf, refundsOf } from "./fixtures";

fake.deliver = deliverWebhook;
afterAll(() => fake.close());

describeEachDatabase("no lock while Mollie answers", (kind) => {
  const suite = useQuoteDatabase(kind);
  const db = () => suite.database.db;

  beforeEach(async () => {
    await fake.settle();
    fake.webhookTiming = "never";
  });

  /** Another request that locks the order while Mollie is held: it finishes (a lock held would hang it). */
  const lockMeanwhile = (quoteId: string) =>
    db().transaction(async (tx) => (await lockQuote(tx, quoteId))?.id);

  it("creates the checkout with nothing locked, and a second tab waits for the same checkout", async () => {
    const order = await acceptedOrder(db(), suite.actorId);
    const held = fake.holdNext("POST", /^\/v2\/payments$/);
    const first = startPayment({ token: order.token, quoteId: order.id, origin: "http://localhost" }, db());
    await held.reached;
    expect(await lockMeanwhile(order.id)).toBe(order.id);
    // The claim is there while Mollie thinks: a second tab does not make a payment of its own.
    const second = startPayment({ token: order.token, quoteId: order.id, origin: "http://localhost" }, db());
    held.release();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toMatchObject({ ok: true });
    expect(b).toEqual(a);
    const stored = await paymentsOf(db(), order.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.mollieId).toMatch(/^tr_/);
  });

  it("gives the claim back when Mollie refuses, so the next click can pay", async () => {
    const order = await acceptedOrder(db(), suite.actorId);
    const held = fake.holdNext("POST", /^\/v2\/payments$/);
    const refused = startPayment({ token: order.token, quoteId: order.id, origin: "http://localhost" }, db());
    await held.reached;
    // Mollie refuses the payment (a 4xx: the client does not try again).
    held.release(422);
    expect(await refused).toMatchObject({ ok: false, reason: "unavailable" });
    expect(await paymentsOf(db(), order.id)).toEqual([]);
    expect(
      await startPayment({ token: order.token, quoteId: order.id, origin: "http://localhost" }),
    ).toMatchObject({
      ok: true,
    });
  });
});

describeEachDatabase("no lock while Mollie answers a fetch or a refund", (kind) => {
  const suite = useQuoteDatabase(kind);
  const db = () => suite.database.db;
  beforeEach(() => {
    fake.webhookTiming = "never";
  });

  it("fetches a payment from Mollie (a webhook) with nothing locked", async () => {
    const order = await acceptedOrder(db(), suite.actorId);
    const started = await startPayment({ token: order.token, quoteId: order.id, origin: "http://localhost" });
    const mollieId = started.ok ? started.checkoutUrl.split("/").at(-1)! : "";
    fake.setStatus(mollieId, "paid");
    const held = fake.holdNext("GET", new RegExp(`^/v2/payments/${mollieId}$`));
    const synced = syncPayment(mollieId, db());
    await held.reached;
    expect(await db().transaction(async (tx) => (await lockQuote(tx, order.id))?.id)).toBe(order.id);
    held.release();
    expect(await synced).toMatchObject({ ok: true, status: "paid", changed: true });
  });

  it("refunds through Mollie with nothing locked: the part is reserved first and credited after", async () => {
    const order = await acceptedOrder(db(), suite.actorId);
    const started = await startPayment({ token: order.token, quoteId: order.id, origin: "http://localhost" });
    const mollieId = started.ok ? started.checkoutUrl.split("/").at(-1)! : "";
    fake.setStatus(mollieId, "paid");
    await syncPayment(mollieId, db());

    const held = fake.holdNext("POST", new RegExp(`^/v2/payments/${mollieId}/refunds$`));
    const refund = refundPayment(
      { actorId: suite.actorId, quoteId: order.id, amountCents: 1000, reason: "Eén shirt minder" },
      db(),
    );
    await held.reached;
    expect(await db().transaction(async (tx) => (await lockQuote(tx, order.id))?.id)).toBe(order.id);
    // Reserved while Mollie answers: a second refund sees it; no credit invoice before the money goes back.
    const [reserved] = await refundsOf(db(), order.id);
    expect(reserved).toMatchObject({ amountCents: 1000, status: "pending", mollieRefundId: null });
    expect((await invoicesOf(db(), order.id)).filter((i) => i.kind === "credit")).toEqual([]);
    held.release();
    expect(await refund).toEqual({ ok: true });
    const [done] = await refundsOf(db(), order.id);
    expect(done!.mollieRefundId).toMatch(/^re_/);
    expect(
      (await invoicesOf(db(), order.id)).filter((i) => i.kind === "credit").map((i) => i.grossCents),
    ).toEqual([-1000]);
    expect((await eventsOf(db(), order.id)).map((e) => e.text)).toContain(
      `${formatEuro(1000)} terugbetaald (via Mollie): Eén shirt minder`,
    );
  });
});
