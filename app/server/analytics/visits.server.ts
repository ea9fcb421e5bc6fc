// First-party visit analytics (docs/behaviour.md#data, #outside-calls-and-tracking): one row per page view, no cookie and no IP address. The visitor is
// recognised within one day only, by a hash of IP and user agent salted with a secret that is replaced daily
// and then deleted (Plausible's model): yesterday's hashes can no longer be linked to anyone.
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, isNotNull, lt, ne, sql } from "drizzle-orm";
import { shopNow, TIME_ZONE } from "~/lib/shop-time";
import { deviceOf } from "~/lib/device";
import { classifyVisitSource, type VisitSource } from "~/lib/visit-source";
import type { Database } from "../db/client.server";
import { analyticsDays, analyticsDayVisitors, analyticsSalts, analyticsVisits } from "../db/schema.server";

export interface VisitInput {
  path: string;
  referrer: string | null;
  sessionId: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

export interface VisitClient {
  ip: string;
  userAgent: string | null;
  /** Our hosts (canonical and the one the request came to): referrers from them are internal navigation. */
  ownHosts: string[];
}

let cachedSalt: { day: string; salt: string } | undefined;

/** Today's salt (Amsterdam day), the same for every app instance; older salts are deleted on the way. */
export async function dailySalt(db: Database, now = new Date()): Promise<string> {
  const day = shopNow(now).date;
  if (cachedSalt?.day === day) return cachedSalt.salt;
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
  await db.delete(analyticsSalts).where(ne(analyticsSalts.day, day));
  // Yesterday's hashes were only kept to count each visitor once per day.
  await db.delete(analyticsDayVisitors).where(ne(analyticsDayVisitors.day, day));
  cachedSalt = { day, salt: row!.salt };
  return cachedSalt.salt;
}

/** Forgets the cached salt (tests that move the clock). */
export function resetSaltCache(): void {
  cachedSalt = undefined;
}

export function hashVisitor(salt: string, ip: string, userAgent: string | null): string {
  return createHash("sha256")
    .update(`${salt}\n${ip}\n${userAgent ?? ""}`)
    .digest("base64url")
    .slice(0, 22);
}

/** The referrer without its query string or fragment: those may carry someone's e-mail address or a token. */
export function referrerOrigin(referrer: string | null): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol === "http:" || url.protocol === "https:")
      return `${url.origin}${url.pathname}`.slice(0, 500);
    return `${url.protocol}//${url.host}`.slice(0, 200);
  } catch {
    return null;
  }
}

export async function recordVisit(
  db: Database,
  visit: VisitInput,
  client: VisitClient,
  now = new Date(),
): Promise<VisitSource> {
  const source = classifyVisitSource(visit.referrer, {
    ownHosts: client.ownHosts,
    utmSource: visit.utmSource,
  });
  const salt = await dailySalt(db, now);
  const day = shopNow(now).date;
  const ipHash = hashVisitor(salt, client.ip, client.userAgent);
  const device = deviceOf(client.userAgent);
  await db.transaction(async (tx) => {
    // The session's first page view is its entry: where it landed and where it came from.
    const [seen] = await tx
      .select({ one: sql`1` })
      .from(analyticsVisits)
      .where(eq(analyticsVisits.sessionId, visit.sessionId))
      .limit(1);
    const isEntry = !seen;
    await tx.insert(analyticsVisits).values({
      createdAt: now,
      pagePath: visit.path,
      referrer: referrerOrigin(visit.referrer),
      source,
      userAgent: client.userAgent?.slice(0, 400) ?? null,
      ipHash,
      sessionId: visit.sessionId,
      utmMedium: visit.utmMedium,
      utmCampaign: visit.utmCampaign,
      device,
      isEntry,
    });
    const newVisitor = await tx
      .insert(analyticsDayVisitors)
      .values({ day, ipHash })
      .onConflictDoNothing()
      .returning({ day: analyticsDayVisitors.day });
    const counts: [metric: string, key: string][] = [
      ["views", ""],
      ["page", visit.path],
    ];
    if (newVisitor.length) counts.push(["visitors", ""]);
    if (isEntry)
      counts.push(["sessions", ""], ["source", source], ["landing", visit.path], ["device", device]);
    await tx
      .insert(analyticsDays)
      .values(counts.map(([metric, key]) => ({ day, metric, key, count: 1 })))
      .onConflictDoUpdate({
        target: [analyticsDays.day, analyticsDays.metric, analyticsDays.key],
        set: { count: sql`${analyticsDays.count} + 1` },
      });
  });
  return source;
}

/**
 * Recounts the daily figures from the stored page views (after importing visits, or to check the running
 * counts). Visitors are recounted from the hashes, which is exact for every day since a hash is per day.
 */
export async function rebuildDailyCounts(db: Database): Promise<void> {
  const day = sql`to_char((created_at at time zone ${TIME_ZONE})::date, 'YYYY-MM-DD')::date`;
  await db.transaction(async (tx) => {
    await tx.delete(analyticsDays);
    await tx.execute(sql`insert into ${analyticsDays} (day, metric, key, count)
      select ${day}, 'views', '', count(*) from ${analyticsVisits} group by 1
      union all select ${day}, 'visitors', '', count(distinct ip_hash) from ${analyticsVisits} group by 1
      union all select ${day}, 'page', page_path, count(*) from ${analyticsVisits} group by 1, 3
      union all select ${day}, 'sessions', '', count(*) from ${analyticsVisits} where is_entry group by 1
      union all select ${day}, 'source', source, count(*) from ${analyticsVisits} where is_entry group by 1, 3
      union all select ${day}, 'landing', page_path, count(*) from ${analyticsVisits} where is_entry group by 1, 3
      union all select ${day}, 'device', coalesce(device, 'desktop'), count(*) from ${analyticsVisits}
        where is_entry group by 1, 3`);
  });
}

/** Where a session started: the source and page of its first visit (for the lead it produced). */
export async function visitOrigin(
  db: Database,
  sessionId: string,
): Promise<{ source: string; landingPage: string } | null> {
  const [first] = await db
    .select({ source: analyticsVisits.source, landingPage: analyticsVisits.pagePath })
    .from(analyticsVisits)
    .where(and(eq(analyticsVisits.sessionId, sessionId), isNotNull(analyticsVisits.sessionId)))
    .orderBy(asc(analyticsVisits.createdAt))
    .limit(1);
  return first ?? null;
}

/** Page views in a session (the lead page's "4 pagina's bekeken"). */
export async function sessionPageViews(db: Database, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number | string>`count(*)` })
    .from(analyticsVisits)
    .where(eq(analyticsVisits.sessionId, sessionId));
  return Number(row?.n ?? 0);
}

/** Deletes visits older than the retention period, in small batches so no long lock is held. */
export async function deleteExpiredVisits(
  db: Database,
  months: number,
  now = new Date(),
  batchSize = 5_000,
): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  await db.delete(analyticsDays).where(lt(analyticsDays.day, shopNow(cutoff).date));
  let deleted = 0;
  for (;;) {
    const result = await db.execute(sql`delete from ${analyticsVisits} where id in (
      select id from ${analyticsVisits} where ${lt(analyticsVisits.createdAt, cutoff)} limit ${batchSize})
      returning 1 as gone`);
    const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
    deleted += rows.length;
    if (rows.length < batchSize) return deleted;
  }
}
