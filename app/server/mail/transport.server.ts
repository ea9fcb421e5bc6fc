// Delivers one outbox row: through SMTP when SMTP_URL is set, otherwise as an .eml file under DATA_DIR/mail.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { outbox } from "../db/schema.server";
import { getEnv } from "../env.server";
import { getMailSettings } from "./outbox.server";

export type OutboxRow = typeof outbox.$inferSelect;

export interface MailTransport {
  send(row: OutboxRow): Promise<void>;
  /** How many messages the worker may have in flight at once (1 when unset). */
  concurrency?: number;
  close?(): void;
}

function toMessage(row: OutboxRow, from: string) {
  return {
    from,
    to: row.to,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: row.text,
    html: row.html ?? undefined,
    attachments: (row.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
      encoding: a.encoding,
    })),
    // A stable Message-ID per outbox row, so a retried message is recognisable as the same one.
    messageId: `<${row.id}@outbox.${new URL(getMailSettings().site.url).hostname}>`,
  };
}

/**
 * SMTP over a pool of `poolSize` connections that stay open between messages (settings in the URL win). One
 * connection per message spent most of its time on the TCP, greeting and TLS handshakes.
 */
export function createSmtpTransport(
  url: string,
  from = getMailSettings().from,
  poolSize = getEnv().SMTP_POOL_SIZE,
): MailTransport {
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections: poolSize });
  return {
    async send(row) {
      await transporter.sendMail(toMessage(row, from));
    },
    concurrency: poolSize,
    close: () => transporter.close(),
  };
}

/** Writes each message as DATA_DIR/mail/<timestamp>-<id>.eml (development, or no mail server configured). */
export function createFileTransport(dir: string, from = getMailSettings().from): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  // Made once, not before every message; a failure is tried again with the next message.
  let madeDir: Promise<unknown> | undefined;
  const makeDir = () =>
    mkdir(dir, { recursive: true }).catch((error: unknown) => {
      madeDir = undefined;
      throw error;
    });
  return {
    async send(row) {
      const info = await transporter.sendMail(toMessage(row, from));
      await (madeDir ??= makeDir());
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      await writeFile(path.join(dir, `${stamp}-${row.id}.eml`), info.message as Buffer);
    },
    concurrency: 4,
  };
}

export function createTransportFromEnv(): MailTransport {
  const env = getEnv();
  return env.SMTP_URL
    ? createSmtpTransport(env.SMTP_URL)
    : createFileTransport(path.resolve(env.DATA_DIR, "mail"));
}
