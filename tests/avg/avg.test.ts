// AVG requests on the server, on PGlite and PostgreSQL: the lookup finds a person's data of every kind, the export
// holds all of it, and after an erasure the address is nowhere: not in any table's text, not in any file under
// DATA_DIR, not in what the app logged. An unknown address changes nothing.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

const dataDir = vi.hoisted(() => {
  const dir = `/tmp/avg-test-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  process.env.SHOP_EMAIL = "winkel@drukkerij.test";
  return dir;
});

import { erasePerson } from "~/server/avg/erasure.server";
import { exportPerson } from "~/server/avg/export.server";
import { hasData, lookupPerson } from "~/server/avg/lookup.server";
import { EXPORT_DATA_ID, exportData, renderExport } from "~/server/avg/export-document.server";
import {
  appointmentRequests,
  auditLog,
  leadAttachments,
  outbox,
  sessions,
  users,
} from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";
import { getStorage } from "~/server/storage.server";
import { createTestDatabase, describeEachDatabase, useTestDatabase } from "../helpers/db";
import { createAdmin, seedPerson } from "./seed";
import { databaseDump, databaseTraces, fileTraces } from "./traces";

/** Everything the app logs during a test, as text. */
function captureLogs(): () => string {
  const lines: string[] = [];
  for (const level of ["trace", "debug", "info", "warn", "error", "fatal"] as const)
    vi.spyOn(logger, level).mockImplementation(((...args: unknown[]) => {
      lines.push(JSON.stringify(args));
    }) as never);
  return () => lines.join("\n");
}

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describeEachDatabase("AVG requests", (kind) => {
  const database = useTestDatabase(kind);
  let n = 0;
  /** A fresh address per test (the database is shared within the suite). */
  const address = () => `Jan.Wisselaar+${kind}${++n}@Example.com`;

  afterEach(() => vi.restoreAllMocks());

  it("finds everything stored about an address, whatever its case and spaces", async () => {
    const admin = await createAdmin(database.db);
    const person = await seedPerson(database.db, getStorage(), address(), admin.id, "09:00");
    const found = await lookupPerson(database.db, `  ${person.email.toUpperCase()} `);

    expect(found.email).toBe(person.email.toLowerCase());
    expect(found.leads.map((l) => l.type).sort()).toEqual([
      "appointment",
      "appointment",
      "partnership",
      "quote",
      "quote",
      "quote",
      "workwear",
    ]);
    const quote = found.leads.find((l) => l.id === person.quoteId)!;
    expect(quote.notes.map((n) => n.body)).toEqual([`Teruggebeld, mailt naar ${person.email}`]);
    expect(quote.attachments.map((a) => a.fileName)).toEqual(["logo.pdf"]);
    expect(quote.rows).toContainEqual(["Naam", "Jan Wisselaar"]);
    const order = found.leads.find((l) => l.type === "workwear")!;
    expect(order.lines?.rows.length).toBe(1);
    expect(found.account).toMatchObject({ id: person.userId, sessions: 1, firstName: "Jan" });
    // The visitor's confirmations and the shop's notifications (reply-to the visitor) of the non-spam leads.
    expect(found.mails.length).toBeGreaterThanOrEqual(10);
    expect(found.mails.some((m) => m.to.toLowerCase() === person.email.toLowerCase())).toBe(true);
    expect(found.mails.some((m) => m.to === "winkel@drukkerij.test")).toBe(true);
    expect(found.audit.map((a) => a.action).sort()).toEqual(["lead.note", "user.create"]);
  });

  it("exports all of it as one HTML file with the data as JSON, audited without the address", async () => {
    const admin = await createAdmin(database.db);
    const person = await seedPerson(database.db, getStorage(), address(), admin.id, "09:30");
    const result = await exportPerson(database.db, admin.id, person.email);
    if (!result.found) throw new Error("expected data");

    const data = await exportData(result.person, getStorage(), result.reference, new Date());
    const html = renderExport(data, result.person, "Drukkerij Breda");
    expect(html).toContain("<title>Jouw gegevens bij Drukkerij Breda</title>");
    expect(html).toContain("Wisselaar BV");
    expect(html).toContain("Marineblauw");
    expect(html).toContain(`kenmerk ${result.reference}`);
    const json = new RegExp(
      `<script type="application/json" id="${EXPORT_DATA_ID}">([\\s\\S]*?)</script>`,
    ).exec(html)?.[1];
    const parsed = JSON.parse(json!) as typeof data;
    expect(parsed.email).toBe(person.email.toLowerCase());
    expect(parsed.leads).toHaveLength(7);
    expect(parsed.account?.email).toBe(person.email.toLowerCase());
    const file = parsed.leads.flatMap((l) => l.attachments)[0]!;
    expect(Buffer.from(file.contentBase64!, "base64")).toEqual(person.attachmentBytes);
    expect(json).not.toContain("storageKey");

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "avg.export"), eq(auditLog.targetId, result.reference)));
    expect(entry).toMatchObject({ actorId: admin.id, targetType: "avg" });
    expect(entry!.details).toEqual({
      leads: 7,
      quotes: 0,
      invoices: 0,
      payments: 0,
      statementLines: 0,
      reminders: 0,
      disputes: 0,
      interestCharges: 0,
      reviews: 1,
      withdrawals: 0,
      attachments: 1,
      account: true,
      mails: expect.any(Number),
      auditEntries: 2,
    });
    expect(JSON.stringify(entry)).not.toContain(person.email.toLowerCase().split("@")[0]);
  });

  it("erases: the address is in no table, no file and no log line; a confirmed future slot stays anonymized", async () => {
    const admin = await createAdmin(database.db);
    const person = await seedPerson(database.db, getStorage(), address(), admin.id, "11:00");
    const bystander = await seedPerson(
      database.db,
      getStorage(),
      `piet+${kind}${++n}@example.nl`,
      admin.id,
      "12:00",
    );
    // Without SMTP the transport keeps sent mail as .eml files: those naming the person go too.
    await mkdir(path.join(dataDir, "mail"), { recursive: true });
    await writeFile(path.join(dataDir, "mail", "1-a.eml"), `To: ${person.email}\r\n\r\nBedankt!`);
    await writeFile(path.join(dataDir, "mail", "2-b.eml"), `To: ${bystander.email}\r\n\r\nBedankt!`);
    const logs = captureLogs();
    const needle = person.email.toLowerCase();
    expect(await databaseTraces(database.db, needle)).not.toEqual([]);
    expect(await fileTraces(dataDir, needle)).not.toEqual([]);

    const result = await erasePerson(database.db, getStorage(), admin, `  ${person.email.toUpperCase()}`);
    expect(result).toMatchObject({
      ok: true,
      deleted: 6,
      anonymized: 1,
      account: true,
      reviews: 1,
      auditScrubbed: 1,
      files: 1,
    });

    expect(await databaseTraces(database.db, needle)).toEqual([]);
    expect(await fileTraces(dataDir, needle)).toEqual([]);
    expect(logs()).not.toContain(needle);
    expect(logs()).not.toContain("Wisselaar+");
    expect(await getStorage().read(person.attachmentKey)).toBeNull();

    // The confirmed appointment keeps its slot for the agenda, without the person.
    const [kept] = await database.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, person.futureAppointmentId));
    expect(kept).toMatchObject({
      status: "bevestigd",
      preferredTime: "11:00",
      name: "[verwijderd]",
      email: "[verwijderd]",
      phone: null,
      message: null,
      sessionId: null,
    });
    expect(kept!.anonymizedAt).toBeInstanceOf(Date);
    const past = await database.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, person.pastAppointmentId));
    expect(past).toEqual([]);
    expect(await database.db.select().from(users).where(eq(users.id, person.userId))).toEqual([]);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, person.userId))).toEqual([]);

    // The audit log keeps that an erasure happened, by whom and when; the address is scrubbed from older entries.
    if (!result.ok) throw new Error("expected an erasure");
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, result.reference));
    expect(entry).toMatchObject({ action: "avg.erase", actorId: admin.id, targetType: "avg" });
    expect(entry!.createdAt).toBeInstanceOf(Date);
    const [older] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.create"), eq(auditLog.targetId, person.userId)));
    expect(older!.details).toEqual({ scrubbed: true });

    // The other person is untouched: leads, mails, files, account.
    expect(hasData(await lookupPerson(database.db, bystander.email))).toBe(true);
    const other = await lookupPerson(database.db, bystander.email);
    expect(other.leads).toHaveLength(7);
    expect(other.account).not.toBeNull();
    expect(await getStorage().read(bystander.attachmentKey)).not.toBeNull();
    expect(await fileTraces(dataDir, bystander.email)).toContain(path.join("mail", "2-b.eml"));
    expect(
      await database.db
        .select()
        .from(leadAttachments)
        .where(eq(leadAttachments.storageKey, bystander.attachmentKey)),
    ).toHaveLength(1);
  });

  it("an unknown address is reported and changes nothing", async () => {
    const admin = await createAdmin(database.db);
    await seedPerson(database.db, getStorage(), address(), admin.id, "13:00");
    const before = await databaseDump(database.db);
    const mailsBefore = await database.db.select().from(outbox);

    expect(await erasePerson(database.db, getStorage(), admin, "niemand@example.com")).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await exportPerson(database.db, admin.id, "niemand@example.com")).toEqual({ found: false });
    expect(await databaseDump(database.db)).toBe(before);
    expect(await database.db.select().from(outbox)).toEqual(mailsBefore);
  });

  it("refuses to erase the admin's own account", async () => {
    const admin = await createAdmin(database.db);
    expect(await erasePerson(database.db, getStorage(), admin, admin.email.toUpperCase())).toEqual({
      ok: false,
      reason: "own-account",
    });
    expect(await database.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);
  });
});

describe("the trace helper", () => {
  it("finds a string in any column of any table, cast to text", async () => {
    const database = await createTestDatabase("pglite");
    try {
      await database.db.insert(users).values({ id: "x", name: "Naald", email: "naald@hooiberg.test" });
      expect(await databaseTraces(database.db, "NAALD@hooiberg")).toEqual([
        expect.stringMatching(/^public\.users: .*naald@hooiberg\.test/),
      ]);
    } finally {
      await database.dispose();
    }
  });
});
