// The quotes' background jobs on PGlite and PostgreSQL, run by two app instances at once: each open quote gets
// exactly one reminder mail a few days before it expires (none in the night, none for a quote sent less than a day
// ago), and is expired exactly once after its last valid day, its lead lost with one note.
import { eq, inArray } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/quotes-worker-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.QUOTE_VALID_DAYS = "30";
  process.env.QUOTE_REMINDER_DAYS = "5";
});

import { leadNotes, outbox, quoteRequests, quotes } from "~/server/db/schema.server";
import { acceptQuote } from "~/server/workflows/quote-accepted.server";
import { expireQuotes } from "~/server/workflows/quote-closed.server";
import { sendQuoteReminders } from "~/server/quotes/expiry.server";
import { getQuote } from "~/server/quotes/store.server";
import { remindersAllowedAt, runQuoteJobs } from "~/server/workflows/quote-worker.server";
import { describeEachDatabase } from "../helpers/db";
import { createLead, secondInstance, sentQuote, useQuoteDatabase } from "./fixtures";

const at = (iso: string) => new Date(iso);
/** Sent on 2 March (valid until 1 April with 30 days); the reminder is due from 27 March. */
const SENT = at("2026-03-02T09:00:00Z");

describeEachDatabase("quote jobs", (kind) => {
  const suite = useQuoteDatabase(kind);
  beforeEach(async () => {
    for (const table of [quotes, outbox, leadNotes, quoteRequests]) await suite.database.db.delete(table);
  });

  const reminders = () => suite.database.db.select().from(outbox).where(eq(outbox.kind, "quote.reminder"));

  it("sends one reminder per open quote when two instances run the jobs at the same moment", async () => {
    const { database, actorId } = suite;
    const sent = [];
    for (let i = 0; i < 6; i++)
      sent.push(await sentQuote(database.db, { actorId, email: `klant${i}@example.nl`, now: SENT }));
    // One answered already: no reminder for an accepted quote.
    expect(
      await acceptQuote(
        { token: sent[5]!.token, name: "Klant", included: [], ip: null, userAgent: null, now: SENT },
        database.db,
      ),
    ).toEqual({ ok: true });

    // 26 March: not yet within 5 days of 1 April.
    expect(await runQuoteJobs(at("2026-03-26T10:00:00Z"), database.db)).toEqual({ expired: 0, reminded: 0 });

    const morning = at("2026-03-27T08:30:00Z");
    const other = secondInstance(database);
    try {
      const rounds = await Promise.all([
        runQuoteJobs(morning, database.db),
        runQuoteJobs(morning, other.db),
        sendQuoteReminders(morning, other.db),
        sendQuoteReminders(morning, database.db),
      ]);
      expect(rounds.reduce<number>((n, r) => n + (typeof r === "number" ? r : r.reminded), 0)).toBe(5);
    } finally {
      await other.close();
    }
    // Later rounds send nothing more.
    expect(await runQuoteJobs(at("2026-03-30T12:00:00Z"), database.db)).toEqual({ expired: 0, reminded: 0 });

    const mails = await reminders();
    expect(mails.map((m) => m.to).sort()).toEqual(
      sent
        .slice(0, 5)
        .map((q) => q.email)
        .sort(),
    );
    for (const mail of mails) {
      expect(mail.text).toMatch(/\/offerte\/[A-Za-z0-9_-]{43}/);
      const quote = sent.find((q) => q.email === mail.to)!;
      expect(mail.subject + mail.text).toContain(quote.number);
    }
    const stored = await database.db
      .select({ reminderSentAt: quotes.reminderSentAt })
      .from(quotes)
      .where(
        inArray(
          quotes.id,
          sent.slice(0, 5).map((q) => q.id),
        ),
      );
    expect(stored.every((q) => q.reminderSentAt?.getTime() === morning.getTime())).toBe(true);
  });

  it("sends no reminder at night, and none for a quote sent less than a day ago", async () => {
    const { database, actorId } = suite;
    const quote = await sentQuote(database.db, { actorId, email: "nacht@example.nl", now: SENT });
    // 03:00 in Amsterdam (CET, UTC+1): the reminder waits for the morning.
    expect(remindersAllowedAt(at("2026-03-27T02:00:00Z"))).toBe(false);
    expect(await runQuoteJobs(at("2026-03-27T02:00:00Z"), database.db)).toEqual({ expired: 0, reminded: 0 });
    expect(remindersAllowedAt(at("2026-03-27T07:00:00Z"))).toBe(true); // 08:00
    expect(remindersAllowedAt(at("2026-03-27T19:00:00Z"))).toBe(false); // 20:00
    expect(remindersAllowedAt(at("2026-06-27T17:59:00Z"))).toBe(true); // 19:59 summer time

    // Sent this morning with a date only three days ahead: no reminder right after sending.
    const late = await sentQuote(database.db, {
      actorId,
      email: "kort@example.nl",
      now: at("2026-03-27T08:00:00Z"),
      fields: { validUntil: "2026-03-30" },
    });
    expect(await runQuoteJobs(at("2026-03-27T10:00:00Z"), database.db)).toEqual({ expired: 0, reminded: 1 });
    expect((await reminders()).map((m) => m.to)).toEqual([quote.email]);
    // A day later it gets its one reminder.
    expect(await runQuoteJobs(at("2026-03-28T09:00:00Z"), database.db)).toEqual({ expired: 0, reminded: 1 });
    expect((await reminders()).map((m) => m.to).sort()).toEqual([late.email, quote.email].sort());
  });

  it("expires open quotes after their last valid day once, whichever instance gets there", async () => {
    const { database, actorId } = suite;
    const leads = [
      await createLead(database.db),
      await createLead(database.db),
      await createLead(database.db),
    ];
    const open = [];
    for (const leadId of leads) open.push(await sentQuote(database.db, { actorId, leadId, now: SENT }));
    // 1 April is the last valid day: still open that evening (Amsterdam), expired the next morning.
    expect(await expireQuotes(at("2026-04-01T21:30:00Z"), database.db)).toBe(0);
    const next = at("2026-04-02T06:00:00Z");
    const other = secondInstance(database);
    try {
      const counts = await Promise.all([
        expireQuotes(next, database.db),
        expireQuotes(next, other.db),
        runQuoteJobs(next, other.db),
      ]);
      expect(counts.reduce<number>((n, c) => n + (typeof c === "number" ? c : c.expired), 0)).toBe(3);
    } finally {
      await other.close();
    }
    for (const quote of open) expect((await getQuote(quote.id, database.db))!.status).toBe("verlopen");
    const lost = await database.db.select().from(quoteRequests).where(inArray(quoteRequests.id, leads));
    expect(lost.map((l) => l.status)).toEqual(["verloren", "verloren", "verloren"]);
    const notes = await database.db.select().from(leadNotes).where(inArray(leadNotes.leadId, leads));
    const expiredNotes = notes.filter((n) => n.body.endsWith("is verlopen zonder reactie."));
    expect(expiredNotes.map((n) => n.leadId).sort()).toEqual([...leads].sort());
    // An expired quote gets no reminder.
    expect(await sendQuoteReminders(at("2026-04-02T10:00:00Z"), database.db)).toBe(0);
  });
});
