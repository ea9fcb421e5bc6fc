// A lead's notes: staff read them on the lead's page and add one (optionally recording contact made, which is
// the lead's first response on the reply clock).
import { and, asc, eq } from "drizzle-orm";
import { contactNoteCopy } from "~/content/reply-clock";
import type { LeadType } from "~/lib/leads/registry";
import { NOTE_MAX } from "~/lib/leads/status";
import type { ContactWay } from "~/lib/staff/lead-forms";
import { audit } from "../audit.server";
import type { Database } from "../db/client.server";
import { getDb } from "../db/index.server";
import { leadNotes, profiles, users } from "../db/schema.server";
import { getLead } from "./inbox.server";
import { recordFirstResponse } from "./reply-clock.server";

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
