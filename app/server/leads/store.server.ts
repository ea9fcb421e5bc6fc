// Storing a new lead the way every form does: the row and (unless a bot trap held it) its e-mails are written
// together, in one statement or one transaction, so a lead is never lost to a mail problem; afterwards the outbox
// worker is woken. A held lead's e-mails go out when staff release it (~/server/leads/held.server).
import { randomUUID } from "node:crypto";
import type { FormError } from "~/lib/leads/messages";
import type { LeadRecords, LeadType } from "~/lib/leads/registry";
import type { SpamReason } from "~/lib/spam";
import { getBusinessCalendar } from "../calendar/calendar.server";
import type { Database } from "../db/client.server";
import { enqueueMail, getMailSettings, nudgeOutbox, type OutgoingMail } from "../mail/outbox.server";
import { insertAttachments, type ReceivedAttachment } from "./attachments.server";
import { replyClockColumns } from "./reply-due.server";
import { typeReplyPromise } from "./reply-promise.server";
import type { LeadStorage } from "./define.server";
import { groupCommitFor } from "./group-commit.server";

export interface LeadMeta {
  /** The bot trap that held the lead (store it on the staff's spam or review list, send nothing), or null. */
  spam: SpamReason | null;
  /** The visit that produced the lead: its session, the source it came from and the page it landed on. */
  sessionId?: string | null;
  source?: string | null;
  landingPage?: string | null;
  /** Files sent with the lead (already in the file storage, or noted as failed); honeypot spam keeps none. */
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
  // The id is chosen here, so the e-mails (which link to the lead) are ready before anything is written.
  const id = randomUUID();
  // The reply clock starts now: the due time of the reply promise, and what the visitor's mail promises.
  const now = new Date();
  const cal = await getBusinessCalendar(db);
  const settings = { ...getMailSettings(), reply: typeReplyPromise(cal, storage.type, now) };
  const columns = storage.children ? storage.children.columns(record) : record;
  const row = {
    ...(columns as LeadRecords["quote"]),
    id,
    isSpam: meta.spam !== null,
    spamReason: meta.spam,
    sessionId: meta.sessionId ?? null,
    source: meta.source ?? null,
    landingPage: meta.landingPage ?? null,
    ...replyClockColumns(cal, storage.type, now),
  };
  const attachments = meta.spam === "honeypot" ? [] : (meta.attachments ?? []);
  let mails: OutgoingMail[] = [];
  if (!storage.children && !storage.visitorLink && attachments.length === 0) {
    // The common case, the lead row and its e-mails, is one statement (atomic on its own) together with the
    // leads arriving meanwhile: one round trip instead of BEGIN, two inserts and COMMIT per lead.
    mails = meta.spam ? [] : storage.mails(record, id, settings, attachments);
    await groupCommitFor(db).write({ table: storage.table, row, mails });
  } else {
    await db.transaction(async (tx) => {
      await tx.insert(storage.table).values(row);
      await storage.children?.insert(tx, id, record);
      await insertAttachments(tx, storage.type, id, attachments);
      if (meta.spam) return;
      // A visitor's link (an appointment's move/cancel page) is minted with the row its mail goes out with.
      const link = await storage.visitorLink?.(tx, id);
      mails = storage.mails(record, id, settings, attachments, link);
      await enqueueMail(tx, mails);
    });
  }
  if (mails.length) nudgeOutbox();
  return { id };
}
