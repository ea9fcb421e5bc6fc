// The staff's quotes list (/employee-dashboard/offertes): filtered and paged, totals per status, the follow-up
// list and the CSV export. A quote's status is read as of today (an open quote past its last valid day is
// "verlopen" before the worker stores it), so the list, its totals and the customer's page agree.
import { and, asc, count, desc, eq, ilike, sql, sum, type SQL } from "drizzle-orm";
import { toCsv } from "~/lib/csv";
import type { QuoteFilter } from "~/lib/quotes/filter";
import { QUOTE_CSV_COLUMNS, QUOTE_CSV_HEADER, type QuoteListRow } from "~/lib/quotes/list";
import { currentStatus, isQuoteStatus, QUOTE_STATUSES, type QuoteStatus } from "~/lib/quotes/status";
import { audit } from "../../audit.server";
import { requireStaff } from "../../auth.server";
import type { Database } from "../../db/client.server";
import { getDb } from "../../db/index.server";
import { quotes } from "../../db/schema.server";
import { EXPORT_LIMIT, PAGE_SIZE } from "../../leads/inbox.server";
import { followUpCondition } from "../../quotes/expiry.server";
import { shopToday, type QuoteRow } from "../../quotes/store.server";
import { markPrivate } from "../http.server";

/** The status as of `today` in SQL: the same rule as ~/lib/quotes/status currentStatus. */
function statusAsOf(today: string): SQL<string> {
  return sql<string>`case when ${quotes.status} in ('verstuurd', 'bekeken') and ${quotes.validUntil} < ${today}::date
    then 'verlopen' else ${quotes.status} end`;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Name, e-mail address, company, subject or the number as shown ("OFF-2026-0007-2"). */
function searchClause(q: string): SQL | undefined {
  if (!q) return undefined;
  const shownNumber = sql`coalesce(${quotes.number}, '') || case when ${quotes.version} > 1 then '-' || ${quotes.version}::text else '' end`;
  return ilike(
    sql`concat_ws(' ', ${quotes.customerName}, ${quotes.customerEmail}, ${quotes.customerCompany}, ${quotes.subject}, ${shownNumber})`,
    `%${escapeLike(q)}%`,
  );
}

function rowColumns(today: string) {
  return {
    id: quotes.id,
    number: quotes.number,
    version: quotes.version,
    status: statusAsOf(today),
    customerName: quotes.customerName,
    customerEmail: quotes.customerEmail,
    customerPhone: quotes.customerPhone,
    customerCompany: quotes.customerCompany,
    subject: quotes.subject,
    netCents: quotes.netCents,
    grossCents: quotes.grossCents,
    createdAt: quotes.createdAt,
    sentAt: quotes.sentAt,
    validUntil: quotes.validUntil,
    closedAt: quotes.closedAt,
    acceptedName: quotes.acceptedName,
    leadType: quotes.leadType,
    leadId: quotes.leadId,
    source: quotes.source,
    form: quotes.form,
  };
}

type SelectedRow = Omit<QuoteListRow, "status"> & { status: string };

/** The list's columns only (a stored row also holds the acceptance evidence, which lists do not show). */
export function toListRow(row: SelectedRow): QuoteListRow {
  return {
    id: row.id,
    number: row.number,
    version: row.version,
    status: isQuoteStatus(row.status) ? row.status : "concept",
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    customerCompany: row.customerCompany,
    subject: row.subject,
    netCents: Number(row.netCents),
    grossCents: Number(row.grossCents),
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    validUntil: row.validUntil,
    closedAt: row.closedAt,
    acceptedName: row.acceptedName,
    leadType: row.leadType,
    leadId: row.leadId,
    source: row.source,
    form: row.form,
  };
}

/** A stored quote (quotesForLead, quotesForEmail) as a list row, its status as of today. */
export function listRowOf(quote: QuoteRow, today = shopToday()): QuoteListRow {
  return toListRow({ ...quote, status: currentStatus(quote, today) });
}

function whereOf(filter: Pick<QuoteFilter, "status" | "q">, today: string): SQL | undefined {
  return and(
    filter.status ? sql`${statusAsOf(today)} = ${filter.status}` : undefined,
    searchClause(filter.q),
  );
}

function selectRows(db: Database, today: string, where: SQL | undefined) {
  return db
    .select(rowColumns(today))
    .from(quotes)
    .where(where)
    .orderBy(desc(quotes.createdAt), desc(quotes.id));
}

export async function listQuotes(filter: QuoteFilter, now = new Date(), db: Database = getDb()) {
  const today = shopToday(now);
  const where = whereOf(filter, today);
  const [rows, [counted]] = await Promise.all([
    selectRows(db, today, where)
      .limit(PAGE_SIZE)
      .offset((filter.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(quotes).where(where),
  ]);
  const total = Number(counted?.n ?? 0);
  return { rows: rows.map(toListRow), total, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export interface StatusTotal {
  status: QuoteStatus;
  count: number;
  grossCents: number;
}

/** Per status (all eight, in workflow order): how many quotes and their sum incl. VAT, within the search. */
export async function statusTotals(
  q: string,
  now = new Date(),
  db: Database = getDb(),
): Promise<StatusTotal[]> {
  const status = statusAsOf(shopToday(now));
  const rows = await db
    .select({ status, n: count(), gross: sum(quotes.grossCents) })
    .from(quotes)
    .where(searchClause(q))
    // By position: the expression written twice would carry its date parameter twice, and differ.
    .groupBy(sql`1`);
  const found = new Map(rows.map((r) => [r.status, r]));
  return QUOTE_STATUSES.map((s) => ({
    status: s,
    count: Number(found.get(s)?.n ?? 0),
    grossCents: Number(found.get(s)?.gross ?? 0),
  }));
}

/** Sent quotes without a reaction for QUOTE_FOLLOW_UP_DAYS and still valid, longest waiting first. */
export async function followUpQuotes(now = new Date(), db: Database = getDb()): Promise<QuoteListRow[]> {
  const rows = await db
    .select(rowColumns(shopToday(now)))
    .from(quotes)
    .where(followUpCondition(now))
    .orderBy(asc(quotes.sentAt))
    .limit(50);
  return rows.map(toListRow);
}

/** Every version of a quote number, oldest first (the quote page's versions). */
export async function versionsOf(number: string, now = new Date(), db: Database = getDb()) {
  const rows = await db
    .select(rowColumns(shopToday(now)))
    .from(quotes)
    .where(eq(quotes.number, number))
    .orderBy(asc(quotes.version));
  return rows.map(toListRow);
}

export async function exportQuotes(
  filter: QuoteFilter,
  now = new Date(),
  db: Database = getDb(),
): Promise<QuoteListRow[]> {
  const today = shopToday(now);
  return (await selectRows(db, today, whereOf(filter, today)).limit(EXPORT_LIMIT)).map(toListRow);
}

export function quotesCsv(rows: readonly QuoteListRow[]): string {
  return toCsv(
    [...QUOTE_CSV_HEADER],
    rows.map((row) => QUOTE_CSV_COLUMNS.map((column) => column.value(row))),
  );
}

/** GET /employee-dashboard/offertes/export.csv: the list's current filter, for staff only, in the audit log. */
export async function quoteExportResponse(request: Request, filter: QuoteFilter): Promise<Response> {
  // The staff layout's middleware has checked already; an export is bulk personal data, so check again.
  const user = await requireStaff(request);
  const rows = await exportQuotes(filter);
  await audit(getDb(), {
    actorId: user.id,
    action: "quote.export",
    details: { format: "csv", rows: rows.length, status: filter.status, search: filter.q !== "" },
  });
  return markPrivate(
    new Response(quotesCsv(rows), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="offertes-${shopToday()}.csv"`,
      },
    }),
  );
}
