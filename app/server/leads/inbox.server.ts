// The staff inbox over every lead type of the registry: one list (filter, search, paginate, export), one lead,
// and a customer's own requests. Notes are in notes.server.ts, status changes in status-change.server.ts, the
// start page's numbers in overview.server.ts; they share the union over the lead tables and its filters here.
import { inArray, sql, type SQL } from "drizzle-orm";
import { isUuid } from "~/lib/uuid";
import type { LeadFilter } from "~/lib/leads/filter";
import {
  isLeadType,
  LEAD_TYPES,
  leadAmountCents,
  leadRows,
  summarize,
  type LeadRecords,
  type LeadSummary,
  type LeadType,
} from "~/lib/leads/registry";
import type { SpamReason } from "~/lib/spam";
import { TIME_ZONE } from "~/lib/shop-time";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import type { appointmentRequests } from "../db/schema.server";
import type { LeadTable } from "./define.server";
import { leadStorage } from "./registry.server";

export const PAGE_SIZE = 25;
export const EXPORT_LIMIT = 10_000;
/** A customer's dashboard shows at most this many of their requests. */
export const CUSTOMER_LIMIT = 100;

/** The columns every lead row has besides its type's record. */
export interface LeadColumns {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  status: string;
  sessionId: string | null;
  source: string | null;
  landingPage: string | null;
  isSpam: boolean;
  spamReason: string | null;
  replyDueAt: Date | null;
  firstResponseAt: Date | null;
  firstResponseKind: string | null;
  assignedTo: string | null;
}

export type StoredLead<T extends LeadType = LeadType> = LeadRecords[T] & LeadColumns;

export interface LeadListRow extends LeadSummary {
  id: string;
  createdAt: Date;
  status: string;
  source: string | null;
  landingPage: string | null;
  /** Every labelled field, for the CSV export. */
  details: string;
  /** A work-wear order's total in cents, null for other types (the export's amount column). */
  amountCents: number | null;
  /** The reply clock (~/lib/leads/reply-clock): due by, first response, assignee. */
  replyDueAt: Date | null;
  firstResponseAt: Date | null;
  assignedTo: string | null;
}

export function isLeadId(value: unknown): value is string {
  return isUuid(value);
}

/** Which leads a list shows: the inbox's (no bot trap held them), or those a trap holds for one of the lists. */
export type LeadScope = { held: false } | { held: true; reasons: readonly SpamReason[] };

const INBOX: LeadScope = { held: false };

function scopeClause(t: LeadTable, scope: LeadScope): SQL {
  if (!scope.held) return sql`${t.isSpam} = false`;
  // Rows flagged before the reason was stored have none: they belong to the spam list (~/lib/spam heldListOf).
  const reasons = sql`coalesce(${t.spamReason}, 'honeypot') in (${sql.join(
    scope.reasons.map((r) => sql`${r}`),
    sql`, `,
  )})`;
  return sql`${t.isSpam} = true and ${reasons}`;
}

// One SELECT per lead type with the same columns, so the inbox is a single UNION ALL ordered by date. The
// records themselves are read afterwards, for the one page shown.
function selectFor(type: LeadType, scope: LeadScope): SQL {
  const { table: t, searchColumns, formColumn } = leadStorage[type];
  return sql`select ${type}::text as type, ${t.id} as id, ${t.createdAt} as created_at, ${t.status} as status,
    ${t.source} as source, ${formColumn ?? sql`null::text`} as form, lower(${t.email}) as email,
    ${t.replyDueAt} as reply_due_at, ${t.firstResponseAt} as first_response_at,
    concat_ws(' ', ${t.email}, ${sql.join(searchColumns, sql`, `)}) as search
    from ${t} where ${scopeClause(t, scope)}`;
}

export function unionOf(types: readonly LeadType[], scope: LeadScope = INBOX): SQL {
  return sql.join(
    types.map((type) => selectFor(type, scope)),
    sql` union all `,
  );
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function whereFor(filter: Pick<LeadFilter, "status" | "source" | "q" | "from" | "to">): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.status) parts.push(sql`l.status = ${filter.status}`);
  if (filter.source) parts.push(sql`l.source = ${filter.source}`);
  if (filter.q) parts.push(sql`l.search ilike ${`%${escapeLike(filter.q)}%`}`);
  // Dates are Amsterdam calendar days: from 00:00 on `from` up to (not including) 00:00 after `to`.
  if (filter.from)
    parts.push(sql`l.created_at >= (${filter.from}::date)::timestamp at time zone ${TIME_ZONE}`);
  if (filter.to)
    parts.push(sql`l.created_at < ((${filter.to}::date + 1)::timestamp at time zone ${TIME_ZONE})`);
  return sql.join(parts, sql` and `);
}

/** Newest first; or by the reply clock: leads still waiting for a first response first, soonest due on top. */
function orderFor(filter: Pick<LeadFilter, "sort">): SQL {
  if (filter.sort !== "due") return sql`l.created_at desc, l.id desc`;
  return sql`(l.first_response_at is null and l.reply_due_at is not null) desc, l.reply_due_at asc nulls last,
    l.created_at desc, l.id desc`;
}

const typesOf = (filter: Pick<LeadFilter, "type">): LeadType[] => (filter.type ? [filter.type] : LEAD_TYPES);

interface Ref {
  type: LeadType;
  id: string;
}

export function rowsOf<T>(result: unknown): T[] {
  // postgres-js returns an array, PGlite an object with `rows`.
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export async function readRecords(db: Database, type: LeadType, ids: string[]): Promise<StoredLead[]> {
  if (ids.length === 0) return [];
  const storage = leadStorage[type];
  const table = storage.table as LeadTable;
  const rows = (await db
    .select()
    .from(table as typeof appointmentRequests)
    .where(inArray(table.id, ids))) as unknown as StoredLead[];
  return storage.children ? storage.children.attach(db, rows) : rows;
}

/** The stored leads behind a page of references, in the references' order. */
async function loadAll(db: Database, refs: Ref[]): Promise<{ type: LeadType; lead: StoredLead }[]> {
  const byType = await Promise.all(
    LEAD_TYPES.map(async (type) => {
      const ids = refs.filter((r) => r.type === type).map((r) => r.id);
      return [type, await readRecords(db, type, ids)] as const;
    }),
  );
  const found = new Map(byType.flatMap(([type, leads]) => leads.map((l) => [`${type}:${l.id}`, l] as const)));
  return refs.flatMap((r) => {
    const lead = found.get(`${r.type}:${r.id}`);
    return lead ? [{ type: r.type, lead }] : [];
  });
}

function toListRow(type: LeadType, lead: StoredLead): LeadListRow {
  return {
    ...summarize(type, lead as never),
    id: lead.id,
    createdAt: lead.createdAt,
    status: lead.status,
    source: lead.source,
    landingPage: lead.landingPage,
    details: leadRows(type, lead as never, "export")
      .filter(([, value]) => value !== "–")
      .map(([label, value]) => `${label}: ${value}`)
      .join(" · "),
    amountCents: leadAmountCents(type, lead as never),
    replyDueAt: lead.replyDueAt,
    firstResponseAt: lead.firstResponseAt,
    assignedTo: lead.assignedTo,
  };
}

export async function listRows(db: Database, query: SQL): Promise<LeadListRow[]> {
  const refs = rowsOf<Ref>(await db.execute(query));
  return (await loadAll(db, refs)).map(({ type, lead }) => toListRow(type, lead));
}

export async function listLeads(filter: LeadFilter, db: Database = getDb()) {
  const offset = (filter.page - 1) * PAGE_SIZE;
  const union = unionOf(typesOf(filter));
  const page = rowsOf<Ref & { total: number | string }>(
    await db.execute(sql`select l.type, l.id, count(*) over() as total from (${union}) l
      where ${whereFor(filter)} order by ${orderFor(filter)} limit ${PAGE_SIZE} offset ${offset}`),
  );
  let total = page[0] ? Number(page[0].total) : 0;
  if (!page[0] && filter.page > 1) {
    const counted = rowsOf<{ n: number | string }>(
      await db.execute(sql`select count(*) as n from (${union}) l where ${whereFor(filter)}`),
    );
    total = Number(counted[0]?.n ?? 0);
  }
  const rows = (await loadAll(db, page)).map(({ type, lead }) => toListRow(type, lead));
  return { rows, total, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export async function exportLeads(filter: LeadFilter, db: Database = getDb()): Promise<LeadListRow[]> {
  return listRows(
    db,
    sql`select l.type, l.id from (${unionOf(typesOf(filter))}) l where ${whereFor(filter)}
      order by l.created_at desc, l.id desc limit ${EXPORT_LIMIT}`,
  );
}

/** Leads a customer sent with the (verified) e-mail address of their account, case-insensitively. */
export async function leadsForEmail(email: string, db: Database = getDb()): Promise<LeadListRow[]> {
  return listRows(
    db,
    sql`select l.type, l.id from (${unionOf(LEAD_TYPES)}) l where l.email = ${email.toLowerCase()}
      order by l.created_at desc, l.id desc limit ${CUSTOMER_LIMIT}`,
  );
}

export async function getLead<T extends LeadType>(
  type: T,
  id: string,
  db: Database = getDb(),
): Promise<StoredLead<T> | null> {
  if (!isLeadType(type) || !isLeadId(id)) return null;
  const [lead] = await readRecords(db, type, [id]);
  return (lead as StoredLead<T> | undefined) ?? null;
}
