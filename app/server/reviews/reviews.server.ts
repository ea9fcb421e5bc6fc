// Reviews after the invitation (issue 30): the customer's single-use link (unknown tokens counted per IP, so
// they cannot be guessed), the review it writes once, the opt-out, the published list, and the staff's hide
// (with a reason kept in the moderation log), show and public answer. Every change to what /reviews and the
// home page show bumps the public content version in its transaction.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { shownName } from "~/lib/reviews/rules";
import { audit } from "../audit.server";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { reviewInvitations, reviewModeration, reviewOptOuts, reviews, users } from "../db/schema.server";
import { hashLinkToken, isLinkTokenShape } from "../secret-link.server";
import { publicContentChanged, publicContentTransaction } from "../public-content.server";
import { hitRateLimit, ipKey, rateLimitCount } from "../rate-limit.server";
import { optOutHash } from "./invitations.server";

/** Unknown review links one client IP may try per window before every lookup from it is refused. */
export const REVIEW_MISSES_PER_WINDOW = 20;
const REVIEW_WINDOW_MS = 10 * 60_000;

export type InvitationView = { id: string; name: string; used: boolean };

export type InvitationLookup = { ok: true; invitation: InvitationView } | { ok: false; status: 404 | 429 };

async function invitationByToken(db: Database | Tx, token: unknown) {
  if (!isLinkTokenShape(token)) return null;
  const [row] = await db
    .select()
    .from(reviewInvitations)
    .where(eq(reviewInvitations.tokenHash, hashLinkToken(token)));
  return row ?? null;
}

/** The invitation a link opens, with misses counted against the client IP (429 once too many). */
export async function lookupInvitation(
  token: unknown,
  ip: string,
  db: Database = getDb(),
): Promise<InvitationLookup> {
  const missKey = ipKey("review-miss", ip);
  if ((await rateLimitCount(db, missKey, REVIEW_WINDOW_MS)) >= REVIEW_MISSES_PER_WINDOW)
    return { ok: false, status: 429 };
  const row = await invitationByToken(db, token);
  if (row) return { ok: true, invitation: { id: row.id, name: row.name, used: row.usedAt !== null } };
  const miss = await hitRateLimit(db, missKey, REVIEW_MISSES_PER_WINDOW, REVIEW_WINDOW_MS);
  return { ok: false, status: miss.allowed ? 404 : 429 };
}

export interface ReviewInput {
  token: string;
  rating: number;
  body: string;
  name: string;
  place: string | null;
  now?: Date;
}

export type SubmitResult = { ok: true; id: string } | { ok: false; reason: "not-found" | "used" };

/**
 * Writes the review once: the link is marked used in the same statement that finds it unused, so a second
 * post (another tab, a replay) changes nothing. The rating is checked again here and by the database.
 */
export async function submitReview(input: ReviewInput, db: Database = getDb()): Promise<SubmitResult> {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
    return { ok: false, reason: "not-found" };
  if (!isLinkTokenShape(input.token)) return { ok: false, reason: "not-found" };
  const now = input.now ?? new Date();
  return publicContentTransaction(db, async (tx) => {
    const [claimed] = await tx
      .update(reviewInvitations)
      .set({ usedAt: now })
      .where(
        and(eq(reviewInvitations.tokenHash, hashLinkToken(input.token)), isNull(reviewInvitations.usedAt)),
      )
      .returning({ id: reviewInvitations.id });
    if (!claimed) {
      const exists = await invitationByToken(tx, input.token);
      return { ok: false as const, reason: exists ? ("used" as const) : ("not-found" as const) };
    }
    const [review] = await tx
      .insert(reviews)
      .values({
        createdAt: now,
        invitationId: claimed.id,
        rating: input.rating,
        body: input.body,
        displayName: shownName(input.name),
        place: input.place,
      })
      .returning({ id: reviews.id });
    await publicContentChanged(tx);
    return { ok: true as const, id: review!.id };
  });
}

/** The address behind a link asks for no more invitations (kept as a hash only). */
export async function optOut(token: string, db: Database = getDb()): Promise<boolean> {
  const row = await invitationByToken(db, token);
  if (!row) return false;
  await db
    .insert(reviewOptOuts)
    .values({ emailHash: optOutHash(row.email) })
    .onConflictDoNothing();
  return true;
}

export interface PublicReview {
  id: string;
  createdAt: Date;
  rating: number;
  body: string;
  displayName: string;
  place: string | null;
  reply: string | null;
}

/** What the reviews page shows of a review; the staff list reads the same and more. */
const publicColumns = {
  id: reviews.id,
  createdAt: reviews.createdAt,
  rating: reviews.rating,
  body: reviews.body,
  displayName: reviews.displayName,
  place: reviews.place,
  reply: reviews.reply,
};

/** Every published review, newest first. */
export async function listPublishedReviews(db: Database = getDb()): Promise<PublicReview[]> {
  return db
    .select(publicColumns)
    .from(reviews)
    .where(isNull(reviews.hiddenAt))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

// ---- Staff ----

export async function listStaffReviews(db: Database = getDb()) {
  const rows = await db
    .select({
      ...publicColumns,
      hiddenReason: reviews.hiddenReason,
      hidden: sql<boolean>`${reviews.hiddenAt} is not null`,
      source: reviewInvitations.source,
      sourceRef: reviewInvitations.sourceRef,
    })
    .from(reviews)
    .innerJoin(reviewInvitations, eq(reviewInvitations.id, reviews.invitationId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  const log = await db
    .select({
      reviewId: reviewModeration.reviewId,
      createdAt: reviewModeration.createdAt,
      action: reviewModeration.action,
      reason: reviewModeration.reason,
      actor: users.name,
    })
    .from(reviewModeration)
    .leftJoin(users, eq(users.id, reviewModeration.actorId))
    .orderBy(reviewModeration.createdAt);
  return rows.map((row) => ({ ...row, log: log.filter((entry) => entry.reviewId === row.id) }));
}

export async function invitationCounts(db: Database = getDb()) {
  const [row] = await db
    .select({
      planned: sql<number>`count(*) filter (where ${reviewInvitations.sentAt} is null)`.mapWith(Number),
      sent: sql<number>`count(*) filter (where ${reviewInvitations.tokenHash} is not null)`.mapWith(Number),
      used: sql<number>`count(*) filter (where ${reviewInvitations.usedAt} is not null)`.mapWith(Number),
    })
    .from(reviewInvitations);
  return row ?? { planned: 0, sent: 0, used: 0 };
}

type Moderation =
  | { action: "hide"; reason: string }
  | { action: "show"; reason?: undefined }
  | { action: "reply"; reply: string };

/** Hides (with the reason), shows again or answers a review: logged, audited, public pages refreshed. */
export async function moderateReview(
  input: { actorId: string; id: string } & Moderation,
  db: Database = getDb(),
  now = new Date(),
): Promise<boolean> {
  return publicContentTransaction(db, async (tx) => {
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, input.id)).for("update");
    if (!row) return false;
    const change =
      input.action === "hide"
        ? { hiddenAt: now, hiddenReason: input.reason }
        : input.action === "show"
          ? { hiddenAt: null, hiddenReason: null }
          : input.reply
            ? { reply: input.reply, repliedAt: now, repliedBy: input.actorId }
            : { reply: null, repliedAt: null, repliedBy: null };
    await tx.update(reviews).set(change).where(eq(reviews.id, row.id));
    await tx.insert(reviewModeration).values({
      reviewId: row.id,
      actorId: input.actorId,
      action: input.action,
      reason: input.action === "hide" ? input.reason : null,
    });
    await audit(tx, {
      actorId: input.actorId,
      action: `review.${input.action}`,
      targetType: "review",
      targetId: row.id,
      targetLabel: row.displayName,
      details: input.action === "hide" ? { reason: input.reason } : {},
    });
    await publicContentChanged(tx);
    return true;
  });
}
