// AVG (GDPR) requests answered by an admin: everything stored about one e-mail address (lookup), the same as one
// download (art. 15 export), and its erasure (art. 17). Lead data is found through the lead registry; quotes in
// quotes.server.ts; accounts, mail and the audit trail through their tables. The audit log records each request by a reference code, never
// by the address: an entry "who looked up jan@…" would itself be the person's data kept after the erasure.
// Over 300 lines on purpose: lookup, export and erasure must find exactly the same rows (what erasure misses,
// the export would not show either), so they share the private queries here (leadsOf, mentions, sameAddress).
import { randomBytes } from "node:crypto";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, getTableColumns, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { shopNow } from "~/lib/appointment-slots";
import { normalizeEmail, planErasure, requestReference, type ErasureCandidate } from "~/lib/avg";
import type { LeadLineTable, Row } from "~/lib/leads/define";
import {
  LEAD_TYPES,
  leadLineTable,
  leadRows,
  leadTypeLabel,
  type LeadRecords,
  type LeadType,
} from "~/lib/leads/registry";
import { audit } from "../audit.server";
import type { Database, Tx } from "../db/client.server";
import type { appointmentRequests } from "../db/schema.server";
import {
  auditLog,
  leadAttachments,
  leadNotes,
  outbox,
  profiles,
  sessions,
  users,
  verifications,
} from "../db/schema.server";
import { getEnv, getRetentionSettings } from "../env.server";
import type { LeadTable } from "../leads/define.server";
import { anonymizeLeads, deleteLeads, removeObjects } from "../leads/personal-data.server";
import { leadStorage } from "../leads/registry.server";
import { logger } from "../logger.server";
import type { FileStorage } from "../storage.server";
import { invoicesOf, paymentsOf, type PersonPayment } from "./invoices.server";
import { eraseQuotes, quotesOf, type PersonQuote } from "./quotes.server";
import { eraseReviews, reviewsOf, type PersonReviews } from "./reviews.server";
import { eraseWithdrawals, withdrawalsOf, type PersonWithdrawal } from "./withdrawals.server";
import type { InvoiceDocument } from "~/lib/invoices/document";

export interface PersonLead {
  type: LeadType;
  typeLabel: string;
  id: string;
  status: string;
  isSpam: boolean;
  createdAt: Date;
  source: string | null;
  landingPage: string | null;
  agendaDate: string | null;
  /** Every field as the staff detail page shows it. */
  rows: Row[];
  lines: LeadLineTable | null;
  notes: { body: string; createdAt: Date; author: string | null }[];
  attachments: {
    id: string;
    fileName: string;
    contentType: string;
    size: number;
    storeFailed: boolean;
    storageKey: string | null;
    createdAt: Date;
  }[];
}

export interface PersonData {
  email: string;
  leads: PersonLead[];
  quotes: PersonQuote[];
  /** Invoices of the person's orders or naming them: kept whatever happens (fiscal duty, never changed). */
  invoices: InvoiceDocument[];
  payments: PersonPayment[];
  /** Review invitations to the address, each with the review written through it, and the opt-out. */
  reviews: PersonReviews;
  /** Work-wear withdrawal notices sent with the address. */
  withdrawals: PersonWithdrawal[];
  account: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    twoFactorEnabled: boolean;
    banned: boolean;
    createdAt: Date;
    firstName: string | null;
    lastName: string | null;
    role: string | null;
    sessions: number;
  } | null;
  mails: {
    id: string;
    kind: string;
    to: string;
    subject: string;
    text: string;
    status: string;
    createdAt: Date;
    sentAt: Date | null;
  }[];
  audit: {
    id: string;
    action: string;
    targetType: string | null;
    targetId: string | null;
    targetLabel: string | null;
    details: Record<string, unknown> | null;
    createdAt: Date;
  }[];
}

/** Whether anything at all is stored about the person. */
export function hasData(person: PersonData): boolean {
  return (
    person.leads.length +
      person.quotes.length +
      person.invoices.length +
      person.payments.length +
      person.reviews.invitations.length +
      person.withdrawals.length +
      person.mails.length +
      person.audit.length >
      0 || person.account !== null
  );
}

/** `column` (as text) contains the address, case-insensitively (strpos: no LIKE wildcards to escape). */
function mentions(column: AnyPgColumn, email: string): SQL {
  return sql`strpos(lower(coalesce(${column}::text, '')), ${email}) > 0`;
}

function sameAddress(column: AnyPgColumn, email: string): SQL {
  return sql`lower(${column}) = ${email}`;
}

async function leadsOf(db: Database | Tx, email: string): Promise<PersonLead[]> {
  const found: PersonLead[] = [];
  for (const type of LEAD_TYPES) {
    const storage = leadStorage[type];
    const table = storage.table as LeadTable;
    let rows = (await db
      .select()
      .from(table as typeof appointmentRequests)
      .where(sameAddress(table.email, email))
      .orderBy(asc(table.createdAt))) as unknown as (LeadRecords[LeadType] & {
      id: string;
      status: string;
      isSpam: boolean;
      createdAt: Date;
      source: string | null;
      landingPage: string | null;
    })[];
    if (!rows.length) continue;
    if (storage.children) rows = await storage.children.attach(db, rows);
    const ids = rows.map((r) => r.id);
    const notes = await db
      .select({
        leadId: leadNotes.leadId,
        body: leadNotes.body,
        createdAt: leadNotes.createdAt,
        author: users.email,
      })
      .from(leadNotes)
      .leftJoin(users, eq(users.id, leadNotes.authorId))
      .where(and(eq(leadNotes.leadType, type), inArray(leadNotes.leadId, ids)))
      .orderBy(asc(leadNotes.createdAt));
    const files = await db
      .select()
      .from(leadAttachments)
      .where(and(eq(leadAttachments.leadType, type), inArray(leadAttachments.leadId, ids)))
      .orderBy(asc(leadAttachments.createdAt), asc(leadAttachments.fileName));
    const agendaKey = storage.agendaDateColumn
      ? (Object.entries(getTableColumns(table)).find(([, c]) => c === storage.agendaDateColumn)?.[0] ?? null)
      : null;
    for (const row of rows) {
      found.push({
        type,
        typeLabel: leadTypeLabel(type),
        id: row.id,
        status: row.status,
        isSpam: row.isSpam,
        createdAt: row.createdAt,
        source: row.source,
        landingPage: row.landingPage,
        agendaDate: agendaKey
          ? String((row as unknown as Record<string, unknown>)[agendaKey] ?? "") || null
          : null,
        rows: leadRows(type, row as never),
        lines: leadLineTable(type, row as never),
        notes: notes
          .filter((n) => n.leadId === row.id)
          .map((n) => ({ body: n.body, createdAt: n.createdAt, author: n.author })),
        attachments: files
          .filter((f) => f.leadId === row.id)
          .map((f) => ({
            id: f.id,
            fileName: f.fileName,
            contentType: f.contentType,
            size: f.size,
            storeFailed: f.storeFailed,
            storageKey: f.storageKey,
            createdAt: f.createdAt,
          })),
      });
    }
  }
  return found;
}

/** Everything stored about one address: leads of every type, account, e-mails and audit entries naming them. */
export async function lookupPerson(db: Database | Tx, rawEmail: string): Promise<PersonData> {
  const email = normalizeEmail(rawEmail);
  const leads = await leadsOf(db, email);
  const quotes = await quotesOf(db, email, leads);
  const invoices = await invoicesOf(
    db,
    email,
    quotes.map((q) => q.id),
  );
  const payments = await paymentsOf(db, [
    ...new Set([...quotes.map((q) => q.id), ...invoices.map((i) => i.quoteId)]),
  ]);
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      banned: users.banned,
      createdAt: users.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: profiles.role,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(sameAddress(users.email, email));
  const sessionCount = account
    ? (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, account.id))).length
    : 0;
  const mails = await db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      status: outbox.status,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(
      or(
        sameAddress(outbox.to, email),
        sameAddress(outbox.replyTo, email),
        mentions(outbox.subject, email),
        mentions(outbox.text, email),
        mentions(outbox.html, email),
        mentions(outbox.attachments, email),
      ),
    )
    .orderBy(asc(outbox.createdAt));
  const targets = [...leads.map((l) => l.id), ...quotes.map((q) => q.id), ...(account ? [account.id] : [])];
  const auditRows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetLabel: auditLog.targetLabel,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(
      or(
        mentions(auditLog.details, email),
        mentions(auditLog.targetLabel, email),
        targets.length ? inArray(auditLog.targetId, targets) : undefined,
        account ? eq(auditLog.actorId, account.id) : undefined,
      ),
    )
    .orderBy(asc(auditLog.createdAt));
  return {
    email,
    leads,
    quotes,
    invoices,
    payments,
    reviews: await reviewsOf(db, email),
    withdrawals: await withdrawalsOf(db, email),
    account: account ? { ...account, sessions: sessionCount } : null,
    mails,
    audit: auditRows,
  };
}

function newReference(): string {
  return requestReference(randomBytes(8));
}

/** Counts for the audit entry and the admin's screen: never names or addresses. */
function counts(person: PersonData) {
  return {
    leads: person.leads.length,
    quotes: person.quotes.length,
    invoices: person.invoices.length,
    payments: person.payments.length,
    reviews: person.reviews.invitations.filter((i) => i.review).length,
    withdrawals: person.withdrawals.length,
    attachments: person.leads.reduce((n, l) => n + l.attachments.length, 0),
    account: person.account !== null,
    mails: person.mails.length,
    auditEntries: person.audit.length,
  };
}

export type ExportResult = { found: false } | { found: true; reference: string; person: PersonData };

/** Art. 15: the person's data for the download, and an audit entry by reference (the address stays out of it). */
export async function exportPerson(db: Database, actorId: string, rawEmail: string): Promise<ExportResult> {
  const person = await lookupPerson(db, rawEmail);
  if (!hasData(person)) return { found: false };
  const reference = newReference();
  await audit(db, {
    actorId,
    action: "avg.export",
    targetType: "avg",
    targetId: reference,
    details: counts(person),
  });
  return { found: true, reference, person };
}

export type EraseResult =
  | { ok: false; reason: "not-found" | "own-account" }
  | {
      ok: true;
      reference: string;
      deleted: number;
      anonymized: number;
      /** The person's quotes: deleted, anonymized, or accepted ones kept for the fiscal duty. */
      quotes: { deleted: number; anonymized: number; kept: number };
      /** The person's invoices, all kept as issued (fiscal duty; an issued invoice never changes). */
      invoicesKept: number;
      /** Reviews the person wrote, deleted with their invitations. */
      reviews: number;
      /** Withdrawal notices: deleted, or kept with an accepted quote kept for the fiscal duty. */
      withdrawals: { deleted: number; kept: number };
      account: boolean;
      mails: number;
      auditScrubbed: number;
      files: number;
    };

/**
 * Art. 17: deletes the person's leads (a confirmed future appointment stays, anonymized, for the agenda), their
 * notes and attachments (rows in the transaction, objects after it), their quotes (an accepted one stays for the
 * fiscal duty until the won retention period allows anonymizing it; their invoices and payments stay as they are,
 * see invoices.server.ts), their account with its sessions, every
 * e-mail to or about them, and scrubs audit entries that name them. One audit entry records the erasure: who,
 * when, a reference and counts.
 */
export async function erasePerson(
  db: Database,
  files: FileStorage,
  actor: { id: string; email: string },
  rawEmail: string,
  now = new Date(),
): Promise<EraseResult> {
  const email = normalizeEmail(rawEmail);
  if (email === normalizeEmail(actor.email)) return { ok: false, reason: "own-account" };
  const reference = newReference();

  // The lookup is part of the transaction, so what it finds is what gets erased: on the embedded database nothing
  // can be written in between; on PostgreSQL only a lead committed during these few milliseconds can be missed.
  const result = await db.transaction(async (tx) => {
    const person = await lookupPerson(tx, email);
    if (!hasData(person)) return null;
    const plan = planErasure<ErasureCandidate>(person.leads, shopNow(now).date);
    const keys: string[] = [];
    for (const type of LEAD_TYPES) {
      const storage = leadStorage[type];
      const mine = plan.filter((p) => p.type === type);
      const remove = mine.filter((p) => p.step === "delete").map((p) => p.id);
      const keep = mine.filter((p) => p.step === "anonymize").map((p) => p.id);
      keys.push(...(await deleteLeads(tx, storage, remove)));
      keys.push(...(await anonymizeLeads(tx, storage, keep, now)));
    }
    const quoteSteps = await eraseQuotes(tx, person.quotes, getRetentionSettings(), now);
    const reviewsErased = await eraseReviews(tx, person.reviews);
    // After the quotes: a notice whose quote was deleted has lost its reference and goes too.
    const withdrawalSteps = await eraseWithdrawals(tx, person.withdrawals);
    const mailIds = person.mails.map((m) => m.id);
    if (mailIds.length) await tx.delete(outbox).where(inArray(outbox.id, mailIds));
    // Pending sign-in, verification or reset tokens of the account.
    await tx
      .delete(verifications)
      .where(
        or(
          mentions(verifications.identifier, email),
          mentions(verifications.value, email),
          person.account ? mentions(verifications.value, person.account.id) : undefined,
        ),
      );
    // Earlier entries keep what happened, not whom it named.
    const scrubbed = await tx
      .update(auditLog)
      .set({ details: { scrubbed: true } })
      .where(mentions(auditLog.details, email))
      .returning({ id: auditLog.id });
    // An entry about the account names it by its address: it keeps the entry, not the address.
    await tx.update(auditLog).set({ targetLabel: null }).where(mentions(auditLog.targetLabel, email));
    // Sessions, password, two-factor secret and profile go with the account (foreign keys cascade).
    if (person.account) await tx.delete(users).where(eq(users.id, person.account.id));
    const summary = {
      deleted: plan.filter((p) => p.step === "delete").length,
      anonymized: plan.filter((p) => p.step === "anonymize").length,
      quotes: quoteSteps,
      invoicesKept: person.invoices.length,
      reviews: reviewsErased,
      withdrawals: withdrawalSteps,
      account: person.account !== null,
      mails: mailIds.length,
      auditScrubbed: scrubbed.length,
      files: keys.length,
    };
    await audit(tx, {
      actorId: actor.id,
      action: "avg.erase",
      targetType: "avg",
      targetId: reference,
      details: summary,
    });
    return { keys, summary };
  });
  if (!result) return { ok: false, reason: "not-found" };

  await removeObjects(files, result.keys);
  await removeMailFiles(email);
  logger.info({ reference, ...result.summary }, "avg erasure done");
  return { ok: true, reference, ...result.summary };
}

/**
 * Without SMTP_URL the transport writes each sent mail as DATA_DIR/mail/*.eml (the development mail sink): the
 * copies that name the person go as well, so no file on the server keeps the address.
 */
async function removeMailFiles(email: string): Promise<void> {
  const env = getEnv();
  if (env.SMTP_URL) return;
  const dir = path.resolve(env.DATA_DIR, "mail");
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith(".eml"))) {
    const file = path.join(dir, name);
    const text = await readFile(file, "latin1").catch(() => "");
    if (text.toLowerCase().includes(email)) await rm(file, { force: true });
  }
}
