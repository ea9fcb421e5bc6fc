// A person's quotes in an AVG request: found by the address they were sent to or by a lead of the person (a quote
// may go to another address, e.g. a company's, and still name them), exported as the customer saw them with the
// acceptance evidence, and erased by ~/lib/avg planQuoteErasure: accepted quotes stay for the fiscal duty until
// the won retention period allows anonymizing them; every other quote goes.
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { planQuoteErasure } from "~/lib/avg";
import type { QuoteDocument } from "~/lib/quotes/document";
import { retentionCutoffs, type RetentionSettings } from "~/lib/retention";
import type { Database, Tx } from "../db/client.server";
import { invoices, payments, quotes } from "../db/schema.server";
import { anonymizeQuotes, deleteQuotes } from "../quotes/personal-data.server";
import { linesOfQuotes, quoteDocument } from "../quotes/store.server";
import { eraseProofs, proofsOfQuotes, type PersonProofVersion } from "./proofs.server";

export interface PersonQuote {
  id: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  sentAt: Date | null;
  viewedAt: Date | null;
  closedAt: Date | null;
  /** The lead the quote answers, if any. */
  lead: { type: string; id: string } | null;
  /** The quote as the customer saw it: number, customer, lines, VAT per rate, totals, validity. */
  document: QuoteDocument;
  /** What was stored when the customer accepted: the evidence of the agreement. */
  acceptance: {
    name: string | null;
    at: Date | null;
    ip: string | null;
    userAgent: string | null;
    pdfSha256: string | null;
    accepted: Record<string, unknown> | null;
  } | null;
  /** The order's proof versions with the person's decisions and comments (docs/proofs.md). */
  proofs: PersonProofVersion[];
}

/** Quotes to the address, or made for one of the person's leads; anonymized ones hold nothing of theirs. */
export async function quotesOf(
  db: Database | Tx,
  email: string,
  leads: readonly { type: string; id: string }[],
): Promise<PersonQuote[]> {
  const byLead: SQL[] = leads.map((l) => and(eq(quotes.leadType, l.type), eq(quotes.leadId, l.id))!);
  const rows = await db
    .select()
    .from(quotes)
    .where(and(isNull(quotes.anonymizedAt), or(sql`lower(${quotes.customerEmail}) = ${email}`, ...byLead)))
    .orderBy(asc(quotes.createdAt));
  const lines = await linesOfQuotes(
    db,
    rows.map((r) => r.id),
  );
  const proofs = await proofsOfQuotes(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    sentAt: row.sentAt,
    viewedAt: row.viewedAt,
    closedAt: row.closedAt,
    lead: row.leadType && row.leadId ? { type: row.leadType, id: row.leadId } : null,
    document: quoteDocument({ ...row, lines: lines.get(row.id) ?? [] }),
    acceptance:
      row.status === "geaccepteerd"
        ? {
            name: row.acceptedName,
            at: row.closedAt,
            ip: row.acceptedIp,
            userAgent: row.acceptedUserAgent,
            pdfSha256: row.acceptedPdfSha256,
            accepted: row.acceptedSnapshot ?? null,
          }
        : null,
    proofs: proofs.get(row.id) ?? [],
  }));
}

/** Of these quotes, the ones with a payment or an invoice. */
async function quotesWithMoney(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const paid = await tx
    .selectDistinct({ id: payments.quoteId })
    .from(payments)
    .where(inArray(payments.quoteId, [...ids]));
  const invoiced = await tx
    .selectDistinct({ id: invoices.quoteId })
    .from(invoices)
    .where(inArray(invoices.quoteId, [...ids]));
  return new Set([...paid, ...invoiced].map((r) => r.id));
}

export interface QuoteErasure {
  deleted: number;
  anonymized: number;
  /** Accepted quotes kept whole for the fiscal duty (retention anonymizes them later). */
  kept: number;
}

/** The erasure's counts and the stored files (proofs) to remove after its transaction. */
export type QuoteErasureResult = QuoteErasure & { fileKeys: string[] };

/** Art. 17 for the person's quotes, inside the erasure's transaction. */
export async function eraseQuotes(
  tx: Tx,
  found: readonly PersonQuote[],
  settings: RetentionSettings,
  now: Date,
): Promise<QuoteErasureResult> {
  const plan = planQuoteErasure(found, retentionCutoffs(now, settings).won);
  // A quote with a payment or an invoice is an order the books need, whatever its status: kept, never deleted.
  const held = await quotesWithMoney(
    tx,
    plan.filter((p) => p.step === "delete").map((p) => p.id),
  );
  for (const p of plan) if (p.step === "delete" && held.has(p.id)) p.step = "keep";
  const ids = (step: string) => plan.filter((p) => p.step === step).map((p) => p.id);
  const fileKeys = await eraseProofs(tx, { deleted: ids("delete"), anonymized: ids("anonymize") });
  return {
    fileKeys,
    deleted: await deleteQuotes(tx, ids("delete")),
    anonymized: await anonymizeQuotes(tx, ids("anonymize"), now),
    kept: ids("keep").length,
  };
}
