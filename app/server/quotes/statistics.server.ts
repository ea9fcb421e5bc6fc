// Which channel brings revenue, not only leads: the value of the quotes accepted in a period, per marketing source
// and per form of the lead they answered (both copied onto the quote when it was made, so an anonymized lead or
// quote still counts). A quote accepted on a day counts for that Amsterdam day.
import { and, eq, gte, lt, sql } from "drizzle-orm";
import { isLeadType, leadFormLabel } from "~/lib/leads/registry";
import type { StatsPeriod } from "~/lib/stats-period";
import { TIME_ZONE } from "~/lib/shop-time";
import { sourceLabel } from "~/lib/visit-source";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { quotes } from "../db/schema.server";

/** Row keys for quotes whose lead's visit is unknown, and for quotes made without a lead (a phone call). */
export const UNKNOWN_SOURCE = "onbekend";
export const NO_LEAD = "zonder-aanvraag";
const NO_LEAD_LABEL = "Zonder aanvraag (telefoon of e-mail)";

export interface RevenueRow {
  key: string;
  label: string;
  /** Quotes accepted. */
  accepted: number;
  /** Their total incl. VAT, in cents. */
  grossCents: number;
}

export interface AcceptedQuoteValue {
  accepted: number;
  grossCents: number;
  bySource: RevenueRow[];
  byForm: RevenueRow[];
}

function add(rows: Map<string, RevenueRow>, key: string, label: string, accepted: number, cents: number) {
  const row = rows.get(key) ?? { key, label, accepted: 0, grossCents: 0 };
  row.accepted += accepted;
  row.grossCents += cents;
  rows.set(key, row);
}

/** Highest value first; the unknown and no-lead rows last, as in the sources table. */
function sorted(rows: Map<string, RevenueRow>): RevenueRow[] {
  const last = (key: string) => (key === UNKNOWN_SOURCE ? 1 : key === NO_LEAD ? 2 : 0);
  return [...rows.values()].sort(
    (a, b) => last(a.key) - last(b.key) || b.grossCents - a.grossCents || a.label.localeCompare(b.label),
  );
}

export async function acceptedQuoteValue(
  period: Pick<StatsPeriod, "from" | "to">,
  db: Database = getDb(),
): Promise<AcceptedQuoteValue> {
  const groups = await db
    .select({
      leadType: quotes.leadType,
      form: quotes.form,
      source: quotes.source,
      accepted: sql<number | string>`count(*)`,
      grossCents: sql<number | string>`coalesce(sum(${quotes.grossCents}), 0)`,
    })
    .from(quotes)
    .where(
      and(
        eq(quotes.status, "geaccepteerd"),
        // Amsterdam calendar days: from 00:00 on `from` up to (not including) 00:00 after `to`.
        gte(quotes.closedAt, sql`(${period.from}::date)::timestamp at time zone ${TIME_ZONE}`),
        lt(quotes.closedAt, sql`((${period.to}::date + 1)::timestamp at time zone ${TIME_ZONE})`),
      ),
    )
    .groupBy(quotes.leadType, quotes.form, quotes.source);

  const bySource = new Map<string, RevenueRow>();
  const byForm = new Map<string, RevenueRow>();
  let accepted = 0;
  let grossCents = 0;
  for (const group of groups) {
    const n = Number(group.accepted);
    const cents = Number(group.grossCents);
    accepted += n;
    grossCents += cents;
    const type = group.leadType;
    if (type === null || !isLeadType(type)) {
      add(bySource, NO_LEAD, NO_LEAD_LABEL, n, cents);
      add(byForm, NO_LEAD, NO_LEAD_LABEL, n, cents);
      continue;
    }
    const source = group.source ?? UNKNOWN_SOURCE;
    add(bySource, source, group.source ? sourceLabel(group.source) : "Onbekend", n, cents);
    // Keyed by label, like the leads per form: the statistics page joins the two on it.
    const form = leadFormLabel(type, group.form);
    add(byForm, form, form, n, cents);
  }
  return { accepted, grossCents, bySource: sorted(bySource), byForm: sorted(byForm) };
}
