// The statistics page's queries over a year of visits: 1,000,000 page views (a quarter of them session entries) and
// 2,000 leads, on PGlite and, when TEST_DATABASE_URL is set, PostgreSQL. Run: npm run bench:statistics
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, test } from "vitest";
import { visitStatistics } from "~/server/analytics/stats.server";
import { rebuildDailyCounts } from "~/server/analytics/visits.server";
import { setDatabaseHandle } from "~/server/db/index.server";
import { parseStatsPeriod } from "~/lib/stats-period";
import { shopNow } from "~/lib/shop-time";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../tests/helpers/db";

const VISITS = Number(process.env.BENCH_VISITS ?? 1_000_000);

async function seed(database: TestDatabase): Promise<void> {
  const started = performance.now();
  // generate_series inside the database, then the daily counts recounted: the seeding is not what is measured.
  await database.db.execute(sql`insert into analytics_visits
      (created_at, page_path, source, ip_hash, session_id, device, is_entry, user_agent)
    select now() - random() * interval '365 days',
      (array['/', '/stickers', '/kledingbedrukking', '/blog', '/over-ons', '/portfolio', '/borduren'])[1 + i % 7],
      (array['direct', 'google', 'instagram', 'facebook', 'internal', 'linkedin', 'referral'])[1 + i % 7],
      md5((i / 3)::text), 's' || (i / 4), (array['mobile', 'desktop', 'tablet'])[1 + i % 3], i % 4 = 0,
      'Mozilla/5.0 (Linux; Android 14) Mobile'
    from generate_series(1, ${VISITS}) i`);
  await database.db
    .execute(sql`insert into quote_requests (created_at, form, name, email, service, source, session_id)
    select now() - random() * interval '365 days', (array['modal', 'quick'])[1 + i % 2], 'Bench', 'b' || i || '@example.nl',
      'stickers', (array['direct', 'google', 'instagram', 'facebook'])[1 + i % 4], 's' || i
    from generate_series(1, 2000) i`);
  await rebuildDailyCounts(database.db);
  await database.db.execute(sql`analyze`);
  console.log(
    `seeded ${VISITS.toLocaleString("en")} visits in ${Math.round(performance.now() - started)} ms`,
  );
}

for (const kind of databaseKinds) {
  describe(`statistics over ${VISITS.toLocaleString("en")} visits [${kind}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      await seed(database);
    }, 600_000);
    afterAll(() => database.dispose());
    const today = shopNow().date;
    const figures: Record<string, Record<string, number>> = {};
    for (const query of ["periode=30", "periode=90", `van=${today.slice(0, 4)}-01-01&tot=${today}`]) {
      const { period } = parseStatsPeriod(new URLSearchParams(query), today);
      test(`${period.days} days`, async () => {
        setDatabaseHandle(database);
        await visitStatistics(period, database.db); // warm-up
        const times: number[] = [];
        for (let run = 0; run < 5; run++) {
          const started = performance.now();
          await visitStatistics(period, database.db);
          times.push(performance.now() - started);
        }
        times.sort((x, y) => x - y);
        figures[`${kind}: ${period.days} days`] = {
          "median ms": Math.round(times[2]!),
          "max ms": Math.round(times[4]!),
        };
      }, 120_000);
    }
    afterAll(() => console.table(figures));
  });
}
