// The staff's orders board and order page through their routes, on PGlite and PostgreSQL, as an employee and an
// admin (TOTP enrolled), a customer and nobody: the board's columns and cards, the page's moves and refusals in
// Dutch (status codes as the browser gets them), the track-and-trace field, cancelling as admin only, and the
// quote editor's "Betalen op factuur" box.
import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/orders-staff-pages-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import { orderMoveCopy, staffOrdersCopy } from "~/content/orders";
import { action as orderAction, loader as orderLoader } from "~/routes/employee-dashboard.order";
import { loader as boardLoader } from "~/routes/employee-dashboard.orders";
import { action as quoteAction, loader as quoteLoader } from "~/routes/employee-dashboard.quote";
import { quotes } from "~/server/db/schema.server";
import type { Jar } from "../auth/client";
import { describeEachDatabase } from "../helpers/db";
import { createConcept, useQuoteDatabase } from "../quotes/fixtures";
import { customerJar, get, postForm, run, staffJar } from "../quotes/staff-helpers";
import { acceptedOrder, orderMailsTo, orderOf, receivePrepayment } from "./fixtures";

type Board = Awaited<ReturnType<typeof boardLoader>>;
type Page = Awaited<ReturnType<typeof orderLoader>>;

describeEachDatabase("the staff's order pages", (kind) => {
  const suite = useQuoteDatabase(kind);
  let employee: Awaited<ReturnType<typeof staffJar>>;
  let admin: Awaited<ReturnType<typeof staffJar>>;
  let customer: Jar;
  const db = () => suite.database.db;

  beforeAll(async () => {
    employee = await staffJar(suite.database, `medewerker-orders-${kind}@example.nl`);
    admin = await staffJar(suite.database, `beheerder-orders-${kind}@example.nl`, "admin");
    customer = await customerJar(`klant-orders-${kind}@example.nl`);
  }, 120_000);

  const path = (id: string) => `/employee-dashboard/orders/${id}`;
  const board = (jar: Jar | null) => run<Board>(boardLoader, get(jar, "/employee-dashboard/orders"));
  const page = (jar: Jar | null, id: string, query = "") =>
    run<Page>(orderLoader, get(jar, `${path(id)}${query}`), { quoteId: id });
  const post = (jar: Jar | null, id: string, fields: Record<string, string>) =>
    run<Record<string, unknown>>(orderAction, postForm(jar, path(id), fields), { quoteId: id });
  const order = () => acceptedOrder(db(), { actorId: suite.actorId });

  it("keeps the pages to staff: a customer goes to their dashboard, nobody to the sign-in", async () => {
    const { id } = await order();
    for (const answer of [await board(customer), await page(customer, id)])
      expect([answer.status, answer.location]).toEqual([302, "/dashboard"]);
    expect((await board(null)).location).toMatch(/^\/employee-login/);
    expect((await page(null, id)).location).toMatch(/^\/employee-login/);
    const posted = await post(customer, id, { intent: "move", to: "in productie" });
    expect([posted.status, posted.location]).toEqual([302, "/dashboard"]);
    expect((await post(null, id, { intent: "move", to: "in productie" })).status).toBe(302);
    expect((await orderOf(db(), id)).orderStatus).toBe("wacht op betaling");
  });

  it("shows each open order in its state's column with its payment and ready date", async () => {
    const waiting = await order();
    const paid = await order();
    await receivePrepayment(db(), paid.id, { actorId: suite.actorId });
    // A ready date that has passed, while still in production: overdue.
    await db()
      .update(quotes)
      .set({ orderStatus: "in productie", readyBy: "2020-03-02" })
      .where(eq(quotes.id, paid.id));

    const { data, status } = await board(employee.jar);
    expect(status).toBe(200);
    const column = (name: string) => data.columns.find((c) => c.status === name)!.cards;
    expect(data.columns.map((c) => c.status)).toEqual([
      "wacht op betaling",
      "in productie",
      "klaar om op te halen",
      "verzonden",
    ]);
    expect(column("wacht op betaling").find((c) => c.id === waiting.id)).toMatchObject({
      number: waiting.number,
      customerName: "Sanne de Vries",
      grossCents: 25713,
      paid: "unpaid",
      readyBy: null,
      overdue: false,
    });
    expect(column("in productie").find((c) => c.id === paid.id)).toMatchObject({
      paid: "paid",
      readyBy: "2020-03-02",
      overdue: true,
    });
  });

  it("moves an order from its page and refuses what it may not do, in Dutch", async () => {
    const { id, email } = await order();
    let view = await page(employee.jar, id);
    expect(view.status).toBe(200);
    expect(view.data).toMatchObject({
      number: expect.stringMatching(/^OFF-/),
      status: "wacht op betaling",
      paid: "unpaid",
      // Production waits for the prepayment: no button, the reason instead (moveOrder still refuses a forged post).
      moves: { buttons: [], waitsFor: "payment", ship: false, cancel: false, cancelAdminOnly: true },
    });
    expect(view.data.doc.lines).toHaveLength(1);
    // The acceptance, and the fixture's "geen drukproef nodig" by the staff member.
    expect(view.data.events.map((e) => e.actor)).toEqual([staffOrdersCopy.byCustomer, "Sam"]);

    // Not paid yet: 409 and the reason at the top.
    const early = await post(employee.jar, id, { intent: "move", to: "in productie" });
    expect(early.status).toBe(409);
    expect(early.data.formError).toBe(orderMoveCopy.notPaid("€\u00a00,00", "€\u00a0257,13"));

    await receivePrepayment(db(), id, { actorId: suite.actorId });
    // Paid, proof waived: the button, and the ready date counted from the payment.
    view = await page(employee.jar, id);
    expect(view.data.moves).toMatchObject({ buttons: ["in productie"], waitsFor: null });
    expect(view.data).toMatchObject({
      readyBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      readyAfterProof: false,
    });
    const moved = await post(employee.jar, id, { intent: "move", to: "in productie" });
    expect([moved.status, moved.location]).toEqual([302, `${path(id)}?melding=status`]);
    view = await page(employee.jar, id, "?melding=status");
    expect(view.data.notice).toBe(staffOrdersCopy.moved("In productie"));
    expect(view.data.moves).toMatchObject({ buttons: ["klaar om op te halen"], ship: true });
    expect(view.data.readyBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(view.data.events.at(-2)).toMatchObject({
      kind: "status",
      actor: `medewerker-orders-${kind}@example.nl`,
    });

    // A bad link is refused at its field with what was typed; a good one ships.
    const bad = await post(employee.jar, id, { intent: "ship", trackingUrl: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      intent: "ship",
      fieldErrors: { trackingUrl: orderMoveCopy.trackingInvalid },
      values: { trackingUrl: "javascript:alert(1)" },
    });
    const empty = await post(employee.jar, id, { intent: "ship", trackingUrl: "" });
    expect(empty.data.fieldErrors).toEqual({ trackingUrl: orderMoveCopy.trackingMissing });
    const link = "https://jouw.postnl.nl/track-and-trace/3STEST-NL";
    expect((await post(employee.jar, id, { intent: "ship", trackingUrl: link })).status).toBe(302);
    expect((await page(employee.jar, id)).data).toMatchObject({
      status: "verzonden",
      trackingUrl: link,
      moves: { buttons: ["afgeleverd", "in productie"], relink: true },
    });
    expect((await orderMailsTo(db(), email)).map((m) => m.kind)).toEqual([
      "order.production",
      "order.shipped",
    ]);

    // A move the state does not allow (a stale page): 409, nothing changes.
    const stale = await post(employee.jar, id, { intent: "move", to: "klaar om op te halen" });
    expect(stale.status).toBe(409);
    expect(stale.data.formError).toContain("kan niet naar ‘Klaar om op te halen’");
    const unknown = await post(employee.jar, id, { intent: "move", to: "kwijt" });
    expect(unknown.status).toBe(400);
    expect(unknown.data.fieldErrors).toEqual({ to: orderMoveCopy.unknownStatus });
    expect((await post(employee.jar, id, { intent: "weg" })).status).toBe(400);
  });

  it("lets an employee not cancel (403, nothing changes) and an admin cancel after ticking", async () => {
    const { id, email } = await order();
    const refused = await post(employee.jar, id, { intent: "cancel", confirm: "on" });
    expect(refused.status).toBe(403);
    expect(refused.data.formError).toBe(orderMoveCopy.adminOnly);
    expect((await orderOf(db(), id)).orderStatus).toBe("wacht op betaling");

    expect((await page(admin.jar, id)).data.moves).toMatchObject({ cancel: true, cancelAdminOnly: false });
    const unticked = await post(admin.jar, id, { intent: "cancel" });
    expect(unticked.status).toBe(400);
    expect(unticked.data.fieldErrors).toEqual({ confirm: staffOrdersCopy.cancelNotConfirmed });
    expect((await post(admin.jar, id, { intent: "cancel", confirm: "on" })).status).toBe(302);
    expect((await orderOf(db(), id)).orderStatus).toBe("geannuleerd");
    expect((await orderMailsTo(db(), email)).map((m) => m.kind)).toEqual(["order.cancelled"]);
    // Finished orders are folded away under the board.
    const { data } = await board(admin.jar);
    expect(data.done.map((c) => c.id)).toContain(id);
    expect(data.columns.flatMap((c) => c.cards).map((c) => c.id)).not.toContain(id);
  });

  it("brings the payments and invoices cards with their forms: a bank transfer marked received on the page", async () => {
    const { id } = await order();
    let view = await page(employee.jar, id);
    expect(view.data.payments).toMatchObject({ canMark: true, payments: [] });
    expect(view.data.invoices).toEqual({
      invoices: [],
      canMakeFinal: false,
      canMakePrepayment: false,
      waiting: null,
    });

    const marked = await post(employee.jar, id, { intent: "markReceived", confirm: "on" });
    expect([marked.status, marked.location]).toEqual([303, `${path(id)}?melding=ontvangen`]);
    view = await page(employee.jar, id, "?melding=ontvangen");
    expect(view.data.paid).toBe("paid");
    expect(view.data.payments).toMatchObject({ canMark: false, notice: expect.any(String) });
    expect(view.data.payments.payments).toHaveLength(1);
    expect(view.data.invoices.invoices).toHaveLength(1);
    // The order's own notice is for its moves only.
    expect(view.data.notice).toBeNull();
    // Now production can start, from the same page.
    expect((await post(employee.jar, id, { intent: "move", to: "in productie" })).status).toBe(302);
    // An employee's refund is refused by the payments' own rules, on their card.
    const refund = await post(employee.jar, id, { intent: "refund", amount: "10,00", reason: "Te veel" });
    expect(refund.status).toBe(403);
    expect(refund.data.intent).toBe("refund");
  });

  it("answers 404 for what is no order", async () => {
    const concept = await createConcept(db(), { actorId: suite.actorId, email: "los@example.nl" });
    for (const id of [concept, "00000000-0000-4000-8000-000000000000"]) {
      const answer = await page(employee.jar, id);
      expect([answer.status, answer.data]).toEqual([404, orderMoveCopy.notFound]);
      expect((await post(employee.jar, id, { intent: "move", to: "in productie" })).status).toBe(404);
    }
    expect((await page(employee.jar, "geen-id")).status).toBe(404);
  });

  it("links the quote page to its order, and the editor's box sets payment terms on a concept", async () => {
    const { id } = await order();
    const quotePage = await run<{ orderHref: string | null }>(
      quoteLoader,
      get(employee.jar, `/employee-dashboard/offertes/${id}`),
      { id },
    );
    expect(quotePage.data.orderHref).toBe(path(id));

    const concept = await createConcept(db(), { actorId: suite.actorId, email: "zakelijk@example.nl" });
    const editor = await run<{ editor: Record<string, unknown>; orderHref: string | null }>(
      quoteLoader,
      get(employee.jar, `/employee-dashboard/offertes/${concept}`),
      { id: concept },
    );
    expect(editor.data.orderHref).toBeNull();
    expect(editor.data.editor.paymentTerms).toBe(false);
    const fields: Record<string, string> = { intent: "save", paymentTerms: "on" };
    for (const [key, value] of Object.entries(editor.data.editor))
      if (typeof value === "string") fields[key] = value;
    fields["lines.0.description"] = "Polo's met logo";
    fields["lines.0.quantity"] = "10";
    fields["lines.0.unitPrice"] = "12,50";
    fields["lines.0.vatRate"] = "21";
    fields["lines.0.kind"] = "item";
    const saved = await run(
      quoteAction,
      postForm(employee.jar, `/employee-dashboard/offertes/${concept}`, fields),
      { id: concept },
    );
    expect(saved.status).toBe(302);
    expect((await orderOf(db(), concept)).paymentTerms).toBe(true);
  });
});
