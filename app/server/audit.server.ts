// The audit trail: who did what, when, for every staff action. Written in the same transaction as the change.
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AuditFilter } from "~/lib/audit-filter";
import { TIME_ZONE } from "~/lib/shop-time";
import type { Database, Tx } from "./db/client.server";
import { getDb } from "./db/index.server";
import { auditLog, marketingFiles, portfolioItems, users } from "./db/schema.server";

export type AuditAction =
  | "auth.sign_in"
  | "auth.2fa_enrolled"
  | "auth.password_changed"
  | "auth.password_reset"
  | "lead.status"
  | "appointment.move"
  | "appointment.cancel"
  | "calendar_feed.create"
  | "calendar_feed.revoke"
  | "lead.note"
  | "lead.release"
  | "lead.assign"
  | "lead.reply_mail"
  | "calendar.hours"
  | "calendar.closure_add"
  | "calendar.closure_remove"
  | "lead.export"
  | "lead.attachment_download"
  | "user.create"
  | "user.role"
  | "user.2fa_reset"
  | "user.password_reset_link"
  | "user.deactivate"
  | "user.activate"
  | "marketing_file.upload"
  | "marketing_file.rename"
  | "marketing_file.activate"
  | "marketing_file.deactivate"
  | "marketing_file.delete"
  | "avg.export"
  | "avg.erase"
  | "portfolio.create"
  | "portfolio.update"
  | "portfolio.move"
  | "portfolio.show"
  | "portfolio.hide"
  | "portfolio.delete"
  | "portfolio.photo_add"
  | "portfolio.photo_remove"
  | "portfolio.photo_cover"
  | "portfolio.photo_alt"
  | "backup.create"
  | "backup.download"
  | "quote.create"
  | "quote.update"
  | "quote.send"
  | "quote.resend"
  | "quote.withdraw"
  | "quote.version"
  | "quote.accept"
  | "quote.decline"
  | "quote.export"
  | "order.status"
  | "proof.upload"
  | "proof.decision"
  | "proof.waive"
  | "payment.received"
  | "payment.refund"
  | "invoice.final"
  | "invoice.prepayment"
  | "invoice.export"
  | "invoice.dispute"
  | "invoice.dispute_lift"
  | "invoice.interest"
  | "reminder.settings"
  | "content.draft"
  | "content.publish"
  | "content.schedule"
  | "content.scheduled_publish"
  | "content.restore"
  | "review.hide"
  | "review.show"
  | "review.reply"
  | "review.baseline"
  | "statement.upload"
  | "statement.assign"
  | "statement.ignore";

export const auditActionLabels: Record<AuditAction, string> = {
  "auth.sign_in": "Ingelogd",
  "auth.2fa_enrolled": "Tweestapsverificatie ingesteld",
  "auth.password_changed": "Wachtwoord gewijzigd",
  "auth.password_reset": "Wachtwoord hersteld via e-maillink",
  "lead.status": "Status gewijzigd",
  "appointment.move": "Afspraak verplaatst door klant",
  "appointment.cancel": "Afspraak geannuleerd door klant",
  "calendar_feed.create": "Agenda-link aangemaakt",
  "calendar_feed.revoke": "Agenda-link ingetrokken",
  "lead.note": "Notitie toegevoegd",
  "lead.release": "Aanvraag uit spam gehaald",
  "lead.assign": "Aanvraag toegewezen",
  "lead.reply_mail": "Antwoordmail verstuurd",
  "calendar.hours": "Openingstijden gewijzigd",
  "calendar.closure_add": "Sluitingsdagen toegevoegd",
  "calendar.closure_remove": "Sluitingsdag verwijderd",
  "lead.export": "Leads geëxporteerd",
  "lead.attachment_download": "Bijlage gedownload",
  "user.create": "Account aangemaakt",
  "user.role": "Rol gewijzigd",
  "user.2fa_reset": "Tweestapsverificatie gereset",
  "user.password_reset_link": "Herstellink voor wachtwoord verstuurd",
  "user.deactivate": "Account gedeactiveerd",
  "user.activate": "Account geactiveerd",
  "marketing_file.upload": "Marketingbestand geüpload",
  "marketing_file.rename": "Marketingbestand hernoemd",
  "marketing_file.activate": "Marketingbestand zichtbaar gemaakt",
  "marketing_file.deactivate": "Marketingbestand verborgen",
  "marketing_file.delete": "Marketingbestand verwijderd",
  "avg.export": "AVG-inzageverzoek beantwoord (export)",
  "avg.erase": "AVG-verwijderverzoek uitgevoerd",
  "portfolio.create": "Portfolioproject toegevoegd",
  "portfolio.update": "Portfolioproject gewijzigd",
  "portfolio.move": "Portfolioproject verplaatst",
  "portfolio.show": "Portfolioproject zichtbaar gemaakt",
  "portfolio.hide": "Portfolioproject verborgen",
  "portfolio.delete": "Portfolioproject verwijderd",
  "portfolio.photo_add": "Portfoliofoto toegevoegd",
  "portfolio.photo_remove": "Portfoliofoto verwijderd",
  "portfolio.photo_cover": "Portfoliofoto vooraan gezet",
  "portfolio.photo_alt": "Alt-tekst van portfoliofoto gewijzigd",
  "backup.create": "Back-up gemaakt",
  "backup.download": "Back-up gedownload",
  "quote.create": "Offerte aangemaakt",
  "quote.update": "Offerte bewerkt",
  "quote.send": "Offerte verstuurd",
  "quote.resend": "Offerte opnieuw verstuurd",
  "quote.withdraw": "Offerte ingetrokken",
  "quote.version": "Nieuwe versie van offerte gemaakt",
  "quote.accept": "Offerte geaccepteerd door klant",
  "quote.decline": "Offerte afgewezen door klant",
  "quote.export": "Offertes geëxporteerd",
  "order.status": "Orderstatus gewijzigd",
  "proof.upload": "Drukproef geüpload",
  "proof.decision": "Drukproef beantwoord door de klant",
  "proof.waive": "Geen drukproef nodig (nabestelling)",
  "payment.received": "Bankoverschrijving als ontvangen geboekt",
  "payment.refund": "Betaling terugbetaald",
  "invoice.final": "Eindfactuur gemaakt",
  "invoice.prepayment": "Factuur vooruitbetaling gemaakt",
  "invoice.export": "Facturen geëxporteerd",
  "invoice.dispute": "Factuur gemarkeerd als betwist",
  "invoice.dispute_lift": "Betwisting van factuur opgeheven",
  "invoice.interest": "Wettelijke handelsrente in rekening gebracht",
  "reminder.settings": "Schema van betalingsherinneringen gewijzigd",
  "content.draft": "Website-inhoud: concept opgeslagen",
  "content.publish": "Website-inhoud gepubliceerd",
  "content.schedule": "Website-inhoud ingepland",
  "content.scheduled_publish": "Website-inhoud automatisch gepubliceerd (ingepland)",
  "content.restore": "Website-inhoud: versie teruggezet",
  "review.hide": "Review verborgen",
  "review.show": "Review weer gepubliceerd",
  "review.reply": "Review beantwoord",
  "review.baseline": "Reviewcijfers van vóór de site gewijzigd",
  "statement.upload": "Bankafschrift ingelezen",
  "statement.assign": "Bijschrijving met de hand geboekt",
  "statement.ignore": "Bijschrijving: geen betaling van een klant",
};

/** Dutch names of the other things an entry is about (leads are named by the lead registry, AVG by its code). */
const auditTargetLabels: Record<string, string> = {
  user: "Account",
  marketing_file: "Marketingbestand",
  portfolio_item: "Portfolioproject",
  backup: "Back-up",
  quote: "Offerte",
  order: "Order",
  invoice: "Factuur",
  content: "Website-inhoud",
  review: "Review",
  statement: "Bankafschrift",
  statement_line: "Bijschrijving",
};

/** The Dutch name of a target type; an unknown one (an older entry) as stored rather than nothing. */
export function auditTargetLabel(type: string): string {
  return Object.hasOwn(auditTargetLabels, type) ? auditTargetLabels[type]! : type;
}

export interface AuditEntry {
  actorId: string | null;
  action: AuditAction;
  targetType?: string | null;
  targetId?: string | null;
  /**
   * What the item was called at the time, so the entry still names it after a rename or delete: a project's
   * title, a file's name, an account's e-mail address. Never a visitor's data (leads are named by their link).
   */
  targetLabel?: string | null;
  /** No personal data of visitors here: ids, statuses, counts, filters. */
  details?: Record<string, unknown> | null;
}

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(auditActionLabels, value);
}

/** An item's name as it is now (in the caller's transaction, so after its change): null when unknown. */
async function currentLabel(
  db: Database | Tx,
  type: string | null | undefined,
  id: string | null | undefined,
): Promise<string | null> {
  if (!id) return null;
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  let rows: { label: string }[] = [];
  // A backup download is addressed by its file name, which names it; a backup run has only an id.
  if (type === "backup") return uuid ? null : id;
  if (type === "user") rows = await db.select({ label: users.email }).from(users).where(eq(users.id, id));
  else if (type === "marketing_file" && uuid)
    rows = await db
      .select({ label: marketingFiles.fileName })
      .from(marketingFiles)
      .where(eq(marketingFiles.id, id));
  else if (type === "portfolio_item" && uuid)
    rows = await db
      .select({ label: portfolioItems.title })
      .from(portfolioItems)
      .where(eq(portfolioItems.id, id));
  return rows[0]?.label ?? null;
}

/**
 * Writes an entry. Its item's name is stored with it: the one given (a deleted item's), or else the item's
 * name right after the change, so the log keeps naming it after a later rename or delete.
 */
export async function audit(db: Database | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    targetLabel: entry.targetLabel ?? (await currentLabel(db, entry.targetType, entry.targetId)),
    details: entry.details ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 50;

/** The people who appear in the log, for its "Wie" filter (an account deleted since has no e-mail any more). */
export async function auditActors(db: Database = getDb()) {
  return db
    .selectDistinct({ id: users.id, email: users.email })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(asc(users.email));
}

function auditWhere(filter: Omit<AuditFilter, "page">): SQL | undefined {
  return and(
    filter.actor ? eq(auditLog.actorId, filter.actor) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    // Amsterdam calendar days: from 00:00 on `from` up to (not including) 00:00 after `to`.
    filter.from
      ? sql`${auditLog.createdAt} >= (${filter.from}::date)::timestamp at time zone ${TIME_ZONE}`
      : undefined,
    filter.to
      ? sql`${auditLog.createdAt} < ((${filter.to}::date + 1)::timestamp at time zone ${TIME_ZONE})`
      : undefined,
  );
}

const targetUser = alias(users, "target_user");

export async function listAudit(filter: AuditFilter, db: Database = getDb()) {
  const where = auditWhere(filter);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      // Entries from before names were stored: the item's current name, while it still exists.
      targetLabel: sql<string | null>`coalesce(${auditLog.targetLabel}, case ${auditLog.targetType}
        when 'user' then ${targetUser.email}
        when 'marketing_file' then ${marketingFiles.fileName}
        when 'portfolio_item' then ${portfolioItems.title}
        when 'backup' then nullif(regexp_replace(${auditLog.targetId}, '^[0-9a-fA-F-]{36}$', ''), '') end)`,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      actorEmail: users.email,
      actorName: users.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(targetUser, and(eq(auditLog.targetType, "user"), eq(targetUser.id, auditLog.targetId)))
    .leftJoin(
      marketingFiles,
      and(eq(auditLog.targetType, "marketing_file"), sql`${marketingFiles.id}::text = ${auditLog.targetId}`),
    )
    .leftJoin(
      portfolioItems,
      and(eq(auditLog.targetType, "portfolio_item"), sql`${portfolioItems.id}::text = ${auditLog.targetId}`),
    )
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((filter.page - 1) * AUDIT_PAGE_SIZE);
  return { rows, total: total?.n ?? 0 };
}
