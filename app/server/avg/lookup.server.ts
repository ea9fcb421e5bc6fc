// AVG (GDPR): everything stored about one e-mail address, as the admin's lookup shows it. The export
// (export.server.ts) and the erasure (erasure.server.ts) start from this same lookup: what erasure misses, the
// export would not show either. Lead data is found through the lead registry; quotes in quotes.server.ts;
// accounts, mail and the audit trail through their tables.
import { randomBytes } from "node:crypto";
import { and, asc, eq, getTableColumns, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { normalizeEmail, requestReference } from "~/lib/avg";
import type { InvoiceDocument } from "~/lib/invoices/document";
import type { LeadLineTable, Row } from "~/lib/leads/define";
import {
  LEAD_TYPES,
  leadLineTable,
  leadRows,
  leadTypeLabel,
  type LeadRecords,
  type LeadType,
} from "~/lib/leads/registry";
import type { Database, Tx } from "../db/client.server";
import type { appointmentRequests } from "../db/schema.server";
import { auditLog, leadAttachments, leadNotes, outbox, profiles, sessions, users } from "../db/schema.server";
import type { LeadTable } from "../leads/define.server";
import { leadStorage } from "../leads/registry.server";
import { linesOfOrders } from "../receivables/statement-lines.server";
import { invoicesOf, paymentsOf, type PersonPayment } from "./invoices.server";
import { quotesOf, type PersonQuote } from "./quotes.server";
import { receivablesOf, type PersonReceivables } from "./receivables.server";
import { reviewsOf, type PersonReviews } from "./reviews.server";
import { withdrawalsOf, type PersonWithdrawal } from "./withdrawals.server";

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
  /**
   * Bank statement lines booked to the person's orders: the payer's name and IBAN as the bank gave them. Kept
   * whatever happens, like the payments (the bank statement is part of the books: fiscal duty, seven years).
   */
  statementLines: {
    bankReference: string;
    bookingDate: string;
    amountCents: number;
    payerName: string | null;
    payerIban: string | null;
    remittance: string;
    outcome: string;
  }[];
  /**
   * The reminders sent for the person's invoices, their disputes and the interest charged: the reminders and
   * charges kept with the invoices (fiscal duty), a dispute kept without its reason (receivables.server.ts).
   */
  receivables: PersonReceivables;
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
      person.statementLines.length +
      person.reviews.invitations.length +
      person.withdrawals.length +
      person.mails.length +
      person.audit.length >
      0 || person.account !== null
  );
}

/** `column` (as text) contains the address, case-insensitively (strpos: no LIKE wildcards to escape). */
export function mentions(column: AnyPgColumn, email: string): SQL {
  return sql`strpos(lower(coalesce(${column}::text, '')), ${email}) > 0`;
}

export function sameAddress(column: AnyPgColumn, email: string): SQL {
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
  const orderIds = [...new Set([...quotes.map((q) => q.id), ...invoices.map((i) => i.quoteId)])];
  const statementLines = (await linesOfOrders(db, orderIds)).map((line) => ({
    bankReference: line.bankReference,
    bookingDate: line.bookingDate,
    amountCents: line.amountCents,
    payerName: line.payerName,
    payerIban: line.payerIban,
    remittance: line.remittance,
    outcome: line.outcome,
  }));
  const receivables = await receivablesOf(db, new Map(invoices.map((i) => [i.id, i.number])));
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
    statementLines,
    receivables,
    reviews: await reviewsOf(db, email),
    withdrawals: await withdrawalsOf(db, email),
    account: account ? { ...account, sessions: sessionCount } : null,
    mails,
    audit: auditRows,
  };
}

/**
 * The code an AVG request is audited under: the audit log records each request by it, never by the address (an
 * entry "who looked up jan@…" would itself be the person's data kept after the erasure).
 */
export function newRequestReference(): string {
  return requestReference(randomBytes(8));
}
