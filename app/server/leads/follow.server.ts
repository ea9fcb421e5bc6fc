// A lead follows the quote or order made from it (sent → offerte verstuurd, accepted or delivered → gewonnen,
// declined, expired or cancelled → verloren). Set directly, not through the staff workflow: the quote is the
// reason, and a note on the lead says why, so the lead's history reads on its own.
import { eq } from "drizzle-orm";
import { isLeadType } from "~/lib/leads/registry";
import type { LeadStatus } from "~/lib/leads/status";
import { audit } from "../audit.server";
import type { Tx } from "../db/client.server";
import type { quoteRequests } from "../db/schema.server";
import { leadNotes } from "../db/schema.server";
import { leadStorage } from "./registry.server";

/** The lead a quote came from, as the quote row names it, and the quote's number for the audit entry. */
export interface LeadSource {
  leadType: string | null;
  leadId: string | null;
  /** "OFF-2026-0007-2", or "concept". */
  number: string;
}

export async function followLead(
  tx: Tx,
  source: LeadSource,
  to: LeadStatus,
  actorId: string | null,
  noteText: string,
): Promise<void> {
  const { leadType, leadId } = source;
  if (!leadType || !leadId || !isLeadType(leadType)) return;
  const table = leadStorage[leadType].table as typeof quoteRequests;
  const [lead] = await tx
    .select({ status: table.status, isSpam: table.isSpam })
    .from(table)
    .where(eq(table.id, leadId))
    .for("update");
  if (!lead) return;
  if (lead.status !== to && !lead.isSpam) {
    await tx.update(table).set({ status: to }).where(eq(table.id, leadId));
    await audit(tx, {
      actorId,
      action: "lead.status",
      targetType: leadType,
      targetId: leadId,
      details: { from: lead.status, to, quote: source.number },
    });
  }
  await tx.insert(leadNotes).values({ leadType, leadId, authorId: actorId, body: noteText });
}
