// Quotes are personal data, on PGlite and PostgreSQL: the AVG lookup and export show a person's quotes with their
// lines and acceptance evidence; erasure deletes every quote that was not accepted and keeps an accepted one (the
// fiscal duty) until the won retention period allows anonymizing it; the retention worker anonymizes quotes not
// accepted after the lost period and accepted ones after the won period, keeping number, lines and amounts.
import { rm } from "node:fs/promises";
import { eq, inArray } from "drizzle-orm";
import { afterAll, expect, it, vi } from "vitest";

const dataDir = vi.hoisted(() => {
  const dir = `/tmp/quotes-personal-data-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  process.env.SHOP_EMAIL = "winkel@drukkerij.test";
  return dir;
});

import { DEFAULT_RETENTION } from "~/lib/retention";
import { erasePerson } from "~/server/avg/erasure.server";
import { exportPerson } from "~/server/avg/export.server";
import { lookupPerson } from "~/server/avg/lookup.server";
import { EXPORT_DATA_ID, exportData, renderExport } from "~/server/avg/export-document.server";
import { erasePersonConfirmed, searchPerson } from "~/server/avg/page.server";
import { quoteLines, quoteLinks, quotes } from "~/server/db/schema.server";
import { declineQuote } from "~/server/workflows/quote-closed.server";
import { quoteByToken } from "~/server/quotes/customer-actions.server";
import { withdrawQuote } from "~/server/quotes/staff-actions.server";
import { getQuote } from "~/server/quotes/store.server";
import { applyRetention } from "~/server/retention/retention.server";
import { getStorage } from "~/server/storage.server";
import { createAdmin } from "../avg/seed";
import { databaseTraces } from "../avg/traces";
import { describeEachDatabase } from "../helpers/db";
import { acceptedQuote, createConcept, createLead, quoteLine, sentQuote, useQuoteDatabase } from "./fixtures";

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const yearsAgo = (years: number) => daysAgo(years * 366);

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describeEachDatabase("quotes and personal data", (kind) => {
  const suite = useQuoteDatabase(kind);
  let n = 0;
  const address = () => `Klaas.Offerte+${kind}${++n}@Example.nl`;

  /** One person's quotes of every kind: a concept, declined, withdrawn, open, accepted now and long ago. */
  async function seedQuotes(email: string) {
    const { database, actorId } = suite;
    const db = database.db;
    const now = new Date();
    const leadId = await createLead(db, { email, name: "Klaas Offerte" });
    const fields = { customerName: "Klaas Offerte", customerAddress: "Dorpsstraat 1\n4811 AA Breda" };
    const concept = await createConcept(db, { actorId, email, now, fields });
    const declined = await sentQuote(db, { actorId, leadId, now, fields });
    expect(await declineQuote({ token: declined.token, reason: "Te duur voor Klaas" }, db)).toEqual({
      ok: true,
    });
    const withdrawn = await sentQuote(db, { actorId, email, now, fields });
    expect(await withdrawQuote({ actorId, id: withdrawn.id }, db)).toEqual({ ok: true });
    const open = await sentQuote(db, { actorId, email, now, fields });
    const lines = [
      quoteLine(),
      quoteLine({ description: "Proefdruk", quantity: 1, unitPriceCents: 1500, optional: true }),
    ];
    const accepted = await acceptedQuote(db, {
      actorId,
      email,
      now,
      acceptedAt: now,
      fields,
      lines,
      included: (ids) => ids,
    });
    const old = await acceptedQuote(db, { actorId, email, now, acceptedAt: now, fields });
    // Accepted eight years ago: the won period (7 years after the last change) has passed.
    await db
      .update(quotes)
      .set({ updatedAt: yearsAgo(8) })
      .where(eq(quotes.id, old.id));
    // A quote for the person's lead sent to their company's address is theirs too.
    const company = await sentQuote(db, {
      actorId,
      leadId,
      now,
      fields: { ...fields, customerEmail: `inkoop+${kind}${n}@bedrijf.example` },
    });
    const notAccepted = [concept, declined.id, withdrawn.id, open.id, company.id];
    return {
      leadId,
      concept,
      declined,
      withdrawn,
      open,
      accepted,
      old,
      company,
      notAccepted,
      all: [...notAccepted, accepted.id, old.id],
    };
  }

  it("finds and exports a person's quotes with their lines and the evidence of acceptance", async () => {
    const { database } = suite;
    const admin = await createAdmin(database.db);
    const email = address();
    const seeded = await seedQuotes(email);

    const person = await lookupPerson(database.db, email.toUpperCase());
    expect(person.quotes.map((q) => q.id).sort()).toEqual([...seeded.all].sort());
    // The staff actions on them are part of the person's audit trail.
    expect(person.audit.map((a) => a.action)).toContain("quote.accept");

    // The AVG page lists them with their number, status, total and acceptance.
    const page = await searchPerson(email);
    if (!("result" in page) || !page.result) throw new Error("expected a result");
    const shown = page.result.quotes.find((q) => q.id === seeded.accepted.id)!;
    expect(shown.title).toMatch(new RegExp(`^Offerte ${seeded.accepted.number} van `));
    expect(shown).toMatchObject({ status: "Geaccepteerd", total: "€\u00a0275,28" });
    expect(shown.accepted).toMatch(/^Digitaal geaccepteerd door Klaas Offerte op /);

    const result = await exportPerson(database.db, admin.id, email);
    if (!result.found) throw new Error("expected data");
    expect(result.person.quotes).toHaveLength(7);
    const data = await exportData(result.person, getStorage(), result.reference, new Date());
    const html = renderExport(data, result.person, "Drukkerij Breda");
    expect(html).toContain(`<h3>Offerte ${seeded.accepted.number} van `);
    expect(html).toContain("<h4>Digitaal geaccepteerd</h4>");
    expect(html).toContain("Te duur voor Klaas");
    expect(html).toContain("Offerte (concept)");
    const json = new RegExp(
      `<script type="application/json" id="${EXPORT_DATA_ID}">([\\s\\S]*?)</script>`,
    ).exec(html)?.[1];
    const parsed = JSON.parse(json!) as typeof data;
    const accepted = parsed.quotes.find((q) => q.id === seeded.accepted.id)!;
    // 25 × 8,50 + 15,00 = 227,50 excl.; 21 % = 47,78 → 275,28
    expect(accepted.document.totals).toMatchObject({ netCents: 22750, grossCents: 27528 });
    expect(accepted.document.lines.map((l) => [l.description, l.included])).toEqual([
      ["T-shirt bedrukken, borst", true],
      ["Proefdruk", true],
    ]);
    expect(accepted.acceptance).toMatchObject({
      name: "Klaas Offerte",
      ip: "203.0.113.9",
      userAgent: expect.stringContaining("iPhone"),
      pdfSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      accepted: { totals: { grossCents: 27528 } },
    });
    expect(parsed.quotes.find((q) => q.id === seeded.declined.id)!.document.declined).toMatchObject({
      reason: "Te duur voor Klaas",
    });
  });

  it("erases every quote not accepted, anonymizes an accepted one past the won period, keeps a recent one", async () => {
    const { database } = suite;
    const admin = await createAdmin(database.db);
    const email = address();
    const seeded = await seedQuotes(email);
    const bystander = await sentQuote(database.db, {
      actorId: suite.actorId,
      email: `piet+${kind}${n}@example.nl`,
      now: new Date(),
    });
    const needle = email.toLowerCase();

    const answer = await erasePersonConfirmed(admin, email, email.toUpperCase());
    expect(answer).toEqual({
      notice: expect.stringContaining(
        "behalve 1 geaccepteerde offerte: die bewaren we vanwege de fiscale bewaarplicht",
      ),
    });

    const left = await database.db.select().from(quotes).where(inArray(quotes.id, seeded.all));
    expect(left.map((q) => q.id).sort()).toEqual([seeded.accepted.id, seeded.old.id].sort());
    // The open quote's link no longer opens anything.
    expect(await quoteByToken(seeded.open.token, database.db)).toBeNull();

    // Kept whole for the books: the accepted quote, with its evidence, is the only place the address remains.
    const kept = (await getQuote(seeded.accepted.id, database.db))!;
    expect(kept).toMatchObject({
      status: "geaccepteerd",
      customerEmail: needle,
      acceptedName: "Klaas Offerte",
      anonymizedAt: null,
    });
    const traces = await databaseTraces(database.db, needle);
    expect(traces).toHaveLength(1);
    expect(traces[0]).toMatch(new RegExp(`^public\\.quotes: \\(${seeded.accepted.id},`));

    // Past the won period: number, lines and amounts stay, the person goes.
    const old = (await getQuote(seeded.old.id, database.db))!;
    expect(old).toMatchObject({
      number: seeded.old.number,
      status: "geaccepteerd",
      customerName: "[verwijderd]",
      customerEmail: "[verwijderd]",
      customerPhone: null,
      customerAddress: null,
      acceptedName: null,
      acceptedIp: null,
      acceptedUserAgent: null,
      grossCents: 25713,
    });
    expect(old.anonymizedAt).toBeInstanceOf(Date);
    expect(old.acceptedPdfSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(old.lines.map((l) => l.description)).toEqual(["T-shirt bedrukken, borst"]);
    expect(await database.db.select().from(quoteLinks).where(eq(quoteLinks.quoteId, old.id))).toEqual([]);

    // Someone else's quote is untouched.
    expect((await getQuote(bystander.id, database.db))!.customerEmail).toBe(bystander.email);

    // Asked again, the kept quote is all there is, and it stays.
    const again = await erasePerson(database.db, getStorage(), admin, email);
    expect(again).toMatchObject({ ok: true, quotes: { deleted: 0, anonymized: 0, kept: 1 } });
    expect((await getQuote(seeded.accepted.id, database.db))!.anonymizedAt).toBeNull();
  });

  it("retention anonymizes quotes not accepted after the lost period and accepted ones after the won period", async () => {
    const { database } = suite;
    const email = address();
    const seeded = await seedQuotes(email);
    const ids = seeded.notAccepted;
    const settings = { ...DEFAULT_RETENTION };
    const months = (m: number) => new Date(Date.now() + m * 31 * DAY);
    const anonymized = async (which: string[]) =>
      (await database.db.select().from(quotes).where(inArray(quotes.id, which))).filter(
        (q) => q.anonymizedAt !== null,
      ).length;

    // Nothing within the lost period, except the accepted quote whose won period has already passed.
    await applyRetention(database.db, getStorage(), settings, months(23));
    expect(await anonymized(ids)).toBe(0);
    expect(await anonymized([seeded.old.id])).toBe(1);

    const lost = await applyRetention(database.db, getStorage(), settings, months(25));
    expect(lost.quotesAnonymized).toBeGreaterThanOrEqual(ids.length);
    expect(await anonymized(ids)).toBe(ids.length);
    expect(await anonymized([seeded.accepted.id])).toBe(0);
    const declined = (await getQuote(seeded.declined.id, database.db))!;
    expect(declined).toMatchObject({
      number: seeded.declined.number,
      status: "afgewezen",
      customerName: "[verwijderd]",
      declineReason: null,
      grossCents: 25713,
    });
    expect(declined.lines).toHaveLength(1);

    await applyRetention(database.db, getStorage(), settings, months(85));
    expect(await anonymized([seeded.accepted.id])).toBe(1);
    const accepted = (await getQuote(seeded.accepted.id, database.db))!;
    expect(accepted).toMatchObject({ acceptedName: null, acceptedIp: null, grossCents: 27528 });
    expect(await databaseTraces(database.db, email.toLowerCase())).toSatisfy((t: string[]) =>
      t.every((row) => !row.startsWith("public.quotes")),
    );
    // Lines are the business record and stay.
    expect(
      await database.db.select().from(quoteLines).where(eq(quoteLines.quoteId, seeded.accepted.id)),
    ).toHaveLength(2);
  });
});
