// The calculators on the statistics page (issue 41): how often each priced a choice (calculator_uses), the
// requests sent with a calculator's price and the orders (accepted quotes) they became, per product and per
// marketing source of the lead, and how often staff changed the calculator's lines before sending the quote.
import { sql } from "drizzle-orm";
import { pricingCopy } from "~/content/pricing";
import type { PriceLine } from "~/lib/pricing/calculate";
import { isPricedProduct } from "~/lib/pricing/configuration";
import { TIME_ZONE } from "~/lib/shop-time";
import type { StatsPeriod } from "~/lib/stats-period";
import { sourceLabel } from "~/lib/visit-source";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";

const UNKNOWN = "onbekend";

export interface CalculatorRow {
  key: string;
  label: string;
  uses: number;
  requests: number;
  orders: number;
}

export interface CalculatorStatistics {
  byProduct: CalculatorRow[];
  /** Requests and orders per source (uses carry no source: nothing about the visitor is kept). */
  bySource: Omit<CalculatorRow, "uses">[];
  /** Sent first versions of quotes made from a calculator's request, and how many of them staff changed. */
  sent: number;
  changed: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

const productLabel = (key: string) =>
  isPricedProduct(key) ? pricingCopy.productName[key] : key === UNKNOWN ? "Onbekend" : key;

/** Whether a sent quote's lines are the calculator's (same descriptions, quantities and prices, in order). */
export function sameLines(quote: PriceLine[], calculator: PriceLine[]): boolean {
  return (
    quote.length === calculator.length &&
    quote.every(
      (line, i) =>
        line.description === calculator[i]!.description &&
        Number(line.quantity) === calculator[i]!.quantity &&
        Number(line.unitPriceCents) === calculator[i]!.unitPriceCents,
    )
  );
}

export async function calculatorStatistics(
  period: Pick<StatsPeriod, "from" | "to">,
  db: Database = getDb(),
): Promise<CalculatorStatistics> {
  const start = sql`(${period.from}::date)::timestamp at time zone ${TIME_ZONE}`;
  const end = sql`((${period.to}::date + 1)::timestamp at time zone ${TIME_ZONE})`;
  const [uses, requests, orders, sent] = await Promise.all([
    db.execute(sql`select product as key, sum(count) as n from calculator_uses
      where day between ${period.from}::date and ${period.to}::date group by product`),
    db.execute(sql`select calculator->>'product' as product, coalesce(source, ${UNKNOWN}) as source, count(*) as n
      from quote_requests where calculator is not null and not is_spam
      and created_at >= ${start} and created_at < ${end} group by 1, 2`),
    db.execute(sql`select r.calculator->>'product' as product, coalesce(q.source, ${UNKNOWN}) as source,
      count(*) as n from quotes q join quote_requests r on q.lead_type = 'quote' and q.lead_id = r.id
      where r.calculator is not null and q.status = 'geaccepteerd'
      and q.closed_at >= ${start} and q.closed_at < ${end} group by 1, 2`),
    db.execute(sql`select r.calculator->'lines' as calculator,
      (select coalesce(json_agg(json_build_object('description', l.description, 'quantity', l.quantity,
        'unitPriceCents', l.unit_price_cents) order by l.position), '[]'::json)
        from quote_lines l where l.quote_id = q.id) as lines
      from quotes q join quote_requests r on q.lead_type = 'quote' and q.lead_id = r.id
      where r.calculator is not null and q.version = 1 and q.sent_at >= ${start} and q.sent_at < ${end}`),
  ]);

  const products = new Map<string, CalculatorRow>();
  const sources = new Map<string, Omit<CalculatorRow, "uses">>();
  const product = (key: string) => {
    const row = products.get(key) ?? { key, label: productLabel(key), uses: 0, requests: 0, orders: 0 };
    products.set(key, row);
    return row;
  };
  const source = (key: string) => {
    const label = key === UNKNOWN ? "Onbekend" : sourceLabel(key);
    const row = sources.get(key) ?? { key, label, requests: 0, orders: 0 };
    sources.set(key, row);
    return row;
  };
  for (const r of rowsOf<{ key: string; n: string | number }>(uses)) product(r.key).uses += Number(r.n);
  for (const [result, field] of [
    [requests, "requests"],
    [orders, "orders"],
  ] as const) {
    for (const r of rowsOf<{ product: string | null; source: string; n: string | number }>(result)) {
      product(r.product ?? UNKNOWN)[field] += Number(r.n);
      source(r.source)[field] += Number(r.n);
    }
  }
  const sentQuotes = rowsOf<{ calculator: PriceLine[] | string; lines: PriceLine[] | string }>(sent);
  const parse = (v: PriceLine[] | string): PriceLine[] => (typeof v === "string" ? JSON.parse(v) : v);
  const changed = sentQuotes.filter((q) => !sameLines(parse(q.lines), parse(q.calculator))).length;
  const byUse = (a: CalculatorRow, b: CalculatorRow) =>
    b.uses - a.uses || b.requests - a.requests || a.label.localeCompare(b.label);
  return {
    byProduct: [...products.values()].sort(byUse),
    bySource: [...sources.values()].sort(
      (a, b) =>
        Number(a.key === UNKNOWN) - Number(b.key === UNKNOWN) ||
        b.requests - a.requests ||
        a.label.localeCompare(b.label),
    ),
    sent: sentQuotes.length,
    changed,
  };
}
