// Leads a bot trap held back: the time trap's go to "Controleren", the honeypot's to "Spam"; "Geen spam" moves a
// lead into the inbox and sends its arrival mails exactly once. On PGlite and PostgreSQL.
import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";

const dataDir = vi.hoisted(() => {
  const dir = `/tmp/held-leads-test-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.LEAD_RATE_LIMIT_PER_MINUTE = "1000";
  process.env.LEAD_MIN_FILL_MS = "3000";
  return dir;
});

import {
  appointmentRequests,
  auditLog,
  b2bRegistrations,
  outbox,
  quoteRequests,
  workwearOrders,
} from "~/server/db/schema.server";
import { heldCounts, listHeldLeads, releaseLead } from "~/server/leads/held.server";
import { listLeads } from "~/server/leads/inbox.server";
import { changeLeadStatus } from "~/server/leads/status-change.server";
import { parseLeadFilter } from "~/lib/leads/filter";
import { describeEachDatabase, type TestDatabase, useTestDatabase } from "../helpers/db";
import { staffAccount } from "../helpers/accounts";
import { collectLogLines } from "../helpers/log-lines";
import { futureWeekday, post, quoteModalFields, shownCatalogue, startedLongAgo } from "./helpers";
import {
  appointmentAction,
  orderAction,
  partnershipAction,
  quickQuoteAction,
  quoteAction,
} from "./lead-actions";

const LEAD_URL = "https://www.printshop-breda.example/employee-dashboard/leads";
/** Sent 1.2 s after the page load: a browser that autofilled the form, or a bot. */
const FAST = "1200";

const quote = quoteModalFields;

const inbox = () => listLeads(parseLeadFilter(new URL("http://localhost/employee-dashboard")));
const mailKinds = async (db: TestDatabase["db"]) =>
  (await db.select({ kind: outbox.kind }).from(outbox)).map((m) => m.kind).sort();

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describeEachDatabase("leads held by a bot trap", (kind) => {
  const database = useTestDatabase(kind);
  const log = collectLogLines();
  let staffId: string;
  beforeAll(async () => {
    staffId = await staffAccount("staf@example.nl");
  });
  beforeEach(async () => {
    for (const table of [outbox, quoteRequests, appointmentRequests, b2bRegistrations, workwearOrders])
      await database.db.delete(table);
  });

  it("puts a fast (autofilled) request on the review list and a honeypot hit on the spam list, out of the inbox", async () => {
    expect((await post(quoteAction, "/api/offerte", quote({ _t: FAST }))).status).toBe(200);
    const bot = await post(quickQuoteAction, "/api/snelle-offerte", {
      name: "Bot",
      email: "bot@example.com",
      phone: "0612345678",
      website: "https://spam.example",
      _t: startedLongAgo(),
    });
    expect(await bot.json()).toMatchObject({ ok: true });
    expect((await post(quoteAction, "/api/offerte", quote({ email: "echt@example.com" }))).status).toBe(200);

    expect(await heldCounts()).toEqual({ review: 1, spam: 1 });
    const review = await listHeldLeads("review");
    expect(review.map((l) => [l.name, l.email])).toEqual([["Jan de Vries", "jan@example.com"]]);
    expect((await listHeldLeads("spam")).map((l) => l.typeLabel)).toEqual(["Offerteaanvraag"]);
    expect((await inbox()).rows.map((l) => l.email)).toEqual(["echt@example.com"]);
    // Only the real request's two mails: nothing for the held ones yet.
    expect(await mailKinds(database.db)).toEqual(["quote.modal.confirmation", "quote.modal.shop"]);
    expect(log.take("lead held by a bot trap")).toMatchObject([
      { level: 30, form: "quote", trap: "time-trap" },
      { level: 30, form: "quick", trap: "honeypot" },
    ]);
  });

  it("counts leads flagged before the trap was recorded as spam", async () => {
    await database.db
      .insert(quoteRequests)
      .values({ form: "modal", name: "Oud", email: "oud@example.com", service: "stickers", isSpam: true });
    expect(await heldCounts()).toEqual({ review: 0, spam: 1 });
  });

  it("'Geen spam' moves the lead to the inbox and sends its shop mail (with its link) and confirmation once", async () => {
    await post(quoteAction, "/api/offerte", quote({ _t: FAST }));
    const [held] = await database.db.select().from(quoteRequests);

    // A double click, or two staff at once: one release, one set of mails.
    const results = await Promise.all([
      releaseLead({ actorId: staffId, type: "quote", id: held!.id }),
      releaseLead({ actorId: staffId, type: "quote", id: held!.id }),
    ]);
    expect(results.filter((r) => r.ok)).toEqual([{ ok: true, list: "review", mailed: 2 }]);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "not-found" }]);

    const [released] = await database.db.select().from(quoteRequests);
    expect(released).toMatchObject({ isSpam: false, spamReason: null, status: "nieuw" });
    expect((await inbox()).rows.map((l) => l.id)).toEqual([held!.id]);
    expect(await heldCounts()).toEqual({ review: 0, spam: 0 });

    const mails = await database.db.select().from(outbox);
    expect(mails.map((m) => [m.kind, m.to]).sort()).toEqual([
      ["quote.modal.confirmation", "jan@example.com"],
      ["quote.modal.shop", "winkel@example.test"],
    ]);
    const shop = mails.find((m) => m.kind === "quote.modal.shop")!;
    expect(shop.text).toContain(`Open in het beheer: ${LEAD_URL}/quote/${held!.id}`);
    expect(shop.html).toContain(`href="${LEAD_URL}/quote/${held!.id}"`);

    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "lead.release"));
    expect(entries).toMatchObject([{ actorId: staffId, targetType: "quote", targetId: held!.id }]);
    // Released again later: nothing more is sent.
    expect(await releaseLead({ actorId: staffId, type: "quote", id: held!.id })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await database.db.select().from(outbox)).toHaveLength(2);
  });

  it("releases a held work-wear order with its lines in the mails", async () => {
    const res = await post(orderAction, "/api/werkkleding-bestelling", {
      name: "Eva Jansen",
      company: "Hoveniers Jansen",
      email: "eva@example.com",
      phone: "06 12345678",
      delivery_method: "pickup_delivery",
      delivery_location: "Breda",
      logo_position: "borst-links",
      technique: "embroidery",
      notes: "",
      product_1: "polo",
      size_1: "M",
      color_1: "zwart",
      quantity_1: "3",
      ...shownCatalogue(),
      website: "",
      _t: FAST,
    });
    expect(await res.json()).toMatchObject({ ok: true });
    const [order] = await database.db.select().from(workwearOrders);
    expect(order).toMatchObject({ isSpam: true, spamReason: "time-trap" });
    expect(await releaseLead({ actorId: staffId, type: "workwear", id: order!.id })).toMatchObject({
      ok: true,
    });
    const [shop] = await database.db.select().from(outbox).where(eq(outbox.kind, "workwear.shop"));
    expect(shop!.text).toContain("Polo");
    expect(shop!.text).toContain(`Open in het beheer: ${LEAD_URL}/workwear/${order!.id}`);
  });

  it("does not release a held appointment whose slot was booked meanwhile, and sends nothing", async () => {
    const date = futureWeekday(3);
    const booking = (email: string, t: string) => ({
      name: "Sanne",
      email,
      company: "",
      phone: "",
      preferred_date: date,
      preferred_time: "10:30",
      message: "",
      _t: t,
    });
    await post(appointmentAction, "/api/afspraak", booking("snel@example.com", FAST));
    const [held] = await database.db.select().from(appointmentRequests);
    expect(
      (await post(appointmentAction, "/api/afspraak", booking("ander@example.com", "60000"))).status,
    ).toBe(200);
    await database.db.delete(outbox);

    expect(await releaseLead({ actorId: staffId, type: "appointment", id: held!.id })).toEqual({
      ok: false,
      reason: "slot-taken",
    });
    const [still] = await database.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, held!.id));
    expect(still).toMatchObject({ isSpam: true, spamReason: "time-trap" });
    expect(await database.db.select().from(outbox)).toHaveLength(0);
  });

  it("refuses a status change on a held lead (its arrival mails have not gone out yet)", async () => {
    await post(partnershipAction, "/api/partner", {
      company_name: "Bakkerij Ginneken",
      contact_person: "Els",
      email: "els@example.com",
      phone: "0612345678",
      website: "https://spam.example",
      _t: startedLongAgo(),
    });
    const [held] = await database.db.select().from(b2bRegistrations);
    expect(held).toMatchObject({ isSpam: true, spamReason: "honeypot" });
    expect(
      await changeLeadStatus({ actorId: staffId, type: "partnership", id: held!.id, to: "in behandeling" }),
    ).toEqual({
      ok: false,
      reason: "not-allowed",
    });
    expect(await releaseLead({ actorId: staffId, type: "partnership", id: "not-a-uuid" })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await releaseLead({ actorId: staffId, type: "<script>", id: held!.id })).toEqual({
      ok: false,
      reason: "not-found",
    });
  });
});
