// Appointments after booking, on PGlite and PostgreSQL: the move/cancel link of the visitor's mails (a move keeps
// one booking per slot, a change after the 24-hour window or with a forged link changes nothing), the reminder
// mailed once by two instances and not at all for a booking made within 24 hours, the meeting chosen on staff
// confirmation in the mail and the invite, and the staff's calendar feed (a revoked link is refused in Dutch).
import { eq } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.SITE_URL = "https://www.printshop-breda.nl";
});

import { amsterdamToUtc } from "~/lib/appointment-slots";
import { addDays } from "~/lib/business-calendar";
import {
  changeState,
  lookupAppointment,
  cancelAppointment,
  moveAppointment,
} from "~/server/appointments/change.server";
import { createFeed, feedByToken, revokeFeed } from "~/server/appointments/feeds.server";
import { sendAppointmentReminders } from "~/server/appointments/reminders.server";
import type { Database } from "~/server/db/client.server";
import {
  appointmentLinks,
  appointmentRequests,
  auditLog,
  outbox,
  profiles,
  users,
} from "~/server/db/schema.server";
import { changeLeadStatus } from "~/server/leads/status-change.server";
import { describeEachDatabase } from "../helpers/db";
import { createStaff, secondInstance, useQuoteDatabase } from "../quotes/fixtures";
import { book, openDay } from "./fixtures";

const HOUR = 3600_000;

const row = async (db: Database, id: string) =>
  (await db.select().from(appointmentRequests).where(eq(appointmentRequests.id, id)))[0]!;
const mailsTo = (db: Database, to: string) => db.select().from(outbox).where(eq(outbox.to, to));

describeEachDatabase("appointments after booking", (kind) => {
  const suite = useQuoteDatabase(kind);
  beforeEach(async () => {
    await suite.database.db.delete(appointmentRequests);
    await suite.database.db.delete(outbox);
  });

  it("mails the visitor a move/cancel link that opens their appointment; a forged one is a Dutch 404", async () => {
    const db = suite.database.db;
    const day = await openDay(db);
    const booked = await book(db, day, "10:00");
    expect(booked.token).toHaveLength(43);
    const [confirmation] = (await mailsTo(db, booked.email)).filter(
      (m) => m.kind === "appointment.confirmation",
    );
    expect(confirmation!.text).toContain("Verplaats of annuleer je afspraak tot 24 uur van tevoren");
    // Only the hash is stored.
    const links = await db
      .select()
      .from(appointmentLinks)
      .where(eq(appointmentLinks.appointmentId, booked.id));
    expect(links).toHaveLength(1);
    expect(links[0]!.tokenHash).not.toContain(booked.token);

    const found = await lookupAppointment(booked.token, "203.0.113.1", db);
    expect(found.ok && found.appointment.id).toBe(booked.id);
    const forged = await lookupAppointment(`${booked.token.slice(0, 42)}x`, "203.0.113.1", db);
    expect(forged).toEqual({
      ok: false,
      status: 404,
      message: "Deze link klopt niet of is niet meer geldig.",
    });
  });

  it("moves to a free slot only: a taken slot is refused and nothing changes; the old slot is free again", async () => {
    const db = suite.database.db;
    const day = await openDay(db);
    const a = await book(db, day, "10:00");
    const b = await book(db, day, "11:00");

    expect(await moveAppointment({ id: a.id, date: day, time: "11:00" }, db)).toEqual({
      ok: false,
      status: 409,
      field: "time",
      message: "Dit tijdstip is niet (meer) vrij. Kies een ander tijdstip.",
    });
    expect((await row(db, a.id)).preferredTime).toBe("10:00");
    expect((await mailsTo(db, a.email)).map((m) => m.kind)).toEqual(["appointment.confirmation"]);

    // Two visitors moving to the same slot at once: exactly one gets it.
    const other = secondInstance(suite.database);
    const results = await Promise.all([
      moveAppointment({ id: a.id, date: day, time: "14:00" }, db),
      moveAppointment({ id: b.id, date: day, time: "14:00" }, other.db),
    ]);
    await other.close();
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const live = await db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.preferredTime, "14:00"));
    expect(live).toHaveLength(1);

    const moved = live[0]!;
    const was = moved.id === a.id ? "10:00" : "11:00";
    expect(moved.movedFrom).toBe(`${day} ${was}`);
    expect(moved.inviteSequence).toBe(1);
    const mover = moved.id === a.id ? a : b;
    const [visitorMail] = (await mailsTo(db, mover.email)).filter((m) => m.kind === "appointment.moved");
    expect(visitorMail!.subject).toContain("is verplaatst naar");
    expect(visitorMail!.text).toMatch(/\/afspraak\/wijzigen\/[A-Za-z0-9_-]{43}/);
    const ics = (visitorMail!.attachments as { content: string }[])[0]!.content;
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toContain(
      `DTSTART:${amsterdamToUtc(day, "14:00").toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`,
    );
    const shop = await db.select().from(outbox).where(eq(outbox.kind, "appointment.moved.shop"));
    expect(shop).toHaveLength(1);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "appointment.move"));
    expect(entry!.details).toEqual({ from: `${day} ${was}`, to: `${day} 14:00` });

    // The slot it left can be booked again.
    await expect(book(db, day, was)).resolves.toMatchObject({ id: expect.any(String) });
  });

  it("refuses a move or cancel within 24 hours of the appointment in Dutch and changes nothing", async () => {
    const db = suite.database.db;
    const day = await openDay(db);
    const a = await book(db, day, "13:00");
    const start = amsterdamToUtc(day, "13:00").getTime();
    const late = new Date(start - 23 * HOUR);
    const before = await row(db, a.id);
    expect(changeState(before, late)).toBe("window");

    const refusal = {
      ok: false,
      status: 409,
      message: "Wijzigen kan tot 24 uur voor de afspraak. Bel ons als het toch niet lukt.",
    };
    expect(await cancelAppointment({ id: a.id, now: late }, db)).toEqual(refusal);
    expect(
      await moveAppointment({ id: a.id, date: addDays(day, 1), time: "10:00", now: late }, db),
    ).toMatchObject({ ok: false, status: 409 });
    expect(await row(db, a.id)).toEqual(before);
    expect((await mailsTo(db, a.email)).map((m) => m.kind)).toEqual(["appointment.confirmation"]);

    // 25 hours ahead it still works; once cancelled, a second cancel is refused.
    expect(await cancelAppointment({ id: a.id, now: new Date(start - 25 * HOUR) }, db)).toEqual({ ok: true });
    const cancelled = await row(db, a.id);
    expect(cancelled.status).toBe("geannuleerd");
    const kinds = (await mailsTo(db, a.email)).map((m) => m.kind).sort();
    expect(kinds).toEqual(["appointment.cancelled.visitor", "appointment.confirmation"]);
    expect(await cancelAppointment({ id: a.id, now: new Date(start - 25 * HOUR) }, db)).toMatchObject({
      ok: false,
      message: "Deze afspraak is al geannuleerd.",
    });
  });

  it("sends the reminder once when two instances run at once, and none for a booking made within 24 hours", async () => {
    const db = suite.database.db;
    const day = await openDay(db);
    const start = amsterdamToUtc(day, "15:00");
    const insert = async (time: string, createdAt: Date, email: string) =>
      db
        .insert(appointmentRequests)
        .values({
          name: "Klant",
          email,
          preferredDate: day,
          preferredTime: time,
          status: "bevestigd",
          createdAt,
        })
        .returning({ id: appointmentRequests.id });
    await insert("15:00", new Date(start.getTime() - 10 * 24 * HOUR), "vroeg@example.nl");
    // Booked 20 hours ahead of its start (15:30): no reminder.
    await insert("15:30", new Date(start.getTime() - 19.5 * HOUR), "laat@example.nl");

    // 25 hours ahead: not due yet.
    expect(await sendAppointmentReminders(new Date(start.getTime() - 25 * HOUR), db)).toBe(0);
    const now = new Date(start.getTime() - 23 * HOUR);
    const other = secondInstance(suite.database);
    const sent = await Promise.all([
      sendAppointmentReminders(now, db),
      sendAppointmentReminders(now, other.db),
    ]);
    await other.close();
    expect(sent[0]! + sent[1]!).toBe(1);
    expect(await sendAppointmentReminders(new Date(now.getTime() + HOUR), db)).toBe(0);
    const reminders = await db.select().from(outbox).where(eq(outbox.kind, "appointment.reminder"));
    expect(reminders.map((m) => m.to)).toEqual(["vroeg@example.nl"]);
    expect(reminders[0]!.subject).toContain("Herinnering: je afspraak bij");
  });

  it("confirms with the meeting: the mail and the updated invite name the same video link", async () => {
    const db = suite.database.db;
    const day = await openDay(db);
    const a = await book(db, day, "12:00");
    const actorId = suite.actorId;
    expect(await changeLeadStatus({ actorId, type: "appointment", id: a.id, to: "bevestigd" }, db)).toEqual({
      ok: false,
      reason: "incomplete",
    });
    expect((await row(db, a.id)).status).toBe("nieuw");

    const url = "https://meet.example.com/abc-defg-hij";
    const result = await changeLeadStatus(
      {
        actorId,
        type: "appointment",
        id: a.id,
        to: "bevestigd",
        columns: { meetingKind: "video", meetingUrl: url },
      },
      db,
    );
    expect(result).toMatchObject({ ok: true, to: "bevestigd", mailed: true });
    const [mail] = (await mailsTo(db, a.email)).filter((m) => m.kind === "appointment.confirmed");
    expect(mail!.text).toContain(`Het gesprek is een videogesprek via deze link: ${url}`);
    expect(mail!.text).toMatch(/\/afspraak\/wijzigen\/[A-Za-z0-9_-]{43}/);
    const ics = (mail!.attachments as { content: string }[])[0]!.content.replace(/\r\n /g, "");
    expect(ics).toContain(`LOCATION:Videogesprek: ${url}`);
    expect(ics).toContain("SUMMARY:Videogesprek met");
    expect(ics).toContain("STATUS:CONFIRMED");
    expect(ics).toContain("SEQUENCE:1");
  });

  it("serves a staff member's feed with cancelled appointments marked, and refuses a revoked link in Dutch", async () => {
    const db = suite.database.db;
    const staffId = await createStaff(db);
    await db.insert(profiles).values({ id: staffId, role: "employee" }).onConflictDoNothing();
    const colleague = await createStaff(db);
    const day = await openDay(db);
    const mine = await book(db, day, "10:00");
    const open = await book(db, day, "10:30");
    const theirs = await book(db, day, "11:00");
    await db
      .update(appointmentRequests)
      .set({ assignedTo: staffId })
      .where(eq(appointmentRequests.id, mine.id));
    await db
      .update(appointmentRequests)
      .set({ assignedTo: colleague })
      .where(eq(appointmentRequests.id, theirs.id));
    expect(await cancelAppointment({ id: open.id }, db)).toEqual({ ok: true });

    const token = await createFeed(staffId, db);
    const answer = await feedByToken(`${token}.ics`, "198.51.100.7", new Date(), db);
    expect(answer.ok).toBe(true);
    const ics = answer.ok ? answer.ics.replace(/\r\n /g, "") : "";
    expect(ics).toContain(`UID:${mine.id}@www.printshop-breda.nl`);
    expect(ics).toContain(`UID:${open.id}@www.printshop-breda.nl`);
    expect(ics).not.toContain(theirs.id);
    const cancelledEvent = ics.split("BEGIN:VEVENT").find((e) => e.includes(open.id))!;
    expect(cancelledEvent).toContain("STATUS:CANCELLED");

    const adminId = await createStaff(db);
    expect(await revokeFeed(adminId, staffId, db)).toBe(true);
    expect(await feedByToken(token, "198.51.100.7", new Date(), db)).toEqual({
      ok: false,
      status: 410,
      message: "Deze agenda-link is ingetrokken. Maak in het beheer een nieuwe.",
    });
    expect(await feedByToken("x".repeat(43), "198.51.100.7", new Date(), db)).toMatchObject({ status: 404 });
    const [revoked] = await db.select().from(auditLog).where(eq(auditLog.action, "calendar_feed.revoke"));
    expect(revoked!.actorId).toBe(adminId);
    await db.delete(users).where(eq(users.id, staffId));
  });
});
