// A lead's status change through its type's workflow, with the visitor's e-mail the type sends for it and, for a
// won lead, the review invitation: all in one transaction with the audit entry.
import { eq } from "drizzle-orm";
import { canTransition, leadType, type LeadType } from "~/lib/leads/registry";
import { isLeadStatus, type LeadStatus } from "~/lib/leads/status";
import { audit } from "../audit.server";
import type { Database } from "../db/client.server";
import { isUniqueViolation } from "../db/errors.server";
import { getDb } from "../db/index.server";
import type { appointmentRequests } from "../db/schema.server";
import { enqueueMail, getMailSettings, nudgeOutbox } from "../mail/outbox.server";
import { scheduleReviewInvitation } from "../reviews/invitations.server";
import { isLeadId } from "./inbox.server";
import { leadStorage } from "./registry.server";
import { recordFirstResponse } from "./reply-clock.server";

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
