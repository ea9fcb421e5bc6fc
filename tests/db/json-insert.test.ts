// Rows inserted as one JSON parameter (db/json-insert.server.ts) are stored exactly as drizzle's own insert
// stores them: values, SQL defaults, JSON columns, timestamps. On PGlite and PostgreSQL.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { jsonInserts } from "~/server/db/json-insert.server";
import { outbox, quoteRequests } from "~/server/db/schema.server";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";

const quote = (name: string, extra: Partial<typeof quoteRequests.$inferInsert> = {}) => ({
  id: randomUUID(),
  form: "modal",
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: undefined,
  company: null,
  service: "stickers",
  description: 'Regel 1\nRegel 2 met "aanhalingstekens", \\ en één emoji 🎉',
  isSpam: false,
  ...extra,
});

describeEachDatabase("rows inserted as JSON", (kind) => {
  const database = useTestDatabase(kind, { app: false });
  const run = async (statements: ReturnType<typeof jsonInserts>) => {
    for (const statement of statements) await database.db.execute(statement);
  };
  beforeEach(async () => {
    await database.db.delete(quoteRequests);
    await database.db.delete(outbox);
  });

  it("stores the same lead rows as drizzle's insert, with the SQL defaults for what is left out", async () => {
    const viaJson = quote("Anna");
    const viaDrizzle = quote("Bert");
    const before = Date.now();
    await run(jsonInserts(quoteRequests, [viaJson]));
    await database.db.insert(quoteRequests).values(viaDrizzle);

    const [json] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.id, viaJson.id));
    const [drizzle] = await database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, viaDrizzle.id));
    // Everything but what differs on purpose: the id, the name and address, the time of the insert.
    const comparable = (row: typeof json) => {
      const { id: _id, createdAt: _c, updatedAt: _u, name: _n, email: _e, ...rest } = row!;
      return rest;
    };
    expect(comparable(json)).toEqual(comparable(drizzle));
    expect(json).toMatchObject({
      name: "Anna",
      phone: null,
      status: "nieuw",
      isSpam: false,
      description: viaJson.description,
    });
    expect(json!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(json!.updatedAt.getTime()).toBe(json!.createdAt.getTime());
  });

  it("keeps JSON columns as JSON and timestamps to the millisecond", async () => {
    const nextAttemptAt = new Date("2026-11-24T10:15:30.123Z");
    const attachments = [
      { filename: "afspraak.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" },
    ];
    await run(
      jsonInserts(outbox, [
        {
          kind: "a",
          to: "a@example.com",
          subject: "A",
          text: "a",
          html: "<p>a</p>",
          attachments,
          nextAttemptAt,
        },
        {
          kind: "b",
          to: "b@example.com",
          subject: "B",
          text: "b",
          html: null,
          attachments: null,
          nextAttemptAt,
        },
      ]),
    );
    const rows = await database.db.select().from(outbox).orderBy(outbox.kind);
    expect(rows).toMatchObject([
      { kind: "a", attachments, html: "<p>a</p>", status: "pending", attempts: 0, nextAttemptAt },
      { kind: "b", attachments: null, html: null, status: "pending", attempts: 0, nextAttemptAt },
    ]);
    const result = await database.db.execute(
      sql`select jsonb_typeof(attachments) as type from outbox where kind = 'a'`,
    );
    // postgres-js returns the rows, PGlite a result object with `rows`.
    const typed = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      type: string;
    }[];
    expect(typed).toEqual([{ type: "array" }]);
  });

  it("writes rows that leave different columns to their default, each with its own defaults", async () => {
    const given = quote("Carla", { status: "offerte verstuurd" });
    const defaulted = quote("Dirk");
    const statements = jsonInserts(quoteRequests, [given, defaulted]);
    expect(statements).toHaveLength(2);
    await run(statements);
    const rows = await database.db.select().from(quoteRequests).orderBy(quoteRequests.name);
    expect(rows.map((r) => [r.name, r.status])).toEqual([
      ["Carla", "offerte verstuurd"],
      ["Dirk", "nieuw"],
    ]);
  });

  it("stores a lone UTF-16 surrogate as U+FFFD, as a bound parameter would", async () => {
    await run(jsonInserts(quoteRequests, [quote("Eva", { description: "half \ud83c teken" })]));
    const [row] = await database.db.select().from(quoteRequests);
    expect(row!.description).toBe("half \ufffd teken");
  });

  it("writes nothing when one row breaks a constraint", async () => {
    const statement = jsonInserts(quoteRequests, [quote("Fleur"), quote("Gijs", { name: null as never })]);
    await expect(run(statement)).rejects.toThrow();
    expect(await database.db.$count(quoteRequests)).toBe(0);
  });
});
