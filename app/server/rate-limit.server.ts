// Fixed-window rate limits. On PostgreSQL they are kept in the database, so every app instance counts the same
// requests. The embedded database (PGlite) belongs to one process, so there a map in that process counts exactly
// the same, without a write (and its WAL flush) per request; counts start over when the process restarts.
import { createHash } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { CoalescingQueue } from "~/lib/coalescing-queue";
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
 * Counts one hit for `key` in the current window and says whether it is within `limit`: an atomic upsert on
 * PostgreSQL (shared with the hits that arrive meanwhile), the in-process map on PGlite.
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
  const count = await upsertBatcherFor(db).count(key, windowStart);
  return { allowed: count <= limit, count, retryAfter: Math.ceil((windowStart + windowMs - now) / 1000) };
}

/**
 * The hits `key` has in the current window, without counting one: for a limit on failures (unknown customer
 * links), checked before the lookup so that, once over it, every lookup is refused alike, found or not.
 */
export async function rateLimitCount(
  db: Database,
  key: string,
  windowMs = 60_000,
  now = Date.now(),
): Promise<number> {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const embedded = embeddedClient(db);
  if (embedded) {
    const window = memoryWindows.get(embedded)?.windows.get(key);
    return window?.start === windowStart ? window.count : 0;
  }
  const rows = (await db.execute<{ count: number }>(
    sql`select count from rate_limits where key = ${key} and window_start = ${windowStart}`,
  )) as unknown as { count: number }[];
  return Number(rows[0]?.count ?? 0);
}

export interface PendingHit {
  key: string;
  windowStart: number;
  resolve: (count: number) => void;
  reject: (error: unknown) => void;
}

/** Hits of one key counted in one statement. */
interface KeyHits {
  windowStart: number;
  hits: PendingHit[];
}

/**
 * The hits of `queue` that one statement can count, taken out of it in arrival order: per key, those of the
 * window its first hit is in (a later window's hit of that key, or more than `maxKeys` keys, waits for the next).
 */
export function takeHitBatch(queue: PendingHit[], maxKeys = 500): Map<string, KeyHits> {
  const batch = new Map<string, KeyHits>();
  const left: PendingHit[] = [];
  for (const hit of queue) {
    const keyHits = batch.get(hit.key);
    if (keyHits?.windowStart === hit.windowStart) keyHits.hits.push(hit);
    else if (!keyHits && batch.size < maxKeys)
      batch.set(hit.key, { windowStart: hit.windowStart, hits: [hit] });
    else left.push(hit);
  }
  queue.splice(0, queue.length, ...left);
  return batch;
}

/**
 * Rate-limit hits on PostgreSQL. Each upsert is a statement with its own commit: under a burst of leads those,
 * not the leads (which are group-committed), were most of the app's statements. So, like the leads, the hits that
 * arrive while one upsert runs are counted together in the next: per key `count + n`, and the n hits get the
 * counts `total - n + 1 … total` in arrival order, exactly what n separate upserts would have returned.
 */
class UpsertBatcher {
  private readonly pending = new CoalescingQueue<PendingHit, Map<string, KeyHits>>(
    (waiting) => takeHitBatch(waiting),
    (batch) => this.upsert(batch),
  );

  constructor(private readonly db: Database) {}

  count(key: string, windowStart: number): Promise<number> {
    return new Promise((resolve, reject) => this.pending.add({ key, windowStart, resolve, reject }));
  }

  private async upsert(batch: Map<string, KeyHits>) {
    const values = [...batch].map(
      ([key, { windowStart, hits }]) => sql`(${key}, ${hits.length}, ${windowStart})`,
    );
    try {
      const result = await this.db.execute<{ key: string; count: number }>(sql`
        insert into rate_limits (key, count, window_start) values ${sql.join(values, sql`, `)}
        on conflict (key) do update set
          count = case when rate_limits.window_start = excluded.window_start
            then rate_limits.count + excluded.count else excluded.count end,
          window_start = excluded.window_start
        returning key, count`);
      // Only PostgreSQL gets here: postgres-js returns the rows themselves.
      const rows = result as unknown as { key: string; count: number }[];
      const totals = new Map(rows.map((row) => [row.key, Number(row.count)]));
      for (const [key, { hits }] of batch) {
        const total = totals.get(key) ?? hits.length;
        hits.forEach((hit, i) => hit.resolve(total - hits.length + 1 + i));
      }
    } catch (error) {
      for (const { hits } of batch.values()) for (const hit of hits) hit.reject(error);
    }
  }
}

const upsertBatchers = new WeakMap<Database, UpsertBatcher>();

function upsertBatcherFor(db: Database): UpsertBatcher {
  let batcher = upsertBatchers.get(db);
  if (!batcher) upsertBatchers.set(db, (batcher = new UpsertBatcher(db)));
  return batcher;
}

/** Rate-limit key of a client IP: hashed, so neither the table nor the map holds personal data. */
export function ipKey(scope: string, ip: string): string {
  return `${scope}:${createHash("sha256").update(ip).digest("base64url").slice(0, 22)}`;
}
