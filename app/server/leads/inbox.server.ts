// The staff inbox over every lead type of the registry: one list (filter, search, paginate, export), a lead
// with its notes, status changes (with the visitor e-mail a type sends for them), the overview numbers and a
// customer's own requests.
// Over 300 lines on purpose: these queries share the union over the lead tables and its filters.
import { and, asc, eq, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import { shopNow } from "~/lib/appointment-slots";
import { TIME_ZONE } from "~/lib/time-zone";
import type { LeadFilter } from "~/lib/leads/filter";
import {
  canTransition,
  isLeadType,
  LEAD_TYPES,
  leadAmountCents,
  leadRows,
  leadType,
  summarize,
  type LeadRecords,
  type LeadSummary,
  type LeadType,
} from "~/lib/leads/registry";
import { isLeadStatus, NOTE_MAX, type LeadStatus } from "~/lib/leads/status";
import type { SpamReason } from "~/lib/spam";
import { audit } from "../audit.server";
import type { Database } from "../db/client.server";
import { isUniqueViolation } from "../db/errors.server";
import { getDb } from "../db/index.server";
import { contactNoteCopy } from "~/content/reply-clock";
import type { ContactWay } from "~/lib/staff/lead-forms";
import { appointmentRequests, leadNotes, profiles, users } from "../db/schema.server";
import { enqueueMail, getMailSettings, nudgeOutbox } from "../mail/outbox.server";
import { scheduleReviewInvitation } from "../reviews/invitations.server";
import type { LeadTable } from "./define.server";
import { leadStorage } from "./registry.server";
import { recordFirstResponse } from "./reply-clock.server";

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

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isLeadId(value: unknown): value is string {
  return typeof value === "string" && uuidPattern.test(value);
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

function whereFor(filter: Pick<LeadFilter, "status" | "source" | "q" | "from" | "to">): SQL {
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

export async function listNotes(type: LeadType, id: string, db: Database = getDb()) {
  return db
    .select({
      id: leadNotes.id,
      body: leadNotes.body,
      createdAt: leadNotes.createdAt,
      authorName: users.name,
      authorEmail: users.email,
      authorFirstName: profiles.firstName,
      authorLastName: profiles.lastName,
    })
    .from(leadNotes)
    .leftJoin(users, eq(users.id, leadNotes.authorId))
    .leftJoin(profiles, eq(profiles.id, leadNotes.authorId))
    .where(and(eq(leadNotes.leadType, type), eq(leadNotes.leadId, id)))
    .orderBy(asc(leadNotes.createdAt));
}

export type ChangeStatusResult =
  | { ok: true; from: string; to: LeadStatus; mailed: boolean }
  | { ok: false; reason: "not-found" | "not-allowed" | "slot-taken" | "incomplete" };

/**
 * Moves a lead to a new status when its workflow allows it. The status, the audit entry and the visitor's
 * e-mail (when the type sends one for that status) are written in one transaction.
 */
export async function changeLeadStatus(
  input: { actorId: string; type: LeadType; id: string; to: string; columns?: Record<string, unknown> },
  db: Database = getDb(),
): Promise<ChangeStatusResult> {
  if (!isLeadId(input.id) || !isLeadStatus(input.to)) return { ok: false, reason: "not-allowed" };
  const to = input.to;
  const storage = leadStorage[input.type];
  const table = storage.table as typeof appointmentRequests;
  try {
    const result = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(table).where(eq(table.id, input.id)).for("update");
      if (!current) return { ok: false as const, reason: "not-found" as const };
      // A lead a bot trap holds is released first ("Geen spam"), which sends its arrival mails.
      if (current.isSpam || !canTransition(input.type, current.status, to))
        return { ok: false as const, reason: "not-allowed" as const };
      const columns = storage.statusColumns
        ? storage.statusColumns(current as never, to, input.columns ?? {})
        : {};
      if (!columns) return { ok: false as const, reason: "incomplete" as const };
      await tx
        .update(table)
        .set({ ...columns, status: to })
        .where(eq(table.id, input.id));
      await recordFirstResponse(tx, { type: input.type, id: input.id, kind: "status" });
      const link = await storage.visitorLink?.(tx, input.id);
      const lead = { id: input.id, from: current.status, link };
      // The mail shows the whole lead as it is now, an order's lines included.
      const changed = { ...current, ...columns, status: to };
      const [record] = storage.children ? await storage.children.attach(tx, [changed]) : [changed];
      const mail = storage.statusMail?.(record as never, to, getMailSettings().site, lead) ?? null;
      if (mail) await enqueueMail(tx, [mail]);
      // A won lead is a customer: invited to write a review (at most once per address per 90 days).
      const entry = leadType(input.type);
      if (entry.workflow.endings.won.includes(to) && current.status !== to) {
        const { name, email } = entry.contact(current as never);
        await scheduleReviewInvitation(tx, { email, name, source: "lead", sourceRef: input.id });
      }
      await audit(tx, {
        actorId: input.actorId,
        action: "lead.status",
        targetType: input.type,
        targetId: input.id,
        details: { from: current.status, to, ...(mail ? { mail: mail.kind } : {}) },
      });
      return { ok: true as const, from: current.status, to, mailed: Boolean(mail) };
    });
    // Wake the outbox worker once the mail row is committed.
    if (result.ok && result.mailed) nudgeOutbox();
    return result;
  } catch (error) {
    // Re-opening can't happen for cancelled appointments, but a confirm may still race another booking.
    if (isUniqueViolation(error)) return { ok: false, reason: "slot-taken" };
    throw error;
  }
}

export async function addLeadNote(
  input: { actorId: string; type: LeadType; id: string; body: string; contact?: ContactWay | "" },
  db: Database = getDb(),
): Promise<boolean> {
  const text = input.body.trim();
  if (!text || text.length > NOTE_MAX || text.includes("\u0000")) return false;
  const body = input.contact
    ? `${contactNoteCopy.prefix(contactNoteCopy.options[input.contact])} ${text}`
    : text;
  if (!(await getLead(input.type, input.id, db))) return false;
  await db.transaction(async (tx) => {
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadType: input.type, leadId: input.id, authorId: input.actorId, body })
      .returning({ id: leadNotes.id });
    await audit(tx, {
      actorId: input.actorId,
      action: "lead.note",
      targetType: input.type,
      targetId: input.id,
      details: { noteId: note?.id, ...(input.contact ? { contact: input.contact } : {}) },
    });
    // A note that records contact made (a call, WhatsApp) is the lead's first response.
    if (input.contact) await recordFirstResponse(tx, { type: input.type, id: input.id, kind: "note" });
  });
  return true;
}

/** yyyy-MM-dd of "now" in Amsterdam. */
export function amsterdamToday(now = new Date()): string {
  return shopNow(now).date;
}

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
  const today = amsterdamToday(now);
  const horizon = amsterdamToday(new Date(now.getTime() + 14 * 24 * 3600 * 1000));
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
