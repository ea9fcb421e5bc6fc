// The reviews part of an AVG request: the invitations sent to the address with the review written through each,
// and whether the address opted out. Erasure deletes the invitations (their reviews and moderation entries go
// with them, by foreign key) and refreshes the public pages; the opt-out stays, as a hash of the address only, so
// the person is never invited again (their objection outlives the erasure).
import { asc, eq, inArray } from "drizzle-orm";
import type { Database, Tx } from "../db/client.server";
import { reviewInvitations, reviews } from "../db/schema.server";
import { publicContentChanged } from "../public-content.server";
import { isOptedOut } from "../reviews/invitations.server";

export interface PersonReviews {
  optedOut: boolean;
  invitations: {
    id: string;
    createdAt: Date;
    name: string;
    source: string;
    sentAt: Date | null;
    usedAt: Date | null;
    review: {
      rating: number;
      body: string;
      displayName: string;
      place: string | null;
      hidden: boolean;
      reply: string | null;
      createdAt: Date;
    } | null;
  }[];
}

export async function reviewsOf(db: Database | Tx, email: string): Promise<PersonReviews> {
  const rows = await db
    .select({
      id: reviewInvitations.id,
      createdAt: reviewInvitations.createdAt,
      name: reviewInvitations.name,
      source: reviewInvitations.source,
      sentAt: reviewInvitations.sentAt,
      usedAt: reviewInvitations.usedAt,
      rating: reviews.rating,
      body: reviews.body,
      displayName: reviews.displayName,
      place: reviews.place,
      hiddenAt: reviews.hiddenAt,
      reply: reviews.reply,
      reviewedAt: reviews.createdAt,
    })
    .from(reviewInvitations)
    .leftJoin(reviews, eq(reviews.invitationId, reviewInvitations.id))
    .where(eq(reviewInvitations.email, email))
    .orderBy(asc(reviewInvitations.createdAt));
  return {
    optedOut: await isOptedOut(db, email),
    invitations: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      name: row.name,
      source: row.source,
      sentAt: row.sentAt,
      usedAt: row.usedAt,
      review:
        row.rating === null
          ? null
          : {
              rating: row.rating,
              body: row.body!,
              displayName: row.displayName!,
              place: row.place,
              hidden: row.hiddenAt !== null,
              reply: row.reply,
              createdAt: row.reviewedAt!,
            },
    })),
  };
}

/** Deletes the person's invitations and reviews; returns how many reviews went. */
export async function eraseReviews(tx: Tx, person: PersonReviews): Promise<number> {
  const ids = person.invitations.map((i) => i.id);
  if (!ids.length) return 0;
  await tx.delete(reviewInvitations).where(inArray(reviewInvitations.id, ids));
  const written = person.invitations.filter((i) => i.review).length;
  if (written) await publicContentChanged(tx);
  return written;
}
