// The audit trail: who did what, when, for every staff action. Written in the same transaction as the change.
import { count, desc, eq } from "drizzle-orm";
import type { Database, Tx } from "./db/client.server";
import { getDb } from "./db/index.server";
import { auditLog, users } from "./db/schema.server";

export type AuditAction =
  | "auth.sign_in"
  | "auth.2fa_enrolled"
  | "lead.status"
  | "lead.note"
  | "lead.export"
  | "lead.attachment_download"
  | "user.create"
  | "user.role"
  | "user.2fa_reset"
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
  | "backup.download";

export const auditActionLabels: Record<AuditAction, string> = {
  "auth.sign_in": "Ingelogd",
  "auth.2fa_enrolled": "Tweestapsverificatie ingesteld",
  "lead.status": "Status gewijzigd",
  "lead.note": "Notitie toegevoegd",
  "lead.export": "Leads geëxporteerd",
  "lead.attachment_download": "Bijlage gedownload",
  "user.create": "Account aangemaakt",
  "user.role": "Rol gewijzigd",
  "user.2fa_reset": "Tweestapsverificatie gereset",
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
};

/** Dutch names of the other things an entry is about (leads are named by the lead registry, AVG by its code). */
const auditTargetLabels: Record<string, string> = {
  user: "Account",
  marketing_file: "Marketingbestand",
  portfolio_item: "Portfolioproject",
  backup: "Back-up",
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
  /** No personal data of visitors here: ids, statuses, counts, filters. */
  details?: Record<string, unknown> | null;
}

export async function audit(db: Database | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 50;

export async function listAudit(page: number, db: Database = getDb()) {
  const [total] = await db.select({ n: count() }).from(auditLog);
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      actorEmail: users.email,
      actorName: users.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return { rows, total: total?.n ?? 0 };
}
