// A staff member's appointments as a calendar subscription: a secret feed URL (/agenda/{token}.ics, a secret link
// kept only as a hash) made on their own overview page and shown once, revocable by themselves (a new link revokes
// the old) and by an admin. The feed holds the appointments assigned to the member plus the unassigned ones,
// from 30 days back, cancelled ones marked STATUS:CANCELLED. A revoked token is answered 410, an unknown one 404,
// both in Dutch; a deactivated or no longer staff account's feed is gone (410) too.
import { and, desc, eq, gte, isNull, or } from "drizzle-orm";
import { staffFeedCopy as copy } from "~/content/staff-calendar-feed";
import { addDays } from "~/lib/business-calendar";
import { SLOT_MINUTES } from "~/lib/appointment-slots";
import { shopNow } from "~/lib/shop-time";
import { meetingInvite, meetingOf, meetingSentence } from "~/lib/appointments/meeting";
import { buildIcsFeed, type IcsEvent, type IcsStatus } from "~/lib/ics";
import { isStaffRole } from "~/lib/roles";
import { audit } from "../audit.server";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { appointmentRequests, profiles, staffCalendarFeeds, users } from "../db/schema.server";
import { getSite } from "../env.server";
import { leadPageUrl } from "../leads/links.server";
import { hitRateLimit, ipKey, rateLimitCount } from "../rate-limit.server";
import { hashLinkToken, isLinkTokenShape, newLinkToken } from "../secret-link.server";
import { startOf } from "./change.server";

export const FEED_PATH = "/agenda";
/** How far back the feed reaches: last month's appointments stay visible in the calendar app. */
const FEED_PAST_DAYS = 30;
const FEED_MISSES_PER_WINDOW = 20;
const FEED_WINDOW_MS = 10 * 60_000;

export function feedUrl(token: string): string {
  return `${getSite().url}${FEED_PATH}/${token}.ics`;
}

/** The member's live feed (when it was made), or null. */
export async function liveFeed(userId: string, db: Database = getDb()): Promise<{ createdAt: Date } | null> {
  const [feed] = await db
    .select({ createdAt: staffCalendarFeeds.createdAt })
    .from(staffCalendarFeeds)
    .where(and(eq(staffCalendarFeeds.userId, userId), isNull(staffCalendarFeeds.revokedAt)));
  return feed ?? null;
}

/** Every live feed with its member, for the admin's page. */
export async function liveFeeds(db: Database = getDb()) {
  return db
    .select({ userId: users.id, email: users.email, createdAt: staffCalendarFeeds.createdAt })
    .from(staffCalendarFeeds)
    .innerJoin(users, eq(users.id, staffCalendarFeeds.userId))
    .where(isNull(staffCalendarFeeds.revokedAt))
    .orderBy(desc(staffCalendarFeeds.createdAt));
}

/** A new feed for the member (their old one stops working); the token, to be shown once. */
export async function createFeed(userId: string, db: Database = getDb()): Promise<string> {
  const token = newLinkToken();
  await db.transaction(async (tx) => {
    await tx
      .update(staffCalendarFeeds)
      .set({ revokedAt: new Date(), revokedBy: userId })
      .where(and(eq(staffCalendarFeeds.userId, userId), isNull(staffCalendarFeeds.revokedAt)));
    await tx.insert(staffCalendarFeeds).values({ userId, tokenHash: hashLinkToken(token) });
    await audit(tx, {
      actorId: userId,
      action: "calendar_feed.create",
      targetType: "user",
      targetId: userId,
    });
  });
  return token;
}

/** Revokes the member's live feed (the member or an admin); false when there was none. */
export async function revokeFeed(actorId: string, userId: string, db: Database = getDb()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(staffCalendarFeeds)
      .set({ revokedAt: new Date(), revokedBy: actorId })
      .where(and(eq(staffCalendarFeeds.userId, userId), isNull(staffCalendarFeeds.revokedAt)))
      .returning({ id: staffCalendarFeeds.id });
    if (revoked.length === 0) return false;
    await audit(tx, { actorId, action: "calendar_feed.revoke", targetType: "user", targetId: userId });
    return true;
  });
}

export type FeedAnswer = { ok: true; ics: string } | { ok: false; status: 404 | 410 | 429; message: string };

/** The feed a token opens, counted against the client IP (unknown tokens strictly, as the other secret links). */
export async function feedByToken(
  token: string,
  ip: string,
  now = new Date(),
  db: Database = getDb(),
): Promise<FeedAnswer> {
  const missKey = ipKey("feed-miss", ip);
  if ((await rateLimitCount(db, missKey, FEED_WINDOW_MS)) >= FEED_MISSES_PER_WINDOW)
    return { ok: false, status: 429, message: copy.tooMany };
  const bare = token.replace(/\.ics$/, "");
  const [feed] = isLinkTokenShape(bare)
    ? await db
        .select({
          userId: staffCalendarFeeds.userId,
          revokedAt: staffCalendarFeeds.revokedAt,
          banned: users.banned,
          role: profiles.role,
        })
        .from(staffCalendarFeeds)
        .innerJoin(users, eq(users.id, staffCalendarFeeds.userId))
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(staffCalendarFeeds.tokenHash, hashLinkToken(bare)))
    : [];
  if (!feed) {
    await hitRateLimit(db, missKey, FEED_MISSES_PER_WINDOW, FEED_WINDOW_MS);
    return { ok: false, status: 404, message: copy.notFound };
  }
  if (feed.revokedAt || feed.banned || !isStaffRole(feed.role ?? ""))
    return { ok: false, status: 410, message: copy.revoked };
  return { ok: true, ics: await feedIcs(feed.userId, now, db) };
}

async function feedIcs(userId: string, now: Date, db: Database): Promise<string> {
  const site = getSite();
  const since = addDays(shopNow(now).date, -FEED_PAST_DAYS);
  const rows = await db
    .select()
    .from(appointmentRequests)
    .where(
      and(
        gte(appointmentRequests.preferredDate, since),
        eq(appointmentRequests.isSpam, false),
        isNull(appointmentRequests.anonymizedAt),
        or(eq(appointmentRequests.assignedTo, userId), isNull(appointmentRequests.assignedTo)),
      ),
    )
    .orderBy(appointmentRequests.preferredDate, appointmentRequests.preferredTime);
  const host = new URL(site.url).hostname;
  const events = rows.map((a): IcsEvent => {
    const start = startOf(a);
    const meeting = meetingOf(a);
    const status: IcsStatus =
      a.status === "geannuleerd" ? "CANCELLED" : a.status === "nieuw" ? "TENTATIVE" : "CONFIRMED";
    return {
      // The visitor's invite has the same UID: one appointment, one event everywhere.
      uid: `${a.id}@${host}`,
      sequence: a.inviteSequence,
      status,
      start,
      end: new Date(start.getTime() + SLOT_MINUTES * 60_000),
      summary: copy.summary(a.name, a.company),
      description: [
        meeting ? meetingSentence(meeting) : copy.noMeeting,
        a.phone ? copy.phone(a.phone) : null,
        copy.email(a.email),
        a.message ? copy.message(a.message) : null,
        copy.open(leadPageUrl(site.url, "appointment", a.id)),
      ]
        .filter(Boolean)
        .join("\n"),
      location: meetingInvite(meeting, site.brand).location,
      stamp: a.updatedAt,
    };
  });
  return buildIcsFeed(copy.calendarName(site.brand), events);
}
