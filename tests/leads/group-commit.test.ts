// Group commit of new leads: leads that arrive together are written in one statement, each confirmed only once
// its row is committed, and a failing lead does not take the others down with it. On PGlite and PostgreSQL.
import { randomUUID } from "node:crypto";
import { beforeEach, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import type { QuoteRecord } from "~/lib/leads/quote";
import { b2bRegistrations, outbox, quoteRequests } from "~/server/db/schema.server";
import { GroupCommit, groupCommitFor, type LeadWrite } from "~/server/leads/group-commit.server";
import { partnershipStorage } from "~/server/leads/partnership.server";
import { quoteStorage } from "~/server/leads/quote.server";
import { storeLead } from "~/server/leads/store.server";
import { getMailSettings } from "~/server/mail/outbox.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";

const leadMailSettings = {
  ...getMailSettings(),
  reply: {
    today: true,
    day: "2026-11-25",
    due: new Date("2026-11-25T11:00:00Z"),
    when: "vandaag vóór 12:00",
  },
};

const quote = (name: string): QuoteRecord => ({
  form: "modal",
  name,
  email: `${name.toLowerCase().replace(/ /g, ".")}@example.com`,
  phone: null,
  company: null,
  service: "stickers",
  description: "500 stickers",
  deliveryMethod: null,
  deliveryLocation: null,
});

/** A quote as storeLead would write it; `spam` ones send no mail. */
function quoteWrite(name: string, spam = false): LeadWrite & { id: string } {
  const id = randomUUID();
  const record = quote(name);
  return {
    id,
    table: quoteStorage.table,
    row: { ...record, id, isSpam: spam },
    mails: spam ? [] : quoteStorage.mails(record, id, leadMailSettings, []),
  };
}

/** A lead the database refuses (name is NOT NULL). */
const brokenWrite = (): LeadWrite => ({
  ...quoteWrite("Kapot"),
  row: { ...quoteWrite("Kapot").row, name: null },
});

describeEachDatabase("lead group commit", (kind) => {
  const database = useTestDatabase(kind, { app: false });
  beforeEach(async () => {
    await database.db.delete(outbox);
    await database.db.delete(quoteRequests);
    await database.db.delete(b2bRegistrations);
  });

  it("writes leads that arrive together in one statement, of several types, with and without mail", async () => {
    const groupCommit = new GroupCommit(database.db);
    const quotes = [quoteWrite("Anna"), quoteWrite("Bert"), quoteWrite("Spam Bot", true)];
    const partnershipId = randomUUID();
    const partnership = {
      companyName: "Drukwerk BV",
      contactPerson: "Carla",
      email: "carla@example.com",
      phone: "0612345678",
      employees: "1-10",
      printVolume: null,
    };
    const partner: LeadWrite = {
      table: partnershipStorage.table,
      row: { ...partnership, id: partnershipId, isSpam: false },
      mails: partnershipStorage.mails(partnership as never, partnershipId, leadMailSettings, []),
    };

    await Promise.all([...quotes, partner].map((write) => groupCommit.write(write)));

    expect(groupCommit.stats).toEqual({ groups: 1, groupedLeads: 4, retriedGroups: 0 });
    const rows = await database.db.select().from(quoteRequests);
    expect(rows.map((r) => [r.id, r.name, r.isSpam]).sort()).toEqual(
      quotes.map((q) => [q.id, q.row.name, q.row.isSpam]).sort(),
    );
    expect(await database.db.select().from(b2bRegistrations)).toMatchObject([
      { id: partnershipId, companyName: "Drukwerk BV" },
    ]);
    // Two mails for each lead but the spam one: the shop's three and one confirmation to each visitor.
    const mails = await database.db.select().from(outbox);
    expect(mails.map((m) => m.to).sort()).toEqual([
      "anna@example.com",
      "bert@example.com",
      "carla@example.com",
      "winkel@example.test",
      "winkel@example.test",
      "winkel@example.test",
    ]);
  });

  it("confirms and stores every other lead of a group when one of them fails, and refuses only that one", async () => {
    const groupCommit = new GroupCommit(database.db);
    const good = [quoteWrite("Anna"), quoteWrite("Bert"), quoteWrite("Dirk"), quoteWrite("Eva")];
    const writes = [good[0]!, good[1]!, brokenWrite(), good[2]!, good[3]!];

    const outcomes = await Promise.allSettled(writes.map((write) => groupCommit.write(write)));

    expect(outcomes.map((o) => o.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    expect(groupCommit.stats).toMatchObject({ groups: 1, groupedLeads: 5, retriedGroups: 1 });
    const rows = await database.db.select().from(quoteRequests);
    expect(rows.map((r) => r.id).sort()).toEqual(good.map((g) => g.id).sort());
    const mails = await database.db.select().from(outbox);
    expect(mails).toHaveLength(2 * good.length);
    expect(mails.some((m) => m.to === "kapot@example.com")).toBe(false);
  });

  it("groups the leads that arrive while the previous statement runs, and keeps going after a failure", async () => {
    const groupCommit = new GroupCommit(database.db);
    const first = groupCommit.write(quoteWrite("Eerste"));
    // Queued once the first statement has started: one group after it, in which the broken lead fails alone.
    await new Promise((resolve) => setImmediate(resolve));
    const later = [quoteWrite("Anna"), brokenWrite(), quoteWrite("Bert")].map((write) =>
      groupCommit.write(write),
    );
    const outcomes = await Promise.allSettled([first, ...later]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    expect(groupCommit.stats).toEqual({ groups: 1, groupedLeads: 3, retriedGroups: 1 });

    await groupCommit.write(quoteWrite("Daarna"));
    expect(await database.db.$count(quoteRequests)).toBe(4);
  });

  it("groups concurrent storeLead calls; each gets its own stored id", async () => {
    const records = ["Anna", "Bert", "Carla"].map(quote);
    const stored = await Promise.allSettled([
      ...records.map((record) => storeLead(database.db, quoteStorage, record, { spam: null })),
      storeLead(database.db, quoteStorage, { ...quote("Kapot"), name: null as never }, { spam: null }),
    ]);
    expect(stored.map((s) => s.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "rejected"]);
    const ids = stored.flatMap((s) => (s.status === "fulfilled" ? [s.value.id] : []));
    const rows = await database.db.select().from(quoteRequests);
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(await database.db.$count(outbox)).toBe(6);
    expect(groupCommitFor(database.db).stats).toMatchObject({ groups: 1, retriedGroups: 1 });
  });
});
