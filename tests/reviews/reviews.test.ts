// Reviews on PGlite and PostgreSQL: a won lead or a delivered order schedules one invitation per address per 90
// days; the worker mails each due invitation once even when two instances run it at the same moment (an opted-out
// address gets none); the link writes one review, a used or forged link or a sixth star changes nothing; hiding
// needs a reason kept in the log; the average and the structured data count only the published reviews collected
// here, the admin's pre-site figures stay apart with their source and date (customers add up); an AVG request finds and erases a person's reviews; retention deletes unused invitations.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.DATA_DIR = `/tmp/reviews-${process.pid}`;
  process.env.SHOP_EMAIL = "winkel@example.test";
  process.env.REVIEW_INVITE_DELAY_DAYS = "7";
});

import type { Database } from "~/server/db/client.server";
import {
  auditLog,
  outbox,
  reviewBaseline,
  reviewInvitations,
  reviewModeration,
  reviews,
} from "~/server/db/schema.server";
import { changeLeadStatus } from "~/server/leads/status-change.server";
import { moveOrder } from "~/server/workflows/order-moved.server";
import { computeReviewFigures, getReviewFigures, saveReviewBaseline } from "~/server/reviews/figures.server";
import { sendDueInvitations } from "~/server/reviews/invitations.server";
import {
  listPublishedReviews,
  lookupInvitation,
  moderateReview,
  optOut,
  submitReview,
} from "~/server/reviews/reviews.server";
import { erasePerson } from "~/server/avg/erasure.server";
import { lookupPerson } from "~/server/avg/lookup.server";
import { DEFAULT_RETENTION } from "~/lib/retention";
import { applyRetention } from "~/server/retention/retention.server";
import { getStorage } from "~/server/storage.server";
import { staffReviewIntents } from "~/server/reviews/staff-page.server";
import { reviewsPageCopy } from "~/content/reviews";
import { localBusinessJsonLd } from "~/lib/seo";
import { getSite } from "~/server/env.server";
import { describeEachDatabase } from "../helpers/db";
import { acceptedOrder, receivePrepayment } from "../orders/fixtures";
import { createLead, secondInstance, useQuoteDatabase } from "../quotes/fixtures";

const DAY = 24 * 3600_000;

describeEachDatabase("reviews", (kind) => {
  const suite = useQuoteDatabase(kind);
  const db = (): Database => suite.database.db;
  beforeEach(async () => {
    for (const table of [reviewModeration, reviews, reviewInvitations, reviewBaseline])
      await db().delete(table);
  });

  /** A quote request in progress, set to won by staff. */
  async function winLead(email: string, name = "Sanne de Vries") {
    const id = await createLead(db(), { email, name, status: "in behandeling" });
    const result = await changeLeadStatus({ actorId: suite.actorId, type: "quote", id, to: "gewonnen" });
    expect(result).toMatchObject({ ok: true, to: "gewonnen" });
    return id;
  }

  const invitationsTo = (email: string) =>
    db().select().from(reviewInvitations).where(eq(reviewInvitations.email, email.toLowerCase()));

  const invitationMails = (email: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "review.invitation"), eq(outbox.to, email.toLowerCase())));

  async function tokenMailedTo(email: string): Promise<string> {
    const [mail] = await invitationMails(email);
    const token = /\/review\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
    if (!token) throw new Error(`no invitation mailed to ${email}`);
    return token;
  }

  /** A customer invited and mailed (the worker run a week later): their link. */
  async function invitedCustomer(name = "Sanne de Vries") {
    const email = `klant-${randomUUID()}@example.nl`;
    await winLead(email, name);
    await sendDueInvitations(new Date(Date.now() + 8 * DAY), db());
    return { email, token: await tokenMailedTo(email) };
  }

  it("invites a won lead's customer once per 90 days, a week after the win", async () => {
    const email = `Klant-${randomUUID()}@Example.nl`;
    const before = Date.now();
    await winLead(email);
    const [invitation] = await invitationsTo(email);
    expect(invitation).toMatchObject({
      source: "lead",
      name: "Sanne de Vries",
      sentAt: null,
      tokenHash: null,
    });
    expect(invitation!.sendAt.getTime()).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(invitation!.sendAt.getTime()).toBeLessThan(Date.now() + 7 * DAY + 1000);

    // A second won lead from the same address (other case) within 90 days: no second invitation.
    await winLead(email.toUpperCase());
    expect(await invitationsTo(email)).toHaveLength(1);

    // 91 days later a new win invites again.
    await db()
      .update(reviewInvitations)
      .set({ createdAt: new Date(Date.now() - 91 * DAY) })
      .where(eq(reviewInvitations.email, email.toLowerCase()));
    await winLead(email);
    expect(await invitationsTo(email)).toHaveLength(2);
  });

  it("invites the customer of a delivered order", async () => {
    const { id, email, number } = await acceptedOrder(db(), { actorId: suite.actorId });
    // Accepting the quote won the lead, but the work is not done: no invitation yet.
    expect(await invitationsTo(email)).toHaveLength(0);
    await receivePrepayment(db(), id, { actorId: suite.actorId });
    for (const to of ["in productie", "klaar om op te halen", "afgeleverd"])
      expect(await moveOrder({ actorId: suite.actorId, role: "employee", quoteId: id, to })).toMatchObject({
        ok: true,
      });
    expect(await invitationsTo(email)).toMatchObject([{ source: "order", sourceRef: number }]);
  });

  it("mails each due invitation once when two instances run the worker at the same moment", async () => {
    // One customer opts out through an older invitation's link.
    const optedOut = await invitedCustomer();
    const emails = Array.from({ length: 5 }, () => `klant-${randomUUID()}@example.nl`);
    for (const email of emails) await winLead(email);
    expect(await optOut(optedOut.token, db())).toBe(true);
    await db()
      .update(reviewInvitations)
      .set({ createdAt: new Date(Date.now() - 91 * DAY) })
      .where(eq(reviewInvitations.email, optedOut.email));
    await winLead(optedOut.email);
    // A win for an opted-out address schedules nothing.
    expect(await invitationsTo(optedOut.email)).toHaveLength(1);

    expect(await sendDueInvitations(new Date(Date.now() + 6 * DAY), db())).toBe(0);
    const due = new Date(Date.now() + 7 * DAY + 60_000);
    const other = secondInstance(suite.database);
    try {
      const rounds = await Promise.all([
        sendDueInvitations(due, db()),
        sendDueInvitations(due, other.db),
        sendDueInvitations(due, db()),
      ]);
      expect(rounds.reduce((a, b) => a + b, 0)).toBe(5);
    } finally {
      await other.close();
    }
    for (const email of emails) {
      const mails = await invitationMails(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(/^Hoe tevreden ben je over /);
      expect(mails[0]!.text).toContain("Beste Sanne,");
      expect(mails[0]!.text).toMatch(/Meld je af: http\S+\/review\/[\w-]{43}\?afmelden=1/);
    }
    expect(await invitationMails(optedOut.email)).toHaveLength(1);
  });

  it("writes one review per link; a used or forged link and a sixth star change nothing", async () => {
    const { token } = await invitedCustomer("jan van der berg");
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
    expect(await lookupInvitation(token, ip, db())).toMatchObject({ ok: true, invitation: { used: false } });

    const input = {
      token,
      rating: 4,
      body: "Snel en netjes bedrukt.",
      name: "jan van der berg",
      place: "Breda",
    };
    expect(await submitReview({ ...input, rating: 6 }, db())).toEqual({ ok: false, reason: "not-found" });
    expect(await listPublishedReviews(db())).toHaveLength(0);

    const written = await submitReview(input, db());
    expect(written.ok).toBe(true);
    expect(await submitReview({ ...input, rating: 1, body: "Nog eens" }, db())).toEqual({
      ok: false,
      reason: "used",
    });
    const forged = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect(await submitReview({ ...input, token: forged }, db())).toEqual({ ok: false, reason: "not-found" });
    expect(await lookupInvitation(forged, ip, db())).toEqual({ ok: false, status: 404 });
    expect(await lookupInvitation(token, ip, db())).toMatchObject({ ok: true, invitation: { used: true } });

    expect(await listPublishedReviews(db())).toMatchObject([
      { rating: 4, body: "Snel en netjes bedrukt.", displayName: "Jan B.", place: "Breda", reply: null },
    ]);
    // The database refuses a sixth star too, whatever code writes it.
    await expect(
      db()
        .update(reviews)
        .set({ rating: 6 })
        .where(eq(reviews.id, written.ok ? written.id : "")),
    ).rejects.toThrow();
  });

  it("hides a review only with a reason kept in the log, and answers publicly", async () => {
    const { token } = await invitedCustomer();
    const written = await submitReview(
      { token, rating: 1, body: "Slecht", name: "Sanne", place: null },
      db(),
    );
    if (!written.ok) throw new Error("not written");
    const reason = "Noemt de naam en het adres van een medewerker.";
    expect(
      await moderateReview({ actorId: suite.actorId, id: written.id, action: "hide", reason }, db()),
    ).toBe(true);
    expect(await listPublishedReviews(db())).toHaveLength(0);
    const log = await db().select().from(reviewModeration).where(eq(reviewModeration.reviewId, written.id));
    expect(log).toMatchObject([{ action: "hide", reason, actorId: suite.actorId }]);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "review.hide"), eq(auditLog.targetId, written.id)));
    expect(entry?.details).toEqual({ reason });

    await moderateReview({ actorId: suite.actorId, id: written.id, action: "show" }, db());
    await moderateReview(
      { actorId: suite.actorId, id: written.id, action: "reply", reply: "Wat vervelend, we bellen je." },
      db(),
    );
    expect(await listPublishedReviews(db())).toMatchObject([
      { id: written.id, reply: "Wat vervelend, we bellen je." },
    ]);
  });

  it("averages only the reviews collected here; the pre-site figures stay apart, also in the JSON-LD", async () => {
    const before = await computeReviewFigures(db());
    const first = await invitedCustomer();
    const second = await invitedCustomer();
    // One customer with two won leads counts once.
    await winLead(second.email);
    await submitReview({ token: first.token, rating: 5, body: "Top", name: "A B", place: null }, db());
    await submitReview({ token: second.token, rating: 3, body: "Oké", name: "C D", place: null }, db());

    const site = await getReviewFigures(db());
    expect(site.reviewCount).toBe(2);
    expect(site.average).toBe(4);
    expect(site.customerCount).toBe(before.customerCount + 2);

    // No reviews here yet: no aggregateRating at all.
    expect(localBusinessJsonLd(getSite(), before)).not.toHaveProperty("aggregateRating");

    const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    await saveReviewBaseline(
      {
        actorId: suite.actorId,
        averageTenths: 48,
        reviewCount: 38,
        customerCount: 200,
        asOf: yesterday,
        source: "Google",
      },
      db(),
    );
    const combined = await getReviewFigures(db());
    // The 38 from Google are not in the average or the count ("2 reviews" never becomes "40").
    expect(combined).toMatchObject({
      reviewCount: 2,
      average: 4,
      earlier: { average: 4.8, count: 38, source: "Google", asOf: yesterday },
    });
    expect(localBusinessJsonLd(getSite(), combined)).toMatchObject({
      aggregateRating: { "@type": "AggregateRating", ratingValue: "4.0", reviewCount: 2 },
    });
    // Every customer here was won after the baseline's date: added to it.
    expect(combined.customerCount).toBe(200 + site.customerCount);
    // /reviews names them apart, with source and date.
    expect(
      reviewsPageCopy.earlier({ average: "4,8", count: 38, source: "Google", asOf: "1 maart 2026" }),
    ).toBe(
      "Op Google kregen we 38 reviews met gemiddeld een 4,8 (stand op 1 maart 2026). Die reviews zijn niet via deze site verzameld en gecontroleerd, dus ze tellen niet mee in het gemiddelde hierboven.",
    );
  });

  it("finds a person's review for an AVG request, erases it with the invitation and keeps the opt-out", async () => {
    const { email, token } = await invitedCustomer();
    await submitReview({ token, rating: 2, body: "Te laat geleverd", name: "Sanne", place: null }, db());
    expect(await optOut(token, db())).toBe(true);
    const person = await lookupPerson(db(), email.toUpperCase());
    expect(person.reviews).toMatchObject({
      optedOut: true,
      invitations: [
        { source: "lead", review: { rating: 2, body: "Te laat geleverd", displayName: "Sanne" } },
      ],
    });

    const erased = await erasePerson(
      db(),
      getStorage(),
      { id: suite.actorId, email: "sam@drukkerij.test" },
      email,
    );
    expect(erased).toMatchObject({ ok: true, reviews: 1 });
    expect(await invitationsTo(email)).toHaveLength(0);
    expect((await listPublishedReviews(db())).map((r) => r.body)).not.toContain("Te laat geleverd");
    // The objection outlives the erasure: a new win invites no one.
    await winLead(email);
    expect(await invitationsTo(email)).toHaveLength(0);
  });

  it("deletes invitations never used 180 days after they were made, and keeps the ones with a review", async () => {
    const unused = await invitedCustomer();
    const used = await invitedCustomer();
    await submitReview({ token: used.token, rating: 5, body: "Prima", name: "Jan", place: null }, db());
    const settings = { ...DEFAULT_RETENTION, batchSize: 2 };
    const later = (days: number) => new Date(Date.now() + days * DAY);
    expect((await applyRetention(db(), getStorage(), settings, later(179))).invitationsDeleted).toBe(0);
    expect((await applyRetention(db(), getStorage(), settings, later(181))).invitationsDeleted).toBe(1);
    expect(await invitationsTo(unused.email)).toHaveLength(0);
    expect(await invitationsTo(used.email)).toHaveLength(1);
    // After the won period the used invitation keeps no address or name; the review stays published.
    const report = await applyRetention(db(), getStorage(), settings, later(7 * 366));
    expect(report.invitationsAnonymized).toBe(1);
    expect(await invitationsTo(used.email)).toHaveLength(0);
    expect((await listPublishedReviews(db())).map((r) => r.body)).toContain("Prima");
  });

  it("lets only an admin set the figures from before the site", async () => {
    const figures = { average: 46, reviewCount: 12, customerCount: 80, asOf: "2026-01-31", source: "Google" };
    const asEmployee = staffReviewIntents({ id: suite.actorId, role: "employee" });
    expect(await asEmployee.baseline.handle(figures)).toEqual({
      status: 403,
      formError: "Alleen een beheerder kan de cijfers van vóór de site wijzigen.",
    });
    expect(await db().select().from(reviewBaseline)).toEqual([]);
    const asAdmin = staffReviewIntents({ id: suite.actorId, role: "admin" });
    const saved = await Promise.resolve(asAdmin.baseline.handle(figures)).catch((thrown: unknown) => thrown);
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).headers.get("Location")).toBe("/employee-dashboard/reviews?melding=cijfers");
    expect(await db().select().from(reviewBaseline)).toMatchObject([
      {
        averageTenths: 46,
        reviewCount: 12,
        customerCount: 80,
        asOf: "2026-01-31",
        source: "Google",
        updatedBy: suite.actorId,
      },
    ]);
  });
});
