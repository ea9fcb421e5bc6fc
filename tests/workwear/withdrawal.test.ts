// The withdrawal function on PGlite and PostgreSQL (docs/workwear.md, "Right of withdrawal"): the confirmation mail
// of an order says which articles carry the right and gives the order's reference; /herroepen checks, then confirms;
// a confirmed notice is stored with its time of receipt and acknowledged by mail exactly once (a repeated confirm is
// the same notice); bad input is a Dutch 400 that stores nothing; an order made entirely with a logo is told it is
// exempt, yet its receipt is confirmed; staff see the notice on the order's page.
import { rm } from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, expect, it, vi } from "vitest";

const dataDir = vi.hoisted(() => {
  const dir = `/tmp/withdrawal-test-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.LEAD_RATE_LIMIT_PER_MINUTE = "50";
  process.env.LEAD_MIN_FILL_MS = "3000";
  return dir;
});

import { catalogueSeed } from "~/content/workwear-catalogue";
import { shownStamp } from "~/lib/workwear/order-check";
import { orderReference } from "~/lib/workwear/withdrawal";
import { action } from "~/routes/herroepen";
import { outbox, rateLimits, workwearOrders, workwearWithdrawals } from "~/server/db/schema.server";
import { leadPage } from "~/server/staff/leads/lead-page.server";
import { erasePerson } from "~/server/avg/erasure.server";
import { exportPerson } from "~/server/avg/export.server";
import { renderExport, exportData } from "~/server/avg/export-document.server";
import { getStorage } from "~/server/storage.server";
import { createAdmin } from "../avg/seed";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { answerOf } from "../helpers/route-answer";
import { post, startedLongAgo } from "../leads/helpers";
import { orderAction } from "../leads/lead-actions";

const orderFields = (extra: Record<string, string>) => ({
  name: "Eva Jansen",
  company: "",
  email: "Eva@Example.com",
  phone: "06 12345678",
  delivery_method: "pickup_delivery",
  logo_position: "geen",
  technique: "print",
  product_1: "polo",
  size_1: "M",
  color_1: "zwart",
  quantity_1: "2",
  catalogue_stamp: shownStamp(catalogueSeed.products),
  website: "",
  _t: startedLongAgo(),
  ...extra,
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** The /herroepen action's answer to a plain form post (as a browser without JavaScript sends it). */
async function withdraw(fields: Record<string, string>) {
  return answerOf(() => post(action as never, "/herroepen", fields, { json: false }));
}

type Body = {
  intent: string | null;
  formError?: string;
  fieldErrors?: Record<string, string>;
  review?: { key: string; rows: [string, string][]; fields: Record<string, string> };
  done?: { receivedAt: string; email: string; outcome: string };
};

describeEachDatabase("work-wear withdrawal", (kind) => {
  const database = useTestDatabase(kind);
  beforeEach(async () => {
    await database.db.delete(workwearWithdrawals);
    await database.db.delete(outbox);
    await database.db.delete(workwearOrders);
    await database.db.delete(rateLimits);
  });

  async function placeOrder(extra: Record<string, string> = {}) {
    const res = await post(orderAction, "/api/werkkleding-bestelling", orderFields(extra));
    expect(res.status).toBe(200);
    const [order] = await database.db.select().from(workwearOrders);
    const [confirmation] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "workwear.confirmation"));
    await database.db.delete(outbox);
    return { id: order!.id, reference: orderReference(order!.id), confirmation: confirmation! };
  }

  /** Both steps: check (nothing stored yet), then confirm with the key the check step gave. */
  async function checkAndConfirm(fields: Record<string, string>) {
    const stored = (await database.db.select().from(workwearWithdrawals)).length;
    const checked = await withdraw({ intent: "check", ...fields });
    expect(checked.status).toBe(200);
    const review = (checked.body as Body).review!;
    expect(await database.db.select().from(workwearWithdrawals)).toHaveLength(stored);
    const confirmFields = { intent: "confirm", ...review.fields, key: review.key };
    return { review, confirmFields, answer: await withdraw(confirmFields) };
  }

  it("tells the customer at ordering which articles carry the right, and gives the reference", async () => {
    const plain = await placeOrder();
    expect(plain.confirmation.text).toContain(`Je bestelnummer: ${plain.reference}`);
    expect(plain.confirmation.text).toContain(
      "Herroepingsrecht: als consument kun je deze artikelen zonder logo binnen 14 dagen na ontvangst zonder opgave van reden herroepen: 2 × Polo, M, Zwart.",
    );
    expect(plain.confirmation.text).toContain(`/herroepen?bestelling=${plain.reference}`);
    await database.db.delete(workwearOrders);
    const printed = await placeOrder({ logo_position: "borst-links" });
    expect(printed.confirmation.text).toContain(
      "Geen herroepingsrecht: deze artikelen bedrukken of borduren we met je logo, dat is maatwerk (art. 6:230p sub c BW): 2 × Polo, M, Zwart.",
    );
    expect(printed.confirmation.text).not.toContain("/herroepen?");
  });

  it("stores a confirmed withdrawal with its time and acknowledges it by mail exactly once", async () => {
    const order = await placeOrder();
    const before = Date.now();
    const { review, confirmFields, answer } = await checkAndConfirm({
      name: "Eva Jansen",
      email: "eva@example.com",
      reference: order.reference.toLowerCase(),
      scope: "alles",
    });
    expect(review.rows).toEqual([
      ["Naam", "Eva Jansen"],
      ["E-mailadres", "eva@example.com"],
      ["Bestelnummer", order.reference],
      ["Herroept", "De hele bestelling"],
    ]);
    expect(answer.status).toBe(200);
    const done = (answer.body as Body).done!;
    expect(done.email).toBe("eva@example.com");
    expect(done.outcome).toMatch(/^We verwerken je herroeping\./);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");

    const rows = await database.db.select().from(workwearWithdrawals);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      orderId: order.id,
      name: "Eva Jansen",
      email: "eva@example.com",
      reference: order.reference,
      scope: "alles",
      items: null,
      outcome: "ontvangen",
      flags: [],
    });
    expect(rows[0]!.receivedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(done.receivedAt).toMatch(/\d{2}:\d{2}$/);

    const acks = await database.db.select().from(outbox).where(eq(outbox.kind, "workwear.withdrawal.ack"));
    expect(acks).toHaveLength(1);
    expect(acks[0]!.to).toBe("eva@example.com");
    expect(acks[0]!.text).toContain(`We hebben je herroeping ontvangen op ${done.receivedAt}.`);
    expect(acks[0]!.text).toContain(`Ontvangen op: ${done.receivedAt}`);
    expect(acks[0]!.text).toContain(`Bestelnummer: ${order.reference}`);
    expect(acks[0]!.text).toContain("Herroept: De hele bestelling");
    const shop = await database.db.select().from(outbox).where(eq(outbox.kind, "workwear.withdrawal.shop"));
    expect(shop.map((m) => m.to)).toEqual(["winkel@example.test"]);
    expect(shop[0]!.text).toContain(`/employee-dashboard/leads/workwear/${order.id}`);

    // The same confirm again (a reload of the POST, a double click): the same notice, no second mail.
    const again = await withdraw(confirmFields);
    expect(again.status).toBe(200);
    expect((again.body as Body).done).toEqual(done);
    expect(await database.db.select().from(workwearWithdrawals)).toHaveLength(1);
    expect(
      await database.db.select().from(outbox).where(eq(outbox.kind, "workwear.withdrawal.ack")),
    ).toHaveLength(1);

    // Staff see it on the order's page.
    const page = await leadPage("workwear", order.id, null);
    expect(page.withdrawals).toMatchObject({
      reference: order.reference,
      notices: [{ scope: "De hele bestelling", outcome: "ontvangen", flags: [] }],
    });
  });

  it("answers bad input with Dutch messages at the fields, a 400 that stores and mails nothing", async () => {
    const order = await placeOrder();
    for (const step of ["check", "confirm"]) {
      const answer = await withdraw({
        intent: step,
        name: "",
        email: "eva@",
        reference: "mijn bestelling",
        scope: "deels",
        ...(step === "confirm" ? { key: "A".repeat(22) } : {}),
      });
      expect(answer.status).toBe(400);
      expect((answer.body as Body).fieldErrors).toMatchObject({
        name: "Vul je naam in.",
        email: "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.",
        reference: "Vul een bestelnummer als WK-1A2B3C4D of een offertenummer als OFF-2026-0007 in.",
      });
    }
    const forged = await withdraw({
      intent: "confirm",
      name: "Eva Jansen",
      email: "eva@example.com",
      reference: order.reference,
      scope: "alles",
      key: "<script>",
    });
    expect(forged.status).toBe(400);
    expect((forged.body as Body).fieldErrors?.key).toBe(
      "Dit formulier kennen we niet. Laad de pagina opnieuw en probeer het nog eens.",
    );
    const unknown = await withdraw({ intent: "__proto__" });
    expect(unknown.status).toBe(400);
    expect(await database.db.select().from(workwearWithdrawals)).toHaveLength(0);
    expect(await database.db.select().from(outbox)).toHaveLength(0);
  });

  it("tells an order made entirely with a logo that it is exempt, and still confirms receipt", async () => {
    const order = await placeOrder({ logo_position: "rug" });
    const { answer } = await checkAndConfirm({
      name: "Eva Jansen",
      email: "eva@example.com",
      reference: order.reference,
      scope: "deels",
      items: "2 × Polo, M, Zwart",
    });
    expect(answer.status).toBe(200);
    expect((answer.body as Body).done!.outcome).toContain(
      "Dat is maatwerk, daarvoor geldt geen herroepingsrecht (art. 6:230p sub c BW).",
    );
    const [row] = await database.db.select().from(workwearWithdrawals);
    expect(row).toMatchObject({
      orderId: order.id,
      outcome: "maatwerk",
      flags: ["maatwerk"],
      items: "2 × Polo, M, Zwart",
    });
    const [ack] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "workwear.withdrawal.ack"), eq(outbox.to, "eva@example.com")));
    expect(ack!.text).toContain("geen herroepingsrecht");
    expect(ack!.text).toContain("Artikelen: 2 × Polo, M, Zwart");
  });

  it("accepts a notice it cannot match (another address, a company order) and flags it for staff", async () => {
    const order = await placeOrder({ company: "Hoveniers Jansen" });
    const stranger = await checkAndConfirm({
      name: "Iemand Anders",
      email: "iemand@example.com",
      reference: order.reference,
      scope: "alles",
    });
    expect(stranger.answer.status).toBe(200);
    const company = await checkAndConfirm({
      name: "Eva Jansen",
      email: "eva@example.com",
      reference: order.reference,
      scope: "alles",
    });
    expect(company.answer.status).toBe(200);
    const rows = await database.db.select().from(workwearWithdrawals);
    expect(rows.map((r) => [r.email, r.orderId, r.outcome, r.flags]).sort()).toEqual([
      ["eva@example.com", order.id, "ontvangen", ["zakelijk"]],
      ["iemand@example.com", null, "ontvangen", ["onbekende-bestelling"]],
    ]);
    expect(
      await database.db.select().from(outbox).where(eq(outbox.kind, "workwear.withdrawal.ack")),
    ).toHaveLength(2);
  });

  it("shows the notice in the person's AVG export and erases it with them when no kept quote holds it", async () => {
    const order = await placeOrder();
    await checkAndConfirm({
      name: "Eva Jansen",
      email: "eva@example.com",
      reference: order.reference,
      scope: "alles",
    });
    const admin = await createAdmin(database.db);
    const exported = await exportPerson(database.db, admin.id, "eva@example.com");
    if (!exported.found) throw new Error("expected the person's data");
    expect(exported.person.withdrawals).toMatchObject([{ name: "Eva Jansen", reference: order.reference }]);
    const data = await exportData(exported.person, getStorage(), exported.reference, new Date());
    const html = renderExport(data, exported.person, "Printshop Breda");
    expect(html).toContain("<h2>Herroepingen</h2>");
    expect(html).toContain(order.reference);

    const erased = await erasePerson(database.db, getStorage(), admin, "eva@example.com");
    expect(erased).toMatchObject({ ok: true, withdrawals: { deleted: 1, kept: 0 } });
    expect(
      await database.db
        .select()
        .from(workwearWithdrawals)
        .where(eq(workwearWithdrawals.email, "eva@example.com")),
    ).toEqual([]);
  });
});
