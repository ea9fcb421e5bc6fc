// First-party visit analytics (spec §3, §7): one row per page view, no cookie and no IP address. The visitor is
// recognised within one day only, by a hash of IP and user agent salted with a secret that is replaced daily
// and then deleted (Plausible's model): yesterday's hashes can no longer be linked to anyone.
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, isNotNull, lt, ne, sql } from "drizzle-orm";
import { shopNow } from "~/lib/appointment-slots";
import { deviceOf } from "~/lib/device";
import { classifyVisitSource, type VisitSource } from "~/lib/visit-source";
import type { Database } from "../db/client.server";
import { analyticsSalts, analyticsVisits } from "../db/schema.server";

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
  await db.insert(analyticsVisits).values({
    createdAt: now,
    pagePath: visit.path,
    referrer: referrerOrigin(visit.referrer),
    source,
    userAgent: client.userAgent?.slice(0, 400) ?? null,
    ipHash: hashVisitor(salt, client.ip, client.userAgent),
    sessionId: visit.sessionId,
    utmMedium: visit.utmMedium,
    utmCampaign: visit.utmCampaign,
    device: deviceOf(client.userAgent),
    // The session's first page view is its entry: where it landed and where it came from.
    isEntry: sql`not exists (select 1 from ${analyticsVisits} v where v.session_id = ${visit.sessionId})`,
  });
  return source;
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
