// The numbers of the statistics page: visitors and page views per day, top pages, where sessions come from and
// land, devices, leads with their conversion per source and per form, and the value of accepted quotes per source
// and per form. They come from the daily counts that
// every page view updates (analytics_days), so a year is a few thousand rows, not every page view.
import { sql } from "drizzle-orm";
import { DEVICES, deviceLabels, type Device } from "~/lib/device";
import { leadFormLabel } from "~/lib/leads/registry";
import { conversionRate, periodDays, type StatsPeriod } from "~/lib/stats-period";
import { sourceLabel } from "~/lib/visit-source";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { leadCounts } from "../leads/overview.server";
import { acceptedQuoteValue } from "../quotes/statistics.server";

const TOP = 10;

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export interface CountRow {
  key: string;
  label: string;
  count: number;
}

export interface SourceRow extends CountRow {
  leads: number;
  conversion: string;
}

export async function visitStatistics(period: StatsPeriod, db: Database = getDb()) {
  const inPeriod = sql`day between ${period.from}::date and ${period.to}::date`;
  const top = (metric: string, limit: number | null) =>
    db.execute(sql`select key, sum(count) as n from analytics_days where metric = ${metric} and ${inPeriod}
      group by key order by 2 desc, 1 ${limit ? sql`limit ${limit}` : sql``}`);
  const [daily, pages, sources, landings, devices, leads, quotes] = await Promise.all([
    db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day,
      sum(count) filter (where metric = 'views') as views, sum(count) filter (where metric = 'visitors') as visitors
      from analytics_days where metric in ('views', 'visitors') and ${inPeriod} group by day`),
    top("page", TOP),
    top("source", null),
    top("landing", TOP),
    top("device", null),
    leadCounts(period.from, period.to, db),
    acceptedQuoteValue(period, db),
  ]);

  const byDay = new Map(
    rowsOf<{ day: string; views: number | string | null; visitors: number | string | null }>(daily).map(
      (r) => [r.day, { views: Number(r.views ?? 0), visitors: Number(r.visitors ?? 0) }],
    ),
  );
  const days = periodDays(period).map((day) => ({ day, ...(byDay.get(day) ?? { views: 0, visitors: 0 }) }));
  const counted = (result: unknown, label: (key: string) => string): CountRow[] =>
    rowsOf<{ key: string; n: number | string }>(result).map((r) => ({
      key: r.key,
      label: label(r.key),
      count: Number(r.n),
    }));

  const sessionsBySource = counted(sources, sourceLabel);
  const sessions = sessionsBySource.reduce((sum, r) => sum + r.count, 0);
  const leadsBySource = new Map<string, number>();
  const leadsByForm = new Map<string, { leads: number; tracked: number }>();
  for (const lead of leads) {
    const source = lead.source ?? "onbekend";
    leadsBySource.set(source, (leadsBySource.get(source) ?? 0) + lead.count);
    const form = leadFormLabel(lead.type, lead.form);
    const counts = leadsByForm.get(form) ?? { leads: 0, tracked: 0 };
    counts.leads += lead.count;
    // Like the per-source table: a lead without a known visit is not part of the sessions it is divided by.
    if (lead.source !== null) counts.tracked += lead.count;
    leadsByForm.set(form, counts);
  }
  // A row per source with sessions or leads in the period: a lead counts for its source even when its visit
  // began before the period (just before midnight) or its source came with the form (a campaign link).
  const withSessions = new Set(sessionsBySource.map((r) => r.key));
  const leadsOnly = [...leadsBySource]
    .filter(([key]) => key !== "onbekend" && !withSessions.has(key))
    .sort(([a, n], [b, m]) => m - n || a.localeCompare(b))
    .map(([key, leads]) => ({ key, label: sourceLabel(key), count: 0, leads }));
  const sourceRows: SourceRow[] = [
    ...sessionsBySource.map((r) => ({ ...r, leads: leadsBySource.get(r.key) ?? 0 })),
    ...leadsOnly,
  ].map((r) => ({ ...r, conversion: conversionRate(r.leads, r.count) }));
  // Leads whose visit is unknown (sent without JavaScript, or before visits were recorded) still count.
  const unknown = leadsBySource.get("onbekend") ?? 0;
  if (unknown)
    sourceRows.push({ key: "onbekend", label: "Onbekend", count: 0, leads: unknown, conversion: "–" });
  const deviceCounts = new Map(counted(devices, (k) => k).map((r) => [r.key, r.count]));

  return {
    days,
    totals: {
      views: days.reduce((sum, d) => sum + d.views, 0),
      // The hash changes daily, so a visitor is counted once per day they visit.
      visitors: days.reduce((sum, d) => sum + d.visitors, 0),
      sessions,
      leads: leads.reduce((sum, l) => sum + l.count, 0),
    },
    pages: counted(pages, (k) => k),
    landings: counted(landings, (k) => k),
    sources: sourceRows,
    devices: DEVICES.map((d: Device) => ({
      key: d,
      label: deviceLabels[d],
      count: deviceCounts.get(d) ?? 0,
    })),
    forms: [...leadsByForm].map(([form, n]) => ({
      form,
      leads: n.leads,
      conversion: conversionRate(n.tracked, sessions),
    })),
    quotes,
  };
}

export type VisitStatistics = Awaited<ReturnType<typeof visitStatistics>>;
