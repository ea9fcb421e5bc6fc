// Storing a new lead the way every form does: the row first, then (unless it is spam) its e-mails in the same
// transaction, so a lead is never lost to a mail problem; afterwards the outbox worker is woken.
import type { FormError } from "~/lib/leads/messages";
import type { LeadRecords, LeadType } from "~/lib/leads/registry";
import type { Database } from "../db/client.server";
import { enqueueMail, getMailSettings, nudgeOutbox } from "../mail/outbox.server";
import { insertAttachments, type ReceivedAttachment } from "./attachments.server";
import type { LeadStorage } from "./define.server";

export interface LeadMeta {
  /** Honeypot or time trap hit: store for inspection, send nothing. */
  spam: boolean;
  /** The visit that produced the lead: its session, the source it came from and the page it landed on. */
  sessionId?: string | null;
  source?: string | null;
  landingPage?: string | null;
  /** Files sent with the lead (already in the file storage, or noted as failed); spam keeps none. */
  attachments?: readonly ReceivedAttachment[];
}

/** A refusal the visitor caused (validation, taken slot): answered with a 4xx and its Dutch message. */
export class LeadRejection extends Error {
  constructor(
    readonly status: number,
    readonly error: FormError,
  ) {
    super(error.title);
  }
}

export async function storeLead<T extends LeadType>(
  db: Database,
  storage: LeadStorage<T>,
  record: LeadRecords[T],
  meta: LeadMeta,
): Promise<{ id: string }> {
  const id = await db.transaction(async (tx) => {
    const columns = storage.children ? storage.children.columns(record) : record;
    const [row] = await tx
      .insert(storage.table)
      .values({
        ...(columns as LeadRecords["quote"]),
        isSpam: meta.spam,
        sessionId: meta.sessionId ?? null,
        source: meta.source ?? null,
        landingPage: meta.landingPage ?? null,
      })
      .returning({ id: storage.table.id });
    const id = row!.id;
    await storage.children?.insert(tx, id, record);
    const attachments = meta.spam ? [] : (meta.attachments ?? []);
    await insertAttachments(tx, storage.type, id, attachments);
    if (!meta.spam) await enqueueMail(tx, storage.mails(record, id, getMailSettings(), attachments));
    return id;
  });
  if (!meta.spam) nudgeOutbox();
  return { id };
}
