// Reviews that are real (issue 30): only a customer we invited after a won lead or a delivered order can write
// one, through a single-use link; every review is published unless staff hide it with a reason kept in the
// moderation log. Re-exported from ../schema.server.ts (drizzle-kit reads the tables from there).
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../schema.server";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * One invitation to one address. At most one per address per 90 days (scheduleReviewInvitation checks under a
 * per-address lock). The worker claims a due row by setting sent_at, then mails the link; only the SHA-256 of
 * the link's token is kept. used_at makes the link single-use.
 */
export const reviewInvitations = pgTable(
  "review_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    /** Lower-cased. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** What was won: "lead" (a lead set to gewonnen) or "order" (an order delivered). */
    source: text("source").notNull(),
    /** The lead's id or the order's number, for staff. */
    sourceRef: text("source_ref"),
    /** When the mail is due (REVIEW_INVITE_DELAY_DAYS after the win). */
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    /** Set when a worker claimed it (mailed, or skipped because the address opted out). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** "opt-out" when the address had opted out by the time it was due. */
    skipped: text("skipped"),
    tokenHash: text("token_hash").unique(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("review_invitations_email_idx").on(t.email, t.createdAt),
    index("review_invitations_due_idx")
      .on(t.sendAt)
      .where(sql`sent_at is null`),
  ],
);

/** A customer's review. Published unless hidden_at is set (with the reason, also in the moderation log). */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    invitationId: uuid("invitation_id")
      .notNull()
      .unique()
      .references(() => reviewInvitations.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    /** First name and initial ("Sanne V."), as shown. */
    displayName: text("display_name").notNull(),
    place: text("place"),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    /** The shop's public answer. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    repliedBy: text("replied_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("reviews_created_at_idx").on(t.createdAt),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

/** Every hide, show and answer, with who did it and the reason given. */
export const reviewModeration = pgTable(
  "review_moderation",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** "hide", "show" or "reply". */
    action: text("action").notNull(),
    reason: text("reason"),
  },
  (t) => [index("review_moderation_review_idx").on(t.reviewId, t.createdAt)],
);

/** Addresses that asked for no review invitations: only the SHA-256 of the lower-cased address is kept. */
export const reviewOptOuts = pgTable("review_opt_outs", {
  emailHash: text("email_hash").primaryKey(),
  createdAt: createdAt(),
});

/** The admin's figures from before the site (one row): they hold up to and including as_of. */
export const reviewBaseline = pgTable("review_baseline", {
  id: integer("id").primaryKey().default(1),
  /** The average rating times ten (48 = 4,8). */
  averageTenths: integer("average_tenths").notNull(),
  reviewCount: integer("review_count").notNull(),
  customerCount: integer("customer_count").notNull(),
  asOf: date("as_of", { mode: "string" }).notNull(),
  /** Where the pre-site reviews were collected ("Google"), shown with them; empty on rows from before 0016. */
  source: text("source").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
});
