// Fixed-window rate limits kept in the database, so every app instance counts the same requests.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "./db/client.server";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/** Counts one hit for `key` in the current window (one atomic upsert) and says whether it is within `limit`. */
export async function hitRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowMs = 60_000,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, ${windowStart})
    on conflict (key) do update set
      count = case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end,
      window_start = excluded.window_start
    returning count`);
  // postgres-js returns the rows, PGlite a result object with `rows`.
  const rows = (
    Array.isArray(result) ? result : (result as unknown as { rows: { count: number }[] }).rows
  ) as {
    count: number;
  }[];
  const count = Number(rows[0]?.count ?? 1);
  return { allowed: count <= limit, count, retryAfter: Math.ceil((windowStart + windowMs - now) / 1000) };
}

/** Rate-limit key of a client IP: hashed, so the table holds no personal data. */
export function ipKey(scope: string, ip: string): string {
  return `${scope}:${createHash("sha256").update(ip).digest("base64url").slice(0, 22)}`;
}
