// Tables of one area, re-exported from ../schema.server.ts (drizzle-kit reads them from there): the visitor's
// move/cancel links of an appointment and the staff's secret calendar feeds. Both keep only a SHA-256 hash of
// their token; the token itself is in the mail or shown once on the staff member's page.
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { appointmentRequests, users } from "../schema.server";

/** A link in a mail to the visitor that moves or cancels their appointment (/afspraak/wijzigen/:token). */
export const appointmentLinks = pgTable(
  "appointment_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointmentRequests.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("appointment_links_appointment_idx").on(t.appointmentId)],
);

/** A staff member's ICS feed (/agenda/:token.ics); an admin revokes it, a new one revokes the old. */
export const staffCalendarFeeds = pgTable(
  "staff_calendar_feeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: text("revoked_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("staff_calendar_feeds_token_idx").on(t.tokenHash),
    // At most one live feed per member.
    uniqueIndex("staff_calendar_feeds_live_idx")
      .on(t.userId)
      .where(sql`revoked_at is null`),
  ],
);
