// "Opnieuw bestellen" (docs/orders.md, Reorder) on PGlite and PostgreSQL: the route's action as React Router calls
// it with the token from the mail. Only a delivered order can be reordered; the new request has the order's lines,
// a copy of its artwork and the mark with the original; a double post records one request; a stranger's token is
// the 404; staff see the mark and "Offerte maken als nabestelling" starts with the order's lines.
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/orders-reorder-${process.pid}`;
  process.env.LOG_LEVEL = "silent";
});

import { reorderCopy } from "~/content/reorder";
import { action as reorderAction, loader as reorderLoader } from "~/routes/offerte.reorder";
import {
  leadAttachments,
  outbox,
  proofDecisions,
  proofVersions,
  quoteLines,
  quoteRequests,
  quotes,
} from "~/server/db/schema.server";
import { getStorage } from "~/server/storage.server";
import { orderPage } from "~/server/staff/orders/order-page.server";
import { accountQuotes } from "~/server/quotes/account.server";
import { moveOrder } from "~/server/workflows/order-moved.server";
import { createQuote } from "~/server/workflows/quote-drafted.server";
import { reorderMarkOf } from "~/server/workflows/reorder.server";
import { describeEachDatabase } from "../helpers/db";
import { contextFor, freshIp } from "../leads/helpers";
import { quoteLine, useQuoteDatabase } from "../quotes/fixtures";
import { acceptedOrder, orderOf, receivePrepayment } from "./fixtures";

const LINES = [
  quoteLine({ description: "Stickers 10 × 10 cm, vinyl mat", quantity: 250, unitPriceCents: 48 }),
  quoteLine({ description: "T-shirt bedrukken, borst, maat L", quantity: 12, unitPriceCents: 850 }),
];

function args(token: string, method: "GET" | "POST", search = "") {
  const request = new Request(`http://localhost/offerte/${token}/opnieuw-bestellen${search}`, {
    method,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: method === "POST" ? "" : undefined,
  });
  return { request, url: new URL(request.url), params: { token }, context: contextFor(freshIp()) } as never;
}

/** The action's answer: a thrown redirect or a returned data(), as status and location or body. */
async function post(token: string) {
  try {
    const result = (await reorderAction(args(token, "POST"))) as unknown as {
      data: { formError: string };
      init: { status: number };
    };
    return { status: result.init.status, formError: result.data.formError, location: null };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, formError: null, location: thrown.headers.get("location") };
  }
}

describeEachDatabase("reordering a delivered order", (kind) => {
  const suite = useQuoteDatabase(kind);
  const db = () => suite.database.db;
  const staff = (quoteId: string, to: string) =>
    moveOrder({ actorId: suite.actorId, role: "employee", quoteId, to });

  async function deliveredOrder() {
    const order = await acceptedOrder(db(), { actorId: suite.actorId, lines: LINES });
    await receivePrepayment(db(), order.id, { actorId: suite.actorId });
    for (const to of ["in productie", "klaar om op te halen", "afgeleverd"]) {
      const moved = await staff(order.id, to);
      if (!moved.ok) throw new Error(`not moved to ${to}`);
    }
    return order;
  }

  const reordersOf = (quoteId: string) =>
    db().select().from(quoteRequests).where(eq(quoteRequests.reorderOf, quoteId));

  it("makes a quote request with the order's lines, its artwork copied and the reorder mark", async () => {
    const order = await deliveredOrder();
    // The artwork the customer sent with the first request.
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    const key = `designs/${randomUUID()}.png`;
    await getStorage().write(key, bytes);
    await db().insert(leadAttachments).values({
      leadType: "quote",
      leadId: order.leadId,
      storageKey: key,
      fileName: "logo.png",
      contentType: "image/png",
      size: bytes.length,
    });

    // The approved proof, as the customer approved it.
    const proofBytes = new TextEncoder().encode("%PDF-1.7 proef");
    const proofKey = `proofs/${randomUUID()}.pdf`;
    await getStorage().write(proofKey, proofBytes);
    const [version] = await db()
      .insert(proofVersions)
      .values({
        quoteId: order.id,
        version: 1,
        fileKey: proofKey,
        fileName: "proef-v1.pdf",
        contentType: "application/pdf",
        fileSha256: "ab".repeat(32),
        previews: [],
      })
      .returning();
    await db()
      .insert(proofDecisions)
      .values({
        versionId: version!.id,
        kind: "approved",
        name: "Sanne de Vries",
        fileSha256: "ab".repeat(32),
      });

    const page = (await reorderLoader(args(order.token, "GET"))) as Awaited<ReturnType<typeof reorderLoader>>;
    expect(page.delivered).toBe(true);
    expect(page.lines).toEqual([
      "250 × Stickers 10 × 10 cm, vinyl mat",
      "12 × T-shirt bedrukken, borst, maat L",
    ]);

    const answer = await post(order.token);
    expect(answer).toMatchObject({
      status: 303,
      location: `/offerte/${order.token}/opnieuw-bestellen?verstuurd`,
    });
    const sent = (await reorderLoader(args(order.token, "GET", "?verstuurd"))) as typeof page;
    expect(sent.sent).toBe(true);

    const [lead, ...more] = await reordersOf(order.id);
    expect(more).toEqual([]);
    expect(lead).toMatchObject({
      email: order.email.toLowerCase(),
      name: "Sanne de Vries",
      isSpam: false,
    });
    expect(lead!.description).toBe(
      [
        `Nabestelling van ${(await orderOf(db(), order.id)).number} (afgeleverd).`,
        "- 250 × Stickers 10 × 10 cm, vinyl mat",
        "- 12 × T-shirt bedrukken, borst, maat L",
      ].join("\n"),
    );
    // The artwork is a copy under its own key: erasing the old order leaves the reorder's file.
    const files = await db()
      .select()
      .from(leadAttachments)
      .where(and(eq(leadAttachments.leadType, "quote"), eq(leadAttachments.leadId, lead!.id)));
    const byName = new Map(files.map((f) => [f.fileName, f]));
    expect([...byName.keys()].sort()).toEqual(["logo.png", "proef-v1.pdf"]);
    expect(byName.get("logo.png")).toMatchObject({ contentType: "image/png", size: bytes.length });
    expect(byName.get("proef-v1.pdf")).toMatchObject({
      contentType: "application/pdf",
      size: proofBytes.length,
    });
    for (const [file, original, content] of [
      [byName.get("logo.png")!, key, bytes],
      [byName.get("proef-v1.pdf")!, proofKey, proofBytes],
    ] as const) {
      expect(file.storageKey).not.toBe(original);
      const copy = await getStorage().read(file.storageKey!);
      expect(new Uint8Array(await new Response(copy!.body).arrayBuffer())).toEqual(content);
    }
    // The shop's notice and the customer's confirmation, as for any quote request.
    const mails = await db().select().from(outbox).where(eq(outbox.to, order.email.toLowerCase()));
    expect(mails.map((m) => m.kind)).toContain("quote.modal.confirmation");

    // Staff: the mark with the original order on the lead, and the concept starts with the order's lines.
    const mark = await reorderMarkOf({ type: "quote", id: lead!.id }, db());
    expect(mark).toEqual({
      quoteId: order.id,
      number: (await orderOf(db(), order.id)).number,
      orderHref: `/employee-dashboard/orders/${order.id}`,
    });
    const created = await createQuote(
      { actorId: suite.actorId, lead: { type: "quote", id: lead!.id } },
      db(),
    );
    if (!created.ok) throw new Error("no concept");
    const lines = await db()
      .select()
      .from(quoteLines)
      .where(eq(quoteLines.quoteId, created.id))
      .orderBy(asc(quoteLines.position));
    expect(lines.map((l) => [l.description, l.quantity, l.unitPriceCents])).toEqual([
      ["Stickers 10 × 10 cm, vinyl mat", 250, 48],
      ["T-shirt bedrukken, borst, maat L", 12, 850],
    ]);
    const [concept] = await db().select().from(quotes).where(eq(quotes.id, created.id));
    expect(concept).toMatchObject({ leadType: "quote", leadId: lead!.id, status: "concept" });
  });

  it("offers the reorder on /dashboard beside a delivered order only", async () => {
    const delivered = await deliveredOrder();
    const open = await acceptedOrder(db(), { actorId: suite.actorId, lines: LINES });
    const of = async (email: string) => (await accountQuotes(email, db())).map((q) => q.reorderable);
    expect(await of(delivered.email)).toEqual([true]);
    expect(await of(open.email)).toEqual([false]);
  });

  it("records one request for a double post, the second pointing to the first", async () => {
    const order = await deliveredOrder();
    const [first, second] = await Promise.all([post(order.token), post(order.token)]);
    const answers = [first, second].sort((a, b) => a.status - b.status);
    expect(answers[0]).toMatchObject({ status: 303 });
    expect(answers[1]).toEqual({ status: 409, formError: reorderCopy.duplicate, location: null });
    expect(await reordersOf(order.id)).toHaveLength(1);
  });

  it("refuses an order not delivered with a Dutch 409 and changes nothing", async () => {
    const order = await acceptedOrder(db(), { actorId: suite.actorId, lines: LINES });
    const before = await db().select().from(quoteRequests);
    const page = (await reorderLoader(args(order.token, "GET"))) as Awaited<ReturnType<typeof reorderLoader>>;
    expect(page.delivered).toBe(false);
    expect(await post(order.token)).toEqual({
      status: 409,
      formError: reorderCopy.notDelivered,
      location: null,
    });
    await receivePrepayment(db(), order.id, { actorId: suite.actorId });
    await staff(order.id, "in productie");
    expect(await post(order.token)).toEqual({
      status: 409,
      formError: reorderCopy.notDelivered,
      location: null,
    });
    expect(await db().select().from(quoteRequests)).toHaveLength(before.length);
    expect(await reordersOf(order.id)).toEqual([]);
  });

  it("answers a stranger's token with the 404", async () => {
    const stranger = "x".repeat(43);
    for (const attempt of [
      () => reorderLoader(args(stranger, "GET")),
      () => reorderAction(args(stranger, "POST")),
    ]) {
      const thrown = await attempt().then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown).toMatchObject({ init: { status: 404 } });
    }
  });

  it("shows the reorder's original on the staff's order page of the new order", async () => {
    const order = await deliveredOrder();
    await post(order.token);
    const [lead] = await reordersOf(order.id);
    const created = await createQuote(
      { actorId: suite.actorId, lead: { type: "quote", id: lead!.id } },
      db(),
    );
    if (!created.ok) throw new Error("no concept");
    // Accepted as an order (the fixture's shortcut: status and order state set directly).
    await db()
      .update(quotes)
      .set({ status: "geaccepteerd", orderStatus: "wacht op betaling", number: "OFF-2026-9999" })
      .where(eq(quotes.id, created.id));
    const view = await orderPage(created.id, "employee", new URL("http://localhost/"), new Date(), db());
    expect(view.reorder).toMatchObject({
      quoteId: order.id,
      orderHref: `/employee-dashboard/orders/${order.id}`,
    });
  });
});
