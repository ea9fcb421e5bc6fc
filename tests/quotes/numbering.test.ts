// Quote numbers under load, on PGlite and PostgreSQL: 20 sends at the same moment on two app instances' worth of
// connections take OFF-YYYY-0001 … 0020, each once and without a gap, also when sends among them fail after taking
// their number (the failed transaction gives it back).
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/quotes-numbering-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import type { Database } from "~/server/db/client.server";
import { numberSeries, outbox, quoteLinks, quotes } from "~/server/db/schema.server";
import { sendQuote } from "~/server/workflows/quote-sent.server";
import { getQuote } from "~/server/quotes/store.server";
import { describeEachDatabase } from "../helpers/db";
import { createConcept, secondInstance, useQuoteDatabase } from "./fixtures";

/** Makes every "quote.send" audit entry of these quotes fail: the last write of the send, after the number. */
async function failSendsOf(db: Database, ids: string[]): Promise<() => Promise<void>> {
  await db.execute(sql`create or replace function test_fail_send() returns trigger language plpgsql as $$
    begin raise exception 'forced failure after the number was taken'; end $$`);
  // DDL takes no bind parameters: the ids (uuids we made) go in as literals.
  const literal = ids.map((id) => `'${id.replace(/[^0-9a-f-]/g, "")}'`).join(", ");
  await db.execute(
    sql.raw(`create trigger test_fail_send before insert on audit_log for each row
      when (new.action = 'quote.send' and new.target_id in (${literal})) execute function test_fail_send()`),
  );
  return async () => {
    await db.execute(sql`drop trigger if exists test_fail_send on audit_log`);
  };
}

const numbersOf = (year: number, count: number) =>
  Array.from({ length: count }, (_, i) => `OFF-${year}-${String(i + 1).padStart(4, "0")}`);

describeEachDatabase("quote numbers", (kind) => {
  const suite = useQuoteDatabase(kind);

  it("20 sends at once on two instances take 0001 to 0020 once each; two failing sends among them leave no gap", async () => {
    const { database, actorId } = suite;
    // A year of its own: the series is per year, so this test counts from 1 whatever else was sent.
    const now = new Date("2030-03-04T10:00:00Z");
    const ids: string[] = [];
    for (let i = 0; i < 22; i++)
      ids.push(await createConcept(database.db, { actorId, email: `klant${i}@example.nl`, now }));
    const failing = [ids[3]!, ids[14]!];
    const restore = await failSendsOf(database.db, failing);
    const other = secondInstance(database);
    try {
      const results = await Promise.allSettled(
        ids.map((id, i) => sendQuote({ actorId, id, now }, i % 2 ? other.db : database.db)),
      );
      const failed = ids.filter((_, i) => results[i]!.status === "rejected");
      expect(failed.sort()).toEqual([...failing].sort());
      const numbers = results.flatMap((r) =>
        r.status === "fulfilled" && r.value.ok ? [r.value.number] : [],
      );
      expect(numbers.sort()).toEqual(numbersOf(2030, 20));
    } finally {
      await restore();
      await other.close();
    }

    const stored = await database.db
      .select({ number: quotes.number })
      .from(quotes)
      .where(and(isNotNull(quotes.number), inArray(quotes.id, ids)));
    expect(stored.map((q) => q.number).sort()).toEqual(numbersOf(2030, 20));
    const [series] = await database.db.select().from(numberSeries).where(eq(numberSeries.year, 2030));
    expect(series).toEqual({ series: "OFF", year: 2030, last: 20 });

    // A failed send left its concept as it was: no number, no link, no mail.
    for (const id of failing) {
      expect(await getQuote(id, database.db)).toMatchObject({
        status: "concept",
        number: null,
        sentAt: null,
      });
      expect(await database.db.select().from(quoteLinks).where(eq(quoteLinks.quoteId, id))).toEqual([]);
    }
    const mails = await database.db
      .select({ to: outbox.to })
      .from(outbox)
      .where(eq(outbox.kind, "quote.sent"));
    expect(mails.filter((m) => ["klant3@example.nl", "klant14@example.nl"].includes(m.to))).toEqual([]);

    // Sent again once the fault is gone, they continue the series.
    const again = await Promise.all(failing.map((id) => sendQuote({ actorId, id, now }, database.db)));
    expect(again.map((r) => (r.ok ? r.number : r.reason)).sort()).toEqual(["OFF-2030-0021", "OFF-2030-0022"]);
  });

  it("a send that fails after taking a number gives it back to the next send", async () => {
    const { database, actorId } = suite;
    const now = new Date("2032-06-01T08:00:00Z");
    const first = await createConcept(database.db, { actorId, email: "eerste@example.nl", now });
    expect(await sendQuote({ actorId, id: first, now }, database.db)).toEqual({
      ok: true,
      number: "OFF-2032-0001",
    });
    const broken = await createConcept(database.db, { actorId, email: "kapot@example.nl", now });
    const next = await createConcept(database.db, { actorId, email: "volgende@example.nl", now });
    const restore = await failSendsOf(database.db, [broken]);
    try {
      await expect(sendQuote({ actorId, id: broken, now }, database.db)).rejects.toThrow();
    } finally {
      await restore();
    }
    expect(await sendQuote({ actorId, id: next, now }, database.db)).toEqual({
      ok: true,
      number: "OFF-2032-0002",
    });
    // A new year starts its own series at 1.
    const newYear = new Date("2033-01-01T09:00:00Z");
    const later = await createConcept(database.db, { actorId, email: "nieuwjaar@example.nl", now: newYear });
    expect(await sendQuote({ actorId, id: later, now: newYear }, database.db)).toEqual({
      ok: true,
      number: "OFF-2033-0001",
    });
  });
});
