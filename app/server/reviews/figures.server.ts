// The figures the site shows about its reviews and customers (home hero, "waarom", over ons, structured data,
// /reviews): computed from the data, never typed in. The average and review count are the published reviews
// collected here; the admin's pre-site review figures travel beside them (`earlier`), shown apart with their source
// and date (docs/reviews.md). Customers (distinct addresses of won leads and delivered orders) after the pre-site
// figures' date are added to that figure. Memoised per public content version: every change that moves a figure
// bumps it, so public pages never query per request.
import { eq, isNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { LEAD_TYPES, leadType } from "~/lib/leads/registry";
import { combineFigures, type ReviewBaseline, type ReviewFigures } from "~/lib/reviews/rules";
import { TIME_ZONE } from "~/lib/shop-time";
import { audit } from "../audit.server";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import { quotes, reviewBaseline, reviews } from "../db/schema.server";
import { rowsOf } from "../leads/inbox.server";
import { leadStorage } from "../leads/registry.server";
import {
  publicContentChanged,
  publicContentTransaction,
  publicContentVersionOf,
} from "../public-content.server";

export type { ReviewFigures } from "~/lib/reviews/rules";

export async function getReviewBaseline(db: Database | Tx = getDb()): Promise<ReviewBaseline | null> {
  const [row] = await db
    .select({
      averageTenths: reviewBaseline.averageTenths,
      reviewCount: reviewBaseline.reviewCount,
      customerCount: reviewBaseline.customerCount,
      asOf: reviewBaseline.asOf,
      source: reviewBaseline.source,
    })
    .from(reviewBaseline)
    .where(eq(reviewBaseline.id, 1));
  return row ?? null;
}

/** The admin's figures from before the site (replacing any earlier ones). */
export async function saveReviewBaseline(
  input: ReviewBaseline & { actorId: string },
  db: Database = getDb(),
): Promise<void> {
  const { actorId, ...figures } = input;
  await publicContentTransaction(db, async (tx) => {
    await tx
      .insert(reviewBaseline)
      .values({ id: 1, ...figures, updatedBy: actorId })
      .onConflictDoUpdate({
        target: reviewBaseline.id,
        set: { ...figures, updatedBy: actorId, updatedAt: new Date() },
      });
    await audit(tx, { actorId, action: "review.baseline", details: { ...figures } });
    await publicContentChanged(tx);
  });
}

/** Counted from the day after the baseline's date (Amsterdam), or from the start without one. */
function sinceClause(column: AnyPgColumn, asOf: string | null): SQL {
  return asOf ? sql`${column} >= ((${asOf}::date + 1)::timestamp at time zone ${TIME_ZONE})` : sql`true`;
}

async function siteFigures(db: Database, asOf: string | null) {
  const [rated] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      sum: sql<number>`coalesce(sum(${reviews.rating}), 0)`.mapWith(Number),
    })
    .from(reviews)
    // Every published review collected here counts, also one written before the pre-site figures' date.
    .where(isNull(reviews.hiddenAt));
  // A customer is an address: a won lead and that customer's delivered order count once.
  const won = LEAD_TYPES.map((type) => {
    const t = leadStorage[type].table;
    const statuses = sql.join(
      leadType(type).workflow.endings.won.map((s) => sql`${s}`),
      sql`, `,
    );
    return sql`select lower(${t.email}) as email from ${t}
      where ${t.status} in (${statuses}) and ${t.isSpam} = false and ${sinceClause(t.updatedAt, asOf)}`;
  });
  const delivered = sql`select lower(${quotes.customerEmail}) as email from ${quotes}
    where ${quotes.orderStatus} = 'afgeleverd' and ${sinceClause(quotes.updatedAt, asOf)}`;
  const result = await db.execute(
    sql`select count(distinct email) as n from (${sql.join([...won, delivered], sql` union all `)}) c
      where email is not null and email <> ''`,
  );
  const [customers] = rowsOf<{ n: number | string }>(result);
  return { ratingSum: rated!.sum, reviewCount: rated!.count, customerCount: Number(customers?.n ?? 0) };
}

export async function computeReviewFigures(db: Database = getDb()): Promise<ReviewFigures> {
  const baseline = await getReviewBaseline(db);
  return combineFigures(await siteFigures(db, baseline?.asOf ?? null), baseline);
}

const memo = new WeakMap<Database, { version: number; figures: Promise<ReviewFigures> }>();

/** The figures as public pages show them, computed once per public content version. */
export async function getReviewFigures(db: Database = getDb()): Promise<ReviewFigures> {
  const version = await publicContentVersionOf(db);
  const known = memo.get(db);
  if (known?.version === version) return known.figures;
  const figures = computeReviewFigures(db);
  memo.set(db, { version, figures });
  figures.catch(() => {
    if (memo.get(db)?.figures === figures) memo.delete(db);
  });
  return figures;
}
