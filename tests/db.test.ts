import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { appointmentRequests, b2bRegistrations, marketingFiles } from "~/server/db/schema.server";
import { describeEachDatabase, useTestDatabase } from "./helpers/db";

describeEachDatabase("migrations and schema", (kind) => {
  const database = useTestDatabase(kind, { app: false });

  it("creates every table of the data model", async () => {
    const rows = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    // postgres-js returns the rows, PGlite a result object with `rows`.
    const list = (Array.isArray(rows) ? rows : (rows as { rows: { table_name: string }[] }).rows) as {
      table_name: string;
    }[];
    const names = list.map((r) => r.table_name);
    expect(names).toEqual(
      expect.arrayContaining([
        "quote_requests",
        "appointment_requests",
        "b2b_registrations",
        "marketing_files",
        "analytics_visits",
        "profiles",
        "outbox",
        "users",
        "sessions",
      ]),
    );
  });

  it("is idempotent when migrations run again", async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });

  it("stores empty partnership optionals as null and defaults status to nieuw", async () => {
    const [row] = await database.db
      .insert(b2bRegistrations)
      .values({ companyName: "Bakkerij", contactPerson: "An", email: "an@example.com" })
      .returning();
    expect(row).toMatchObject({ phone: null, employees: null, printVolume: null, status: "nieuw" });
  });

  it("refuses a second live booking of the same slot but allows it after cancellation", async () => {
    const slot = { preferredDate: "2030-01-07", preferredTime: "10:30", name: "A", email: "a@example.com" };
    const [first] = await database.db.insert(appointmentRequests).values(slot).returning();
    await expect(database.db.insert(appointmentRequests).values(slot)).rejects.toThrow();
    await database.db
      .update(appointmentRequests)
      .set({ status: "geannuleerd" })
      .where(eq(appointmentRequests.id, first!.id));
    await expect(database.db.insert(appointmentRequests).values(slot)).resolves.toBeDefined();
  });

  it("lists active marketing files newest first", async () => {
    await database.db.insert(marketingFiles).values([
      { fileName: "oud.pdf", filePath: "a/oud.pdf", createdAt: new Date("2026-01-01") },
      { fileName: "nieuw.pdf", filePath: "a/nieuw.pdf", createdAt: new Date("2026-02-01") },
      { fileName: "uit.pdf", filePath: "a/uit.pdf", isActive: false },
    ]);
    const rows = await database.db.query.marketingFiles.findMany({
      where: (f, { eq }) => eq(f.isActive, true),
      orderBy: (f, { desc }) => desc(f.createdAt),
    });
    expect(rows.map((r) => r.fileName)).toEqual(["nieuw.pdf", "oud.pdf"]);
  });
});
