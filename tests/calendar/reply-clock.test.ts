// The reply promise on PGlite and PostgreSQL: a lead's due time in business hours (closure days skipped), the first
// response recorded once (status, contact note, reply mail), and the alerts: once at three quarters and once at
// the deadline, never twice when two instances run the round at the same moment, never at night, to the assignee
// or to all staff.
import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/reply-clock-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.OPENING_HOURS = "ma-vr 10:00-17:00";
  process.env.REPLY_PROMISE_QUOTE_MINUTES = "120";
  process.env.REPLY_PROMISE_OTHER_MINUTES = "1440";
});

import { addBusinessMinutes } from "~/lib/business-calendar";
import {
  addClosureDays,
  daysOfRange,
  getBusinessCalendar,
  removeClosureDay,
} from "~/server/calendar/calendar.server";
import type { Database } from "~/server/db/client.server";
import {
  auditLog,
  closureDays,
  leadNotes,
  outbox,
  profiles,
  quoteRequests,
  users,
} from "~/server/db/schema.server";
import { addLeadNote } from "~/server/leads/notes.server";
import { changeLeadStatus } from "~/server/leads/status-change.server";
import { quoteStorage } from "~/server/leads/quote.server";
import { replyStatistics, runReplyAlerts } from "~/server/leads/reply-clock.server";
import { replyClockColumns } from "~/server/leads/reply-due.server";
import { assignLead, sendReplyMail } from "~/server/leads/reply-mail.server";
import { storeLead } from "~/server/leads/store.server";
import { describeEachDatabase } from "../helpers/db";
import { createLead, secondInstance, useQuoteDatabase } from "../quotes/fixtures";

const at = (iso: string) => new Date(iso);

async function staffMember(
  db: Database,
  name: string,
  role = "employee",
): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = `${name.toLowerCase()}-${id.slice(0, 8)}@drukkerij.test`;
  await db.insert(users).values({ id, name, email, emailVerified: true });
  await db.insert(profiles).values({ id, firstName: name, role });
  return { id, email };
}

describeEachDatabase("reply promise", (kind) => {
  const suite = useQuoteDatabase(kind);
  beforeEach(async () => {
    const { db } = suite.database;
    for (const table of [outbox, leadNotes, quoteRequests, closureDays]) await db.delete(table);
  });

  it("gives a new quote request a due time two business hours after it arrives", async () => {
    const { db } = suite.database;
    const before = new Date();
    const { id } = await storeLead(
      db,
      quoteStorage,
      {
        form: "modal",
        name: "Anna",
        email: "anna@example.nl",
        phone: null,
        company: null,
        service: "kledingbedrukking",
        description: "10 shirts",
        deliveryMethod: null,
        deliveryLocation: null,
      } as never,
      { spam: null },
    );
    const after = new Date();
    const [lead] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    const cal = await getBusinessCalendar(db);
    expect(lead!.replyDueAt!.getTime()).toBeGreaterThanOrEqual(
      addBusinessMinutes(cal, before, 120).getTime(),
    );
    expect(lead!.replyDueAt!.getTime()).toBeLessThanOrEqual(addBusinessMinutes(cal, after, 120).getTime());
    expect(lead!.replyAlertAt!.getTime()).toBeLessThanOrEqual(lead!.replyDueAt!.getTime());
    expect(lead!.replyAlertStage).toBe(0);
  });

  it("skips closure days staff enter, and counts them again once removed", async () => {
    const { db } = suite.database;
    const actorId = suite.actorId;
    // Friday 4 December 2026, 16:00: one hour that day, then Monday 7 December is closed.
    const friday = at("2026-12-04T15:00:00Z");
    await addClosureDays(db, {
      actorId,
      days: daysOfRange("2026-12-07", "2026-12-07")!,
      label: "Inventaris",
    });
    const closed = await getBusinessCalendar(db);
    expect(closed.closures).toEqual([{ date: "2026-12-07", label: "Inventaris" }]);
    expect(replyClockColumns(closed, "quote", friday).replyDueAt).toEqual(at("2026-12-08T10:00:00Z"));
    // The other forms: 24 business hours (7 a day) → Friday 1 h, Tue-Thu 21 h, Friday 11 December 12:00.
    expect(replyClockColumns(closed, "partnership", friday).replyDueAt).toEqual(at("2026-12-11T11:00:00Z"));
    expect(await removeClosureDay(db, { actorId, date: "2026-12-07" })).toBe(true);
    expect(await removeClosureDay(db, { actorId, date: "2026-12-07" })).toBe(false);
    const open = await getBusinessCalendar(db);
    expect(replyClockColumns(open, "quote", friday).replyDueAt).toEqual(at("2026-12-07T10:00:00Z"));
    const audits = await db.select().from(auditLog).where(like(auditLog.action, "calendar.%"));
    expect(audits.map((a) => a.action).sort()).toEqual(["calendar.closure_add", "calendar.closure_remove"]);
  });

  it("records the first response once: the status change, not the contact note after it", async () => {
    const { db } = suite.database;
    const id = await createLead(db, { replyDueAt: at("2030-01-01T10:00:00Z") });
    expect(
      await changeLeadStatus({ actorId: suite.actorId, type: "quote", id, to: "in behandeling" }, db),
    ).toMatchObject({
      ok: true,
    });
    const [first] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(first!.firstResponseKind).toBe("status");
    await addLeadNote(
      { actorId: suite.actorId, type: "quote", id, body: "Klant gebeld.", contact: "gebeld" },
      db,
    );
    const [second] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(second!.firstResponseKind).toBe("status");
    expect(second!.firstResponseAt).toEqual(first!.firstResponseAt);
    const notes = await db.select().from(leadNotes).where(eq(leadNotes.leadId, id));
    expect(notes.map((n) => n.body)).toEqual(["Contact: Gebeld. Klant gebeld."]);
  });

  it("counts a note marked as contact as the first response", async () => {
    const { db } = suite.database;
    const id = await createLead(db, { replyDueAt: at("2030-01-01T10:00:00Z") });
    await addLeadNote({ actorId: suite.actorId, type: "quote", id, body: "Via WhatsApp gesproken." }, db);
    const [plain] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(plain!.firstResponseAt).toBeNull();
    await addLeadNote(
      { actorId: suite.actorId, type: "quote", id, body: "Prijs doorgegeven.", contact: "whatsapp" },
      db,
    );
    const [noted] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(noted!.firstResponseKind).toBe("note");
  });

  it("sends a reply mail through the outbox with the shop as Reply-To, keeps it in the history, and counts it", async () => {
    const { db } = suite.database;
    const id = await createLead(db, { email: "klant@example.nl", replyDueAt: at("2030-01-01T10:00:00Z") });
    const sent = await sendReplyMail(
      {
        actorId: suite.actorId,
        type: "quote",
        id,
        subject: "Je aanvraag",
        body: "Beste Sanne,\n\nWe bellen je morgen.",
      },
      db,
    );
    expect(sent).toEqual({ ok: true, to: "klant@example.nl" });
    const [mail] = await db.select().from(outbox).where(eq(outbox.kind, "lead.reply"));
    expect(mail).toMatchObject({
      to: "klant@example.nl",
      replyTo: "winkel@example.test",
      subject: "Je aanvraag",
    });
    expect(mail!.text).toContain("We bellen je morgen.");
    const [note] = await db.select().from(leadNotes).where(eq(leadNotes.leadId, id));
    expect(note!.body).toBe('Antwoordmail verstuurd: "Je aanvraag"\n\nBeste Sanne,\n\nWe bellen je morgen.');
    const [lead] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(lead!.firstResponseKind).toBe("mail");
    expect(
      await sendReplyMail(
        { actorId: suite.actorId, type: "quote", id: randomUUID(), subject: "x", body: "y" },
        db,
      ),
    ).toEqual({
      ok: false,
    });
  });

  it("alerts once at three quarters and once at the deadline, across two instances, never at night", async () => {
    const { database } = suite;
    const db = database.db;
    const kim = await staffMember(db, "Kim");
    const tom = await staffMember(db, "Tom");
    // Arrived Wednesday 2 December 2026 at 10:00: alert at 11:30, due at 12:00 (Amsterdam, UTC+1).
    const arrived = at("2026-12-02T09:00:00Z");
    const cal = await getBusinessCalendar(db);
    const columns = replyClockColumns(cal, "quote", arrived);
    expect(columns).toMatchObject({
      replyAlertAt: at("2026-12-02T10:30:00Z"),
      replyDueAt: at("2026-12-02T11:00:00Z"),
    });
    const unassigned = await createLead(db, columns);
    const assigned = await createLead(db, columns);
    expect(
      await assignLead({ actorId: suite.actorId, type: "quote", id: assigned, assignee: tom.id }, db),
    ).toBe("ok");
    expect(
      await assignLead({ actorId: suite.actorId, type: "quote", id: assigned, assignee: "iemand" }, db),
    ).toBe("not-staff");
    const answered = await createLead(db, { ...columns, firstResponseAt: at("2026-12-02T09:30:00Z") });

    const alerts = (stage: number, lead: string) =>
      db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, `lead.reply_alert.${stage}`), like(outbox.text, `%${lead}%`)));
    const other = secondInstance(database);
    try {
      // 11:00: not yet three quarters.
      expect(await runReplyAlerts(at("2026-12-02T10:00:00Z"), db)).toBe(0);
      // 11:40, both instances at once: each lead's first alert is claimed exactly once.
      const soon = at("2026-12-02T10:40:00Z");
      const counts = await Promise.all([runReplyAlerts(soon, db), runReplyAlerts(soon, other.db)]);
      expect(counts[0]! + counts[1]!).toBe(2);
      expect((await alerts(1, unassigned)).map((m) => m.to).sort()).toEqual(
        expect.arrayContaining([kim.email, tom.email]),
      );
      expect((await alerts(1, assigned)).map((m) => m.to)).toEqual([tom.email]);
      expect(await alerts(1, answered)).toEqual([]);
      const [first] = await alerts(1, assigned);
      expect(first!.subject).toBe("Nog 20 min om te reageren: Offerteaanvraag van Sanne de Vries");
      // Again later that morning: nothing new.
      expect(await runReplyAlerts(at("2026-12-02T10:50:00Z"), other.db)).toBe(0);
      // The deadline: once more, once.
      const late = at("2026-12-02T11:05:00Z");
      const lateCounts = await Promise.all([runReplyAlerts(late, db), runReplyAlerts(late, other.db)]);
      expect(lateCounts[0]! + lateCounts[1]!).toBe(2);
      expect((await alerts(2, assigned)).map((m) => m.to)).toEqual([tom.email]);
      expect((await alerts(2, assigned))[0]!.subject).toBe(
        "Te laat: nog geen reactie op Offerteaanvraag van Sanne de Vries",
      );
      expect(await runReplyAlerts(at("2026-12-02T15:00:00Z"), db)).toBe(0);
    } finally {
      await other.close();
    }
  });

  it("waits for opening time: a deadline passed in the night is alerted when the shop opens, once", async () => {
    const db = suite.database.db;
    await staffMember(db, "Noor");
    // Due Friday 4 December 17:00; nobody ran the round until the evening.
    const id = await createLead(db, {
      replyAlertAt: at("2026-12-04T15:30:00Z"),
      replyDueAt: at("2026-12-04T16:00:00Z"),
    });
    expect(await runReplyAlerts(at("2026-12-04T21:00:00Z"), db)).toBe(0); // Friday 22:00
    expect(await runReplyAlerts(at("2026-12-05T11:00:00Z"), db)).toBe(0); // Saturday noon
    expect(await runReplyAlerts(at("2026-12-07T09:01:00Z"), db)).toBe(1); // Monday 10:01
    const mails = await db
      .select()
      .from(outbox)
      .where(like(outbox.text, `%${id}%`));
    // Only the deadline's alert: the three-quarter one is no news any more.
    expect(new Set(mails.map((m) => m.kind))).toEqual(new Set(["lead.reply_alert.2"]));
    const [lead] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(lead!.replyAlertStage).toBe(2);
  });

  it("counts the share answered within the promise per week and form, from the stored leads", async () => {
    const db = suite.database.db;
    const due = { replyAlertAt: at("2026-11-30T10:30:00Z"), replyDueAt: at("2026-11-30T11:00:00Z") };
    await createLead(db, {
      ...due,
      createdAt: at("2026-11-30T09:00:00Z"),
      firstResponseAt: at("2026-11-30T09:30:00Z"),
    });
    await createLead(db, {
      ...due,
      createdAt: at("2026-11-30T09:00:00Z"),
      firstResponseAt: at("2026-11-30T12:00:00Z"),
    });
    await createLead(db, { ...due, createdAt: at("2026-11-30T09:00:00Z"), form: "quick" });
    // Spam and leads from before the reply clock are left out.
    await createLead(db, { ...due, createdAt: at("2026-11-30T09:00:00Z"), isSpam: true });
    await createLead(db, { createdAt: at("2026-11-30T09:00:00Z") });
    const figures = await replyStatistics(
      { from: "2026-11-30", to: "2026-12-06" },
      db,
      at("2026-12-02T12:00:00Z"),
    );
    expect(figures.total).toEqual({
      judged: 3,
      withinPromise: 1,
      share: 1 / 3,
      medianMinutes: 30,
      p90Minutes: 180,
    });
    expect(figures.weeks.map((w) => w.name)).toEqual(["2026-W49"]);
    expect(figures.forms.map((f) => [f.name, f.judged, f.withinPromise])).toHaveLength(2);
  });
});
