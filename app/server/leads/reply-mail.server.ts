// What staff do on a lead's page for the reply promise: mail the customer an answer (through the outbox, with the
// shop as Reply-To, kept as a note in the lead's history, and counted as the first response) and assign the lead
// to a staff member (alerts then go to them alone). Both write their audit entry in the same transaction.
import { eq } from "drizzle-orm";
import { replyMailCopy } from "~/content/reply-clock";
import type { LeadType } from "~/lib/leads/registry";
import { leadType } from "~/lib/leads/registry";
import { audit } from "../audit.server";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { leadNotes } from "../db/schema.server";
import { enqueueMail, getMailSettings, nudgeOutbox } from "../mail/outbox.server";
import { renderMail } from "../mail/templates.server";
import { recordFirstResponse, staffMembers, tableOf } from "./reply-clock.server";

/** Sends the reply mail; false when the lead does not exist or is held by a bot trap. */
export async function sendReplyMail(
  input: { actorId: string; type: LeadType; id: string; subject: string; body: string },
  db: Database = getDb(),
): Promise<{ ok: true; to: string } | { ok: false }> {
  const table = tableOf(input.type);
  const settings = getMailSettings();
  const result = await db.transaction(async (tx) => {
    const [lead] = await tx.select().from(table).where(eq(table.id, input.id)).for("update");
    if (!lead || lead.isSpam) return { ok: false as const };
    const { email, name } = leadType(input.type).contact(lead as never);
    const paragraphs = input.body
      .split(/\n{2,}/)
      .map((p) => p.trim())
      .filter(Boolean);
    await enqueueMail(tx, [
      {
        kind: "lead.reply",
        to: email,
        replyTo: settings.shopEmail,
        ...renderMail({ subject: input.subject, intro: paragraphs }, settings.site),
      },
    ]);
    await tx.insert(leadNotes).values({
      leadType: input.type,
      leadId: input.id,
      authorId: input.actorId,
      body: `${replyMailCopy.historyNote(input.subject)}\n\n${input.body}`,
    });
    await recordFirstResponse(tx, { type: input.type, id: input.id, kind: "mail" });
    await audit(tx, {
      actorId: input.actorId,
      action: "lead.reply_mail",
      targetType: input.type,
      targetId: input.id,
      details: { subject: input.subject, to: name },
    });
    return { ok: true as const, to: email };
  });
  if (result.ok) nudgeOutbox();
  return result;
}

/** Assigns the lead to a staff member ("" for nobody); "not-staff" when the id is no active staff member. */
export async function assignLead(
  input: { actorId: string; type: LeadType; id: string; assignee: string },
  db: Database = getDb(),
): Promise<"ok" | "not-found" | "not-staff"> {
  const assignee = input.assignee || null;
  if (assignee && !(await staffMembers(db)).some((member) => member.id === assignee)) return "not-staff";
  const table = tableOf(input.type);
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .update(table)
      .set({ assignedTo: assignee })
      .where(eq(table.id, input.id))
      .returning({ id: table.id });
    if (!lead) return "not-found";
    await audit(tx, {
      actorId: input.actorId,
      action: "lead.assign",
      targetType: input.type,
      targetId: input.id,
      details: { to: assignee },
    });
    return "ok";
  });
}
