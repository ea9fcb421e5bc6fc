// The mail outbox: lead code writes messages here in the same transaction as the lead row; the worker sends them.
import type { SiteConfig } from "~/content/site";
import type { Database, Tx } from "../db/client.server";
import { outbox } from "../db/schema.server";
import { getEnv, getSite } from "../env.server";
import type { MailContent } from "./templates.server";

export interface OutgoingMail extends MailContent {
  kind: string;
  to: string;
  replyTo?: string | null;
  attachments?: MailAttachment[];
}

/** A file sent with a mail: text as is (an .ics invite), binary (a PDF) as base64 with `encoding`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: "base64";
}

export interface MailSettings {
  site: SiteConfig;
  /** Where lead notifications go. */
  shopEmail: string;
  /** The From header of every message. */
  from: string;
}

export function getMailSettings(): MailSettings {
  const env = getEnv();
  const site = getSite();
  return {
    site,
    shopEmail: env.SHOP_EMAIL ?? site.email,
    from: env.MAIL_FROM ?? `"${site.brand.replace(/"/g, "")}" <${site.email}>`,
  };
}

const listeners = new Set<() => void>();

/** The worker subscribes so a freshly queued mail goes out right away instead of at the next poll. */
export function onOutboxEnqueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the worker (if any runs in this process) that mail is waiting. Call after the transaction commits. */
export function nudgeOutbox(): void {
  for (const listener of listeners) listener();
}

/** The outbox rows of `mails`, due now. */
export function outboxRows(mails: OutgoingMail[]): (typeof outbox.$inferInsert)[] {
  // Due now by the clock the worker compares with (milliseconds): the database's now() carries microseconds,
  // so a worker nudged within the same millisecond would find the mail not yet due and leave it to its next poll.
  const nextAttemptAt = new Date();
  return mails.map((m) => ({
    nextAttemptAt,
    kind: m.kind,
    to: m.to,
    replyTo: m.replyTo ?? null,
    subject: m.subject,
    text: m.text,
    html: m.html,
    attachments: m.attachments ?? null,
  }));
}

export async function enqueueMail(db: Database | Tx, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(outbox).values(outboxRows(mails));
}
