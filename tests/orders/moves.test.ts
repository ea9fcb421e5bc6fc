// Moving an order through its states on PGlite and PostgreSQL: the allowed moves and the refused ones (nothing
// changes then), production only once the prepayment is in or on payment terms, the track-and-trace link,
// employee versus admin on cancelling, the customer's mail at each step with its Dutch text, the history and
// audit entries, the lead's status, and the expected ready date in working days across a holiday.
import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/orders-moves-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import { orderMoveCopy } from "~/content/orders";
import { auditLog, invoices, leadNotes, quoteRequests, quotes } from "~/server/db/schema.server";
import { moveOrder } from "~/server/workflows/order-moved.server";
import { refundPayment } from "~/server/workflows/refund.server";
import { describeEachDatabase } from "../helpers/db";
import { createStaff, useQuoteDatabase } from "../quotes/fixtures";
import { acceptedOrder, eventsOf, orderMailsTo, orderOf, receivePrepayment } from "./fixtures";
import { SHOP_LEGAL_DETAILS } from "../helpers/shop-details";

/** The shop's address as the test settings give it (helpers/shop-details). */
const SHOP_ADDRESS = `${SHOP_LEGAL_DETAILS.SITE_STREET}, ${SHOP_LEGAL_DETAILS.SITE_POSTAL_CODE} ${SHOP_LEGAL_DETAILS.SITE_CITY}`;

describeEachDatabase("order moves", (kind) => {
  const suite = useQuoteDatabase(kind);
  let adminId: string;
  const db = () => suite.database.db;
  beforeAll(async () => {
    adminId = await createStaff(db());
  });

  const order = (over: Parameters<typeof acceptedOrder>[1] = { actorId: "" }) =>
    acceptedOrder(db(), { ...over, actorId: suite.actorId });
  const move = (
    quoteId: string,
    to: string,
    extra: { role?: string; trackingUrl?: string; now?: Date } = {},
  ) => moveOrder({ actorId: suite.actorId, role: "employee", quoteId, to, ...extra });

  it("refuses production before the prepayment is in, and changes nothing", async () => {
    const { id, email } = await order();
    const before = await orderOf(db(), id);
    expect(before.orderStatus).toBe("wacht op betaling");
    expect(before.prepaymentCents).toBe(25713);

    const refused = await move(id, "in productie");
    expect(refused).toEqual({
      ok: false,
      reason: "not-paid",
      status: 409,
      message: orderMoveCopy.notPaid("€\u00a00,00", "€\u00a0257,13"),
    });
    // Paid, then part of it refunded, is not paid.
    await receivePrepayment(db(), id, { actorId: suite.actorId });
    expect(
      await refundPayment({ actorId: adminId, quoteId: id, amountCents: 15713, reason: "Deel terug" }),
    ).toEqual({ ok: true });
    const partly = await move(id, "in productie");
    expect(partly.ok === false && partly.message).toContain("€\u00a0100,00 van €\u00a0257,13");
    const after = await orderOf(db(), id);
    expect(after.orderStatus).toBe("wacht op betaling");
    expect((await eventsOf(db(), id)).filter((e) => e.kind === "status")).toHaveLength(1); // the acceptance
    expect(await orderMailsTo(db(), email)).toEqual([]);
  });

  it("starts production once paid: ready date, history, audit entry and the customer's mail", async () => {
    const { id, email, number } = await order();
    // Paid on Wednesday 23 December 2026: nine working days skip Christmas, both weekends and New Year's Day.
    const now = new Date("2026-12-23T10:00:00+01:00");
    await receivePrepayment(db(), id, { actorId: suite.actorId, now });
    const events = (await eventsOf(db(), id)).length;
    const moved = await move(id, "in productie", { now });
    expect(moved).toEqual({ ok: true, status: "in productie" });
    const row = await orderOf(db(), id);
    expect(row.orderStatus).toBe("in productie");
    expect(row.readyBy).toBe("2027-01-07");

    expect((await eventsOf(db(), id)).slice(events).map((e) => [e.kind, e.text, e.actorId])).toEqual([
      ["status", "Status: Wacht op betaling → In productie. Verwacht klaar: 7 januari 2027.", suite.actorId],
      ["mail", `E-mail aan de klant: ‘Je bestelling ${number} is in productie’.`, suite.actorId],
    ]);
    const audits = await db().select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.filter((a) => a.action === "order.status")).toEqual([
      expect.objectContaining({
        actorId: suite.actorId,
        targetType: "order",
        targetLabel: number,
        details: { from: "wacht op betaling", to: "in productie" },
      }),
    ]);

    const mails = await orderMailsTo(db(), email);
    expect(mails.map((m) => [m.kind, m.subject])).toEqual([
      ["order.production", `Je bestelling ${number} is in productie`],
    ]);
    expect(mails[0]!.text).toContain("Beste Sanne de Vries,");
    expect(mails[0]!.text).toContain("Goed nieuws: we zijn met je bestelling aan de slag.");
    expect(mails[0]!.text).toContain("Verwacht klaar: donderdag 7 januari 2027");
    // A fresh link to the customer's page, where the order's progress shows.
    expect(mails[0]!.text).toMatch(/Bekijk je bestelling: https:\/\/[^\s]+\/offerte\/[A-Za-z0-9_-]{43}/);
    expect(mails[0]!.replyTo).toBe("winkel@example.test");
  });

  it("keeps the ready date payments set, and makes a double click one move and one mail", async () => {
    const { id, email } = await order();
    await receivePrepayment(db(), id, { actorId: suite.actorId });
    await db().update(quotes).set({ readyBy: "2030-01-15" }).where(eq(quotes.id, id));
    const [first, second] = await Promise.all([move(id, "in productie"), move(id, "in productie")]);
    expect([first, second]).toContainEqual({ ok: true, status: "in productie" });
    expect([first, second]).toContainEqual({ ok: true, status: "in productie", already: true });
    expect((await orderOf(db(), id)).readyBy).toBe("2030-01-15");
    expect(await orderMailsTo(db(), email)).toHaveLength(1);
  });

  it("tells the customer where and when to pick up a ready order", async () => {
    const { id, email, number } = await order();
    await receivePrepayment(db(), id, { actorId: suite.actorId });
    await move(id, "in productie");
    expect(await move(id, "klaar om op te halen")).toEqual({ ok: true, status: "klaar om op te halen" });
    const mail = (await orderMailsTo(db(), email)).at(-1)!;
    expect(mail.kind).toBe("order.ready");
    expect(mail.subject).toBe(`Je bestelling ${number} is klaar om op te halen`);
    expect(mail.text).toContain(`Ophaaladres: ${SHOP_ADDRESS}`);
    expect(mail.text).toContain("Maandag t/m vrijdag: 10:00 - 17:00");
    expect(mail.text).toContain("Zaterdag en zondag gesloten");
  });

  it("ships only with a valid track-and-trace link, mailed to the customer, and lets staff correct it", async () => {
    const { id, email, number } = await order();
    await receivePrepayment(db(), id, { actorId: suite.actorId });
    await move(id, "in productie");
    for (const [trackingUrl, message] of [
      [undefined, orderMoveCopy.trackingMissing],
      ["   ", orderMoveCopy.trackingMissing],
      ["javascript:alert(1)", orderMoveCopy.trackingInvalid],
      ["postnl.nl/3STEST123", orderMoveCopy.trackingInvalid],
      ["ftp://postnl.nl/3S", orderMoveCopy.trackingInvalid],
      [`https://postnl.nl/${"x".repeat(500)}`, orderMoveCopy.trackingTooLong(500)],
    ] as const) {
      const refused = await move(id, "verzonden", { trackingUrl });
      expect(refused, String(trackingUrl)).toEqual({
        ok: false,
        reason: "invalid",
        status: 400,
        message,
        field: "trackingUrl",
      });
    }
    expect((await orderOf(db(), id)).orderStatus).toBe("in productie");

    const link = "https://jouw.postnl.nl/track-and-trace/3STEST123-NL-4811AA";
    expect(await move(id, "verzonden", { trackingUrl: ` ${link} ` })).toEqual({
      ok: true,
      status: "verzonden",
    });
    expect((await orderOf(db(), id)).trackingUrl).toBe(link);
    const shipped = (await orderMailsTo(db(), email)).at(-1)!;
    expect(shipped.kind).toBe("order.shipped");
    expect(shipped.subject).toBe(`Je bestelling ${number} is verzonden`);
    expect(shipped.text).toContain(`Volg je pakket: ${link}`);
    expect(shipped.html).toContain(`href="${link}"`);

    // The same link again is a double click; another link is a correction, mailed again.
    expect(await move(id, "verzonden", { trackingUrl: link })).toMatchObject({ already: true });
    const corrected = "https://www.dhl.com/nl-nl/home/tracking.html?tracking-id=JVGL0123";
    expect(await move(id, "verzonden", { trackingUrl: corrected })).toEqual({
      ok: true,
      status: "verzonden",
    });
    expect((await orderOf(db(), id)).trackingUrl).toBe(corrected);
    const mails = await orderMailsTo(db(), email);
    expect(mails.map((m) => m.kind)).toEqual(["order.production", "order.shipped", "order.shipped"]);
    expect(mails.at(-1)!.text).toContain(corrected);
    expect((await eventsOf(db(), id)).at(-2)!.text).toBe(`Track-en-trace-link gewijzigd: ${corrected}.`);
  });

  it("refuses moves the order's state does not allow", async () => {
    const { id } = await order();
    for (const to of ["verzonden", "klaar om op te halen", "afgeleverd"]) {
      const refused = await move(id, to, { trackingUrl: "https://postnl.nl/3S" });
      expect(refused, to).toMatchObject({ ok: false, reason: "not-allowed", status: 409 });
    }
    expect(await move(id, "bezorgd")).toEqual({
      ok: false,
      reason: "invalid",
      status: 400,
      message: orderMoveCopy.unknownStatus,
    });
    expect(await move("00000000-0000-4000-8000-000000000000", "in productie")).toMatchObject({
      reason: "not-found",
      status: 404,
    });
    expect(await move("geen-id", "in productie")).toMatchObject({ reason: "not-found" });
    const refused = await move(id, "afgeleverd");
    expect(refused.ok === false && refused.message).toBe(
      "Een order met status ‘Wacht op betaling’ kan niet naar ‘Afgeleverd’. Laad de pagina opnieuw om de huidige status te zien.",
    );
    expect((await orderOf(db(), id)).orderStatus).toBe("wacht op betaling");
    // Once in production, it does not wait for a payment again.
    await receivePrepayment(db(), id, { actorId: suite.actorId });
    await move(id, "in productie");
    expect(await move(id, "wacht op betaling")).toMatchObject({ reason: "not-allowed", status: 409 });
  });

  it("lets only an admin cancel: an employee's attempt changes nothing; the lead is then lost", async () => {
    // No proof waived: the acceptance is the order's only history line.
    const { id, email, number, leadId } = await order({ actorId: "", proof: "none" });
    const refused = await move(id, "geannuleerd");
    expect(refused).toEqual({
      ok: false,
      reason: "forbidden",
      status: 403,
      message: orderMoveCopy.adminOnly,
    });
    expect((await orderOf(db(), id)).orderStatus).toBe("wacht op betaling");
    expect(await orderMailsTo(db(), email)).toEqual([]);
    expect((await eventsOf(db(), id)).length).toBe(1);

    const cancelled = await moveOrder({ actorId: adminId, role: "admin", quoteId: id, to: "geannuleerd" });
    expect(cancelled).toEqual({ ok: true, status: "geannuleerd" });
    const mails = await orderMailsTo(db(), email);
    expect(mails.map((m) => [m.kind, m.subject])).toEqual([
      ["order.cancelled", `Je bestelling ${number} is geannuleerd`],
    ]);
    const [lead] = await db().select().from(quoteRequests).where(eq(quoteRequests.id, leadId));
    expect(lead!.status).toBe("verloren");
    // A cancelled order is done: no way back, for anyone.
    expect(
      await moveOrder({ actorId: adminId, role: "admin", quoteId: id, to: "in productie" }),
    ).toMatchObject({ reason: "not-allowed" });
  });

  it("delivers a shipped order: the customer's mail, and the lead stays won with a note", async () => {
    const { id, email, number, leadId } = await order();
    await receivePrepayment(db(), id, { actorId: suite.actorId });
    await move(id, "in productie");
    await move(id, "verzonden", { trackingUrl: "https://jouw.postnl.nl/track-and-trace/3S" });
    expect(await move(id, "afgeleverd")).toEqual({ ok: true, status: "afgeleverd" });
    const mail = (await orderMailsTo(db(), email)).at(-1)!;
    expect(mail.kind).toBe("order.delivered");
    expect(mail.subject).toBe(`Je bestelling ${number} is afgeleverd`);
    const [lead] = await db().select().from(quoteRequests).where(eq(quoteRequests.id, leadId));
    expect(lead!.status).toBe("gewonnen");
    const notes = await db().select().from(leadNotes).where(eq(leadNotes.leadId, leadId));
    expect(notes.map((n) => n.body)).toContain(`Order ${number} afgeleverd.`);
    // The final invoice, issued in the same transaction, named in the history.
    const issued = await db().select().from(invoices).where(eq(invoices.quoteId, id));
    const final = issued.find((invoice) => invoice.kind === "final");
    // Everything was prepaid: nothing left to pay on it.
    expect(final).toMatchObject({ number: expect.stringMatching(/^F\d{4}-\d{4}$/), dueCents: 0 });
    expect((await eventsOf(db(), id)).map((e) => e.text)).toContain(
      `Eindfactuur ${final!.number} uitgereikt.`,
    );
    // Delivered is the end.
    expect(await move(id, "in productie")).toMatchObject({ reason: "not-allowed" });
  });

  it("lets a customer on payment terms into production without paying, ready in working days across a holiday", async () => {
    // Accepted on Monday 20 April 2026 with the proof waived then (the fixture): nine working days from then,
    // Koningsdag (27 April) skipped, is Monday 4 May. The order waits for its proof, not for money.
    const { id, email } = await order({
      actorId: "",
      fields: { paymentTerms: true },
      acceptedAt: new Date("2026-04-20T11:00:00+02:00"),
      now: new Date("2026-04-20T09:00:00+02:00"),
    });
    const row = await orderOf(db(), id);
    expect(row).toMatchObject({
      orderStatus: "wacht op betaling",
      prepaymentCents: 0,
      readyBy: "2026-05-04",
    });
    // Nothing to pay first: production, pickup, and delivered.
    expect(await move(id, "in productie")).toEqual({ ok: true, status: "in productie" });
    expect(await move(id, "klaar om op te halen")).toEqual({ ok: true, status: "klaar om op te halen" });
    expect(await move(id, "afgeleverd")).toEqual({ ok: true, status: "afgeleverd" });
    expect((await orderMailsTo(db(), email)).map((m) => m.kind)).toEqual([
      "order.production",
      "order.ready",
      "order.delivered",
    ]);
    // Their invoice comes at delivery, with the payment term.
    const issued = await db().select().from(invoices).where(eq(invoices.quoteId, id));
    expect(issued.map((i) => [i.kind, i.grossCents, i.dueCents])).toEqual([["invoice", 25713, 25713]]);
    expect(issued[0]!.dueOn).toBeTruthy();
  });
});
