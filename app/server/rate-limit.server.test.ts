import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client.server";
import {
  hitMemoryRateLimit,
  hitRateLimit,
  ipKey,
  memoryRateLimitSize,
  takeHitBatch,
  type PendingHit,
} from "./rate-limit.server";

describe("in-process rate limit (embedded database)", () => {
  const minute = 60_000;
  const t0 = 1_700_000_040_000; // 0 s into a minute window

  it("allows `limit` hits per window, then refuses with the seconds left, and starts over next window", () => {
    const owner = {};
    const hits = [0, 1, 2].map((i) => hitMemoryRateLimit(owner, "lead:a", 2, minute, t0 + i * 1000));
    expect(hits.map((h) => h.allowed)).toEqual([true, true, false]);
    expect(hits[2]).toEqual({ allowed: false, count: 3, retryAfter: 58 });
    expect(hitMemoryRateLimit(owner, "lead:a", 2, minute, t0 + minute)).toEqual({
      allowed: true,
      count: 1,
      retryAfter: 60,
    });
  });

  it("counts keys and owners (databases) apart", () => {
    const owner = {};
    hitMemoryRateLimit(owner, "lead:a", 1, minute, t0);
    expect(hitMemoryRateLimit(owner, "lead:b", 1, minute, t0).allowed).toBe(true);
    expect(hitMemoryRateLimit({}, "lead:a", 1, minute, t0).allowed).toBe(true);
    expect(hitMemoryRateLimit(owner, "lead:a", 1, minute, t0).allowed).toBe(false);
  });

  describe("through hitRateLimit on PGlite", () => {
    const handle = openDatabase({ dataDir: "memory://" });
    afterAll(() => handle.close());

    it("counts in memory, writes nothing to rate_limits, and forgets expired windows", async () => {
      await handle.migrate();
      const key = ipKey("lead", "192.0.2.7");
      const results = [];
      for (let i = 0; i < 3; i++) results.push(await hitRateLimit(handle.db, key, 2, minute, t0));
      expect(results.map((r) => r.count)).toEqual([1, 2, 3]);
      expect(results[2]!.allowed).toBe(false);
      const rows = await handle.db.execute(`select count(*)::int as n from rate_limits`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
      expect(memoryRateLimitSize(handle.db)).toBe(1);
      // Two windows later another visitor's hit prunes the expired window.
      await hitRateLimit(handle.db, ipKey("lead", "192.0.2.8"), 2, minute, t0 + 2 * minute);
      expect(memoryRateLimitSize(handle.db)).toBe(1);
    });
  });
});

describe("takeHitBatch (PostgreSQL's shared upsert)", () => {
  const hit = (key: string, windowStart = 0): PendingHit => ({
    key,
    windowStart,
    resolve: () => {},
    reject: () => {},
  });

  it("takes every key's hits of one window in arrival order and leaves the rest queued in order", () => {
    const queue = [hit("a"), hit("b"), hit("a"), hit("a", 60_000), hit("c"), hit("b")];
    const [a1, b1, a2, aNext, c1, b2] = queue;
    const batch = takeHitBatch(queue, 2);
    expect([...batch.keys()]).toEqual(["a", "b"]);
    expect(batch.get("a")).toEqual({ windowStart: 0, hits: [a1, a2] });
    expect(batch.get("b")!.hits).toEqual([b1, b2]);
    // A later window of "a" and a third key wait for the next statement.
    expect(queue).toEqual([aNext, c1]);
    expect([...takeHitBatch(queue).keys()]).toEqual(["a", "c"]);
    expect(queue).toEqual([]);
  });
});
