// The reply promise kept: every lead gets its due time when it arrives (or when staff release it from a bot
// trap), the first response is recorded once (a status change, a note marked as contact, a quote sent, a reply
// mail), and staff are alerted when three quarters of the time has passed and again at the deadline. The alert
// round runs on every instance: each alert is claimed with UPDATE … RETURNING in the transaction that queues its
// mail, so two instances never both send it, and it only runs while the shop is open (an alert that fell due at
// night goes out when the shop opens).
import { and, eq, inArray, isNull, lte, notInArray, sql } from "drizzle-orm";
import { replyAlertCopy } from "~/content/reply-clock";
import { type BusinessCalendar, businessMinutesBetween, isOpenAt } from "~/lib/business-calendar";
import { formatDateTime, TIME_ZONE } from "~/lib/shop-time";
import { type FirstResponseKind, formatBusinessMinutes, replyFiguresByGroup } from "~/lib/leads/reply-clock";
import { LEAD_TYPES, leadFormLabel, leadType, type LeadType, summarize } from "~/lib/leads/registry";
import { STAFF_ROLES } from "~/lib/roles";
import { getBusinessCalendar } from "../calendar/calendar.server";
import type { Database, Tx } from "../db/client.server";
import { getDb } from "../db/index.server";
import type { appointmentRequests } from "../db/schema.server";
import { profiles, users } from "../db/schema.server";
import { enqueueMail, getMailSettings, nudgeOutbox, type OutgoingMail } from "../mail/outbox.server";
import { renderMail } from "../mail/templates.server";
import { openLeadLink } from "./links.server";
import { leadStorage } from "./registry.server";

/** Every lead table has the lead columns; typed as one of them for the queries here. */
export const tableOf = (type: LeadType) => leadStorage[type].table as unknown as typeof appointmentRequests;

/** Records the lead's first response, in the caller's transaction; nothing when one is already recorded. */
export async function recordFirstResponse(
  tx: Database | Tx,
  input: { type: LeadType; id: string; kind: FirstResponseKind; at?: Date },
): Promise<void> {
  const table = tableOf(input.type);
  await tx
    .update(table)
    .set({ firstResponseAt: input.at ?? new Date(), firstResponseKind: input.kind })
    .where(and(eq(table.id, input.id), isNull(table.firstResponseAt)));
}

/** Alerts go out while the shop is open and in the minutes just after closing (a deadline at closing time). */
const CLOSING_GRACE_MS = 5 * 60 * 1000;

export function alertsAllowedAt(cal: BusinessCalendar, now: Date): boolean {
  return isOpenAt(cal, now) || isOpenAt(cal, new Date(now.getTime() - CLOSING_GRACE_MS));
}

interface Claimed {
  id: string;
  assignedTo: string | null;
  replyDueAt: Date | null;
}

/** Active staff members, by name: the assign list and, while nobody has a lead, its alerts' addresses. */
export async function staffMembers(
  db: Database | Tx = getDb(),
): Promise<{ id: string; name: string; email: string }[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.banned, false), inArray(profiles.role, [...STAFF_ROLES])))
    .orderBy(users.name);
}

/** The addresses an alert goes to: the assignee's, or every active staff member's while nobody has the lead. */
async function recipients(tx: Tx, assignedTo: string | null): Promise<{ email: string; name: string }[]> {
  const rows = await staffMembers(tx);
  const assignee = rows.find((row) => row.id === assignedTo);
  return assignee ? [assignee] : rows;
}

async function alertMails(
  tx: Tx,
  type: LeadType,
  claimed: Claimed,
  stage: 1 | 2,
  cal: BusinessCalendar,
  now: Date,
): Promise<OutgoingMail[]> {
  const table = tableOf(type);
  const [record] = await tx.select().from(table).where(eq(table.id, claimed.id));
  if (!record) return [];
  const summary = summarize(type, record as never);
  const title = `${summary.typeLabel} van ${summary.name}`;
  const due = formatDateTime(claimed.replyDueAt!);
  const to = await recipients(tx, claimed.assignedTo);
  const assignee = to.length === 1 && claimed.assignedTo ? to[0]!.name : null;
  const { site } = getMailSettings();
  const left = formatBusinessMinutes(businessMinutesBetween(cal, now, claimed.replyDueAt!));
  const content = renderMail(
    {
      subject: stage === 1 ? replyAlertCopy.subjectSoon(title, left) : replyAlertCopy.subjectLate(title),
      intro: [
        stage === 1 ? replyAlertCopy.introSoon(due) : replyAlertCopy.introLate(due),
        assignee ? replyAlertCopy.assigned(assignee) : replyAlertCopy.unassigned,
      ],
      link: openLeadLink(site.url, type, claimed.id),
    },
    site,
  );
  return to.map((person) => ({ kind: `lead.reply_alert.${stage}`, to: person.email, ...content }));
}

/**
 * One alert round at `now`: claims the leads whose deadline passed (stage 2) and those past three quarters of
 * their time (stage 1), and queues their alert mails in the same transaction. Returns how many alerts were
 * claimed. Does nothing while the shop is closed.
 */
export async function runReplyAlerts(now = new Date(), db: Database = getDb()): Promise<number> {
  const cal = await getBusinessCalendar(db);
  if (!alertsAllowedAt(cal, now)) return 0;
  let claimedCount = 0;
  for (const type of LEAD_TYPES) {
    const table = tableOf(type);
    const { endings } = leadType(type).workflow;
    // A lead that ended unanswered (the customer cancelled it, say) is owed no reply: no alert either.
    const open = and(
      isNull(table.firstResponseAt),
      eq(table.isSpam, false),
      sql`${table.replyDueAt} is not null`,
      notInArray(table.status, [...endings.lost, ...endings.won]),
    );
    const returning = { id: table.id, assignedTo: table.assignedTo, replyDueAt: table.replyDueAt };
    const sent = await db.transaction(async (tx) => {
      const late = await tx
        .update(table)
        .set({ replyAlertStage: 2 })
        .where(and(open, sql`${table.replyAlertStage} < 2`, lte(table.replyDueAt, now)))
        .returning(returning);
      const soon = await tx
        .update(table)
        .set({ replyAlertStage: 1 })
        .where(and(open, eq(table.replyAlertStage, 0), lte(table.replyAlertAt, now)))
        .returning(returning);
      const mails: OutgoingMail[] = [];
      for (const lead of late) mails.push(...(await alertMails(tx, type, lead, 2, cal, now)));
      for (const lead of soon) mails.push(...(await alertMails(tx, type, lead, 1, cal, now)));
      if (mails.length) await enqueueMail(tx, mails);
      return late.length + soon.length;
    });
    claimedCount += sent;
  }
  if (claimedCount) nudgeOutbox();
  return claimedCount;
}

/** The reply promise's figures for leads received in a period (Amsterdam days, inclusive), per week and form. */
export async function replyStatistics(
  period: { from: string; to: string },
  db: Database = getDb(),
  now = new Date(),
) {
  const rows = (
    await Promise.all(
      LEAD_TYPES.map(async (type) => {
        const table = tableOf(type);
        const formColumn = leadStorage[type].formColumn;
        const found = await db
          .select({
            createdAt: table.createdAt,
            replyDueAt: table.replyDueAt,
            firstResponseAt: table.firstResponseAt,
            form: formColumn ? sql<string | null>`${formColumn}` : sql<string | null>`null::text`,
            day: sql<string>`to_char(${table.createdAt} at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`,
          })
          .from(table)
          .where(
            and(
              eq(table.isSpam, false),
              sql`${table.replyDueAt} is not null`,
              sql`${table.createdAt} >= (${period.from}::date)::timestamp at time zone ${TIME_ZONE}`,
              sql`${table.createdAt} < ((${period.to}::date + 1)::timestamp at time zone ${TIME_ZONE})`,
            ),
          );
        return found.map((row) => ({
          day: row.day,
          form: leadFormLabel(type, row.form),
          createdAt: new Date(row.createdAt),
          replyDueAt: new Date(row.replyDueAt!),
          firstResponseAt: row.firstResponseAt ? new Date(row.firstResponseAt) : null,
        }));
      }),
    )
  ).flat();
  return replyFiguresByGroup(await getBusinessCalendar(db), now, rows);
}
