// The retention rules with a fake clock (applyRetention's `now` set days, months or years ahead), on PGlite and
// PostgreSQL: each rule acts only once its period has passed, only on the rows it covers, in batches.
import { rm } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";

const dataDir = vi.hoisted(() => {
  const dir = `/tmp/retention-test-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  process.env.SHOP_EMAIL = "winkel@drukkerij.test";
  return dir;
});

import { LEAD_TYPES, type LeadType } from "~/lib/leads/registry";
import { DEFAULT_RETENTION, type RetentionSettings } from "~/lib/retention";
import {
  analyticsVisits,
  appointmentRequests,
  auditLog,
  b2bRegistrations,
  leadAttachments,
  leadNotes,
  outbox,
  quoteRequests,
  users,
  workwearOrderLines,
  workwearOrders,
  reviewInvitations,
} from "~/server/db/schema.server";
import type { LeadTable } from "~/server/leads/define.server";
import { addLeadNote } from "~/server/leads/notes.server";
import { anonymizeLeads } from "~/server/leads/personal-data.server";
import { leadStorage } from "~/server/leads/registry.server";
import { storeLead } from "~/server/leads/store.server";
import { applyRetention } from "~/server/retention/retention.server";
import { getStorage } from "~/server/storage.server";
import { createAdmin, seedPerson } from "../avg/seed";
import { databaseTraces } from "../avg/traces";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";

const DAY = 24 * 60 * 60 * 1000;
const daysLater = (days: number) => new Date(Date.now() + days * DAY);
/** A month is at most 31 days: `months` months and a day from now is past a months-long period. */
const monthsLater = (months: number, extraDays = 0) => daysLater(months * 31 + extraDays);
const monthsEarly = (months: number) => daysLater(months * 28);

const settings: RetentionSettings = { ...DEFAULT_RETENTION };

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describeEachDatabase("retention", (kind) => {
  const database = useTestDatabase(kind);
  let adminId: string;
  beforeAll(async () => {
    adminId = (await createAdmin(database.db)).id;
  });
  beforeEach(async () => {
    for (const table of [
      outbox,
      leadNotes,
      leadAttachments,
      quoteRequests,
      appointmentRequests,
      b2bRegistrations,
    ])
      await database.db.delete(table);
    await database.db.delete(workwearOrders);
    await database.db.delete(analyticsVisits);
  });
  afterEach(() => vi.restoreAllMocks());

  const quote = (email: string, spam = false) =>
    storeLead(
      database.db,
      leadStorage.quote,
      {
        form: "modal",
        name: "Klaas Bewaar",
        email,
        phone: "0612345678",
        company: "Bewaar BV",
        service: "stickers",
        description: "Stickers",
        deliveryMethod: null,
        deliveryLocation: null,
      },
      { spam: spam ? "honeypot" : null },
    );

  async function setStatus(type: LeadType, id: string, status: string) {
    const table = leadStorage[type].table as LeadTable;
    await database.db
      .update(table as typeof quoteRequests)
      .set({ status })
      .where(eq(table.id, id));
  }

  const order = (email: string) =>
    storeLead(
      database.db,
      leadStorage.workwear,
      {
        name: "Klaas Bewaar",
        email,
        phone: "0612345678",
        company: null,
        deliveryMethod: "verzenden",
        deliveryLocation: "Utrecht",
        logoPosition: "rug",
        technique: "zeefdruk",
        notes: "Spoed",
        pieces: 5,
        totalCents: 10000,
        lines: [
          {
            productId: "shirt",
            productName: "T-shirt",
            size: "M",
            color: "white",
            colorName: "Wit",
            quantity: 5,
            unitPrice: 2000,
            priceRule: "base",
            lineTotal: 10000,
          },
        ],
      },
      { spam: null },
    );

  it("deletes spam leads after the spam period, and nothing else", async () => {
    const spam = await quote("bot@example.com", true);
    const real = await quote("mens@example.com");
    expect(await applyRetention(database.db, getStorage(), settings, daysLater(29))).toMatchObject({
      spamDeleted: 0,
    });
    expect(await database.db.select().from(quoteRequests)).toHaveLength(2);

    const report = await applyRetention(database.db, getStorage(), settings, daysLater(31));
    expect(report.spamDeleted).toBe(1);
    const left = await database.db.select().from(quoteRequests);
    expect(left.map((l) => l.id)).toEqual([real.id]);
    expect(left[0]).toMatchObject({ email: "mens@example.com", anonymizedAt: null });
    expect(left.map((l) => l.id)).not.toContain(spam.id);
  });

  it("clears the content of sent mail after the mail period and keeps the row as a record", async () => {
    await quote("mens@example.com");
    const mails = await database.db.select().from(outbox);
    expect(mails.length).toBe(2);
    const [sent, pending] = mails;
    await database.db
      .update(outbox)
      .set({ status: "sent", sentAt: new Date() })
      .where(eq(outbox.id, sent!.id));

    await applyRetention(database.db, getStorage(), settings, daysLater(29));
    expect((await database.db.select().from(outbox).where(eq(outbox.id, sent!.id)))[0]!.text).not.toBe("");

    const report = await applyRetention(database.db, getStorage(), settings, daysLater(31));
    expect(report.mailBodiesCleared).toBe(1);
    const [cleared] = await database.db.select().from(outbox).where(eq(outbox.id, sent!.id));
    expect(cleared).toMatchObject({
      kind: sent!.kind,
      to: sent!.to,
      status: "sent",
      subject: "",
      text: "",
      html: null,
      replyTo: null,
      attachments: null,
    });
    expect(cleared!.sentAt).toBeInstanceOf(Date);
    // Not sent yet: the worker still needs the content.
    const [queued] = await database.db.select().from(outbox).where(eq(outbox.id, pending!.id));
    expect(queued!.text).toBe(pending!.text);
  });

  it("anonymizes lost and cancelled leads after the lost period: notes and attachment objects go too", async () => {
    const lost = await quote("verloren@example.com");
    await setStatus("quote", lost.id, "verloren");
    await addLeadNote(
      { actorId: adminId, type: "quote", id: lost.id, body: "Te duur gevonden" },
      database.db,
    );
    const key = `leads/${randomUUID()}.pdf`;
    await getStorage().write(key, "%PDF-1.7 ontwerp");
    await database.db.insert(leadAttachments).values({
      leadType: "quote",
      leadId: lost.id,
      storageKey: key,
      fileName: "x.pdf",
      contentType: "application/pdf",
      size: 16,
    });
    const cancelledOrder = await order("geannuleerd@example.com");
    await setStatus("workwear", cancelledOrder.id, "geannuleerd");
    const open = await quote("open@example.com");
    const won = await quote("gewonnen@example.com");
    await setStatus("quote", won.id, "gewonnen");

    expect((await applyRetention(database.db, getStorage(), settings, monthsEarly(24))).lostAnonymized).toBe(
      0,
    );
    const report = await applyRetention(database.db, getStorage(), settings, monthsLater(24));
    expect(report).toMatchObject({ lostAnonymized: 2, wonAnonymized: 0 });

    const [anonymized] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.id, lost.id));
    expect(anonymized).toMatchObject({
      status: "verloren",
      service: "stickers",
      name: "[verwijderd]",
      email: "[verwijderd]",
      phone: null,
      company: null,
      description: null,
    });
    expect(anonymized!.anonymizedAt).toBeInstanceOf(Date);
    expect(await database.db.select().from(leadNotes).where(eq(leadNotes.leadId, lost.id))).toEqual([]);
    expect(
      await database.db.select().from(leadAttachments).where(eq(leadAttachments.leadId, lost.id)),
    ).toEqual([]);
    expect(await getStorage().read(key)).toBeNull();
    const [orderRow] = await database.db
      .select()
      .from(workwearOrders)
      .where(eq(workwearOrders.id, cancelledOrder.id));
    expect(orderRow).toMatchObject({
      email: "[verwijderd]",
      phone: "[verwijderd]",
      notes: null,
      totalCents: 10000,
    });
    const stillThere = await database.db
      .select({ email: quoteRequests.email })
      .from(quoteRequests)
      .where(inArray(quoteRequests.id, [open.id, won.id]));
    expect(stillThere.map((r) => r.email).sort()).toEqual(["gewonnen@example.com", "open@example.com"]);

    // A second run finds nothing left to do.
    expect(await applyRetention(database.db, getStorage(), settings, monthsLater(24))).toMatchObject({
      lostAnonymized: 0,
      wonAnonymized: 0,
    });
  });

  it("keeps won leads for the fiscal period, then anonymizes them and keeps the order lines", async () => {
    const won = await order("klant@example.com");
    await setStatus("workwear", won.id, "gewonnen");
    expect((await applyRetention(database.db, getStorage(), settings, monthsLater(24))).wonAnonymized).toBe(
      0,
    );
    expect((await applyRetention(database.db, getStorage(), settings, monthsEarly(84))).wonAnonymized).toBe(
      0,
    );
    expect(await applyRetention(database.db, getStorage(), settings, monthsLater(84))).toMatchObject({
      wonAnonymized: 1,
    });
    const [row] = await database.db.select().from(workwearOrders).where(eq(workwearOrders.id, won.id));
    expect(row).toMatchObject({ status: "gewonnen", name: "[verwijderd]", email: "[verwijderd]", pieces: 5 });
    expect(
      await database.db.select().from(workwearOrderLines).where(eq(workwearOrderLines.orderId, won.id)),
    ).toHaveLength(1);
  });

  it("deletes page views past the analytics period", async () => {
    await database.db.insert(analyticsVisits).values({ pagePath: "/", source: "direct" });
    expect((await applyRetention(database.db, getStorage(), settings, monthsEarly(13))).visitsDeleted).toBe(
      0,
    );
    expect((await applyRetention(database.db, getStorage(), settings, monthsLater(13))).visitsDeleted).toBe(
      1,
    );
    expect(await database.db.select().from(analyticsVisits)).toEqual([]);
  });

  it("works in batches of the configured size, one short transaction each", async () => {
    for (let i = 0; i < 5; i++) await quote(`bot${i}@example.com`, true);
    const transaction = vi.spyOn(database.db, "transaction");
    const report = await applyRetention(
      database.db,
      getStorage(),
      { ...settings, batchSize: 2 },
      daysLater(31),
    );
    expect(report.spamDeleted).toBe(5);
    expect(await database.db.select().from(quoteRequests)).toEqual([]);
    // quote: 2 + 2 + 1; each other type and each lost/won pass, and the quotes' lost/won passes: one empty batch.
    const quoteSpamBatches = 3;
    const leadBatches = 4 /* types */ * 3 /* spam, lost, won */ - 1;
    const quoteBatches = 2; // lost, won
    const emptyBatches = leadBatches + quoteBatches;
    expect(transaction).toHaveBeenCalledTimes(quoteSpamBatches + emptyBatches);
  });
});

describeEachDatabase("anonymizing over the registry", (kind) => {
  const database = useTestDatabase(kind);

  it("leaves none of the person's values in a lead of any type", async () => {
    const admin = await createAdmin(database.db);
    const person = await seedPerson(database.db, getStorage(), "marit.spoor@example.com", admin.id);
    // Only the leads themselves: mails, the account, the audit trail and review invitations have their own rules.
    await database.db.delete(reviewInvitations);
    await database.db.delete(outbox);
    await database.db.delete(auditLog);
    await database.db.delete(users).where(eq(users.id, person.userId));
    const now = new Date();
    for (const type of LEAD_TYPES) {
      const storage = leadStorage[type];
      const table = storage.table as LeadTable;
      const ids = (await database.db.select({ id: table.id }).from(table)).map((r) => r.id);
      await database.db.transaction((tx) => anonymizeLeads(tx, storage, ids, now));
    }
    for (const value of [
      "marit.spoor",
      "Wisselaar",
      "0612345678",
      "Stickers met ons logo",
      "Tilburg",
      "Graag over werkkleding",
      "Logo in het groen",
      "sessie-jan",
      "Teruggebeld",
    ])
      expect(await databaseTraces(database.db, value), value).toEqual([]);
    // What the books and the agenda need stays.
    const [order] = await database.db.select().from(workwearOrders);
    expect(order).toMatchObject({ pieces: 10, totalCents: 25000, technique: "borduren" });
    expect(order!.anonymizedAt).toBeInstanceOf(Date);
  });
});
