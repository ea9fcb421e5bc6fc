// The staff start page's numbers (new leads since the last visit, counts per status, the coming appointments)
// and the statistics' lead counts per period: queries over the inbox's union of lead tables.
import { and, asc, eq, gte, lte, ne, sql } from "drizzle-orm";
import { shopToday } from "~/lib/shop-time";
import { LEAD_TYPES, type LeadType } from "~/lib/leads/registry";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { appointmentRequests, profiles } from "../db/schema.server";
import { listRows, rowsOf, unionOf, whereFor } from "./inbox.server";

export async function overview(since: Date | null, db: Database = getDb(), now = new Date()) {
  const union = unionOf(LEAD_TYPES);
  const sinceClause = since
    ? sql`l.created_at > ${since.toISOString()}::timestamptz`
    : sql`l.status = 'nieuw'`;
  const newest = await listRows(
    db,
    sql`select l.type, l.id from (${union}) l where ${sinceClause} order by l.created_at desc, l.id desc limit 10`,
  );
  const newCounts = rowsOf<{ type: LeadType; n: number | string }>(
    await db.execute(
      sql`select l.type, count(*) as n from (${union}) l where ${sinceClause} group by l.type`,
    ),
  );
  const statusCounts = rowsOf<{ type: LeadType; status: string; n: number | string }>(
    await db.execute(sql`select l.type, l.status, count(*) as n from (${union}) l
      group by l.type, l.status order by l.type, l.status`),
  );
  const today = shopToday(now);
  const horizon = shopToday(new Date(now.getTime() + 14 * 24 * 3600 * 1000));
  const appointments = await db
    .select({
      id: appointmentRequests.id,
      name: appointmentRequests.name,
      company: appointmentRequests.company,
      phone: appointmentRequests.phone,
      preferredDate: appointmentRequests.preferredDate,
      preferredTime: appointmentRequests.preferredTime,
      status: appointmentRequests.status,
    })
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.isSpam, false),
        ne(appointmentRequests.status, "geannuleerd"),
        gte(appointmentRequests.preferredDate, today),
        lte(appointmentRequests.preferredDate, horizon),
      ),
    )
    .orderBy(asc(appointmentRequests.preferredDate), asc(appointmentRequests.preferredTime))
    .limit(50);
  return {
    today,
    newest,
    newCounts: Object.fromEntries(newCounts.map((r) => [r.type, Number(r.n)])) as Partial<
      Record<LeadType, number>
    >,
    statusCounts: statusCounts.map((r) => ({ type: r.type, status: r.status, count: Number(r.n) })),
    todayAppointments: appointments.filter((a) => a.preferredDate === today),
    upcomingAppointments: appointments.filter((a) => a.preferredDate > today),
  };
}

/** Leads received in a period (Amsterdam days, inclusive), counted per type, form and source. */
export async function leadCounts(
  from: string,
  to: string,
  db: Database = getDb(),
): Promise<{ type: LeadType; form: string | null; source: string | null; count: number }[]> {
  const rows = rowsOf<{ type: LeadType; form: string | null; source: string | null; n: number | string }>(
    await db.execute(sql`select l.type, l.form, l.source, count(*) as n from (${unionOf(LEAD_TYPES)}) l
      where ${whereFor({ status: null, source: null, q: "", from, to })}
      group by l.type, l.form, l.source`),
  );
  return rows.map((r) => ({ type: r.type, form: r.form, source: r.source, count: Number(r.n) }));
}

export async function markLeadsSeen(userId: string, at: Date, db: Database = getDb()): Promise<void> {
  await db.update(profiles).set({ lastSeenLeadsAt: at }).where(eq(profiles.id, userId));
}
