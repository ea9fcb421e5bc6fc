// Sends queued mail. Rows are claimed with FOR UPDATE SKIP LOCKED and leased (next_attempt_at pushed ahead) in a
// short transaction, then sent outside it: several app instances never send the same row, the database is not
// held during slow SMTP, and a crash mid-send only delays the row until its lease expires.
import { and, asc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import { registerBackgroundJob } from "../background.server";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { outbox, rateLimits } from "../db/schema.server";
import { trafficPause } from "../http/traffic.server";
import { logger } from "../logger.server";
import { onOutboxEnqueued } from "./outbox.server";
import { createTransportFromEnv, type MailTransport, type OutboxRow } from "./transport.server";

export const MAX_ATTEMPTS = 10;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;
/** A claimed row is retried after this long if its sender died before recording the outcome. */
const LEASE_MS = 5 * 60_000;
const POLL_MS = 5_000;
const BATCH = 50;
/** A nudge waits this long so a burst of leads is sent in a few batches instead of one pass per lead. */
const NUDGE_DELAY_MS = 250;

/** Delay before the next try after `attempts` failed tries: 30 s, 1 min, 2 min, … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

async function claimDueMail(db: Database, now: Date, limit = BATCH): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(outbox)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(
        inArray(
          outbox.id,
          rows.map((r) => r.id),
        ),
      );
    return rows;
  });
}

/** Error text without addresses: SMTP replies often quote the recipient. */
function describeError(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; message?: string };
  const parts = [e.code, e.responseCode, e.message?.replace(/[^\s<>]+@[^\s<>]+/g, "<adres>")].filter(Boolean);
  return parts.join(" ").slice(0, 500) || "onbekende fout";
}

export interface ProcessResult {
  sent: number;
  retried: number;
  failed: number;
}

/** Runs `fn` over `items` with at most `limit` calls under way at once. */
async function forEachConcurrently<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}

/**
 * Sends every due message once, one batch at a time until none is due (or `shouldStop` says so between
 * batches). Within a batch up to `transport.concurrency` messages are sent at once (the SMTP pool's size).
 */
export async function processDueMail(
  db: Database,
  transport: MailTransport,
  options: {
    now?: () => Date;
    maxBatches?: number;
    shouldStop?: () => boolean;
    /** Awaited before each batch: the worker waits here for a pause in the visitors' requests. */
    beforeBatch?: () => Promise<void>;
  } = {},
): Promise<ProcessResult> {
  const now = options.now ?? (() => new Date());
  const result: ProcessResult = { sent: 0, retried: 0, failed: 0 };
  for (let batch = 0; batch < (options.maxBatches ?? Infinity); batch++) {
    if (options.shouldStop?.()) break;
    if (options.beforeBatch) {
      await options.beforeBatch();
      if (options.shouldStop?.()) break;
    }
    const rows = await claimDueMail(db, now());
    if (rows.length === 0) break;
    const sent: OutboxRow[] = [];
    await forEachConcurrently(rows, transport.concurrency ?? 1, async (row) => {
      try {
        await transport.send(row);
        sent.push(row);
        result.sent++;
      } catch (error) {
        const attempts = row.attempts + 1;
        const giveUp = attempts >= MAX_ATTEMPTS;
        await db
          .update(outbox)
          .set({
            attempts,
            lastError: describeError(error),
            status: giveUp ? "failed" : "pending",
            nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
          })
          .where(eq(outbox.id, row.id));
        if (giveUp) result.failed++;
        else result.retried++;
        logger.warn(
          { outboxId: row.id, kind: row.kind, attempts, giveUp, error: (error as { code?: string }).code },
          "mail delivery failed",
        );
      }
    });
    // One statement for the whole batch: on the embedded database every query waits its turn with the requests.
    if (sent.length > 0) {
      await db
        .update(outbox)
        .set({ status: "sent", sentAt: now(), attempts: sql`${outbox.attempts} + 1`, lastError: null })
        .where(
          inArray(
            outbox.id,
            sent.map((r) => r.id),
          ),
        );
    }
  }
  return result;
}

/** Drops rate-limit windows older than an hour (the table would otherwise grow with every visitor IP). */
async function pruneRateLimits(db: Database, now = Date.now()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, now - 60 * 60_000));
}

export interface OutboxWorker {
  /** Runs a pass now (coalesced with a running one). */
  nudge(): void;
  stop(): Promise<void>;
}

export function startOutboxWorker(
  options: { db?: () => Database; transport?: MailTransport; pollMs?: number } = {},
): OutboxWorker {
  const db = options.db ?? getDb;
  const transport = options.transport ?? createTransportFromEnv();
  const pollMs = options.pollMs ?? POLL_MS;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastPrune = 0;

  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, pollMs);
    timer.unref?.();
  };

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await processDueMail(db(), transport, {
            shouldStop: () => stopped,
            beforeBatch: () => trafficPause(() => stopped),
          });
        } while (again && !stopped);
        if (Date.now() - lastPrune > 10 * 60_000) {
          lastPrune = Date.now();
          await pruneRateLimits(db());
        }
      } catch (error) {
        logger.error({ err: { message: (error as Error).message } }, "outbox pass failed");
      } finally {
        running = undefined;
        schedule();
      }
    })();
  }

  let nudgeTimer: ReturnType<typeof setTimeout> | undefined;
  const nudge = () => {
    if (nudgeTimer || stopped) return;
    nudgeTimer = setTimeout(() => {
      nudgeTimer = undefined;
      run();
    }, NUDGE_DELAY_MS);
    nudgeTimer.unref?.();
  };
  const unsubscribe = onOutboxEnqueued(nudge);
  run();
  return {
    nudge: run,
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      clearTimeout(nudgeTimer);
      await running;
      transport.close?.();
    },
  };
}

registerBackgroundJob(() => {
  const worker = startOutboxWorker();
  return () => worker.stop();
});
