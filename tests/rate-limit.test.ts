// The per-IP rate limit behaves the same on both databases: in memory on PGlite, on PostgreSQL one upsert shared
// by the hits that arrive together. Concurrent hits get consecutive counts, a key's next window starts over.
import { expect, it } from "vitest";
import { hitRateLimit, ipKey } from "~/server/rate-limit.server";
import { describeEachDatabase, useTestDatabase } from "./helpers/db";

const minute = 60_000;
const t0 = 1_700_000_040_000; // 0 s into a minute window

describeEachDatabase("rate limit", (kind) => {
  const database = useTestDatabase(kind, { app: false });

  it("gives concurrent hits consecutive counts per key and refuses those over the limit", async () => {
    const busy = ipKey("lead", "192.0.2.10");
    const other = ipKey("lead", "192.0.2.11");
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => hitRateLimit(database.db, busy, 3, minute, t0 + 1000)),
      hitRateLimit(database.db, other, 3, minute, t0 + 1000),
    ]);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4, 5, 1]);
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false, true]);
    expect(results[3]!.retryAfter).toBe(59);
    // The count goes on where the shared statement left it, and starts over in the next window.
    expect((await hitRateLimit(database.db, busy, 3, minute, t0 + 2000)).count).toBe(6);
    const nextWindow = await hitRateLimit(database.db, busy, 3, minute, t0 + minute);
    expect(nextWindow).toEqual({ allowed: true, count: 1, retryAfter: 60 });
  });
});
