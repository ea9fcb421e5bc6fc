// A quote's life on the server, on PGlite and PostgreSQL: a concept from a lead, sending (number, link, PDF
// mail, lead status), the customer's view, ticks and acceptance with its evidence, versions, decline, expiry.
import { asc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/quotes-lifecycle-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
});

import { leadNotes, outbox, quoteLinks, quoteRequests, quotes, users } from "~/server/db/schema.server";
import { hashQuoteToken, newQuoteToken } from "~/server/quotes/links.server";
import { acceptQuote } from "~/server/workflows/quote-accepted.server";
import { declineQuote, expireQuotes } from "~/server/workflows/quote-closed.server";
import { newQuoteVersion } from "~/server/quotes/staff-actions.server";
import { quoteByToken, recordQuoteView } from "~/server/quotes/customer-actions.server";
import { sendQuote } from "~/server/workflows/quote-sent.server";
import { getQuote, saveConcept, type QuoteFields } from "~/server/quotes/store.server";
import { createQuote } from "~/server/workflows/quote-drafted.server";
import { describeEachDatabase, type TestDatabase, useTestDatabase } from "../helpers/db";
import { TEST_BILLING_ADDRESS } from "../helpers/shop-details";
import { quoteLine as line } from "./fixtures";

/** The token of the link in the last quote mail (the outbox holds the text part). */
async function tokenFromMail(db: TestDatabase): Promise<string> {
  const rows = await db.db
    .select()
    .from(outbox)
    .where(eq(outbox.kind, "quote.sent"))
    .orderBy(asc(outbox.createdAt));
  const match = /\/offerte\/([A-Za-z0-9_-]{43})/.exec(rows.at(-1)!.text);
  return match![1]!;
}

describeEachDatabase("quote lifecycle", (kind) => {
  const db = useTestDatabase(kind);
  let actorId: string;
  let leadId: string;

  beforeAll(async () => {
    const [user] = await db.db
      .insert(users)
      .values({ id: "staff-1", name: "Sam", email: "sam@example.test", emailVerified: true })
      .returning();
    actorId = user!.id;
  });

  beforeEach(async () => {
    const [lead] = await db.db
      .insert(quoteRequests)
      .values({
        form: "modal",
        name: "Sanne de Vries",
        email: "Sanne@Example.nl",
        phone: "0612345678",
        company: "Bakkerij De Vries",
        service: "kledingbedrukking",
        description: "25 shirts",
        deliveryMethod: "shipping",
        deliveryLocation: "Tilburg",
        source: "google",
      })
      .returning();
    leadId = lead!.id;
  });

  async function sentQuote(lines = [line()]) {
    const created = await createQuote({ actorId, lead: { type: "quote", id: leadId } });
    if (!created.ok) throw new Error("not created");
    const quote = (await getQuote(created.id))!;
    const fields: QuoteFields = { ...quote, rush: false };
    expect(await saveConcept({ actorId, id: created.id, fields, lines })).toEqual({ ok: true });
    const sent = await sendQuote({ actorId, id: created.id });
    expect(sent.ok).toBe(true);
    return { id: created.id, number: sent.ok ? sent.number : "", token: await tokenFromMail(db) };
  }

  it("prefills a concept from the lead, sends it with a number, a link and the PDF, and moves the lead", async () => {
    const created = await createQuote({ actorId, lead: { type: "quote", id: leadId } });
    expect(created.ok).toBe(true);
    const concept = (await getQuote(created.ok ? created.id : ""))!;
    expect(concept).toMatchObject({
      customerName: "Sanne de Vries",
      customerEmail: "sanne@example.nl",
      customerCompany: "Bakkerij De Vries",
      status: "concept",
      number: null,
    });
    expect(concept.lines.map((l) => l.kind)).toEqual(["shipping"]);

    const { number, token } = await sentQuote();
    expect(number).toMatch(/^OFF-\d{4}-\d{4}$/);
    const [mail] = await db.db.select().from(outbox).where(eq(outbox.kind, "quote.sent"));
    expect(mail!.to).toBe("sanne@example.nl");
    expect(mail!.attachments![0]).toMatchObject({ contentType: "application/pdf", encoding: "base64" });
    expect(Buffer.from(mail!.attachments![0]!.content, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    const [lead] = await db.db.select().from(quoteRequests).where(eq(quoteRequests.id, leadId));
    expect(lead!.status).toBe("offerte verstuurd");
    // Only the hash of the link is stored.
    const links = await db.db.select().from(quoteLinks);
    expect(links.some((l) => l.tokenHash === hashQuoteToken(token))).toBe(true);
    expect(links.some((l) => l.tokenHash === token)).toBe(false);
  });

  it("records the first view, and one acceptance with its evidence however often it is pressed", async () => {
    const { id, token } = await sentQuote([
      line(),
      line({ description: "Proefdruk", quantity: 1, unitPriceCents: 1500, optional: true, included: false }),
    ]);
    const quote = (await quoteByToken(token))!;
    await recordQuoteView(quote);
    expect((await getQuote(id))!.status).toBe("bekeken");
    const optional = quote.lines.find((l) => l.optional)!;
    // The quote names no address: an order never starts without the one its invoices must name.
    expect(
      await acceptQuote({ token, name: "Sanne de Vries", included: [], ip: null, userAgent: null }),
    ).toEqual({ ok: false, reason: "address-missing" });
    expect((await getQuote(id))!.status).toBe("bekeken");
    const accept = () =>
      acceptQuote({
        token,
        name: "Sanne de Vries",
        included: [optional.id],
        ip: "203.0.113.9",
        userAgent: "Mobiel",
        address: TEST_BILLING_ADDRESS,
      });
    const answers = await Promise.all([accept(), accept(), accept()]);
    expect(answers.filter((a) => a.ok && !a.already)).toHaveLength(1);
    const accepted = (await getQuote(id))!;
    expect(accepted).toMatchObject({
      status: "geaccepteerd",
      acceptedName: "Sanne de Vries",
      acceptedIp: "203.0.113.9",
      acceptedUserAgent: "Mobiel",
      // 25 × 8,50 + 15,00 = 227,50 excl.; 21 % = 47,78 → 275,28
      netCents: 22750,
      grossCents: 27528,
    });
    expect(accepted.acceptedPdfSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(accepted.acceptedSnapshot).toMatchObject({ totals: { grossCents: 27528 } });
    const mails = await db.db.select().from(outbox);
    expect(mails.filter((m) => m.kind === "quote.accepted.confirmation")).toHaveLength(1);
    expect(mails.filter((m) => m.kind === "quote.accepted.shop")).toHaveLength(1);
    const [lead] = await db.db.select().from(quoteRequests).where(eq(quoteRequests.id, leadId));
    expect(lead!.status).toBe("gewonnen");
    // Locked: a new version of an accepted quote is refused.
    expect(await newQuoteVersion({ actorId, id })).toEqual({ ok: false, reason: "not-allowed" });
  });

  it("replaces the sent version when a new one is sent; the old link can no longer be accepted", async () => {
    const { id, number, token } = await sentQuote();
    const next = await newQuoteVersion({ actorId, id });
    expect(next.ok).toBe(true);
    const v2 = next.ok ? next.id : "";
    expect(await sendQuote({ actorId, id: v2 })).toEqual({ ok: true, number: `${number}-2` });
    expect((await getQuote(id))!.status).toBe("vervangen");
    expect(await acceptQuote({ token, name: "Sanne", included: [], ip: null, userAgent: null })).toEqual({
      ok: false,
      reason: "closed",
      status: "vervangen",
    });
  });

  it("declines with a reason (lead lost, note kept) and expires an open quote after its last day", async () => {
    const declined = await sentQuote();
    expect(await declineQuote({ token: declined.token, reason: "Te duur" })).toEqual({ ok: true });
    const notes = await db.db.select().from(leadNotes).where(eq(leadNotes.leadId, leadId));
    expect(notes.map((n) => n.body)).toContain(
      `Offerte ${declined.number} afgewezen door de klant: Te duur.`,
    );

    const open = await sentQuote();
    await db.db.update(quotes).set({ validUntil: "2020-01-01" }).where(eq(quotes.id, open.id));
    expect(
      await acceptQuote({ token: open.token, name: "Sanne", included: [], ip: null, userAgent: null }),
    ).toEqual({
      ok: false,
      reason: "closed",
      status: "verlopen",
    });
    expect(await expireQuotes()).toBeGreaterThanOrEqual(1);
    expect((await getQuote(open.id))!.status).toBe("verlopen");
    const [lead] = await db.db.select().from(quoteRequests).where(eq(quoteRequests.id, leadId));
    expect(lead!.status).toBe("verloren");
  });

  it("answers an unknown or malformed token with nothing", async () => {
    expect(await quoteByToken(newQuoteToken())).toBeNull();
    expect(await quoteByToken("../../etc/passwd")).toBeNull();
    expect(
      await acceptQuote({ token: newQuoteToken(), name: "X", included: [], ip: null, userAgent: null }),
    ).toEqual({
      ok: false,
      reason: "not-found",
    });
  });
});
