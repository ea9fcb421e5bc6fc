// Fixed-window rate limits. On PostgreSQL they are kept in the database, so every app instance counts the same
// requests. The embedded database (PGlite) belongs to one process, so there a map in that process counts exactly
// the same, without a write (and its WAL flush) per request; counts start over when the process restarts.
import { createHash } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { Database } from "./db/client.server";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

interface Window {
  start: number;
  end: number;
  count: number;
}

/** In-process windows per embedded database (a test may open several). */
const memoryWindows = new WeakMap<object, { windows: Map<string, Window>; prunedAt: number }>();
/** Expired windows are dropped at most this often, so the map holds about one window per recent key. */
const PRUNE_EVERY_MS = 60_000;

/** The PGlite client behind `db`, or undefined on PostgreSQL. */
function embeddedClient(db: Database): object | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : undefined;
}

/** Counts one hit in the process's own map (the database is PGlite, owned by this process). */
export function hitMemoryRateLimit(
  owner: object,
  key: string,
  limit: number,
  windowMs = 60_000,
  now = Date.now(),
): RateLimitResult {
  let state = memoryWindows.get(owner);
  if (!state) memoryWindows.set(owner, (state = { windows: new Map(), prunedAt: now }));
  if (now - state.prunedAt >= PRUNE_EVERY_MS) {
    for (const [k, w] of state.windows) if (w.end <= now) state.windows.delete(k);
    state.prunedAt = now;
  }
  const start = Math.floor(now / windowMs) * windowMs;
  let window = state.windows.get(key);
  if (!window || window.start !== start) {
    window = { start, end: start + windowMs, count: 0 };
    state.windows.set(key, window);
  }
  window.count++;
  return {
    allowed: window.count <= limit,
    count: window.count,
    retryAfter: Math.ceil((window.end - now) / 1000),
  };
}

/** Number of windows the in-process limiter holds for `db` (0 on PostgreSQL); for tests. */
export function memoryRateLimitSize(db: Database): number {
  const client = embeddedClient(db);
  return client ? (memoryWindows.get(client)?.windows.size ?? 0) : 0;
}

/**
 * Counts one hit for `key` in the current window and says whether it is within `limit`: one atomic upsert on
 * PostgreSQL, the in-process map on PGlite.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowMs = 60_000,
  now = Date.now(),
): Promise<RateLimitResult> {
  const embedded = embeddedClient(db);
  if (embedded) return hitMemoryRateLimit(embedded, key, limit, windowMs, now);
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

/** Rate-limit key of a client IP: hashed, so neither the table nor the map holds personal data. */
export function ipKey(scope: string, ip: string): string {
  return `${scope}:${createHash("sha256").update(ip).digest("base64url").slice(0, 22)}`;
}
