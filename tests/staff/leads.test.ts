import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import {
  appointmentRequests,
  auditLog,
  b2bRegistrations,
  leadNotes,
  outbox,
  quoteRequests,
} from "~/server/db/schema.server";
import { exportLeads, listLeads, leadsForEmail } from "~/server/leads/inbox.server";
import { addLeadNote, listNotes } from "~/server/leads/notes.server";
import { shopToday } from "~/lib/shop-time";
import { overview } from "~/server/leads/overview.server";
import { changeLeadStatus } from "~/server/leads/status-change.server";
import { parseLeadFilter } from "~/lib/leads/filter";
import { describeEachDatabase, useTestDatabase } from "../helpers/db";
import { staffAccount } from "../helpers/accounts";

const filter = (query = "") => parseLeadFilter(new URL(`http://localhost/employee-dashboard${query}`));

describeEachDatabase("staff inbox", (kind) => {
  const database = useTestDatabase(kind);
  let staffId: string;
  let quoteId: string;
  let appointmentId: string;

  beforeAll(async () => {
    staffId = await staffAccount("staf@example.nl");
    const db = database.db;
    const [q] = await db
      .insert(quoteRequests)
      .values({
        form: "modal",
        name: "<img src=x onerror=alert(1)>",
        email: "Jan@Example.nl",
        phone: "0612345678",
        service: "stickers",
        description: "=1+2 ; met puntkomma",
        createdAt: new Date("2026-03-02T08:00:00Z"),
      })
      .returning();
    quoteId = q!.id;
    await db.insert(quoteRequests).values({
      form: "quick",
      name: "Spammer",
      email: "spam@example.nl",
      service: "stickers",
      isSpam: true,
    });
    const [a] = await db
      .insert(appointmentRequests)
      .values({
        name: "Piet Bakker",
        email: "piet@example.nl",
        preferredDate: shopToday(),
        preferredTime: "10:30",
        createdAt: new Date("2026-03-01T23:30:00Z"), // 2 March 00:30 in Amsterdam
      })
      .returning();
    appointmentId = a!.id;
    await db.insert(b2bRegistrations).values({
      companyName: "Bakkerij Ginneken",
      contactPerson: "Els",
      email: "els@example.nl",
      createdAt: new Date("2026-02-20T12:00:00Z"),
    });
  });

  it("lists every type newest first, without spam", async () => {
    const { rows, total } = await listLeads(filter());
    expect(total).toBe(3);
    expect(rows.map((r) => r.type)).toEqual(["quote", "appointment", "partnership"]);
    expect(rows.some((r) => r.name === "Spammer")).toBe(false);
  });

  it("filters by type, status, search text and Amsterdam dates", async () => {
    expect((await listLeads(filter("?type=partnership"))).rows.map((r) => r.name)).toEqual(["Els"]);
    expect((await listLeads(filter("?q=bakker"))).rows.map((r) => r.type).sort()).toEqual([
      "appointment",
      "partnership",
    ]);
    expect((await listLeads(filter("?q=%25"))).total).toBe(0);
    expect(
      (await listLeads(filter("?from=2026-03-02&to=2026-03-02"))).rows.map((r) => r.type).sort(),
    ).toEqual(["appointment", "quote"]);
    expect((await listLeads(filter("?to=2026-03-01"))).rows.map((r) => r.type)).toEqual(["partnership"]);
    expect((await listLeads(filter("?status=gewonnen"))).total).toBe(0);
    expect(filter("?type=evil&status=x&page=-3")).toMatchObject({ type: null, status: null, page: 1 });
    expect(filter("?type=constructor&status=__proto__")).toMatchObject({ type: null, status: null });
    // Not a calendar day, or a NUL in the search: dropped, never passed on to the database.
    expect(filter("?from=2025-02-30&to=0000-01-01&q=%00a")).toMatchObject({ from: null, to: null, q: "a" });
    expect((await listLeads(filter("?q=%00&to=2025-02-30"))).total).toBe(3);
  });

  it("changes status along the workflow with an audit entry, and refuses jumps", async () => {
    expect(await changeLeadStatus({ actorId: staffId, type: "quote", id: quoteId, to: "gewonnen" })).toEqual({
      ok: false,
      reason: "not-allowed",
    });
    const result = await changeLeadStatus({
      actorId: staffId,
      type: "quote",
      id: quoteId,
      to: "in behandeling",
    });
    expect(result).toMatchObject({ ok: true, from: "nieuw", to: "in behandeling", mailed: false });
    const [row] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.id, quoteId));
    expect(row!.status).toBe("in behandeling");
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.targetId, quoteId));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: staffId, action: "lead.status", targetType: "quote" });
    expect(entries[0]!.details).toEqual({ from: "nieuw", to: "in behandeling" });
  });

  it("confirms an appointment and queues a Dutch e-mail to the visitor in the same transaction", async () => {
    // A confirmation names how the shop meets the visitor; without it nothing changes.
    expect(
      await changeLeadStatus({ actorId: staffId, type: "appointment", id: appointmentId, to: "bevestigd" }),
    ).toEqual({ ok: false, reason: "incomplete" });
    const result = await changeLeadStatus({
      actorId: staffId,
      type: "appointment",
      id: appointmentId,
      to: "bevestigd",
      columns: { meetingKind: "video", meetingUrl: "https://meet.example.com/piet" },
    });
    expect(result).toMatchObject({ ok: true, mailed: true });
    const mails = await database.db.select().from(outbox).where(eq(outbox.to, "piet@example.nl"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "appointment.confirmed", status: "pending" });
    expect(mails[0]!.subject).toContain("bevestigd");
    expect(mails[0]!.text).toContain("Beste Piet Bakker");
    expect(mails[0]!.text).toContain("via deze link: https://meet.example.com/piet");
    const cancel = await changeLeadStatus({
      actorId: staffId,
      type: "appointment",
      id: appointmentId,
      to: "geannuleerd",
    });
    expect(cancel).toMatchObject({ ok: true, mailed: true });
    const after = await database.db.select().from(outbox).where(eq(outbox.to, "piet@example.nl"));
    expect(after.map((m) => m.kind).sort()).toEqual(["appointment.cancelled", "appointment.confirmed"]);
    expect(after.find((m) => m.kind === "appointment.cancelled")!.subject).toContain("gaat niet door");
  });

  it("stores notes with author and time", async () => {
    expect(
      await addLeadNote({
        actorId: staffId,
        type: "quote",
        id: quoteId,
        body: "  Teruggebeld, wil 50 stuks.  ",
      }),
    ).toBe(true);
    expect(await addLeadNote({ actorId: staffId, type: "quote", id: quoteId, body: "   " })).toBe(false);
    expect(
      await addLeadNote({
        actorId: staffId,
        type: "partnership",
        id: "00000000-0000-4000-8000-000000000000",
        body: "x",
      }),
    ).toBe(false);
    const notes = await listNotes("quote", quoteId);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ body: "Teruggebeld, wil 50 stuks.", authorEmail: "staf@example.nl" });
    expect(notes[0]!.createdAt).toBeInstanceOf(Date);
    expect(await database.db.select().from(leadNotes)).toHaveLength(1);
  });

  it("exports the current filter", async () => {
    const rows = await exportLeads(filter("?type=quote"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "<img src=x onerror=alert(1)>", subject: "Stickers & Labels" });
    expect(rows[0]!.details).toContain("Dienst: Stickers");
    expect(rows[0]!.details).toContain("Formulier: Offerteformulier");
  });

  it("counts the overview: new since a moment, per type and status, today's appointments", async () => {
    const data = await overview(new Date("2026-03-01T00:00:00Z"));
    expect(data.newCounts).toEqual({ quote: 1, appointment: 1 });
    expect(data.statusCounts).toEqual(
      expect.arrayContaining([
        { type: "quote", status: "in behandeling", count: 1 },
        { type: "partnership", status: "nieuw", count: 1 },
      ]),
    );
    // The appointment was cancelled above, so it is no longer on today's list.
    expect(data.todayAppointments).toHaveLength(0);
  });

  it("finds a customer's own requests by e-mail, case-insensitively", async () => {
    const mine = await leadsForEmail("jan@example.NL");
    expect(mine.map((r) => [r.typeLabel, r.subject])).toEqual([["Offerteaanvraag", "Stickers & Labels"]]);
  });
});
