// The staff inbox: the three lead tables as one list (filter, search, paginate, export), lead details with
// notes, status changes (with the visitor e-mail for appointments) and the overview numbers.
import { and, asc, desc, eq, gte, lte, ne, sql, type SQL } from "drizzle-orm";
import { resolveSite } from "~/content/site";
import {
  canTransition,
  isLeadStatus,
  LEAD_TYPES,
  NOTE_MAX,
  visitorMailFor,
  type LeadStatus,
  type LeadType,
} from "~/lib/lead-status";
import type { LeadFilter } from "~/lib/lead-filter";
import { audit } from "../audit.server";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import {
  appointmentRequests,
  b2bRegistrations,
  leadNotes,
  profiles,
  quoteRequests,
  users,
} from "../db/schema.server";
import { enqueueMail, nudgeOutbox } from "../mail/outbox.server";
import { appointmentCancelledMail, appointmentConfirmedMail } from "./appointment-mail.server";

export const PAGE_SIZE = 25;
export const EXPORT_LIMIT = 10_000;
export const TIME_ZONE = "Europe/Amsterdam";

export { filterQuery, parseLeadFilter, type LeadFilter } from "~/lib/lead-filter";

export interface LeadListRow {
  type: LeadType;
  id: string;
  createdAt: Date;
  status: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string | null;
  details: string | null;
  source: string | null;
}

// One SELECT per lead type with the same columns, so the inbox is a single UNION ALL ordered by date.
const typeSelects: Record<LeadType, SQL> = {
  quote: sql`select 'quote'::text as type, id, created_at, status, name, email, phone, company,
    service as subject,
    concat_ws(' · ', nullif(description, ''), nullif(delivery_method, ''), nullif(delivery_location, '')) as details,
    source from quote_requests where is_spam = false`,
  appointment: sql`select 'appointment'::text as type, id, created_at, status, name, email, phone, company,
    (to_char(preferred_date, 'YYYY-MM-DD') || ' ' || preferred_time) as subject, message as details,
    source from appointment_requests where is_spam = false`,
  partnership: sql`select 'partnership'::text as type, id, created_at, status, contact_person as name, email, phone,
    company_name as company, print_volume as subject,
    case when employees is null or employees = '' then null else 'Medewerkers: ' || employees end as details,
    source from b2b_registrations where is_spam = false`,
};

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function whereFor(filter: LeadFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.status) parts.push(sql`l.status = ${filter.status}`);
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    parts.push(
      sql`(l.name ilike ${like} or l.email ilike ${like} or coalesce(l.phone, '') ilike ${like}
        or coalesce(l.company, '') ilike ${like} or coalesce(l.subject, '') ilike ${like}
        or coalesce(l.details, '') ilike ${like})`,
    );
  }
  // Dates are Amsterdam calendar days: from 00:00 on `from` up to (not including) 00:00 after `to`.
  if (filter.from)
    parts.push(sql`l.created_at >= (${filter.from}::date)::timestamp at time zone ${TIME_ZONE}`);
  if (filter.to)
    parts.push(sql`l.created_at < ((${filter.to}::date + 1)::timestamp at time zone ${TIME_ZONE})`);
  return sql.join(parts, sql` and `);
}

function unionFor(filter: Pick<LeadFilter, "type">): SQL {
  const types = filter.type ? [filter.type] : [...LEAD_TYPES];
  return sql.join(
    types.map((t) => typeSelects[t]),
    sql` union all `,
  );
}

type RawRow = Omit<LeadListRow, "createdAt"> & { created_at: Date | string; total?: number | string };

function rowsOf<T>(result: unknown): T[] {
  // postgres-js returns an array, PGlite an object with `rows`.
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

function toRow(r: RawRow): LeadListRow {
  return {
    type: r.type,
    id: r.id,
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
    status: r.status,
    name: r.name,
    email: r.email,
    phone: r.phone,
    company: r.company,
    subject: r.subject,
    details: r.details,
    source: r.source,
  };
}

export async function listLeads(filter: LeadFilter, db: Database = getDb()) {
  const offset = (filter.page - 1) * PAGE_SIZE;
  const result = await db.execute(sql`select l.*, count(*) over() as total from (${unionFor(filter)}) l
    where ${whereFor(filter)} order by l.created_at desc, l.id desc limit ${PAGE_SIZE} offset ${offset}`);
  const raw = rowsOf<RawRow>(result);
  let total = raw[0] ? Number(raw[0].total) : 0;
  if (!raw[0] && filter.page > 1) {
    const counted = rowsOf<{ n: number | string }>(
      await db.execute(sql`select count(*) as n from (${unionFor(filter)}) l where ${whereFor(filter)}`),
    );
    total = Number(counted[0]?.n ?? 0);
  }
  return { rows: raw.map(toRow), total, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export async function exportLeads(filter: LeadFilter, db: Database = getDb()): Promise<LeadListRow[]> {
  const result = await db.execute(sql`select l.* from (${unionFor(filter)}) l where ${whereFor(filter)}
    order by l.created_at desc, l.id desc limit ${EXPORT_LIMIT}`);
  return rowsOf<RawRow>(result).map(toRow);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isLeadId(value: unknown): value is string {
  return typeof value === "string" && uuidPattern.test(value);
}

export type LeadRecord =
  | { type: "quote"; row: typeof quoteRequests.$inferSelect }
  | { type: "appointment"; row: typeof appointmentRequests.$inferSelect }
  | { type: "partnership"; row: typeof b2bRegistrations.$inferSelect };

export async function getLead(
  type: LeadType,
  id: string,
  db: Database = getDb(),
): Promise<LeadRecord | null> {
  if (!isLeadId(id)) return null;
  if (type === "quote") {
    const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    return row ? { type, row } : null;
  }
  if (type === "appointment") {
    const [row] = await db.select().from(appointmentRequests).where(eq(appointmentRequests.id, id));
    return row ? { type, row } : null;
  }
  const [row] = await db.select().from(b2bRegistrations).where(eq(b2bRegistrations.id, id));
  return row ? { type, row } : null;
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

const tables = {
  quote: quoteRequests,
  appointment: appointmentRequests,
  partnership: b2bRegistrations,
} as const;

export type ChangeStatusResult =
  | { ok: true; from: string; to: LeadStatus; mailed: boolean }
  | { ok: false; reason: "not-found" | "not-allowed" | "slot-taken" };

/**
 * Moves a lead to a new status when the workflow allows it. The status, the audit entry and (for appointment
 * confirmations and cancellations) the visitor's e-mail are written in one transaction.
 */
export async function changeLeadStatus(
  input: { actorId: string; type: LeadType; id: string; to: string },
  db: Database = getDb(),
): Promise<ChangeStatusResult> {
  if (!isLeadId(input.id) || !isLeadStatus(input.to)) return { ok: false, reason: "not-allowed" };
  const to = input.to;
  const table = tables[input.type];
  try {
    const result = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ status: table.status })
        .from(table)
        .where(eq(table.id, input.id))
        .for("update");
      if (!current) return { ok: false as const, reason: "not-found" as const };
      if (!canTransition(input.type, current.status, to))
        return { ok: false as const, reason: "not-allowed" as const };
      await tx.update(table).set({ status: to }).where(eq(table.id, input.id));
      const mailKind = visitorMailFor(input.type, to);
      if (mailKind) {
        const [appointment] = await tx
          .select()
          .from(appointmentRequests)
          .where(eq(appointmentRequests.id, input.id));
        if (appointment) {
          const site = resolveSite(process.env);
          const content =
            mailKind === "appointment.confirmed"
              ? appointmentConfirmedMail(appointment, site)
              : appointmentCancelledMail(appointment, site);
          await enqueueMail(tx, [{ kind: mailKind, to: appointment.email, ...content }]);
        }
      }
      await audit(tx, {
        actorId: input.actorId,
        action: "lead.status",
        targetType: input.type,
        targetId: input.id,
        details: { from: current.status, to, ...(mailKind ? { mail: mailKind } : {}) },
      });
      return { ok: true as const, from: current.status, to, mailed: Boolean(mailKind) };
    });
    // Wake the outbox worker once the mail row is committed.
    if (result.ok && result.mailed) nudgeOutbox();
    return result;
  } catch (error) {
    // Re-opening can't happen for cancelled appointments, but a confirm may still race another booking.
    if (String((error as { code?: string }).code ?? (error as Error).message).includes("23505"))
      return { ok: false, reason: "slot-taken" };
    throw error;
  }
}

export async function addLeadNote(
  input: { actorId: string; type: LeadType; id: string; body: string },
  db: Database = getDb(),
): Promise<boolean> {
  const body = input.body.trim();
  if (!body || body.length > NOTE_MAX) return false;
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
      details: { noteId: note?.id },
    });
  });
  return true;
}

/** yyyy-MM-dd of "now" in Amsterdam. */
export function amsterdamToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(now);
}

export async function overview(since: Date | null, db: Database = getDb(), now = new Date()) {
  const sinceClause = since
    ? sql`l.created_at > ${since.toISOString()}::timestamptz`
    : sql`l.status = 'nieuw'`;
  const newest = rowsOf<RawRow>(
    await db.execute(sql`select l.* from (${unionFor({ type: null })}) l where ${sinceClause}
      order by l.created_at desc, l.id desc limit 10`),
  ).map(toRow);
  const newCounts = rowsOf<{ type: LeadType; n: number | string }>(
    await db.execute(sql`select l.type, count(*) as n from (${unionFor({ type: null })}) l where ${sinceClause}
      group by l.type`),
  );
  const statusCounts = rowsOf<{ type: LeadType; status: string; n: number | string }>(
    await db.execute(sql`select l.type, l.status, count(*) as n from (${unionFor({ type: null })}) l
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

export async function markLeadsSeen(userId: string, at: Date, db: Database = getDb()): Promise<void> {
  await db.update(profiles).set({ lastSeenLeadsAt: at }).where(eq(profiles.id, userId));
}

/** Leads a customer sent with the e-mail address of their account (case-insensitive). */
export async function leadsForEmail(email: string, db: Database = getDb()) {
  const lower = email.toLowerCase();
  const [quotes, appointments, partnerships] = await Promise.all([
    db
      .select({
        id: quoteRequests.id,
        createdAt: quoteRequests.createdAt,
        status: quoteRequests.status,
        service: quoteRequests.service,
        description: quoteRequests.description,
      })
      .from(quoteRequests)
      .where(and(sql`lower(${quoteRequests.email}) = ${lower}`, eq(quoteRequests.isSpam, false)))
      .orderBy(desc(quoteRequests.createdAt))
      .limit(100),
    db
      .select({
        id: appointmentRequests.id,
        createdAt: appointmentRequests.createdAt,
        status: appointmentRequests.status,
        preferredDate: appointmentRequests.preferredDate,
        preferredTime: appointmentRequests.preferredTime,
      })
      .from(appointmentRequests)
      .where(and(sql`lower(${appointmentRequests.email}) = ${lower}`, eq(appointmentRequests.isSpam, false)))
      .orderBy(desc(appointmentRequests.createdAt))
      .limit(100),
    db
      .select({
        id: b2bRegistrations.id,
        createdAt: b2bRegistrations.createdAt,
        status: b2bRegistrations.status,
        companyName: b2bRegistrations.companyName,
      })
      .from(b2bRegistrations)
      .where(and(sql`lower(${b2bRegistrations.email}) = ${lower}`, eq(b2bRegistrations.isSpam, false)))
      .orderBy(desc(b2bRegistrations.createdAt))
      .limit(100),
  ]);
  return { quotes, appointments, partnerships };
}
